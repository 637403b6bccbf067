/**
 * A drain: the node stops taking work and gives every match it holds up, each after its last
 * write is stored, so that another node (in a cluster) or the next start (alone) carries it on
 * with nothing lost and no wait for a lease to lapse.
 */
import { CLOSE_CODES } from '@boardhall/protocol';
import type { LiveMatch } from './live-match.ts';
import type { LiveMatches } from './live-matches.ts';
import type { MatchOwnership } from './ownership.ts';
import type { ServiceLogger } from './types.ts';

export interface DrainReport {
  /** Unfinished matches given to another node (or, alone, left for the next start). */
  handedOver: number;
  /** Connections closed, each told to reconnect (`1001`). */
  connections: number;
  ms: number;
}

/**
 * Gives up every match in memory: its queue runs dry (a write in flight is committed or refused
 * first), it is marked gone so nothing more happens to it here, its lease goes to another node
 * (cluster mode), and then its connections close with `1001`, so that they reconnect to wherever
 * the match is now.
 */
export async function drainMatches(
  live: LiveMatches,
  ownership: MatchOwnership | null,
  log: ServiceLogger,
): Promise<DrainReport> {
  const started = Date.now();
  let handedOver = 0;
  let connections = 0;
  for (const match of [...live.values()]) {
    await match.queue.run(() => undefined).catch(() => undefined);
    const unfinished = match.status === 'waiting' || match.status === 'playing';
    giveUpHere(match, live);
    if (ownership) {
      if (unfinished) await ownership.handOver(match.id).catch((error: unknown) => failed(log, match, error));
      else ownership.released(match.id);
    }
    if (unfinished) handedOver++;
    for (const c of match.allClients()) {
      c.close(CLOSE_CODES.shutdown, ownership ? 'match handed to another server' : 'server shutting down');
      connections++;
    }
  }
  const report = { handedOver, connections, ms: Date.now() - started };
  log.info(report, ownership ? 'drained: every match handed to another node' : 'drained: every match stored');
  return report;
}

function giveUpHere(match: LiveMatch, live: LiveMatches): void {
  match.gone = true;
  for (const t of match.seatTimers.values()) clearTimeout(t);
  match.seatTimers.clear();
  live.drop(match.id);
}

function failed(log: ServiceLogger, match: LiveMatch, error: unknown): void {
  // Its lease lapses by itself and another node's scan takes it: later, but nothing is lost.
  log.warn(
    { err: error, matchId: match.id },
    'could not hand a match over; another node takes it once its lease lapses',
  );
}
