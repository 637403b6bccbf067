import { useSyncExternalStore } from 'react';
import type { GameSession, SessionState } from '../session/types.ts';

export function useSessionState(session: GameSession): SessionState {
  return useSyncExternalStore(
    (cb) => session.subscribe(cb),
    () => session.getState(),
  );
}
