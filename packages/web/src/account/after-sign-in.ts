/** Where a sign-in or sign-up leads: My games, first offering this browser's guest seats when it holds any. */
import type { SessionResponse } from '@boardhall/protocol';
import { navigate } from '../app/router.ts';
import { onlineMatches } from '../session/storage.ts';
import { setSession } from './store.ts';

export function afterSignIn(session: SessionResponse): void {
  setSession(session);
  const holdsSeats = onlineMatches().some((r) => r.token !== null && r.seat !== null);
  navigate({ name: 'games', claim: holdsSeats });
}
