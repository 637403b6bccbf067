import { type AnyGameDefinition, type GameRegistry, type ReplayFile, undoVerdict } from '@boardhall/engine';
import type {
  ConnectionMark,
  CreateMatchRequest,
  CreateMatchResponse,
  JoinRequest,
  JoinResponse,
  MatchSummary,
  PublicMatchResponse,
  RequestId,
} from '@boardhall/protocol';
import { CLOSE_CODES } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import { type ClientLimits, DEFAULT_CLIENT_LIMITS } from '../limits.ts';
import { NO_METRICS, type ServerMetrics } from '../metrics/metrics.ts';
import type { MatchStore, StoredSeat } from '../storage/types.ts';
import type { Handshake } from '../ws/handshake.ts';
import { assertBotAllowed } from './bot-policy.ts';
import { BotTurns } from './bot-turns.ts';
import { type Attachment, broadcastSeats, sendState, sendWelcome } from './broadcast.ts';
import { type DrainReport, drainMatches } from './drain.ts';
import { expire, expiredError, overdue } from './expiry.ts';
import { isClaimed } from './frames.ts';
import { type Client, LiveMatch } from './live-match.ts';
import { LiveMatches } from './live-matches.ts';
import { LobbyGuard } from './lobby-guard.ts';
import { listMatches, type MatchListFilter } from './lobby-list.ts';
import { MatchWrites, toStorageRefusal } from './match-writes.ts';
import { type NewMatch, newMatch } from './new-match.ts';
import { FIRST_FENCE, type MatchOwnership } from './ownership.ts';
import { publicMatchResponse, replayOf } from './public-match.ts';
import {
  badToken,
  connectionClosed,
  matchMoved,
  staleVersion,
  tooManySpectators,
  tooManySpectatorsFromAddress,
} from './refusals.ts';
import { isOpen, makeRoom, openMatches } from './room.ts';
import { SeatKeeper } from './seat-keeper.ts';
import { hashToken, newSeed, newToken } from './tokens.ts';
import type { BotChooser, ServiceLogger } from './types.ts';

export type { Attachment, BotChooser, DrainReport, ServiceLogger };

export interface MatchServiceOptions {
  registry: GameRegistry;
  store: MatchStore;
  /** Decides the bot moves of matches a person plays (the interactive lane). */
  bots: BotChooser;
  /** Bot decisions running at once for matches a person plays (their pool's threads; default 1). */
  botConcurrency?: number;
  /**
   * Decides the bot moves of matches nobody plays (the background lane), on threads of their own
   * so they never hold up the interactive lane's (default: `bots`).
   */
  backgroundBots?: BotChooser;
  /** Bot decisions running at once for matches nobody plays (default 1). */
  backgroundBotConcurrency?: number;
  /** Time a bot decision may take beyond its budget before it is cut (default 5 s). */
  botTimeMarginMs?: number;
  logger: ServiceLogger;
  /** The bot that takes over the seat of a player who leaves (default `ismcts:level=easy`). */
  substituteBot?: string;
  /** A playing human seat with no connection for this long is handed to the substitute; 0: never. */
  seatTimeoutMs?: number;
  /** How long a finished match with nobody watching stays in memory. */
  finishedLingerMs?: number;
  /** The lobby's caps (live matches, per address, expiry) and the spectators per match. */
  limits?: ClientLimits;
  /**
   * Draws each new match's seed (default: 256 bits from the operating system). Only the
   * operator chooses this (tests make deals reproducible with it); no request can.
   */
  seedSource?: () => string;
  /**
   * Cluster mode: which matches this node may serve, and the fencing token of each. Without it
   * (a single node) every stored match is this node's, and all unfinished ones are rebuilt at start.
   */
  ownership?: MatchOwnership;
  /** Where the service reports what it measures (default: nowhere). */
  metrics?: ServerMetrics;
}

/** Covers a worker thread's cold start (loading the games) on a busy machine, with room to spare. */
const DEFAULT_BOT_TIME_MARGIN_MS = 5_000;
/**
 * Plays on for a player who leaves: a short search that follows each game's own sense of play
 * (its playout policy and evaluator), fast enough that the others hardly wait.
 */
const DEFAULT_SUBSTITUTE = 'ismcts:level=easy';

/**
 * The only writer of matches. Every change to a match runs in that match's serial queue:
 * validate, apply, persist (durably), and only then broadcast each seat its own view and the
 * spectators the public one. Bot seats are decided on worker threads and their actions take the
 * same path as a human's.
 */
export class MatchService {
  private readonly registry: GameRegistry;
  /** What the service measures of itself (docs/deploy.md, "Metrics"). */
  readonly metrics: ServerMetrics;
  private readonly store: MatchStore;
  private readonly botTurns: BotTurns;
  private readonly log: ServiceLogger;
  private readonly seats: SeatKeeper;
  private readonly finishedLingerMs: number;
  private readonly seedSource: () => string;
  private readonly limits: ClientLimits;
  private readonly guard: LobbyGuard;
  private readonly live: LiveMatches;
  private readonly ownership: MatchOwnership | null;
  private readonly writes: MatchWrites;
  private sweeper: NodeJS.Timeout | null = null;
  private expirer: NodeJS.Timeout | null = null;
  private closing = false;
  private closed = false;
  private drained: Promise<DrainReport> | null = null;

  constructor(options: MatchServiceOptions) {
    this.registry = options.registry;
    this.metrics = options.metrics ?? NO_METRICS;
    this.store = options.store;
    this.log = options.logger;
    this.botTurns = new BotTurns({
      bots: options.bots,
      concurrency: options.botConcurrency ?? 1,
      background: { bots: options.backgroundBots ?? options.bots, concurrency: options.backgroundBotConcurrency ?? 1 },
      marginMs: options.botTimeMarginMs ?? DEFAULT_BOT_TIME_MARGIN_MS,
      log: this.log,
      metrics: this.metrics,
      isClosing: () => this.closing,
      apply: (live, seat, action) => this.writes.applyAction(live, seat, action, null),
    });
    const substituteBot = options.substituteBot ?? DEFAULT_SUBSTITUTE;
    // The substitute may take a seat in any game, so it must be within every game's caps.
    for (const gameId of this.registry.keys()) assertBotAllowed(substituteBot, gameId);
    this.ownership = options.ownership ?? null;
    this.live = new LiveMatches(
      this.registry,
      this.store,
      this.log,
      this.ownership,
      (live) => this.carryOn(live),
      this.metrics,
    );
    this.writes = new MatchWrites({
      store: this.store,
      log: this.log,
      live: this.live,
      ownership: this.ownership,
      scheduleBots: (live) => this.botTurns.schedule(live),
      metrics: this.metrics,
    });
    this.seats = new SeatKeeper({
      store: this.store,
      writes: this.writes,
      log: this.log,
      substituteBot,
      seatTimeoutMs: options.seatTimeoutMs ?? 5 * 60_000,
      isClosing: () => this.closing,
      scheduleBots: (live) => this.botTurns.schedule(live),
    });
    this.finishedLingerMs = options.finishedLingerMs ?? 5 * 60_000;
    this.seedSource = options.seedSource ?? newSeed;
    this.limits = options.limits ?? DEFAULT_CLIENT_LIMITS;
    this.guard = new LobbyGuard(this.limits);
  }

  /**
   * Rebuilds every unfinished match from its stored history and lets it carry on. In cluster mode
   * the cluster hands this node its matches instead (`adopt`), as their leases come free.
   */
  async start(): Promise<void> {
    const unfinished = this.ownership ? [] : await this.unfinishedIds();
    let recovered = 0;
    for (const id of unfinished) {
      try {
        await this.adopt(id);
        recovered++;
      } catch (error) {
        this.log.error({ err: error, matchId: id }, 'match not recovered');
      }
    }
    if (unfinished.length > 0) this.log.info({ recovered, unfinished: unfinished.length }, 'matches recovered');
    this.sweeper = setInterval(() => this.live.sweep(this.finishedLingerMs), 60_000);
    this.sweeper.unref();
    // Matches that ran out of time while the server was down expire now, not a check later.
    this.expireStale();
    this.expirer = setInterval(() => this.expireStale(), this.limits.expiryCheckMs);
    this.expirer.unref();
  }

  /** The unfinished matches (waiting or playing) of the store. */
  async unfinishedIds(): Promise<string[]> {
    const unfinished = await this.store.listMatches({ statuses: ['waiting', 'playing'], limit: 1_000_000 });
    return unfinished.map((m) => m.id);
  }

  /** Loads a stored match (rebuilding it from its history), which lets it carry on. */
  async adopt(matchId: string): Promise<void> {
    await this.live.get(matchId);
  }

  /** A match just loaded carries on where it stopped: its seat timers run, its bots think. */
  private carryOn(live: LiveMatch): void {
    if (live.status !== 'playing') return;
    live.queue
      .run(() => {
        this.seats.armTimers(live);
        this.botTurns.schedule(live);
      })
      .catch((error: unknown) => this.log.error({ err: error, matchId: live.id }, 'match could not carry on'));
  }

  /**
   * Cluster mode: another node serves this match now. The copy here is dropped and its
   * connections closed with `matchMoved`, so their clients reconnect and reach the new owner.
   */
  relinquish(matchId: string, reason: string): void {
    const live = this.live.peek(matchId);
    if (live) this.writes.giveUp(live, reason);
  }

  /** Whether the service still takes new matches and moves (false once a drain or close began). */
  get accepting(): boolean {
    return !this.closing;
  }

  /**
   * Stops taking work and gives every match up, each after its last write is stored: in a
   * cluster each goes to another node at once; alone, the next start carries them on.
   */
  async drain(): Promise<DrainReport> {
    if (this.drained) return this.drained;
    this.closing = true;
    this.botTurns.close();
    this.drained = drainMatches(this.live, this.ownership, this.log);
    return this.drained;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.closing = true;
    this.botTurns.close();
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.expirer) clearInterval(this.expirer);
    const drains: Promise<unknown>[] = [];
    for (const live of this.live.values()) {
      for (const t of live.seatTimers.values()) clearTimeout(t);
      live.seatTimers.clear();
      for (const c of live.allClients()) c.close(CLOSE_CODES.shutdown, 'server shutting down');
      drains.push(live.queue.run(() => undefined));
    }
    await Promise.allSettled(drains);
  }

  /** Matches in memory (open ones, and all by status) and the connections to them. */
  stats(): { liveMatches: number; connections: number; byStatus: Record<string, number> } {
    let connections = 0;
    let liveMatches = 0;
    const byStatus: Record<string, number> = { waiting: 0, playing: 0, finished: 0, expired: 0 };
    for (const live of this.live.values()) {
      connections += live.connections;
      if (isOpen(live)) liveMatches++;
      byStatus[live.status] = (byStatus[live.status] ?? 0) + 1;
    }
    return { liveMatches, connections, byStatus };
  }

  /**
   * Expires every match still waiting `waitingMatchTtlMs` after its creation: stored as
   * `expired`, its connections told and closed, its places under the caps freed.
   */
  expireStale(now = Date.now()): void {
    this.guard.prune();
    for (const live of overdue(this.live.values(), now - this.limits.waitingMatchTtlMs)) {
      live.queue
        .run(async () => {
          if (live.gone) return;
          await this.writes.persist(live, () => expire(live, this.store, this.log));
        })
        .catch((error: unknown) => this.log.error({ err: error, matchId: live.id }, 'match not expired'));
    }
  }

  // ------------------------------------------------------------ lobby

  /**
   * Creates a match for `creator` (the client's address, or null for a caller inside the server,
   * which only the server-wide cap applies to). On a full server the creation may first end a
   * match nobody plays, of a network that holds more matches than the creator's (`fair-share.ts`).
   */
  async create(req: CreateMatchRequest, creator: string | null = null): Promise<CreateMatchResponse> {
    this.assertOpen();
    const botsOnly = req.seats.every((seat) => seat.kind === 'bot');
    const admission = this.guard.admit(creator, openMatches(this.live.values()), botsOnly);
    let created = false;
    try {
      const def = this.game(req.game);
      // The creator's `seed` is ignored: whoever picks the seed knows every hidden card.
      // Built (and so validated) before any match makes room: a refused request ends nothing.
      const built = newMatch(def, req, this.seedSource(), creator);
      if (admission.evict !== null) await makeRoom(this.live.peek(admission.evict), this.writes, this.store, this.log);
      const response = await this.createBuilt(def, req, built);
      created = true;
      return response;
    } finally {
      this.guard.release(admission, created);
    }
  }

  private async createBuilt(
    def: AnyGameDefinition,
    req: CreateMatchRequest,
    { match, stored, token }: NewMatch,
  ): Promise<CreateMatchResponse> {
    let fence: number | null = null;
    if (this.ownership) {
      await this.ownership.claimNew(stored.id);
      fence = FIRST_FENCE;
    }
    try {
      await this.store.createMatch(stored, fence ?? undefined);
    } catch (error) {
      if (this.ownership) this.ownership.released(stored.id);
      throw toStorageRefusal(error);
    }
    const live = new LiveMatch(def, stored, { match, prevState: null, lastActor: null, version: 0 }, fence);
    this.live.add(live);
    this.log.info({ matchId: stored.id, game: def.id, players: stored.players }, 'match created');
    if (stored.status === 'playing') await live.queue.run(() => this.seats.start(live));
    const response: CreateMatchResponse = {
      matchId: stored.id,
      game: def.id,
      status: stored.status,
      version: 0,
      seats: live.seatInfo(),
      seedCommitment: live.seedCommitment,
    };
    if (token !== null && req.claim !== undefined) response.claimed = { seat: req.claim, token };
    return response;
  }

  async join(matchId: string, req: JoinRequest): Promise<JoinResponse> {
    this.assertOpen();
    const live = await this.live.get(matchId);
    return live.queue.run(async () => {
      await this.writes.ensureCurrent(live);
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
      const token = newToken();
      const seats = live.seats.map((s) => ({ ...s }));
      const old = seats[seat] as StoredSeat;
      seats[seat] = { ...old, tokenHash: hashToken(token), name: req.name ?? old.name ?? null };
      const starts = seats.every(isClaimed);
      await this.writes.persist(live, () =>
        this.store.updateMatch(live.id, starts ? { seats, status: 'playing' } : { seats }, live.fence ?? undefined),
      );
      live.stored.seats = seats;
      if (starts) live.stored.status = 'playing';
      broadcastSeats(live);
      if (starts) this.seats.start(live);
      return { matchId: live.id, seat, token, status: live.status };
    });
  }

  /** Gives a seat up: freed before the start, handed to the substitute bot during play. */
  async leaveWithToken(matchId: string, token: string): Promise<void> {
    const live = await this.live.get(matchId);
    await live.queue.run(async () => {
      await this.writes.ensureCurrent(live);
      const seat = live.seatOfToken(hashToken(token));
      if (seat === null) throw badToken();
      await this.seats.leave(live, seat, 'left');
    });
  }

  async list(filter: MatchListFilter, game: string | undefined): Promise<MatchSummary[]> {
    return listMatches(
      { registry: this.registry, store: this.store, live: this.live, clustered: this.ownership !== null },
      filter,
      game,
    );
  }

  /** The spectator's view, answered at once: a public read never waits behind the match's actions. */
  async publicMatch(matchId: string): Promise<PublicMatchResponse> {
    return publicMatchResponse(this.registry, await this.live.get(matchId));
  }

  async replay(matchId: string): Promise<ReplayFile> {
    return replayOf(await this.live.get(matchId));
  }

  // ------------------------------------------------------------ connections

  /** Connects a WebSocket: as the seat of the handshake's token, or as a spectator when it has none. */
  async attach(matchId: string, handshake: Handshake, client: Client): Promise<Attachment> {
    const { token, mark, address } = handshake;
    const live = await this.live.get(matchId);
    return live.queue.run(() => {
      if (live.gone) throw matchMoved();
      // Its client gave up on it while it waited (e.g. on a node that was frozen): it must not
      // take the seat from the connection the player uses now.
      if (!client.isOpen()) throw connectionClosed();
      if (live.status === 'expired') throw expiredError();
      const att: Attachment = { live, client, seat: null, overCap: null };
      if (token === null) {
        // Over a cap, it may still be a seat about to send `hello` (as the web client does).
        att.overCap = this.spectatorCapReached(live, address);
        if (att.overCap) return att;
        live.addSpectator(client, address);
      } else this.seats.bind(att, token, mark);
      sendWelcome(att, undefined);
      if (att.seat !== null) broadcastSeats(live);
      return att;
    });
  }

  /** Turns a spectator connection into a seat connection (the `hello` message). */
  async hello(
    att: Attachment,
    token: string,
    mark: ConnectionMark | null,
    requestId: RequestId | undefined,
  ): Promise<void> {
    await att.live.queue.run(() => {
      if (!att.client.isOpen()) throw connectionClosed();
      if (att.seat !== null) {
        throw new ServiceError('already-seated', `This connection already plays seat ${att.seat}.`, 409);
      }
      this.seats.bind(att, token, mark);
      att.overCap = null;
      att.live.removeSpectator(att.client);
      sendWelcome(att, requestId);
      broadcastSeats(att.live);
    });
  }

  async detach(att: Attachment): Promise<void> {
    const live = att.live;
    await live.queue.run(() => {
      live.patchBases.delete(att.client);
      if (att.seat === null) {
        live.removeSpectator(att.client);
        return;
      }
      if (live.seatClients.get(att.seat) !== att.client) return;
      live.seatClients.delete(att.seat);
      live.seatMarks.delete(att.seat);
      live.touchedAt = Date.now();
      this.seats.armTimer(live, att.seat);
      broadcastSeats(live);
    });
  }

  async act(att: Attachment, action: unknown, version: number, requestId: RequestId | undefined): Promise<void> {
    const live = att.live;
    await live.queue.run(async () => {
      await this.writes.ensureCurrent(live);
      const seat = this.seats.seatOf(att);
      this.assertPlaying(live);
      if (version !== live.version) throw staleVersion(version, live.version);
      await this.writes.applyAction(live, seat, action, { client: att.client, requestId });
    });
  }

  async undo(att: Attachment, version: number, requestId: RequestId | undefined): Promise<void> {
    const live = att.live;
    await live.queue.run(async () => {
      await this.writes.ensureCurrent(live);
      const seat = this.seats.seatOf(att);
      this.assertPlaying(live);
      if (version !== live.version) throw staleVersion(version, live.version);
      if (live.lastActor !== seat) {
        throw new ServiceError(
          'undo-not-allowed',
          'Only your own last action can be taken back, and only until another seat acts.',
          409,
        );
      }
      if (!live.undoable) {
        const verdict = undoVerdict(live.def, live.match.players, live.prevState, live.match.state);
        const reason = verdict.ok ? '' : ` ${verdict.reason}`;
        throw new ServiceError('undo-not-allowed', `This action cannot be taken back.${reason}`, 409);
      }
      await this.writes.takeBack(live, seat, { client: att.client, requestId });
    });
  }

  async leave(att: Attachment): Promise<void> {
    await att.live.queue.run(async () => {
      await this.writes.ensureCurrent(att.live);
      const seat = this.seats.seatOf(att);
      await this.seats.leave(att.live, seat, 'left');
    });
  }

  /** The current state frame again; with `patches`, later frames come as patches against it. */
  async sync(att: Attachment, requestId: RequestId | undefined, patches = false): Promise<void> {
    await att.live.queue.run(() => {
      // A connection over the spectator cap hears nothing, so it has no view to patch.
      if (patches && !att.overCap) att.live.patchBases.set(att.client, { view: null, version: 0 });
      sendState(att, 'sync', requestId);
    });
  }

  // ------------------------------------------------------------ internals

  private game(id: string): AnyGameDefinition {
    const def = this.registry.get(id);
    if (!def) {
      const known = [...this.registry.keys()].join(', ') || 'none';
      throw new ServiceError('unknown-game', `Unknown game '${id}' (available: ${known}).`, 400);
    }
    return def;
  }

  /** The refusal of one more spectator of `live` from `address`, or null when it may watch. */
  private spectatorCapReached(live: LiveMatch, address: string): ServiceError | null {
    const perMatch = this.limits.spectatorsPerMatch;
    if (live.spectators.size >= perMatch) return tooManySpectators(perMatch);
    const perAddress = this.limits.spectatorsPerAddressPerMatch;
    if (live.spectatorsFrom(address) >= perAddress) return tooManySpectatorsFromAddress(perAddress);
    return null;
  }

  private assertOpen(): void {
    if (this.closing) throw new ServiceError('shutting-down', 'The server is shutting down.', 503);
  }

  private assertPlaying(live: LiveMatch): void {
    if (live.status === 'waiting') {
      throw new ServiceError('match-not-started', 'The match starts once every seat is taken.', 409);
    }
    if (live.status === 'finished') throw new ServiceError('match-over', 'The match is over.', 409);
    if (live.status === 'expired') throw expiredError();
  }
}
