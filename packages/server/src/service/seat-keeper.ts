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
  /** Lets the bots of a match think after a change (the service's bot turns). */
  readonly scheduleBots: (live: LiveMatch) => void;
}

export class SeatKeeper {
  constructor(private readonly o: SeatKeeperOptions) {}

  /** The seat this connection plays, checked against the seats as they are now. */
  seatOf(att: Attachment): Seat {
    if (att.seat === null) {
      throw new ServiceError('not-a-seat', 'Spectators cannot act; connect with a seat token.', 403);
    }
    if (att.live.seatClients.get(att.seat) !== att.client || !att.live.isHumanSeat(att.seat)) throw badToken();
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

  /** Gives a seat up: freed before the start, handed to the substitute bot during play. */
  async leave(live: LiveMatch, seat: Seat, why: 'left' | 'timeout' | 'account deleted'): Promise<void> {
    if (live.status === 'finished') throw new ServiceError('match-over', 'The match is over.', 409);
    if (live.status === 'expired') throw expiredError();
    const seats = live.seats.map((s) => ({ ...s }));
    seats[seat] =
      live.status === 'waiting'
        ? { kind: 'human', name: null, tokenHash: null }
        : { ...(seats[seat] as StoredSeat), tokenHash: null, substitute: true, bot: this.o.substituteBot };
    await this.o.writes.persist(live, () => this.o.store.updateMatch(live.id, { seats }, live.fence ?? undefined));
    live.stored.seats = seats;
    const timer = live.seatTimers.get(seat);
    if (timer) clearTimeout(timer);
    live.seatTimers.delete(seat);
    const client = live.seatClients.get(seat);
    live.seatClients.delete(seat);
    live.seatMarks.delete(seat);
    client?.close(CLOSE_CODES.seatLeft, live.status === 'waiting' ? 'seat freed' : 'seat handed to a bot');
    this.o.log.info({ matchId: live.id, seat, why }, live.status === 'waiting' ? 'seat freed' : 'seat handed to a bot');
    if (live.lastActor === seat) live.undoable = false;
    broadcastSeats(live);
    this.o.scheduleBots(live);
  }

  /** A match whose seats are all taken starts: everyone hears it, timers run, bots think. */
  start(live: LiveMatch): void {
    this.o.log.info({ matchId: live.id }, 'match started');
    broadcast(live, 'start', null, null, null);
    this.armTimers(live);
    this.o.scheduleBots(live);
  }

  /** Arms the timer of every human seat nobody is connected to. */
  armTimers(live: LiveMatch): void {
    for (let seat = 0; seat < live.seats.length; seat++) this.armTimer(live, seat);
  }

  /** Hands `seat` to the substitute once it has had no connection for the seat time-out. */
  armTimer(live: LiveMatch, seat: Seat): void {
    if (this.o.seatTimeoutMs <= 0 || this.o.isClosing()) return;
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
