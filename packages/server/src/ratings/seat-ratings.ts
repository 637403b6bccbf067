/**
 * The ratings a rated match shows before and during play (the lobby, the join page): each seated
 * player's rating and, once two are seated, each one's chance to win from the model. One lookup
 * for a whole list of matches.
 */
import type { MatchSummary, SeatRating } from '@boardhall/protocol';
import type { RatingKey, RatingRow, RatingStore } from '../storage/rating-types.ts';
import type { StoredMatch } from '../storage/types.ts';
import { winChances } from './model.mjs';
import { playerOfSeat } from './players.ts';
import { toRating } from './scale.ts';

/** A summary and the match it was made from (its seats as they are now). */
export interface SummarySource<S extends MatchSummary> {
  summary: S;
  stored: Pick<StoredMatch, 'game' | 'seats' | 'rated'>;
}

/** The seats with a rated player (a bot at a rated level, or an account), with their keys. */
function seatedPlayers(stored: SummarySource<MatchSummary>['stored']): { seat: number; player: string }[] {
  return stored.seats.flatMap((s, seat) => {
    const player = playerOfSeat(s);
    return player === null ? [] : [{ seat, player }];
  });
}

/** The summaries, each rated one with `ratings` filled in. */
export async function withSeatRatings<S extends MatchSummary>(
  store: RatingStore,
  sources: readonly SummarySource<S>[],
): Promise<S[]> {
  const rated = sources.filter((s) => s.stored.rated === true);
  if (rated.length === 0) return sources.map((s) => s.summary);
  const keys = new Map<string, RatingKey>();
  for (const { stored } of rated) {
    for (const { player } of seatedPlayers(stored))
      keys.set(`${stored.game}\n${player}`, { game: stored.game, player });
  }
  const rows = new Map<string, RatingRow>();
  for (const row of await store.ratingsOf([...keys.values()])) rows.set(`${row.game}\n${row.player}`, row);
  return sources.map(({ summary, stored }) => {
    if (stored.rated !== true) return summary;
    const seated = seatedPlayers(stored).map(({ seat, player }) => ({
      seat,
      rating: toRating(rows.get(`${stored.game}\n${player}`) ?? null),
    }));
    const chances = seated.length >= 2 ? winChances(seated.map((s) => s.rating)) : null;
    const ratings: SeatRating[] = seated.map((s, i) =>
      chances ? { ...s, winChance: Math.min(1, Math.max(0, chances[i] as number)) } : s,
    );
    return { ...summary, ratings };
  });
}
