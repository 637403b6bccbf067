/**
 * Who sits where, outside play: creating a match, joining and leaving a seat (by token, or by
 * the account that holds it), an account claiming the seat of a token it holds, and an account
 * deleted (its seats become "Deleted player"). Every change runs in the match's queue and is
 * stored before anyone hears of it, as every change to a match is.
 */
import type { AnyGameDefinition, GameRegistry, Seat } from '@boardhall/engine';
import type { CreateMatchRequest, CreateMatchResponse, JoinRequest, JoinResponse } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import { decideHints } from '../ratings/hints.ts';
import { decideRated, ratedNeedsAccount } from '../ratings/ratable.ts';
import type { MatchStore, StoredSeat } from '../storage/types.ts';
import { broadcastSeats } from './broadcast.ts';
import { adoptClocks, clocksAfter, clockUpdate, nextClocks } from './clock-keeper.ts';
import { expiredError } from './expiry.ts';
import { isClaimed } from './frames.ts';
import { LiveMatch } from './live-match.ts';
import type { LiveMatches } from './live-matches.ts';
import type { LobbyGuard } from './lobby-guard.ts';
import { type MatchWrites, toStorageRefusal } from './match-writes.ts';
import { type NewMatch, newMatch } from './new-match.ts';
import { FIRST_FENCE, type MatchOwnership } from './ownership.ts';
import { badToken, noSeatOfAccount } from './refusals.ts';
import { makeRoom, openMatchSource } from './room.ts';
import type { SeatKeeper } from './seat-keeper.ts';
import { type SeatOwner, seatOfOwner } from './seat-owner.ts';
import { hashToken, newToken } from './tokens.ts';
import type { ServiceLogger } from './types.ts';

/** The name a seat shows once the account that held it is deleted. */
export const DELETED_PLAYER = 'Deleted player';

/** The signed-in account a request comes with (its seats are bound to it), or null for a guest. */
export interface AccountRef {
  id: string;
  name: string;
}

export interface LobbyOptions {
  readonly registry: GameRegistry;
  readonly store: MatchStore;
  readonly live: LiveMatches;
  readonly writes: MatchWrites;
  readonly seats: SeatKeeper;
  readonly guard: LobbyGuard;
  readonly ownership: MatchOwnership | null;
  readonly log: ServiceLogger;
  readonly seedSource: () => string;
  /** Refuses (`shutting-down`) once the service stops taking work. */
  readonly assertOpen: () => void;
  /** This server's run, recorded with the clocks it runs (see ClockKeeper). */
  readonly life: string;
}

export class Lobby {
  constructor(private readonly o: LobbyOptions) {}

  /**
   * Creates a match for `creator` (the client's address, or null for a caller inside the server,
   * which only the server-wide cap applies to); a claimed seat is `account`'s when signed in. On a
   * full server the creation may first end a match nobody plays, of a network that holds more
   * matches than the creator's (`fair-share.ts`).
   */
  async create(
    req: CreateMatchRequest,
    creator: string | null,
    account: AccountRef | null,
  ): Promise<CreateMatchResponse> {
    this.o.assertOpen();
    const botsOnly = req.seats.every((seat) => seat.kind === 'bot');
    const admission = this.o.guard.admit(creator, openMatchSource(this.o.live), botsOnly);
    let created = false;
    try {
      const def = this.game(req.game);
      // The creator's `seed` is ignored: whoever picks the seed knows every hidden card.
      // Built (and so validated) before any match makes room: a refused request ends nothing.
      const built = newMatch(def, req, this.o.seedSource(), creator);
      // Hints are decided first: a match that allows them is never rated.
      const { hints, rated } = decideHints(req);
      if (decideRated(def, { rated }, built.stored, account !== null)) built.stored.rated = true;
      if (hints) built.stored.hints = true;
      if (account !== null && req.claim !== undefined) {
        const seat = built.stored.seats[req.claim] as StoredSeat;
        seat.accountId = account.id;
        // A rated match's people are known by their accounts' names, which their profiles answer to.
        if (built.stored.rated) seat.name = account.name;
        else seat.name ??= account.name;
      }
      if (admission.evict !== null) {
        await makeRoom(this.o.live.peek(admission.evict), this.o.writes, this.o.store, this.o.log);
      }
      const response = await this.createBuilt(def, req, built);
      created = true;
      return response;
    } finally {
      this.o.guard.release(admission, created);
    }
  }

  private async createBuilt(
    def: AnyGameDefinition,
    req: CreateMatchRequest,
    { match, stored, token }: NewMatch,
  ): Promise<CreateMatchResponse> {
    const { ownership, store, live, log } = this.o;
    let fence: number | null = null;
    if (ownership) {
      await ownership.claimNew(stored.id);
      fence = FIRST_FENCE;
    }
    stored.active = stored.status === 'playing' ? [...def.activeSeats(match.state)] : [];
    if (stored.status === 'playing') {
      // Every seat taken at once: the clocks start with the match.
      const change = { state: match.state, status: stored.status, mover: null };
      stored.clocks = nextClocks(def, stored.clocks, stored.seats, change, this.o.life, Date.now());
      stored.nextDeadline = clockUpdate(stored.clocks).nextDeadline;
    }
    try {
      await store.createMatch(stored, fence ?? undefined);
    } catch (error) {
      if (ownership) ownership.released(stored.id);
      throw toStorageRefusal(error);
    }
    const created = new LiveMatch(def, stored, { match, prevState: null, lastActor: null, version: 0 }, fence);
    live.add(created);
    log.info({ matchId: stored.id, game: def.id, players: stored.players }, 'match created');
    if (stored.status === 'playing') await created.queue.run(() => this.o.seats.start(created));
    const response: CreateMatchResponse = {
      matchId: stored.id,
      game: def.id,
      status: stored.status,
      version: 0,
      seats: created.seatInfo(),
      seedCommitment: created.seedCommitment,
    };
    if (token !== null && req.claim !== undefined) response.claimed = { seat: req.claim, token };
    return response;
  }

  /** Takes a free human seat; signed in, the seat is also the account's. */
  async join(matchId: string, req: JoinRequest, account: AccountRef | null): Promise<JoinResponse> {
    this.o.assertOpen();
    const live = await this.o.live.get(matchId);
    return live.queue.run(async () => {
      await this.o.writes.ensureCurrent(live);
      if (live.status === 'expired') throw expiredError();
      if (live.status !== 'waiting') {
        throw new ServiceError('match-started', 'This match has started; it has no free seat.', 409);
      }
      const free = live.freeSeats();
      const seat = req.seat ?? free[0];
      if (seat === undefined) throw new ServiceError('no-free-seat', 'Every seat of this match is taken.', 409);
      if (seat >= live.seats.length) {
        throw new ServiceError('bad-seat', `This match has seats 0 to ${live.seats.length - 1}; got ${seat}.`, 400);
      }
      if (!live.isHumanSeat(seat)) throw new ServiceError('seat-is-bot', `Seat ${seat} is played by a bot.`, 409);
      if (!free.includes(seat)) throw new ServiceError('seat-taken', `Seat ${seat} is already taken.`, 409);
      // A rated result must count for someone: every seat of a rated match is an account's.
      if (live.stored.rated && account === null) throw ratedNeedsAccount();
      const token = newToken();
      const seats = live.seats.map((s) => ({ ...s }));
      const old = seats[seat] as StoredSeat;
      seats[seat] = {
        ...old,
        tokenHash: hashToken(token),
        name: (live.stored.rated ? account?.name : undefined) ?? req.name ?? account?.name ?? old.name ?? null,
        ...(account ? { accountId: account.id } : {}),
      };
      const starts = seats.every(isClaimed);
      const active = starts ? [...live.def.activeSeats(live.match.state)] : undefined;
      // The last seat taken starts the match, and its clocks.
      const clocks = starts
        ? clocksAfter(live, { state: live.match.state, status: 'playing', seats, mover: null }, this.o.life, Date.now())
        : null;
      const clocked = starts && live.stored.clocks ? clockUpdate(clocks) : {};
      await this.o.writes.persist(live, () =>
        this.o.store.updateMatch(
          live.id,
          starts ? { seats, status: 'playing', ...(active ? { active } : {}), ...clocked } : { seats },
          live.fence ?? undefined,
        ),
      );
      live.stored.seats = seats;
      if (starts) {
        live.stored.status = 'playing';
        if (active) live.stored.active = active;
        adoptClocks(live, clocks);
      }
      broadcastSeats(live);
      if (starts) this.o.seats.start(live);
      return { matchId: live.id, seat, token, status: live.status };
    });
  }

  /** Gives a seat up: freed before the start, handed to the substitute bot during play. */
  async leave(matchId: string, owner: SeatOwner): Promise<void> {
    const live = await this.o.live.get(matchId);
    await live.queue.run(async () => {
      await this.o.writes.ensureCurrent(live);
      const seat = seatOfOwner(live, owner);
      if (seat === null) throw 'token' in owner ? badToken() : noSeatOfAccount();
      await this.o.seats.leave(live, seat, 'left');
    });
  }

  /**
   * The seat of `token` becomes `accountId`'s (a guest who signed up keeps the seats this browser
   * held). Returns the seat. A seat another account holds stays that account's.
   */
  async claim(matchId: string, token: string, accountId: string): Promise<Seat> {
    const live = await this.o.live.get(matchId);
    return live.queue.run(async () => {
      await this.o.writes.ensureCurrent(live);
      const seat = live.seatOfToken(hashToken(token));
      if (seat === null) throw badToken();
      const held = live.seats[seat]?.accountId;
      if (held === accountId) return seat;
      if (held) throw new ServiceError('seat-held', 'Another account holds this seat.', 409);
      const seats = live.seats.map((s, i) => (i === seat ? { ...s, accountId } : { ...s }));
      await this.o.writes.persist(live, () => this.o.store.updateMatch(live.id, { seats }, live.fence ?? undefined));
      live.stored.seats = seats;
      return seat;
    });
  }

  /**
   * The account is being deleted: each of its seats in the match shows "Deleted player" and holds
   * no account any more. Play goes on (a seat in play passes to the substitute bot, a free seat is
   * freed); every stored move stays.
   */
  async forgetAccount(matchId: string, accountId: string): Promise<void> {
    const live = await this.o.live.get(matchId);
    await live.queue.run(async () => {
      await this.o.writes.ensureCurrent(live);
      for (let seat = 0; seat < live.seats.length; seat++) {
        if (live.seats[seat]?.accountId !== accountId) continue;
        // A seat still played is given up first, as its player leaving would.
        if (
          (live.status === 'waiting' || live.status === 'playing') &&
          (live.isHumanSeat(seat) || live.isOutOfTimeSeat(seat))
        ) {
          await this.o.seats.leave(live, seat, 'account deleted');
        }
        const waiting = live.status === 'waiting';
        const seats = live.seats.map((s, i) =>
          i !== seat
            ? { ...s }
            : waiting
              ? { kind: 'human' as const, name: null, tokenHash: null }
              : { ...s, name: DELETED_PLAYER, accountId: null, deleted: true },
        );
        await this.o.writes.persist(live, () => this.o.store.updateMatch(live.id, { seats }, live.fence ?? undefined));
        live.stored.seats = seats;
      }
      broadcastSeats(live);
    });
  }

  private game(id: string): AnyGameDefinition {
    const def = this.o.registry.get(id);
    if (!def) {
      const known = [...this.o.registry.keys()].join(', ') || 'none';
      throw new ServiceError('unknown-game', `Unknown game '${id}' (available: ${known}).`, 400);
    }
    return def;
  }
}
