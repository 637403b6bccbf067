/**
 * The ChaCha20 block function of RFC 8439 §2.3, and the match generator built on it: a keystream
 * whose state is plain JSON (`{ key, counter }`), so game states stay serialisable and replays exact.
 * Knowing any number of past outputs does not reveal later ones (ChaCha20 is a stream cipher),
 * which a linear generator such as xoroshiro128+ cannot promise.
 *
 * Proven against RFC 8439's test vectors and node:crypto in chacha20.test.ts.
 */

/** The match generator: a 256-bit key (8 words) and how many 32-bit keystream words were used. */
export interface ChaChaState {
  /** The key as 8 unsigned 32-bit words (RFC 8439 reads the 32 key bytes little-endian). Never mutated. */
  key: number[];
  /** Keystream words used so far: word `counter` is in block `counter / 16`, at `counter % 16`. */
  counter: number;
}

const SIGMA0 = 0x61707865;
const SIGMA1 = 0x3320646e;
const SIGMA2 = 0x79622d32;
const SIGMA3 = 0x6b206574;
/** RFC 8439's block counter has 32 bits; with a zero nonce and a fresh key per seed that is 256 GiB a match. */
const MAX_BLOCKS = 0x100000000;

const work = new Int32Array(16);

function quarterRound(x: Int32Array, a: number, b: number, c: number, d: number): void {
  let xa = x[a] as number;
  let xb = x[b] as number;
  let xc = x[c] as number;
  let xd = x[d] as number;
  xa = (xa + xb) | 0;
  xd ^= xa;
  xd = (xd << 16) | (xd >>> 16);
  xc = (xc + xd) | 0;
  xb ^= xc;
  xb = (xb << 12) | (xb >>> 20);
  xa = (xa + xb) | 0;
  xd ^= xa;
  xd = (xd << 8) | (xd >>> 24);
  xc = (xc + xd) | 0;
  xb ^= xc;
  xb = (xb << 7) | (xb >>> 25);
  x[a] = xa;
  x[b] = xb;
  x[c] = xc;
  x[d] = xd;
}

/**
 * Writes the 16 words of the ChaCha20 block (RFC 8439 §2.3) for `key` (8 words), block `counter`
 * and `nonce` (3 words) into `out`, as signed 32-bit integers. Allocates nothing.
 */
export function chacha20Block(
  key: ArrayLike<number>,
  counter: number,
  nonce: ArrayLike<number>,
  out: Int32Array,
): void {
  if (!Number.isInteger(counter) || counter < 0 || counter >= MAX_BLOCKS) {
    throw new RangeError(`The ChaCha20 block counter must be a whole number from 0 to 2^32-1, got ${counter}`);
  }
  const x = work;
  x[0] = SIGMA0;
  x[1] = SIGMA1;
  x[2] = SIGMA2;
  x[3] = SIGMA3;
  for (let i = 0; i < 8; i++) x[4 + i] = key[i] as number;
  x[12] = counter;
  x[13] = nonce[0] as number;
  x[14] = nonce[1] as number;
  x[15] = nonce[2] as number;
  for (let i = 0; i < 16; i++) out[i] = x[i] as number;
  for (let round = 0; round < 10; round++) {
    quarterRound(x, 0, 4, 8, 12);
    quarterRound(x, 1, 5, 9, 13);
    quarterRound(x, 2, 6, 10, 14);
    quarterRound(x, 3, 7, 11, 15);
    quarterRound(x, 0, 5, 10, 15);
    quarterRound(x, 1, 6, 11, 12);
    quarterRound(x, 2, 7, 8, 13);
    quarterRound(x, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) out[i] = ((out[i] as number) + (x[i] as number)) | 0;
}

// The match streams use a zero nonce: every seed (and every stream derived from one) has its own key.
const ZERO_NONCE = [0, 0, 0] as const;

/*
 * The last block computed, with the key and block index it belongs to. A draw is then mostly an
 * array read; a draw from another state (a different key or block) recomputes. The cache never
 * changes a result, only how often blocks are computed: chacha20.test.ts interleaves streams to prove it.
 */
const cachedWords = new Int32Array(16);
const cachedKey = new Array<number>(8).fill(0);
let cachedBlock = -1;

function keyIsCached(key: readonly number[]): boolean {
  for (let i = 0; i < 8; i++) if (cachedKey[i] !== key[i]) return false;
  return true;
}

/** Advances the keystream in place and returns its next word as a signed 32-bit integer. */
export function nextChaChaInt32(st: ChaChaState): number {
  const word = st.counter;
  const block = Math.floor(word / 16);
  if (block !== cachedBlock || !keyIsCached(st.key)) {
    chacha20Block(st.key, block, ZERO_NONCE, cachedWords);
    for (let i = 0; i < 8; i++) cachedKey[i] = st.key[i] as number;
    cachedBlock = block;
  }
  st.counter = word + 1;
  return cachedWords[word % 16] as number;
}

/** A ChaCha state from 32 key bytes (little-endian words, as RFC 8439 reads a key). */
export function chachaStateFromKeyBytes(bytes: Uint8Array): ChaChaState {
  if (bytes.length !== 32) throw new RangeError(`A ChaCha20 key has 32 bytes, got ${bytes.length}`);
  const key: number[] = [];
  for (let i = 0; i < 8; i++) {
    const b = i * 4;
    key.push(
      ((bytes[b] as number) |
        ((bytes[b + 1] as number) << 8) |
        ((bytes[b + 2] as number) << 16) |
        ((bytes[b + 3] as number) << 24)) >>>
        0,
    );
  }
  return { key, counter: 0 };
}
