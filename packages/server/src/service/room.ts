/**
 * The live matches as the lobby weighs them, and making room on a full server for a creation
 * (issue #38, item 6; the choice of the match is `fair-share.ts`'s).
 */

import { networkPrefix } from '../client-address.ts';
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

/** What the lobby guard counts of the open matches for one creation. */
export interface OpenTally {
  /** Open matches in all. */
  total: number;
  /** Of them, the creator's (its address). */
  ofAddress: number;
  /** Of them, the creator's played by bots only. */
  botsOnlyOfAddress: number;
  /** Of them, those created from the creator's network prefix. */
  ofPrefix: number;
}

/** The open matches, counted for one creation in a single pass, and listed only when needed. */
export interface OpenMatchSource {
  /** The counts for `creator` (null: counts in all only), the `excluded` matches left out. */
  tally(creator: string | null, excluded: ReadonlySet<string>): OpenTally;
  /** Every open match, for the rare choice of one to end on a full server. */
  list(): OpenMatch[];
}

/** Each live match's creator's network prefix, worked out once: a server holds tens of thousands. */
const prefixes = new WeakMap<LiveMatch, string | null>();

function prefixOf(live: LiveMatch): string | null {
  let prefix = prefixes.get(live);
  if (prefix === undefined) {
    const creator = live.stored.creator ?? null;
    prefix = creator === null ? null : networkPrefix(creator);
    prefixes.set(live, prefix);
  }
  return prefix;
}

/**
 * The live matches as an `OpenMatchSource`. Every creation counts them, so the count is one pass
 * with no allocation per match (a server holding 20,000 turn-based matches made each creation
 * cost tens of milliseconds when it built and filtered their list, docs/benchmarks.md).
 */
export function openMatchSource(matches: { values(): Iterable<LiveMatch> }): OpenMatchSource {
  return {
    tally(creator, excluded) {
      const prefix = creator === null ? null : networkPrefix(creator);
      const tally: OpenTally = { total: 0, ofAddress: 0, botsOnlyOfAddress: 0, ofPrefix: 0 };
      for (const live of matches.values()) {
        if (!isOpen(live) || (excluded.size > 0 && excluded.has(live.id))) continue;
        tally.total++;
        if (creator === null || live.stored.creator == null) continue;
        if (live.stored.creator === creator) {
          tally.ofAddress++;
          if (live.status === 'playing' && !live.hasHumanPlayer) tally.botsOnlyOfAddress++;
        }
        if (prefixOf(live) === prefix) tally.ofPrefix++;
      }
      return tally;
    },
    list: () => openMatches(matches.values()),
  };
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
