/**
 * Rated players in words and as profile links: an account by its public name, a bot level as
 * "Bot (Normal)" in the player's language; and which seat of a match is which rated player.
 */
import type { RatedBotLevel, RatedPlayer, SeatInfo } from '@boardhall/protocol';
import type { AppKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translator.ts';
import type { RatingsKey } from './text/index.ts';

const LEVEL_KEYS: Readonly<Record<RatedBotLevel, AppKey>> = {
  easy: 'app.bot-level.easy',
  normal: 'app.bot-level.normal',
  hard: 'app.bot-level.hard',
};

/** "Bot (Normal)", "Бот (Середній)". */
export const botLevelName = (level: RatedBotLevel, t: Translate<AppKey>, rt: Translate<RatingsKey>): string =>
  rt('ratings.bot', { level: t(LEVEL_KEYS[level]) });

/** The player's name as every ratings screen shows it. */
export function ratedPlayerName(player: RatedPlayer, t: Translate<AppKey>, rt: Translate<RatingsKey>): string {
  return player.kind === 'account' ? player.name : botLevelName(player.level, t, rt);
}

/** The rated level of a bot spec ("ismcts:level=hard"), or null for a bot no level names (random, greedy). */
export function ratedBotLevel(spec: string | undefined): RatedBotLevel | null {
  const level = /^ismcts:level=(easy|normal|hard)$/.exec(spec ?? '')?.[1];
  return level === 'easy' || level === 'normal' || level === 'hard' ? level : null;
}

/** The same player (used to find one in a list). */
export const samePlayer = (a: RatedPlayer, b: RatedPlayer): boolean =>
  a.kind === 'account' ? b.kind === 'account' && a.name === b.name : b.kind === 'bot' && a.level === b.level;

/**
 * Who holds a seat of a rated match as a rated player: every human seat there is an account,
 * shown under the account's name (the create and join forms of this client send no other name
 * for a rated match), and a bot seat is its level. Null for a free seat, and for every seat of
 * an unrated match, whose players may be guests.
 */
export function seatPlayer(seat: SeatInfo, rated: boolean): RatedPlayer | null {
  if (!rated) return null;
  if (seat.kind === 'bot') {
    const level = ratedBotLevel(seat.bot);
    return level ? { kind: 'bot', level } : null;
  }
  return seat.claimed && seat.name ? { kind: 'account', name: seat.name } : null;
}
