/**
 * Who may play a seat: whoever holds its token (a guest's, kept in one browser), or the account
 * that holds it (a signed-in player, on any device).
 */
import type { Seat } from '@boardhall/engine';
import type { LiveMatch } from './live-match.ts';
import { hashToken } from './tokens.ts';

export type SeatOwner = { readonly token: string } | { readonly accountId: string };

/** The seat `owner` plays in `live`, if it still plays one (not given up, not handed to a bot). */
export function seatOfOwner(live: LiveMatch, owner: SeatOwner): Seat | null {
  return 'token' in owner ? live.seatOfToken(hashToken(owner.token)) : live.seatOfAccount(owner.accountId);
}
