/**
 * A player's public profile (docs/protocol.md "Ratings"): per game the rating, its history for
 * the chart, the leaderboard place and the finished matches played and won; the latest finished
 * matches with their places, rating changes and whether their replay is public; and head-to-head
 * records against the opponents met most. Account ids never leave the server: accounts are named.
 */
import type {
  HeadToHead,
  ProfileGame,
  ProfileMatch,
  ProfileResponse,
  RatedBotLevel,
  RatedPlayer,
} from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { AccountRow } from '../storage/account-types.ts';
import type { RatedPlayerKey, RatedResultRow, RatingRow } from '../storage/rating-types.ts';
import type { StoredMatch } from '../storage/types.ts';
import { namesOf, type RatingReadSettings } from './leaderboard.ts';
import { NEW_RATING } from './model.mjs';
import { placesOf } from './places.ts';
import { accountKey, botKey, playerOfSeat, ratedPlayerOf } from './players.ts';
import { isProvisional, scaledConservative, shownRating, toRating } from './scale.ts';

/** Points of a game's rating chart: the latest this many. */
export const HISTORY_POINTS = 1000;
/** Finished matches listed. */
const RECENT_MATCHES = 20;
/** Opponents listed, and the latest rated results their records are counted over. */
const HEAD_TO_HEAD_OPPONENTS = 10;
const HEAD_TO_HEAD_RESULTS = 1000;

const iso = (ms: number) => new Date(ms).toISOString();

export function unknownPlayer(what: string): ServiceError {
  return new ServiceError('unknown-player', `There is no player ${what}.`, 404);
}

/** The profile of an account (found by its name). */
export function accountProfile(s: RatingReadSettings, account: AccountRow): Promise<ProfileResponse> {
  return profile(s, accountKey(account.id), { kind: 'account', name: account.name }, iso(account.createdAt));
}

/** The profile of a bot level, a rated player of its own. */
export function botProfile(s: RatingReadSettings, level: RatedBotLevel): Promise<ProfileResponse> {
  return profile(s, botKey(level), { kind: 'bot', level }, null);
}

async function profile(
  s: RatingReadSettings,
  key: RatedPlayerKey,
  player: RatedPlayer,
  memberSince: string | null,
): Promise<ProfileResponse> {
  const [rows, tallies, matches, records] = await Promise.all([
    s.store.ratingsOfPlayer(key),
    s.store.tallies(key),
    s.store.recentMatches(key, RECENT_MATCHES),
    s.store.headToHead(key, HEAD_TO_HEAD_RESULTS, HEAD_TO_HEAD_OPPONENTS),
  ]);
  const results = await s.store.resultsOfMatches(matches.map((m) => m.id));
  const names = await namesOf(s.store, [
    ...records.map((r) => r.opponent),
    ...matches.flatMap((m) => m.seats.flatMap((seat) => playerOfSeat(seat) ?? [])),
  ]);
  const games = await Promise.all(
    [...s.registry.values()].map((def) =>
      gameStanding(
        s,
        key,
        def.id,
        def.name,
        rows.find((r) => r.game === def.id) ?? null,
        tallies.find((t) => t.game === def.id),
      ),
    ),
  );
  const byMatch = new Map(results.map((r) => [r.matchId, r]));
  const headToHead = records.flatMap((r): HeadToHead[] => {
    const opponent = ratedPlayerOf(r.opponent, names);
    return opponent ? [{ opponent, games: r.games, ahead: r.ahead, behind: r.behind, tied: r.tied }] : [];
  });
  return {
    player,
    memberSince,
    games,
    recent: matches.flatMap((m) => profileMatch(s, key, m, byMatch.get(m.id) ?? null, names) ?? []),
    headToHead,
  };
}

async function gameStanding(
  s: RatingReadSettings,
  key: RatedPlayerKey,
  game: string,
  gameName: string,
  row: RatingRow | null,
  tally: { played: number; won: number } | undefined,
): Promise<ProfileGame> {
  const history = row ? await s.store.history(key, game, HISTORY_POINTS) : [];
  let place: number | null = null;
  if (row && row.games >= s.minGames && !key.startsWith('d:')) {
    // Ahead: those whose shown (rounded) estimate is higher, that is at least half a point above ours.
    const shown = Math.round(scaledConservative(row));
    place = (await s.store.countAtLeast(game, s.minGames, shown + 0.5)) + 1;
  }
  return {
    game,
    gameName,
    rating: row ? toRating(row) : null,
    place,
    played: tally?.played ?? 0,
    won: tally?.won ?? 0,
    history: history.map((p) => ({
      at: iso(p.finishedAt),
      matchId: p.matchId,
      rating: shownRating(p),
      provisional: isProvisional(p),
    })),
  };
}

/** A finished match as the profile of `key` lists it; null when the player's seat is not found in it. */
function profileMatch(
  s: RatingReadSettings,
  key: RatedPlayerKey,
  m: StoredMatch,
  result: RatedResultRow | null,
  names: ReadonlyMap<string, string>,
): ProfileMatch | null {
  const places = m.outcome ? placesOf(m.outcome, m.seats) : m.seats.map(() => 1);
  const mine = m.seats
    .map((seat, i) => ({ i, player: playerOfSeat(seat) }))
    .filter((x) => x.player === key)
    .sort((a, b) => (places[a.i] as number) - (places[b.i] as number))[0];
  if (!mine) return null;
  const def = s.registry.get(m.game);
  const entry = result?.entries.find((e) => e.seat === mine.i) ?? null;
  return {
    matchId: m.id,
    game: m.game,
    gameName: def?.name ?? m.game,
    finishedAt: iso(result?.finishedAt ?? m.updatedAt),
    place: places[mine.i] as number,
    players: m.players,
    opponents: m.seats.flatMap((seat, i) => {
      if (i === mine.i) return [];
      const player = playerOfSeat(seat);
      return [
        { player: player ? ratedPlayerOf(player, names) : null, name: seat.name ?? null, place: places[i] as number },
      ];
    }),
    rated: m.rated === true,
    replay: !(def?.keepsSecretsAfterEnd?.(m.options) ?? false),
    ratingChange:
      entry && result?.counted
        ? { before: shownRating(entry.before ?? NEW_RATING), after: shownRating(entry.after) }
        : null,
  };
}
