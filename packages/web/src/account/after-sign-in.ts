/**
 * Where a sign-in or sign-up leads: back to the page that asked for it (`next`, such as the join
 * page of a rated match), else My games, first offering this browser's guest seats when it holds any.
 */
import type { SessionResponse } from '@boardhall/protocol';
import { navigate, parseRoute } from '../app/router.ts';
import { onlineMatches } from '../session/storage.ts';
import { setSession } from './store.ts';

export function afterSignIn(session: SessionResponse, next: string | null): void {
  setSession(session);
  if (next !== null) {
    navigate(parseRoute(next));
    return;
  }
  const holdsSeats = onlineMatches().some((r) => r.token !== null && r.seat !== null);
  navigate({ name: 'games', claim: holdsSeats });
}
