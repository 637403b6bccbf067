/**
 * Who holds a rating: an account (`a:<accountId>`) or a bot level (`b:easy`, `b:normal`, `b:hard`),
 * each a player of its own. The keys are the server's; clients see accounts by their public name.
 */
import { parseBotSpec } from '@boardhall/bots';
import { type RatedBotLevel, type RatedPlayer, ratedBotLevelSchema } from '@boardhall/protocol';
import type { RatedPlayerKey } from '../storage/rating-types.ts';
import type { StoredSeat } from '../storage/types.ts';

export const accountKey = (accountId: string): RatedPlayerKey => `a:${accountId}`;
export const botKey = (level: RatedBotLevel): RatedPlayerKey => `b:${level}`;

/** The account id of an account's key, or null for any other key. */
export function accountIdOf(key: RatedPlayerKey): string | null {
  return key.startsWith('a:') ? key.slice(2) : null;
}

/**
 * The rated level of a bot spec: exactly `ismcts:level=<easy|normal|hard>`, the levels the lobby
 * offers. Any other spec (random, greedy, a tuned search) plays unrated: its strength is not one
 * player's from match to match.
 */
export function ratedBotLevel(spec: string): RatedBotLevel | null {
  let parsed: ReturnType<typeof parseBotSpec>;
  try {
    parsed = parseBotSpec(spec);
  } catch {
    return null;
  }
  const keys = Object.keys(parsed.params);
  if (parsed.kind !== 'ismcts' || keys.length !== 1 || keys[0] !== 'level') return null;
  const level = ratedBotLevelSchema.safeParse(parsed.params.level);
  return level.success ? level.data : null;
}

/**
 * The player a seat's result belongs to: a bot seat's level, or the account that holds a human
 * seat. A substitute bot playing for a person who left does not make the seat a bot's. Null for a
 * free seat, a guest's, a deleted account's, and a bot that is not a rated level.
 */
export function playerOfSeat(seat: StoredSeat): RatedPlayerKey | null {
  if (seat.kind === 'bot') {
    const level = seat.bot ? ratedBotLevel(seat.bot) : null;
    return level ? botKey(level) : null;
  }
  return seat.accountId ? accountKey(seat.accountId) : null;
}

/** A key as clients see it: an account by its current name (from `names`), a bot by its level; null when unknown. */
export function ratedPlayerOf(key: RatedPlayerKey, names: ReadonlyMap<string, string>): RatedPlayer | null {
  if (key.startsWith('b:')) {
    const level = ratedBotLevelSchema.safeParse(key.slice(2));
    return level.success ? { kind: 'bot', level: level.data } : null;
  }
  const id = accountIdOf(key);
  const name = id === null ? undefined : names.get(id);
  return name === undefined ? null : { kind: 'account', name };
}
