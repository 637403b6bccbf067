import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chachaStateFromKeyBytes } from './chacha20.ts';
import { chachaStateFromSeed, KEY_DERIVATION_PREFIX, seedCommitment, seedFromRandomBytes } from './seed.ts';

const nodeSha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

describe('seedCommitment', () => {
  it('is SHA-256 of the seed text: the FIPS 180-2 example vectors', () => {
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(seedCommitment('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(seedCommitment('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes the UTF-8 bytes of any text, as node:crypto does', () => {
    expect(seedCommitment('Чотири темпераменти 🎲')).toBe(nodeSha256('Чотири темпераменти 🎲').toString('hex'));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (seed) => {
        expect(seedCommitment(seed)).toBe(nodeSha256(seed).toString('hex'));
      }),
    );
  });
});

describe('the ChaCha20 key of a seed', () => {
  it('is SHA-256 of the prefixed seed, so all 256 bits of the hash reach the generator', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (seed) => {
        const expected = chachaStateFromKeyBytes(new Uint8Array(nodeSha256(KEY_DERIVATION_PREFIX + seed)));
        expect(chachaStateFromSeed(seed)).toEqual(expected);
      }),
    );
  });

  it('is not the published commitment (which would give the keystream away)', () => {
    for (const seed of ['a', '1-0', '0123456789abcdef0123456789abcdef']) {
      const commitment = chachaStateFromKeyBytes(new Uint8Array(Buffer.from(seedCommitment(seed), 'hex')));
      expect(chachaStateFromSeed(seed).key).not.toEqual(commitment.key);
    }
  });
});

describe('seedFromRandomBytes', () => {
  it('writes 16 random bytes as 32 lowercase hex digits and refuses fewer than 128 bits', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(seedFromRandomBytes(bytes)).toBe('00112233445566778899aabbccddeeff');
    expect(() => seedFromRandomBytes(new Uint8Array(15))).toThrow(RangeError);
  });
});
