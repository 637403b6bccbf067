import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChaChaState, chacha20Block, chachaStateFromKeyBytes, nextChaChaInt32 } from './chacha20.ts';

const hex = (words: Int32Array): string[] => Array.from(words, (w) => (w >>> 0).toString(16).padStart(8, '0'));
const bytesOf = (words: Int32Array): string =>
  Buffer.from(new Uint8Array(new Uint32Array(Array.from(words, (w) => w >>> 0)).buffer)).toString('hex');
const keyWords = (bytes: Uint8Array): number[] => chachaStateFromKeyBytes(bytes).key;
const SEQUENTIAL_KEY = Uint8Array.from({ length: 32 }, (_, i) => i);

/** The keystream of node:crypto's (OpenSSL's) ChaCha20: the IV is the 32-bit counter, little-endian, then the nonce. */
function opensslKeystream(key: Uint8Array, counter: number, nonce: Uint8Array, bytes: number): string {
  const iv = Buffer.alloc(16);
  iv.writeUInt32LE(counter, 0);
  Buffer.from(nonce).copy(iv, 4);
  return createCipheriv('chacha20', key, iv).update(Buffer.alloc(bytes)).toString('hex');
}

describe('the ChaCha20 block function (RFC 8439)', () => {
  it('gives the state of §2.3.2 for its key, nonce and block count 1', () => {
    const out = new Int32Array(16);
    chacha20Block(keyWords(SEQUENTIAL_KEY), 1, [0x09000000, 0x4a000000, 0], out);
    expect(hex(out)).toEqual([
      ...['e4e7f110', '15593bd1', '1fdd0f50', 'c47120a3'],
      ...['c7f4d1c7', '0368c033', '9aaa2204', '4e6cd4c3'],
      ...['466482d2', '09aa9f07', '05d7c214', 'a2028bd9'],
      ...['d19c12b5', 'b94e16de', 'e883d0cb', '4e3c50a2'],
    ]);
  });

  it('gives the keystreams of appendix A.1, test vectors 1 and 2 (all-zero key and nonce)', () => {
    const out = new Int32Array(16);
    const zero = new Array<number>(8).fill(0);
    chacha20Block(zero, 0, [0, 0, 0], out);
    expect(bytesOf(out)).toBe(
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
    );
    chacha20Block(zero, 1, [0, 0, 0], out);
    expect(bytesOf(out)).toBe(
      '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f',
    );
  });

  it('agrees with node:crypto for any key, nonce and block count', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 0xfffffffe }),
        (key, nonce, counter) => {
          const out = new Int32Array(16);
          const view = new DataView(nonce.buffer, nonce.byteOffset, 12);
          const nonceWords = [0, 4, 8].map((o) => view.getUint32(o, true));
          chacha20Block(keyWords(key), counter, nonceWords, out);
          expect(bytesOf(out)).toBe(opensslKeystream(key, counter, nonce, 64));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a block count outside 32 bits', () => {
    const out = new Int32Array(16);
    expect(() => chacha20Block(new Array(8).fill(0), 2 ** 32, [0, 0, 0], out)).toThrow(RangeError);
    expect(() => chacha20Block(new Array(8).fill(0), -1, [0, 0, 0], out)).toThrow(RangeError);
  });
});

describe('the ChaCha20 match keystream', () => {
  it('is the zero-nonce keystream of its key, word by word across blocks', () => {
    const st = chachaStateFromKeyBytes(SEQUENTIAL_KEY);
    const words = Int32Array.from({ length: 16 * 5 }, () => nextChaChaInt32(st));
    expect(st.counter).toBe(80);
    expect(bytesOf(words)).toBe(opensslKeystream(SEQUENTIAL_KEY, 0, new Uint8Array(12), 64 * 5));
  });

  it('gives the same words however streams are interleaved (the block cache changes no result)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 32, maxLength: 32 }), { minLength: 2, maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 200 }),
        (keys, schedule) => {
          const alone = keys.map((k) => {
            const st = chachaStateFromKeyBytes(k);
            return Array.from({ length: schedule.length }, () => nextChaChaInt32(st));
          });
          const states: ChaChaState[] = keys.map((k) => chachaStateFromKeyBytes(k));
          const mixed: number[][] = keys.map(() => []);
          for (const pick of schedule) {
            const i = pick % keys.length;
            (mixed[i] as number[]).push(nextChaChaInt32(states[i] as ChaChaState));
          }
          mixed.forEach((words, i) => {
            expect(words).toEqual((alone[i] as number[]).slice(0, words.length));
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('resumes from a counter in the middle of a block, as a JSON copy would', () => {
    const st = chachaStateFromKeyBytes(SEQUENTIAL_KEY);
    for (let i = 0; i < 21; i++) nextChaChaInt32(st);
    const copy = JSON.parse(JSON.stringify(st)) as ChaChaState;
    const other = chachaStateFromKeyBytes(new Uint8Array(32));
    nextChaChaInt32(other); // fills the cache with another key's block
    expect(Array.from({ length: 30 }, () => nextChaChaInt32(copy))).toEqual(
      Array.from({ length: 30 }, () => nextChaChaInt32(st)),
    );
  });
});
