/**
 * Matches that end without being played out: waiting matches that did not fill up in time, and
 * matches ended to make room on a full server (docs/protocol.md, "Limits").
 */

import { CLOSE_CODES, type ErrorFrame } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { MatchStore } from '../storage/types.ts';
import type { LiveMatch } from './live-match.ts';
import type { ServiceLogger } from './types.ts';

export function expiredError(): ServiceError {
  return new ServiceError('match-expired', 'This match expired: it did not fill up in time, and never started.', 409);
}

/** What the connections of a match ended to make room hear (the code of any expired match). */
export function evictedError(): ServiceError {
  return new ServiceError(
    'match-expired',
    'This match was ended to make room: the server was full, its network held more matches than others, and nobody played this one.',
    409,
  );
}

/** Matches still waiting that were created at or before `cutoff`. */
export function overdue(matches: Iterable<LiveMatch>, cutoff: number): LiveMatch[] {
  return [...matches].filter((live) => live.status === 'waiting' && live.stored.createdAt <= cutoff);
}

/**
 * Whether a match may be ended to make room on a full server: nobody plays it. It is still
 * waiting for players, or no seat of it is a person's (bots from the start, or substitutes for
 * players who left), so nobody is waiting for its moves.
 */
export function isEvictable(live: LiveMatch): boolean {
  return live.status === 'waiting' || (live.status === 'playing' && !live.hasHumanPlayer);
}

/**
 * Expires a match if it is still waiting (call inside its queue): stored first, then its
 * connections are told and closed. From then on it counts against no cap.
 */
export async function expire(live: LiveMatch, store: MatchStore, log: ServiceLogger): Promise<void> {
  if (live.status !== 'waiting') return;
  await endAsExpired(live, store, expiredError());
  log.info({ matchId: live.id }, 'match expired');
}

/**
 * Ends a match nobody plays to make room for another (call inside its queue); false when a person
 * plays it by now, and it stays. Its status becomes `expired`, as a waiting match's that ran out
 * of time: clients already know it, and it means the same to them (the match will not go on).
 */
export async function evict(live: LiveMatch, store: MatchStore, log: ServiceLogger): Promise<boolean> {
  if (!isEvictable(live)) return false;
  const was = live.status;
  await endAsExpired(live, store, evictedError());
  log.info({ matchId: live.id, was }, 'match ended to make room on a full server');
  return true;
}

/** Stores the match as expired, then tells its connections why and closes them (4408). */
async function endAsExpired(live: LiveMatch, store: MatchStore, why: ServiceError): Promise<void> {
  await store.updateMatch(live.id, { status: 'expired' }, live.fence ?? undefined);
  live.stored.status = 'expired';
  for (const t of live.seatTimers.values()) clearTimeout(t);
  live.seatTimers.clear();
  const frame: ErrorFrame = { type: 'error', ...why.toBody() };
  const text = JSON.stringify(frame);
  for (const c of live.allClients()) {
    c.send(text);
    c.close(CLOSE_CODES.expired, 'match expired');
  }
}
