/**
 * Seeds: how a seed text becomes the match generator's key, and the public commitment to a seed.
 * SHA-256 is @noble/hashes' (audited, pure JavaScript, synchronous), so this runs in the browser too.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type ChaChaState, chachaStateFromKeyBytes } from './chacha20.ts';

/**
 * Prefixed to the seed before hashing it into the ChaCha20 key. The commitment published at a
 * match's start is SHA-256 of the bare seed, so the key must be a different hash: were it the same,
 * the commitment would be the key and would hand every player the whole keystream.
 */
export const KEY_DERIVATION_PREFIX = 'boardhall/match-rng/chacha20-key/v2\n';

/** Lowercase hex SHA-256 of the seed text's UTF-8 bytes: what a server publishes before play starts. */
export function seedCommitment(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

/** The match generator for a seed: ChaCha20 keyed with SHA-256(KEY_DERIVATION_PREFIX + seed), at word 0. */
export function chachaStateFromSeed(seed: string): ChaChaState {
  return chachaStateFromKeyBytes(sha256(utf8ToBytes(KEY_DERIVATION_PREFIX + seed)));
}

/** Bytes a seed is drawn from: 16 bytes carry the 128 bits a seed needs. */
export const SEED_BYTES = 16;

/**
 * A seed text from random bytes (the caller draws them with crypto.getRandomValues: the engine does
 * no I/O). Lowercase hex, so 16 bytes give 32 characters and 128 bits.
 */
export function seedFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length < SEED_BYTES) {
    throw new RangeError(`A drawn seed needs at least ${SEED_BYTES} random bytes (128 bits), got ${bytes.length}`);
  }
  return bytesToHex(bytes);
}
