/**
 * The seeded random number generator. Its state is a plain JSON array kept inside game state,
 * so `apply` stays pure and replays are exact.
 *
 * The generator is pure-rand's xoroshiro128plus and `int(n)` is pure-rand's uniform integer
 * distribution, re-implemented over a mutable array so the search fast path allocates nothing;
 * rng.test.ts proves the streams are identical to pure-rand's.
 */

/** [s01, s00, s11, s10], exactly pure-rand's `getState()` of xoroshiro128plus. */
export type RngState = [number, number, number, number];

/** A 32-bit hash of a seed string (FNV-1a), so any text can seed a game. */
export function seedToInt(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The initial state for a seed, as pure-rand's `xoroshiro128plus(seedToInt(seed))`. */
export function rngStateFromSeed(seed: string): RngState {
  const s = seedToInt(seed);
  return [-1, ~s, s | 0, 0];
}

/** Advances the generator in place and returns the next signed 32-bit output. */
export function nextInt32(st: RngState): number {
  const s01 = st[0];
  const s00 = st[1];
  const s11 = st[2];
  const s10 = st[3];
  const out = (s00 + s10) | 0;
  const a0 = s10 ^ s00;
  const a1 = s11 ^ s01;
  st[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
  st[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
  st[3] = (a1 << 5) ^ (a0 >>> 27);
  st[2] = (a0 << 5) ^ (a1 >>> 27);
  return out;
}

/** A uniform integer in [0, n-1] (pure-rand's rejection sampling), advancing `st`. */
export function randomInt(st: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) {
    throw new RangeError(`randomInt needs a whole number from 1 to 2^32, got ${n}`);
  }
  const maxAllowed = n > 2 ? Math.floor(0x100000000 / n) * n : 0x100000000;
  let delta = nextInt32(st) + 0x80000000;
  while (delta >= maxAllowed) delta = nextInt32(st) + 0x80000000;
  return delta % n;
}

/** Fisher–Yates from the end (i = n-1 down to 1, j = int(i+1)), in place. */
export function shuffleInPlace<T>(st: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i >= 1; i--) {
    const j = randomInt(st, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A random element of a non-empty list. */
export function pickFrom<T>(st: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pickFrom needs a non-empty list');
  return items[randomInt(st, items.length)] as T;
}

/** Removes and returns `count` random elements of `items` (without replacement), in draw order. */
export function drawWithoutReplacement<T>(st: RngState, items: T[], count: number): T[] {
  const drawn: T[] = [];
  while (drawn.length < count && items.length > 0) {
    const i = randomInt(st, items.length);
    drawn.push(items[i] as T);
    items[i] = items[items.length - 1] as T;
    items.pop();
  }
  return drawn;
}

/** The generator as an object, for bots and tools that keep their own stream outside game state. */
export class Rng {
  readonly state: RngState;

  constructor(seedOrState: string | RngState) {
    this.state = typeof seedOrState === 'string' ? rngStateFromSeed(seedOrState) : [...seedOrState];
  }

  /** A uniform integer in [0, n-1]. */
  int(n: number): number {
    return randomInt(this.state, n);
  }

  /** A uniform integer in [min, max]. */
  intBetween(min: number, max: number): number {
    return min + randomInt(this.state, max - min + 1);
  }

  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.state, items);
  }

  pick<T>(items: readonly T[]): T {
    return pickFrom(this.state, items);
  }

  draw<T>(items: T[], count: number): T[] {
    return drawWithoutReplacement(this.state, items, count);
  }

  /** An independent generator derived from this one (for a sub-task that must not disturb it). */
  fork(): Rng {
    const st: RngState = [nextInt32(this.state), nextInt32(this.state), nextInt32(this.state), nextInt32(this.state)];
    // xoroshiro128+ never leaves the all-zero state, so make sure we do not start there.
    if (st[0] === 0 && st[1] === 0 && st[2] === 0 && st[3] === 0) st[3] = 1;
    return new Rng(st);
  }
}
