/**
 * My games follows the table being played: when the viewer's turn starts or ends here (or the
 * match ends), the list and the title's count are asked for again at once instead of at the next
 * 30-second poll, so a turn just played no longer shows as waiting. Other seats' moves change
 * nothing in the viewer's list and ask for nothing.
 */
import type { GameSession, SessionState } from '../session/types.ts';
import { accountState, refreshGames } from './store.ts';

/** What of a table's state My games shows: whether it waits for the viewer, and whether it is over. */
function listedAs(state: SessionState): string {
  const mine = state.viewer !== 'spectator' && state.activeSeats.includes(state.viewer);
  return `${mine}/${state.status}`;
}

export function followTable(session: Pick<GameSession, 'subscribe' | 'getState'>): () => void {
  let shown = listedAs(session.getState());
  return session.subscribe(() => {
    const now = listedAs(session.getState());
    if (now === shown) return;
    shown = now;
    if (accountState().status === 'signed-in') void refreshGames();
  });
}
