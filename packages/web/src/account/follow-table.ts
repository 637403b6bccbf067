/**
 * My games follows the table being played: when the seats asked to act change (the player moved,
 * or the others did), the list and the title's count are asked for again at once instead of at
 * the next 30-second poll, so a turn just played no longer shows as waiting.
 */
import type { GameSession } from '../session/types.ts';
import { accountState, refreshGames } from './store.ts';

export function followTable(session: Pick<GameSession, 'subscribe' | 'getState'>): () => void {
  let asked = session.getState().activeSeats.join(',');
  return session.subscribe(() => {
    const now = session.getState().activeSeats.join(',');
    if (now === asked) return;
    asked = now;
    if (accountState().status === 'signed-in') void refreshGames();
  });
}
