import { webcrypto } from 'node:crypto';
import { SEED_BYTES, seedFromRandomBytes } from '@boardhall/engine';

/** A fresh seed with 128 bits of crypto randomness, for runs given no --seed. */
export function drawSeed(): string {
  return seedFromRandomBytes(webcrypto.getRandomValues(new Uint8Array(SEED_BYTES)));
}
