/** The lobby's lists of matches: open ones to join, ones being played, finished ones to replay. */
import type { GameRegistry } from '@boardhall/engine';
import type { MatchSummary } from '@boardhall/protocol';
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
  if (filter !== 'open' || clustered) {
    const statuses =
      filter === 'finished' ? ['finished' as const] : filter === 'open' ? ['waiting' as const] : ['playing' as const];
    const stored = await store.listMatches({ statuses, limit: LIST_LIMIT });
    return stored
      .filter((s) => !game || s.game === game)
      .map((s) => matchSummary(registry, s, live.peek(s.id)))
      .filter((m) => filter !== 'open' || m.freeSeats.length > 0);
  }
  const out: MatchSummary[] = [];
  for (const match of live.values()) {
    if (game && match.def.id !== game) continue;
    const wanted =
      filter === 'open' ? match.status === 'waiting' && match.freeSeats().length > 0 : match.status === 'playing';
    if (wanted) out.push(matchSummary(registry, match.stored, match));
  }
  out.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return out.slice(0, LIST_LIMIT);
}
