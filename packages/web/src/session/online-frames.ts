/**
 * What the server's frames mean for the session's state, as pure functions: the seats, who the
 * table waits for, and the state a whole frame shows. online.ts holds the socket and calls these.
 */
import type { SeatInfo, StateFrame } from '@boardhall/protocol';
import type { SessionSeat, SessionState } from './types.ts';

/** The seats as the session shows them; `mine` is this client's seat, if any. */
export function sessionSeats(seats: readonly SeatInfo[], mine: number | null): SessionSeat[] {
  return seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    ...(s.bot !== undefined ? { bot: s.bot } : {}),
    name: s.name,
    local: s.seat === mine,
    connected: s.connected,
    substitute: s.substitute,
    claimed: s.claimed,
    outOfTime: s.outOfTime === true,
    resigned: s.resigned === true,
  }));
}

/** The first of the seats to act that a bot plays (its own, or as a substitute): the table shows it thinking. */
export function botToAct(seats: readonly SeatInfo[], active: readonly number[]): number | null {
  return active.find((s) => seats[s]?.kind === 'bot' || seats[s]?.substitute) ?? null;
}

/**
 * The state a whole frame (or a patch made whole) shows over `st`: the log keeps the lines up to
 * the frame's action count and gains the frame's line; `busy` while an action is still unanswered.
 */
export function stateOfFrame(
  st: SessionState,
  frame: StateFrame,
  seats: readonly SeatInfo[],
  stillPending: boolean,
): Partial<SessionState> {
  let log = st.log.filter((l) => l.index <= frame.actionCount);
  if (frame.log && !log.some((l) => l.index === frame.log?.index)) {
    log = [...log, { index: frame.log.index, seat: frame.log.seat, messages: frame.log.messages }];
  }
  return {
    status: frame.status,
    version: frame.version,
    view: frame.view,
    viewer: frame.seat ?? 'spectator',
    legal: frame.legalActions,
    activeSeats: frame.activeSeats,
    undoable: frame.undoable,
    outcome: frame.outcome,
    endReason: frame.endReason,
    log,
    busy: stillPending,
    connection: 'connected',
    thinking: botToAct(seats, frame.activeSeats),
    ...(frame.seed !== undefined && st.shuffle ? { shuffle: { ...st.shuffle, seed: frame.seed } } : {}),
  };
}
