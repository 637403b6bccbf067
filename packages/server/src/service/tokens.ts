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

/**
 * A match's seed: 256 bits from the operating system's generator, drawn by the server alone.
 * Every bit reaches the game's generator key (SHA-256 of the text), so a search is hopeless.
 */
export function newSeed(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The seed of a match's bots' own random streams: a separate hash of the match seed, so that the
 * moves of a random bot, which show its stream, tell nothing about the seed that dealt the cards.
 */
export function botSeedOf(seed: string): string {
  return createHash('sha256').update(`boardhall/bot-seed\n${seed}`, 'utf8').digest('base64url');
}
