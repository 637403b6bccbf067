/**
 * Claiming the seats this browser holds as a guest (their tokens, session/storage.ts) for the
 * account just signed in: POST /api/account/claim, at most 100 seats a request.
 */
import type { ClaimSeatsRequest, ClaimSeatsResponse } from '@boardhall/protocol';
import type { OnlineMatchRecord } from '../session/storage.ts';

export interface StoredSeat {
  readonly matchId: string;
  readonly token: string;
}

/** The protocol's limit of seats per claim. */
export const CLAIM_BATCH = 100;

/** This browser's seats (a token for a seat) that the account does not hold yet. */
export function claimableSeats(
  records: readonly OnlineMatchRecord[],
  accountMatchIds: ReadonlySet<string>,
): StoredSeat[] {
  return records.flatMap((r) =>
    r.token !== null && r.seat !== null && !accountMatchIds.has(r.id) ? [{ matchId: r.id, token: r.token }] : [],
  );
}

/** Claims every seat, a batch at a time; the answers put together. */
export async function claimSeats(
  seats: readonly StoredSeat[],
  claim: (request: ClaimSeatsRequest) => Promise<ClaimSeatsResponse>,
): Promise<ClaimSeatsResponse> {
  const result: ClaimSeatsResponse = { claimed: [], refused: [] };
  for (let i = 0; i < seats.length; i += CLAIM_BATCH) {
    const batch = seats.slice(i, i + CLAIM_BATCH).map((s) => ({ matchId: s.matchId, token: s.token }));
    const answer = await claim({ seats: batch });
    result.claimed.push(...answer.claimed);
    result.refused.push(...answer.refused);
  }
  return result;
}
