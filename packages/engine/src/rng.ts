/**
 * The seeded random number generator kept inside game state, as plain JSON, so `apply` stays pure
 * and replays are exact. A state is one of two generators (docs/architecture.md, "Match randomness"):
 *
 * - ChaCha20 (`{ key, counter }`), for every real match: its seed's 256-bit hash is the key and
 *   its past outputs do not reveal its future;
 * - xoroshiro128+ (a 4-number array), fast, for bots' own streams, determinized states and the
 *   rebuilding of version-1 replays.
 *
 * `int(n)` is pure-rand's uniform integer distribution over either stream's 32-bit words.
 */
import { type ChaChaState, nextChaChaInt32 } from './chacha20.ts';
import { chachaStateFromSeed } from './seed.ts';
import { nextXoroshiroInt32, type XoroshiroState, xoroshiroStateFromSeed } from './xoroshiro.ts';

export type { ChaChaState } from './chacha20.ts';
export { chacha20Block } from './chacha20.ts';
export { seedToInt, type XoroshiroState, xoroshiroStateFromSeed } from './xoroshiro.ts';

export type RngState = ChaChaState | XoroshiroState;

/**
 * How a seed becomes a generator. 'chacha20' for every new match; 'xoroshiro128plus' (a 32-bit
 * FNV-1a hash of the seed) only to rebuild matches recorded before it, such as version-1 replays.
 */
export type RngScheme = 'chacha20' | 'xoroshiro128plus';
export const RNG_SCHEMES: readonly RngScheme[] = ['chacha20', 'xoroshiro128plus'];

/** The initial generator state for a seed under a scheme (ChaCha20 unless told otherwise). */
export function rngStateFromSeed(seed: string, scheme: RngScheme = 'chacha20'): RngState {
  return scheme === 'chacha20' ? chachaStateFromSeed(seed) : xoroshiroStateFromSeed(seed);
}

/** A copy that advances independently. A ChaCha key is never mutated, so copies share it. */
export function cloneRngState(st: RngState): RngState {
  return Array.isArray(st) ? [st[0], st[1], st[2], st[3]] : { key: st.key, counter: st.counter };
}

/** Advances the generator in place and returns the next signed 32-bit output. */
export function nextInt32(st: RngState): number {
  return Array.isArray(st) ? nextXoroshiroInt32(st) : nextChaChaInt32(st);
}

/**
 * The rejection bound of `randomInt` for the small n that shuffles and picks ask for (a power of
 * two, 1 and 2 included, never reads it), worked out once.
 */
const MAX_ALLOWED = Uint32Array.from({ length: 256 }, (_, n) => (n > 2 ? Math.floor(0x100000000 / n) * n : 0));

/** A uniform integer in [0, n-1] (pure-rand's rejection sampling), advancing `st`. */
export function randomInt(st: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) {
    throw new RangeError(`randomInt needs a whole number from 1 to 2^32, got ${n}`);
  }
  // A power of two divides 2^32: nothing is rejected, and the remainder is the low bits (bit 31,
  // which x + 2^31 flips, is among them only for n = 2^32, left to the general case).
  if ((n & (n - 1)) === 0 && n <= 0x80000000) return nextInt32(st) & (n - 1);
  const maxAllowed =
    n < MAX_ALLOWED.length ? (MAX_ALLOWED[n] as number) : n > 2 ? Math.floor(0x100000000 / n) * n : 0x100000000;
  if (n <= 0x7fffffff) {
    // The same numbers in unsigned 32-bit arithmetic (x ^ 2^31 is x + 2^31 for a signed x): the
    // engine then takes an integer remainder instead of a floating-point one, twice as fast.
    const m = n >>> 0;
    let u = (nextInt32(st) ^ 0x80000000) >>> 0;
    while (u >= maxAllowed) u = (nextInt32(st) ^ 0x80000000) >>> 0;
    return (u % m) | 0;
  }
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

/**
 * The fast generator (xoroshiro128+) as an object, for bots and tools that keep their own stream
 * outside game state, and for determinized states: never for a real match's hidden information.
 */
export class Rng {
  readonly state: XoroshiroState;

  constructor(seedOrState: string | XoroshiroState) {
    this.state = typeof seedOrState === 'string' ? xoroshiroStateFromSeed(seedOrState) : [...seedOrState];
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
    return new Rng(this.forkState());
  }

  /** The state `fork()` starts from, as a new array: for a state that keeps its generator as data. */
  forkState(): XoroshiroState {
    const st: XoroshiroState = [
      nextInt32(this.state),
      nextInt32(this.state),
      nextInt32(this.state),
      nextInt32(this.state),
    ];
    // xoroshiro128+ never leaves the all-zero state, so make sure we do not start there.
    if (st[0] === 0 && st[1] === 0 && st[2] === 0 && st[3] === 0) st[3] = 1;
    return st;
  }
}
