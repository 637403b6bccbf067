/**
 * The clocks' arithmetic, pure: every function takes the time as an argument and returns a new
 * state. A seat's clock runs while the seat is asked to act and a person plays it (several at
 * once in Four Humours); it stops when the seat acts (with its increment, capped) or is no longer
 * asked. Undo gives no time back, and takes back the increment of the move it undoes (else a
 * move and its undo, again and again, would buy time). A clock at exactly zero has run out.
 */
import type { Seat } from '@boardhall/engine';
import type { ClockRules } from '@boardhall/protocol';

export interface SeatClockState {
  /** Time left when the clock last started or stopped. */
  remainingMs: number;
  /** When it started running (ms since the epoch); null while stopped. */
  runningSince: number | null;
}

export interface ClockState {
  rules: ClockRules;
  seats: SeatClockState[];
  /** The increment the last move gave its seat (what an undo of it takes back); null when none. */
  lastGain?: { seat: Seat; ms: number } | null;
}

export function newClocks(rules: ClockRules, seats: number): ClockState {
  return {
    rules,
    seats: Array.from({ length: seats }, () => ({ remainingMs: rules.initialMs, runningSince: null })),
    lastGain: null,
  };
}

/** Time left on a seat's clock at `now`, never below zero. */
export function leftAt(clock: SeatClockState, now: number): number {
  if (clock.runningSince === null) return clock.remainingMs;
  return Math.max(0, clock.remainingMs - Math.max(0, now - clock.runningSince));
}

/** Every running clock charged up to `now` (its remaining time shrinks; it runs on from `now`). */
export function charge(state: ClockState, now: number): ClockState {
  return {
    ...state,
    seats: state.seats.map((c) => (c.runningSince === null ? c : { remainingMs: leftAt(c, now), runningSince: now })),
  };
}

/**
 * After a change of who is to act. `running` says which seats' clocks run now (the seats asked
 * to act that a person plays). `mover` made a move (its increment, up to the cap); null for a
 * change that is no move of anyone's (an undo, a seat handed to a bot, the start).
 */
export function afterChange(
  state: ClockState,
  running: ReadonlySet<Seat>,
  mover: Seat | null,
  now: number,
): ClockState {
  const { incrementMs, capMs } = state.rules;
  const charged = charge(state, now);
  let lastGain: ClockState['lastGain'] = mover === null ? (state.lastGain ?? null) : null;
  const seats = charged.seats.map((clock, seat) => {
    let remainingMs = clock.remainingMs;
    if (seat === mover && clock.runningSince !== null) {
      const before = remainingMs;
      remainingMs += incrementMs;
      if (capMs !== null) remainingMs = Math.min(remainingMs, capMs);
      lastGain = { seat, ms: remainingMs - before };
    }
    // A spent clock still asked keeps running: its deadline has passed, so it is due at once.
    return { remainingMs, runningSince: running.has(seat) ? (clock.runningSince ?? now) : null };
  });
  return { rules: state.rules, seats, lastGain };
}

/**
 * After an undo: the time spent is not given back, and the increment the undone move earned is
 * taken back (never below zero); the clocks of the seats asked again run.
 */
export function afterUndo(state: ClockState, running: ReadonlySet<Seat>, now: number): ClockState {
  const gain = state.lastGain ?? null;
  const charged = charge(state, now);
  const seats = charged.seats.map((clock, seat) => ({
    remainingMs: gain && gain.seat === seat ? Math.max(0, clock.remainingMs - gain.ms) : clock.remainingMs,
    runningSince: running.has(seat) ? (clock.runningSince ?? now) : null,
  }));
  return { rules: state.rules, seats, lastGain: null };
}

/** The earliest instant a running clock reaches zero, or null when none runs. */
export function nextDeadline(state: ClockState): number | null {
  let next: number | null = null;
  for (const c of state.seats) {
    if (c.runningSince === null) continue;
    const at = c.runningSince + c.remainingMs;
    if (next === null || at < next) next = at;
  }
  return next;
}

/** The seats whose running clock has reached zero at `now` (exactly zero included). */
export function expiredAt(state: ClockState, now: number): Seat[] {
  const out: Seat[] = [];
  state.seats.forEach((c, seat) => {
    if (c.runningSince !== null && leftAt(c, now) <= 0) out.push(seat);
  });
  return out;
}

/**
 * The clocks of a match loaded again after its server was down (a restart, a failover): running
 * clocks are charged only up to `chargeUntil`, the last moment the server serving it was known to
 * be alive, and run on from `now`. The time between is charged to no one.
 */
export function resumeAfterDowntime(state: ClockState, chargeUntil: number, now: number): ClockState {
  const charged = charge(state, Math.min(chargeUntil, now));
  return {
    ...charged,
    seats: charged.seats.map((c) => (c.runningSince === null ? c : { remainingMs: c.remainingMs, runningSince: now })),
  };
}

/** A seat's clock set to `ms` and stopped (a seat taken back after its time ran out). */
export function setClock(state: ClockState, seat: Seat, ms: number): ClockState {
  return {
    ...state,
    seats: state.seats.map((c, i) => (i === seat ? { remainingMs: ms, runningSince: null } : c)),
  };
}
