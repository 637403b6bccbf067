/**
 * The live matches as the lobby weighs them, and making room on a full server for a creation
 * (issue #38, item 6; the choice of the match is `fair-share.ts`'s).
 */

import type { MatchStore } from '../storage/types.ts';
import { evict, isEvictable } from './expiry.ts';
import type { OpenMatch } from './fair-share.ts';
import type { LiveMatch } from './live-match.ts';
import { serverBusy } from './lobby-guard.ts';
import type { MatchWrites } from './match-writes.ts';
import type { ServiceLogger } from './types.ts';

/** A match that still counts against the caps. */
export function isOpen(live: LiveMatch): boolean {
  return live.status === 'waiting' || live.status === 'playing';
}

/** The matches that count against the caps, as the lobby guard weighs them. */
export function openMatches(matches: Iterable<LiveMatch>): OpenMatch[] {
  const open: OpenMatch[] = [];
  for (const live of matches) {
    if (!isOpen(live)) continue;
    const { id, creator, createdAt } = live.stored;
    const botsOnly = live.status === 'playing' && !live.hasHumanPlayer;
    open.push({ id, creator: creator ?? null, createdAt, evictable: isEvictable(live), botsOnly });
  }
  return open;
}

/**
 * Ends the match chosen to make room (`live`: undefined when it is no longer in memory here);
 * server-busy when a person began to play it meanwhile, and then nothing was ended.
 */
export async function makeRoom(
  live: LiveMatch | undefined,
  writes: MatchWrites,
  store: MatchStore,
  log: ServiceLogger,
): Promise<void> {
  // No longer here (another node serves it now, in cluster mode): it takes no room here.
  if (!live) return;
  const ended = await live.queue.run(async () => {
    if (live.gone || !isOpen(live)) return true;
    await writes.ensureCurrent(live);
    let done = false;
    await writes.persist(live, async () => {
      done = await evict(live, store, log);
    });
    return done;
  });
  if (!ended) throw serverBusy();
}
