/** Random ids of accounts and ceremonies, from the operating system's generator. */
import { randomBytes } from 'node:crypto';

/** `bytes` random bytes, base64url: 16 for an account (128 bits), 24 for a challenge. */
export function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}
