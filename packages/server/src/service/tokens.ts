import { createHash, randomBytes } from 'node:crypto';

/** A new secret seat token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the server stores instead of a token, so a leaked database gives nobody a seat. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A short public match id (72 random bits). */
export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}

/** A seed for a match created without one. */
export function newSeed(): string {
  return randomBytes(12).toString('base64url');
}
