import { randomBytes } from 'node:crypto';
import type { GameRegistry, ReplayFile, Seat } from '@boardhall/engine';
import type {
  ChatSendMessage,
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
import { withSeatRatings } from '../ratings/seat-ratings.ts';
import type { MatchStore } from '../storage/types.ts';
import type { Handshake } from '../ws/handshake.ts';
import { assertBotAllowed } from './bot-policy.ts';
import { BotTurns } from './bot-turns.ts';
import type { Attachment } from './broadcast.ts';
import { ClockKeeper } from './clock-keeper.ts';
import { Connections } from './connections.ts';
import { type DrainReport, drainMatches } from './drain.ts';
import { expire, overdue } from './expiry.ts';
import type { Client, LiveMatch } from './live-match.ts';
import { LiveMatches } from './live-matches.ts';
import { type AccountRef, Lobby } from './lobby.ts';
import { LobbyGuard } from './lobby-guard.ts';
import { listMatches, type MatchListFilter } from './lobby-list.ts';
import { MatchWrites } from './match-writes.ts';
import type { MatchServiceOptions } from './options.ts';
import type { MatchOwnership } from './ownership.ts';
import { DEFAULT_PARKING, Parking } from './parking.ts';
import { publicMatchResponse, replayOf } from './public-match.ts';
import { isOpen } from './room.ts';
import { SeatKeeper } from './seat-keeper.ts';
import type { SeatOwner } from './seat-owner.ts';
import { TableChat } from './table-chat.ts';
import { TableRequests } from './table-requests.ts';
import { newSeed } from './tokens.ts';
import type { BotChooser, ServiceLogger, TurnListener } from './types.ts';

export type { Attachment, BotChooser, DrainReport, MatchServiceOptions, ServiceLogger };

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
  private readonly lobby: Lobby;
  private readonly connections: Connections;
  private readonly clocks: ClockKeeper;
  private readonly chat: TableChat;
  private readonly parking: Parking;
  private readonly requests: TableRequests;
  /** This server run (the node's id and a random suffix): the name its heartbeat and clocks carry. */
  readonly life: string;
  private readonly turns: TurnListener | null;
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
    this.life = `${options.nodeId ?? 'local'}#${randomBytes(6).toString('hex')}`;
    this.turns = options.turns ?? null;
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
    const afterChange = (live: LiveMatch) => this.afterChange(live);
    this.writes = new MatchWrites({
      store: this.store,
      log: this.log,
      live: this.live,
      ownership: this.ownership,
      afterChange,
      metrics: this.metrics,
      life: this.life,
    });
    this.seats = new SeatKeeper({
      store: this.store,
      writes: this.writes,
      log: this.log,
      substituteBot,
      seatTimeoutMs: options.seatTimeoutMs ?? 5 * 60_000,
      isClosing: () => this.closing,
      afterChange,
      life: this.life,
    });
    this.clocks = new ClockKeeper({
      store: this.store,
      writes: this.writes,
      log: this.log,
      life: this.life,
      substituteBot,
      afterChange,
      isClosing: () => this.closing,
    });
    this.chat = new TableChat({ store: this.store, writes: this.writes });
    this.parking = new Parking({
      live: this.live,
      store: this.store,
      writes: this.writes,
      clocks: this.clocks,
      ownership: this.ownership,
      log: this.log,
      life: this.life,
      settings: { ...DEFAULT_PARKING, ...options.parking },
      adopt: (id) => this.adopt(id),
    });
    this.finishedLingerMs = options.finishedLingerMs ?? 5 * 60_000;
    this.seedSource = options.seedSource ?? newSeed;
    this.limits = options.limits ?? DEFAULT_CLIENT_LIMITS;
    this.guard = new LobbyGuard(this.limits);
    this.lobby = new Lobby({
      registry: this.registry,
      store: this.store,
      live: this.live,
      writes: this.writes,
      seats: this.seats,
      guard: this.guard,
      ownership: this.ownership,
      log: this.log,
      seedSource: this.seedSource,
      assertOpen: () => this.assertOpen(),
      life: this.life,
    });
    this.connections = new Connections(this.live, this.seats, this.limits);
    this.requests = new TableRequests(this.writes, this.seats, this.clocks, this.chat);
  }

  /**
   * Rebuilds every unfinished match from its stored history and lets it carry on, but for the
   * parked ones (idle clocked matches, loaded on demand or shortly before their deadline). In
   * cluster mode the cluster hands this node its matches instead (`adopt`), as their leases come free.
   */
  async start(): Promise<void> {
    this.parking.start();
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

  /** The unfinished matches (waiting or playing) of the store that should be in memory: all but the parked ones. */
  async unfinishedIds(): Promise<string[]> {
    return this.parking.dueIds();
  }

  /** Loads a stored match (rebuilding it from its history), which lets it carry on. */
  async adopt(matchId: string): Promise<void> {
    await this.live.get(matchId);
  }

  /**
   * A match just loaded carries on where it stopped: its chat is read, its clocks resume (the
   * time no server ran them charged to no one), its seat timers run, its bots think.
   */
  private carryOn(live: LiveMatch): void {
    live.queue
      .run(async () => {
        await this.chat.load(live);
        if (live.status !== 'playing') return;
        await this.clocks.resume(live);
        this.seats.armTimers(live);
        this.afterChange(live);
      })
      .catch((error: unknown) => this.log.error({ err: error, matchId: live.id }, 'match could not carry on'));
  }

  /** After every change of a match: its next clock deadline is set, its bots think, players away hear it is their turn. */
  private afterChange(live: LiveMatch): void {
    this.clocks.arm(live);
    this.botTurns.schedule(live);
    if (this.turns && live.status === 'playing' && live.stored.speed?.kind === 'turn-based') {
      const waiting = live.def.activeSeats(live.match.state).flatMap((seat) => {
        const accountId = live.seats[seat]?.accountId;
        return accountId && live.isHumanSeat(seat) && !live.seatClients.has(seat) ? [{ seat, accountId }] : [];
      });
      if (waiting.length > 0) this.turns.yourTurn({ matchId: live.id, game: live.def.id, waiting });
    }
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
    this.parking.stop();
    for (const live of this.live.values()) this.clocks.disarm(live);
    this.drained = drainMatches(this.live, this.ownership, this.log);
    return this.drained;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.closing = true;
    this.botTurns.close();
    this.parking.stop();
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.expirer) clearInterval(this.expirer);
    const drains: Promise<unknown>[] = [];
    for (const live of this.live.values()) {
      for (const t of live.seatTimers.values()) clearTimeout(t);
      live.seatTimers.clear();
      this.clocks.disarm(live);
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
   * which only the server-wide cap applies to); signed in, the claimed seat is `account`'s.
   */
  create(
    req: CreateMatchRequest,
    creator: string | null = null,
    account: AccountRef | null = null,
  ): Promise<CreateMatchResponse> {
    return this.lobby.create(req, creator, account);
  }

  join(matchId: string, req: JoinRequest, account: AccountRef | null = null): Promise<JoinResponse> {
    return this.lobby.join(matchId, req, account);
  }

  /** Gives a seat up, by its token or by the account that holds it. */
  leaveSeat(matchId: string, owner: SeatOwner): Promise<void> {
    return this.lobby.leave(matchId, owner);
  }

  /** Gives a seat up by its token (freed before the start, handed to the substitute bot during play). */
  leaveWithToken(matchId: string, token: string): Promise<void> {
    return this.lobby.leave(matchId, { token });
  }

  /** The seat of `token` becomes the account's; returns the seat. */
  claimSeat(matchId: string, token: string, accountId: string): Promise<Seat> {
    return this.lobby.claim(matchId, token, accountId);
  }

  /** The account is being deleted: its seats here become "Deleted player". */
  forgetAccount(matchId: string, accountId: string): Promise<void> {
    return this.lobby.forgetAccount(matchId, accountId);
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
    const live = await this.live.get(matchId);
    const summary = publicMatchResponse(this.registry, live);
    const [withRatings] = await withSeatRatings(this.store.ratings, [{ summary, stored: live.stored }]);
    return withRatings ?? summary;
  }

  async replay(matchId: string): Promise<ReplayFile> {
    return replayOf(await this.live.get(matchId));
  }

  // ------------------------------------------------------------ connections

  /** Connects a WebSocket: as the seat of the handshake's token, or as a spectator when it has none. */
  attach(matchId: string, handshake: Handshake, client: Client): Promise<Attachment> {
    return this.connections.attach(matchId, handshake, client);
  }

  /** Turns a spectator connection into the seat `owner` plays (the `hello` message). */
  hello(
    att: Attachment,
    owner: SeatOwner,
    mark: ConnectionMark | null,
    requestId: RequestId | undefined,
  ): Promise<void> {
    return this.connections.hello(att, owner, mark, requestId);
  }

  detach(att: Attachment): Promise<void> {
    return this.connections.detach(att);
  }

  act(att: Attachment, action: unknown, version: number, requestId: RequestId | undefined): Promise<void> {
    return this.requests.act(att, action, version, requestId);
  }

  undo(att: Attachment, version: number, requestId: RequestId | undefined): Promise<void> {
    return this.requests.undo(att, version, requestId);
  }

  leave(att: Attachment): Promise<void> {
    return this.requests.leave(att);
  }

  /** Gives the match up: the bot plays the seat on, and it ranks last when rated. */
  resign(att: Attachment): Promise<void> {
    return this.requests.resign(att);
  }

  /** Takes the seat back from the bot after its time ran out. */
  takeBackSeat(att: Attachment): Promise<void> {
    return this.requests.takeBackSeat(att);
  }

  /** A message to the table's chat. */
  sendChat(att: Attachment, message: ChatSendMessage): Promise<void> {
    return this.requests.sendChat(att, message);
  }

  /** Stops (or starts again) reading a seat's chat messages, for this connection's seat. */
  mute(att: Attachment, other: Seat, muted: boolean, requestId: RequestId | undefined): Promise<void> {
    return this.requests.mute(att, other, muted, requestId);
  }

  /** The current state frame again; with `patches`, later frames come as patches against it. */
  sync(att: Attachment, requestId: RequestId | undefined, patches = false): Promise<void> {
    return this.connections.sync(att, requestId, patches);
  }

  // ------------------------------------------------------------ internals

  private assertOpen(): void {
    if (this.closing) throw new ServiceError('shutting-down', 'The server is shutting down.', 503);
  }
}
