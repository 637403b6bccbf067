/**
 * The clocks of the matches this node serves (docs/protocol.md "Clocks"): which clocks run after
 * each change, the timer of the next deadline, a seat out of time handed to the substitute bot
 * (and taken back by its player), and the clocks of a match loaded again after its server was
 * down, which charge that time to no one. The arithmetic is `clocks/clock.ts`'s.
 */
import type { AnyGameDefinition, Seat } from '@boardhall/engine';
import type { Clocks, MatchStatus } from '@boardhall/protocol';
import {
  afterChange,
  afterUndo,
  type ClockState,
  charge,
  expiredAt,
  nextDeadline,
  resumeAfterDowntime,
  setClock,
} from '../clocks/clock.ts';
import { ServiceError } from '../errors.ts';
import type { MatchStore, MatchUpdate, StoredClocks, StoredSeat } from '../storage/types.ts';
import { broadcast, broadcastSeats } from './broadcast.ts';
import type { LiveMatch } from './live-match.ts';
import type { MatchWrites } from './match-writes.ts';
import type { ServiceLogger } from './types.ts';

export interface ClockKeeperOptions {
  readonly store: MatchStore;
  readonly writes: MatchWrites;
  readonly log: ServiceLogger;
  /** This server's run (`MatchStore.heartbeat`'s life), recorded with the clocks it runs. */
  readonly life: string;
  /** The bot that plays a seat whose time ran out. */
  readonly substituteBot: string;
  /** Lets the match carry on after a change (its bots think, its next deadline is set). */
  readonly afterChange: (live: LiveMatch) => void;
  readonly isClosing: () => boolean;
  readonly now?: () => number;
}

/** The seats whose clocks run in `state`: those asked to act that a person plays. */
export function runningSeats(
  def: AnyGameDefinition,
  state: unknown,
  status: MatchStatus,
  seats: readonly StoredSeat[],
): Set<Seat> {
  if (status !== 'playing') return new Set();
  return new Set(def.activeSeats(state).filter((seat) => seats[seat]?.kind === 'human' && !seats[seat]?.substitute));
}

/** A change of a match, as the clocks see it. */
export interface ClockChange {
  state: unknown;
  status: MatchStatus;
  /** The seats after the change (default: as they are). */
  seats?: readonly StoredSeat[];
  /** The seat that moved; null when no one did (a seat handed over, the start). */
  mover: Seat | null;
  /** The change takes the last move back. */
  undo?: boolean;
}

/**
 * The clocks after a change of the match, as stored with it: charged up to `now`, the mover's
 * increment given, and the clocks of the seats asked to act now running. Null for a match
 * without a clock.
 */
export function nextClocks(
  def: AnyGameDefinition,
  clocks: StoredClocks | null | undefined,
  seats: readonly StoredSeat[],
  change: ClockChange,
  life: string,
  now: number,
): StoredClocks | null {
  if (!clocks) return null;
  const running = runningSeats(def, change.state, change.status, change.seats ?? seats);
  const next: ClockState = change.undo
    ? afterUndo(clocks, running, now)
    : afterChange(clocks, running, change.mover, now);
  return { ...next, node: life, parked: null };
}

/** `nextClocks` of a match in memory. */
export function clocksAfter(live: LiveMatch, change: ClockChange, life: string, now: number): StoredClocks | null {
  return nextClocks(live.def, live.stored.clocks, live.seats, change, life, now);
}

/** What the match row stores of its clocks after a change: the clocks, and the next deadline. */
export function clockUpdate(clocks: StoredClocks | null): Pick<MatchUpdate, 'clocks' | 'nextDeadline'> {
  return { clocks, nextDeadline: clocks ? nextDeadline(clocks) : null };
}

/** Takes a change's clocks into the match in memory, once the change is stored. */
export function adoptClocks(live: LiveMatch, clocks: StoredClocks | null): void {
  if (!live.stored.clocks) return;
  live.stored.clocks = clocks;
  live.stored.nextDeadline = clocks ? nextDeadline(clocks) : null;
}

/** A frame's clocks: each seat's time, and the server's time to correct a client's clock by. */
export function clocksFrame(live: LiveMatch, now: number): Clocks | null {
  const clocks = live.stored.clocks;
  if (!clocks) return null;
  return {
    rules: clocks.rules,
    seats: clocks.seats.map((c, seat) => ({
      seat,
      remainingMs: c.remainingMs,
      runningSince: c.runningSince === null ? null : new Date(c.runningSince).toISOString(),
      outOfTime: live.seats[seat]?.outOfTime === true,
    })),
    serverTime: new Date(now).toISOString(),
  };
}

export function outOfTimeError(): ServiceError {
  return new ServiceError(
    'out-of-time',
    'Your time ran out: the bot plays your seat now. Take it back to play on (it still counts as out of time).',
    409,
  );
}

export class ClockKeeper {
  private readonly now: () => number;

  constructor(private readonly o: ClockKeeperOptions) {
    this.now = o.now ?? (() => Date.now());
  }

  /** Sets the timer of the match's next deadline (after every change, and when it is loaded). */
  arm(live: LiveMatch): void {
    this.disarm(live);
    const clocks = live.stored.clocks;
    if (!clocks || live.status !== 'playing' || live.gone || this.o.isClosing()) return;
    const at = nextDeadline(clocks);
    if (at === null) return;
    // Node timers hold at most 2^31 − 1 ms (about 24.8 days); a turn-based deadline may be further.
    const delay = Math.min(Math.max(0, at - this.now()), 2_147_000_000);
    live.clockTimer = setTimeout(() => {
      live.clockTimer = null;
      live.queue
        .run(() => this.expire(live))
        .catch((error: unknown) => this.o.log.error({ err: error, matchId: live.id }, 'clock deadline failed'));
    }, delay);
    live.clockTimer.unref();
  }

  disarm(live: LiveMatch): void {
    if (live.clockTimer) clearTimeout(live.clockTimer);
    live.clockTimer = null;
  }

  /**
   * The deadline came: each seat whose clock is spent is out of time, and the substitute bot plays
   * it on (its player may take it back). Runs in the match's queue.
   */
  async expire(live: LiveMatch): Promise<void> {
    const clocks = live.stored.clocks;
    if (!clocks || live.status !== 'playing' || live.gone) return;
    const now = this.now();
    const spent = expiredAt(clocks, now);
    if (spent.length === 0) {
      this.arm(live);
      return;
    }
    const seats: StoredSeat[] = live.seats.map((s, seat) =>
      spent.includes(seat) ? { ...s, substitute: true, bot: this.o.substituteBot, outOfTime: true } : { ...s },
    );
    let next: ClockState = charge(clocks, now);
    for (const seat of spent) next = setClock(next, seat, 0);
    const stored: StoredClocks = { ...next, node: this.o.life, parked: null };
    await this.o.writes.persist(live, () =>
      this.o.store.updateMatch(live.id, { seats, ...clockUpdate(stored) }, live.fence ?? undefined),
    );
    live.stored.seats = seats;
    live.stored.clocks = stored;
    live.stored.nextDeadline = nextDeadline(stored);
    for (const seat of spent) {
      if (live.lastActor === seat) live.undoable = false;
      this.o.log.info(
        {
          matchId: live.id,
          seat,
          late: now - (clocks.seats[seat]?.runningSince ?? now) - (clocks.seats[seat]?.remainingMs ?? 0),
        },
        'seat out of time; the bot plays it',
      );
    }
    broadcastSeats(live);
    broadcast(live, 'sync', null, null, null);
    this.o.afterChange(live);
  }

  /**
   * A player whose time ran out takes the seat back from the bot: it still counts as out of time,
   * and its clock starts again with one increment, as after a move. Runs in the match's queue.
   */
  async takeBack(live: LiveMatch, seat: Seat): Promise<void> {
    const clocks = live.stored.clocks;
    const held = live.seats[seat];
    if (!clocks || !held?.outOfTime || !held.substitute || held.resigned) {
      throw new ServiceError(
        'not-out-of-time',
        'This seat is yours to play already; there is nothing to take back.',
        409,
      );
    }
    const seats: StoredSeat[] = live.seats.map((s, i) => (i === seat ? { ...s, substitute: false } : { ...s }));
    const restarted = setClock(clocks, seat, clocks.rules.incrementMs);
    const running = runningSeats(live.def, live.match.state, live.status, seats);
    const stored: StoredClocks = {
      ...afterChange(restarted, running, null, this.now()),
      node: this.o.life,
      parked: null,
    };
    await this.o.writes.persist(live, () =>
      this.o.store.updateMatch(live.id, { seats, ...clockUpdate(stored) }, live.fence ?? undefined),
    );
    live.stored.seats = seats;
    live.stored.clocks = stored;
    live.stored.nextDeadline = nextDeadline(stored);
    this.o.log.info({ matchId: live.id, seat }, 'seat taken back after its time ran out');
    broadcastSeats(live);
    broadcast(live, 'sync', null, null, null);
    this.o.afterChange(live);
  }

  /**
   * A match just loaded (a restart, a takeover, a parked match woken): its running clocks are
   * charged only for the time a server ran them (docs/protocol.md "Clocks"), then run on from
   * now. Held by a server run: up to that run's last sign of life. Parked: the servers' uptime
   * since it was parked. The time between is charged to no one. Stored at once, so a second
   * outage charges from here. Runs in the match's queue.
   */
  async resume(live: LiveMatch): Promise<void> {
    const clocks = live.stored.clocks;
    if (!clocks || live.status !== 'playing') return;
    const now = this.now();
    let chargeUntil: number;
    if (clocks.parked) {
      const uptime = await this.o.store.uptime();
      chargeUntil = clocks.parked.wall + Math.max(0, uptime - clocks.parked.uptime);
    } else if (clocks.node === this.o.life) {
      chargeUntil = now;
    } else {
      // A run with no sign of life recorded (it died at once): charge what was charged when stored.
      chargeUntil = clocks.node === null ? now : ((await this.o.store.lastAlive(clocks.node)) ?? 0);
    }
    const stored: StoredClocks = { ...resumeAfterDowntime(clocks, chargeUntil, now), node: this.o.life, parked: null };
    await this.o.writes.persist(live, () =>
      this.o.store.updateMatch(live.id, clockUpdate(stored), live.fence ?? undefined),
    );
    live.stored.clocks = stored;
    live.stored.nextDeadline = nextDeadline(stored);
    if (chargeUntil < now - 1_000) {
      this.o.log.info(
        { matchId: live.id, uncharged: now - chargeUntil },
        'clocks resumed; the time no server ran them is charged to no one',
      );
    }
  }

  /**
   * The clocks of a match about to be parked (unloaded while it waits for a person): charged up
   * to now and held by no server run, with the servers' uptime now, so that whoever loads it
   * again charges only the time some server was up.
   */
  async parked(live: LiveMatch): Promise<StoredClocks | null> {
    const clocks = live.stored.clocks;
    if (!clocks) return null;
    const now = this.now();
    return { ...charge(clocks, now), node: null, parked: { wall: now, uptime: await this.o.store.uptime() } };
  }
}
