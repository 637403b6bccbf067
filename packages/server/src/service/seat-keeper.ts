/**
 * Who plays each seat over a match's life: a connection binding its seat token, a player leaving
 * (the seat freed before the start, handed to the substitute bot during play), and the timer that
 * hands a seat nobody is connected to over to that bot. Runs inside the match's queue, as every
 * change does.
 */
import type { Seat } from '@boardhall/engine';
import { CLOSE_CODES, type ConnectionMark } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { MatchStore, StoredSeat } from '../storage/types.ts';
import { type Attachment, broadcast, broadcastSeats } from './broadcast.ts';
import { adoptClocks, clocksAfter, clockUpdate, outOfTimeError } from './clock-keeper.ts';
import { expiredError } from './expiry.ts';
import type { LiveMatch } from './live-match.ts';
import type { MatchWrites } from './match-writes.ts';
import { badToken, noSeatOfAccount, supersededConnection } from './refusals.ts';
import { type SeatOwner, seatOfOwner } from './seat-owner.ts';
import type { ServiceLogger } from './types.ts';

export interface SeatKeeperOptions {
  readonly store: MatchStore;
  readonly writes: MatchWrites;
  readonly log: ServiceLogger;
  /** The bot that takes over the seat of a player who leaves. */
  readonly substituteBot: string;
  /** A playing human seat with no connection for this long is handed to the substitute; 0: never. */
  readonly seatTimeoutMs: number;
  readonly isClosing: () => boolean;
  /** Lets the match carry on after a change (its bots think, its next deadline is set). */
  readonly afterChange: (live: LiveMatch) => void;
  /** This server's run, recorded with the clocks it runs (see ClockKeeper). */
  readonly life: string;
}

/** Why a seat is given up: its player left or resigned, its connection timed out, its account was deleted. */
export type LeaveReason = 'left' | 'resigned' | 'timeout' | 'account deleted';

export class SeatKeeper {
  constructor(private readonly o: SeatKeeperOptions) {}

  /** The seat this connection plays and may move for, checked against the seats as they are now. */
  seatOf(att: Attachment): Seat {
    const seat = this.heldSeat(att);
    if (!att.live.isHumanSeat(seat)) throw outOfTimeError();
    return seat;
  }

  /**
   * The seat this connection holds: one it plays, or one out of time that the bot plays for now
   * (whose player may still chat, resign, and take it back).
   */
  heldSeat(att: Attachment): Seat {
    if (att.seat === null) {
      throw new ServiceError('not-a-seat', 'Spectators cannot act; connect with a seat token.', 403);
    }
    const live = att.live;
    if (live.seatClients.get(att.seat) !== att.client) throw badToken();
    if (!live.isHumanSeat(att.seat) && !live.isOutOfTimeSeat(att.seat)) throw badToken();
    return att.seat;
  }

  /**
   * Binds a connection to the seat `owner` plays (by token or account), closing a connection that held it before: the
   * newest connection wins, so a player who opens the match elsewhere plays there. Except that
   * of two connections of the same client, the older attempt never wins: a handshake that was
   * abandoned (its node froze, the client reconnected elsewhere) and arrives late is refused,
   * rather than taking the seat from the connection its own client now plays on.
   */
  bind(att: Attachment, owner: SeatOwner, mark: ConnectionMark | null): void {
    const live = att.live;
    const seat = seatOfOwner(live, owner);
    if (seat === null) throw 'token' in owner ? badToken() : noSeatOfAccount();
    const previous = live.seatClients.get(seat);
    if (previous && previous !== att.client) {
      const held = live.seatMarks.get(seat);
      if (mark && held && mark.client === held.client && mark.attempt < held.attempt) {
        this.o.log.warn(
          { matchId: live.id, seat, attempt: mark.attempt, holding: held.attempt },
          'an older connection of the seat’s client was refused',
        );
        throw supersededConnection();
      }
      previous.close(CLOSE_CODES.replaced, 'another connection took this seat');
    }
    live.seatClients.set(seat, att.client);
    if (mark) live.seatMarks.set(seat, mark);
    else live.seatMarks.delete(seat);
    att.seat = seat;
    const timer = live.seatTimers.get(seat);
    if (timer) {
      clearTimeout(timer);
      live.seatTimers.delete(seat);
    }
    live.touchedAt = Date.now();
  }

  /**
   * Gives a seat up: freed before the start, handed to the substitute bot during play. A player
   * who leaves a match in play resigns it: the seat still plays on, and ranks last when rated.
   */
  async leave(live: LiveMatch, seat: Seat, why: LeaveReason): Promise<void> {
    if (live.status === 'finished') throw new ServiceError('match-over', 'The match is over.', 409);
    if (live.status === 'expired') throw expiredError();
    const seats = live.seats.map((s) => ({ ...s }));
    const resigned = why === 'left' || why === 'resigned' || why === 'account deleted';
    seats[seat] =
      live.status === 'waiting'
        ? { kind: 'human', name: null, tokenHash: null }
        : {
            ...(seats[seat] as StoredSeat),
            tokenHash: null,
            substitute: true,
            bot: this.o.substituteBot,
            ...(resigned ? { resigned: true } : {}),
          };
    // The seat's clock stops: the bot plays it without one.
    const clocks = clocksAfter(
      live,
      { state: live.match.state, status: live.status, seats, mover: null },
      this.o.life,
      Date.now(),
    );
    const update = live.stored.clocks ? { seats, ...clockUpdate(clocks) } : { seats };
    await this.o.writes.persist(live, () => this.o.store.updateMatch(live.id, update, live.fence ?? undefined));
    live.stored.seats = seats;
    adoptClocks(live, clocks);
    const timer = live.seatTimers.get(seat);
    if (timer) clearTimeout(timer);
    live.seatTimers.delete(seat);
    const client = live.seatClients.get(seat);
    live.seatClients.delete(seat);
    live.seatMarks.delete(seat);
    const what =
      live.status === 'waiting' ? 'seat freed' : resigned ? 'seat resigned; the bot plays it' : 'seat handed to a bot';
    client?.close(CLOSE_CODES.seatLeft, live.status === 'waiting' ? 'seat freed' : 'seat handed to a bot');
    this.o.log.info({ matchId: live.id, seat, why }, what);
    if (live.lastActor === seat) live.undoable = false;
    broadcastSeats(live);
    // Everyone's clocks change with it (the seat's stops).
    if (live.status === 'playing' && live.stored.clocks) broadcast(live, 'sync', null, null, null);
    this.o.afterChange(live);
  }

  /** A match whose seats are all taken starts: everyone hears it, timers run, bots think. */
  start(live: LiveMatch): void {
    this.o.log.info({ matchId: live.id }, 'match started');
    broadcast(live, 'start', null, null, null);
    this.armTimers(live);
    this.o.afterChange(live);
  }

  /** Arms the timer of every human seat nobody is connected to. */
  armTimers(live: LiveMatch): void {
    for (let seat = 0; seat < live.seats.length; seat++) this.armTimer(live, seat);
  }

  /**
   * Hands `seat` to the substitute once it has had no connection for the seat time-out. Not in a
   * match with clocks: there, being away only lets the clock run (docs/protocol.md "Clocks").
   */
  armTimer(live: LiveMatch, seat: Seat): void {
    if (this.o.seatTimeoutMs <= 0 || this.o.isClosing() || live.stored.clocks) return;
    if (live.status !== 'playing' || !live.isHumanSeat(seat)) return;
    if (live.seatClients.has(seat) || live.seatTimers.has(seat)) return;
    const timer = setTimeout(() => {
      live.seatTimers.delete(seat);
      live.queue
        .run(async () => {
          if (live.status === 'playing' && live.isHumanSeat(seat) && !live.seatClients.has(seat)) {
            await this.leave(live, seat, 'timeout');
          }
        })
        .catch((error: unknown) => this.o.log.error({ err: error, matchId: live.id, seat }, 'seat timeout failed'));
    }, this.o.seatTimeoutMs);
    timer.unref();
    live.seatTimers.set(seat, timer);
  }
}
