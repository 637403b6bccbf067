/**
 * xoroshiro128+ seeded by FNV-1a: the fast generator. Bots' own streams, determinized states and
 * version-1 replays use it. It is linear and its seeds have 32 bits, so it must never hold the
 * state of a real match (see chacha20.ts and docs/architecture.md, "Match randomness").
 *
 * The generator is pure-rand's xoroshiro128plus, re-implemented over a mutable array so the search
 * fast path allocates nothing; rng.test.ts proves the streams are identical to pure-rand's.
 */

/** [s01, s00, s11, s10], exactly pure-rand's `getState()` of xoroshiro128plus. */
export type XoroshiroState = [number, number, number, number];

/** A 32-bit hash of a seed string (FNV-1a), so any text can seed the fast generator. */
export function seedToInt(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The initial state for a seed, as pure-rand's `xoroshiro128plus(seedToInt(seed))`. */
export function xoroshiroStateFromSeed(seed: string): XoroshiroState {
  const s = seedToInt(seed);
  return [-1, ~s, s | 0, 0];
}

/** Advances the generator in place and returns the next signed 32-bit output. */
export function nextXoroshiroInt32(st: XoroshiroState): number {
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
