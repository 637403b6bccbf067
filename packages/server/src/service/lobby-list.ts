/** The lobby's lists of matches: open ones to join, ones being played, finished ones to replay. */
import type { GameRegistry } from '@boardhall/engine';
import type { MatchSummary } from '@boardhall/protocol';
import { type SummarySource, withSeatRatings } from '../ratings/seat-ratings.ts';
import type { MatchStore } from '../storage/types.ts';
import { matchSummary } from './frames.ts';
import type { LiveMatches } from './live-matches.ts';

export type MatchListFilter = 'open' | 'playing' | 'finished';

const LIST_LIMIT = 100;

export interface ListSources {
  readonly registry: GameRegistry;
  readonly store: MatchStore;
  readonly live: LiveMatches;
  /** Cluster mode: other nodes' matches are not in memory here, so the shared store lists them. */
  readonly clustered: boolean;
}

/** The newest matches of a kind (at most 100), of one game or all. */
export async function listMatches(
  { registry, store, live, clustered }: ListSources,
  filter: MatchListFilter,
  game: string | undefined,
): Promise<MatchSummary[]> {
  // Only waiting matches are all in memory here: finished ones leave it, idle clocked ones are
  // parked, and in a cluster other nodes hold the rest. Those lists come from the shared store.
  const sources: SummarySource<MatchSummary>[] = [];
  if (filter !== 'open' || clustered) {
    const statuses =
      filter === 'finished' ? ['finished' as const] : filter === 'open' ? ['waiting' as const] : ['playing' as const];
    for (const s of await store.listMatches({ statuses, limit: LIST_LIMIT })) {
      if (game && s.game !== game) continue;
      const match = live.peek(s.id);
      const summary = matchSummary(registry, s, match);
      if (filter !== 'open' || summary.freeSeats.length > 0) sources.push({ summary, stored: match?.stored ?? s });
    }
  } else {
    for (const match of live.values()) {
      if (game && match.def.id !== game) continue;
      const wanted =
        filter === 'open' ? match.status === 'waiting' && match.freeSeats().length > 0 : match.status === 'playing';
      if (wanted) sources.push({ summary: matchSummary(registry, match.stored, match), stored: match.stored });
    }
    sources.sort((a, b) =>
      a.summary.createdAt < b.summary.createdAt ? 1 : a.summary.createdAt > b.summary.createdAt ? -1 : 0,
    );
    sources.splice(LIST_LIMIT);
  }
  // Rated matches show their players' ratings: one lookup for the whole list.
  return withSeatRatings(store.ratings, sources);
}
