/** Waiting matches that did not fill up in time (docs/protocol.md, "Limits"). */

import { CLOSE_CODES, type ErrorFrame } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { MatchStore } from '../storage/types.ts';
import type { LiveMatch } from './live-match.ts';
import type { ServiceLogger } from './types.ts';

export function expiredError(): ServiceError {
  return new ServiceError('match-expired', 'This match expired: it did not fill up in time, and never started.', 409);
}

/** Matches still waiting that were created at or before `cutoff`. */
export function overdue(matches: Iterable<LiveMatch>, cutoff: number): LiveMatch[] {
  return [...matches].filter((live) => live.status === 'waiting' && live.stored.createdAt <= cutoff);
}

/**
 * Expires a match if it is still waiting (call inside its queue): stored first, then its
 * connections are told and closed. From then on it counts against no cap.
 */
export async function expire(live: LiveMatch, store: MatchStore, log: ServiceLogger): Promise<void> {
  if (live.status !== 'waiting') return;
  await store.updateMatch(live.id, { status: 'expired' }, live.fence ?? undefined);
  live.stored.status = 'expired';
  log.info({ matchId: live.id }, 'match expired');
  const frame: ErrorFrame = { type: 'error', ...expiredError().toBody() };
  const text = JSON.stringify(frame);
  for (const c of live.allClients()) {
    c.send(text);
    c.close(CLOSE_CODES.expired, 'match expired');
  }
}
