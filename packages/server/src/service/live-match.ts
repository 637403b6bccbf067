import {
  type AnyGameDefinition,
  type Seat,
  StateViews,
  seedCommitment,
  undoVerdict,
  type Viewer,
  visibleLog,
} from '@boardhall/engine';
import type { ChatMessage, ConnectionMark, LogLine, MatchStatus, SeatInfo } from '@boardhall/protocol';
import type { StoredMatch, StoredSeat } from '../storage/types.ts';
import { freeSeatsOf, type PatchBase, seatInfoOf } from './frames.ts';
import { SerialQueue } from './queue.ts';
import type { AnyMatch, Rebuilt } from './rebuild.ts';
import { botSeedOf } from './tokens.ts';
import type { ServiceLogger } from './types.ts';

/**
 * Where the service sends a connection's frames: text, or a frame's text already encoded as
 * UTF-8 (sent as a text frame), so one encoding serves every spectator.
 */
export interface Client {
  send(text: string | Buffer): void;
  close(code: number, reason: string): void;
  /**
   * Whether the connection is still open. A handshake can reach the server long after its
   * client gave up on it (the server was frozen, then woke): such a connection must not take a
   * seat from the one its player uses now.
   */
  isOpen(): boolean;
}

/**
 * A match held in memory: the engine's Match plus what the service needs around it (seats,
 * connections, version, undo bookkeeping). Only the MatchService changes it, inside `queue`.
 */
export class LiveMatch {
  readonly id: string;
  readonly def: AnyGameDefinition;
  readonly stored: StoredMatch;
  readonly queue = new SerialQueue();
  match: AnyMatch;
  /** History rows so far (actions and undos): the version clients act against. */
  version: number;
  /** State before the last action in effect, and who made it, for undo. */
  prevState: unknown;
  lastActor: Seat | null;
  /** Whether `lastActor` may undo now (computed once per change). */
  undoable = false;
  /** The last action is applied in memory but its write has not been confirmed yet. */
  unconfirmed = false;
  /** Views of the current state, and of `prevState` while still known. */
  views: StateViews;
  prevViews: StateViews | null = null;
  readonly seatClients = new Map<Seat, Client>();
  /** The mark of each seat's connection, when it gave one (see SeatKeeper.bind). */
  readonly seatMarks = new Map<Seat, ConnectionMark>();
  readonly spectators = new Set<Client>();
  /** Each spectator's address (`Handshake.address`), for the cap on one address's spectators. */
  private readonly spectatorAddresses = new Map<Client, string>();
  /**
   * The connections that take patches (docs/protocol.md, "Patches"), each with the view and
   * version of the last frame it got: its next frame carries the changes to that view.
   */
  readonly patchBases = new Map<Client, PatchBase>();
  /** Bot seats whose decision is being computed. */
  readonly thinking = new Set<Seat>();
  /** Human seats that will be handed to a bot unless their player comes back. */
  readonly seatTimers = new Map<Seat, NodeJS.Timeout>();
  /** The timer of the next clock deadline (service/clock-keeper.ts), while a person's clock runs. */
  clockTimer: NodeJS.Timeout | null = null;
  /** The table chat's last messages (service/table-chat.ts), oldest first. */
  chat: ChatMessage[] = [];
  /** The index the next chat message takes. */
  chatNext = 1;
  /** When each seat's recent chat messages were sent (ms), for the per-seat rate limit. */
  readonly chatSent = new Map<Seat, number[]>();
  /** Last time anything happened, for evicting finished matches from memory. */
  touchedAt = Date.now();
  /** SHA-256 of the seed, published from the start so the deal can be checked after the end. */
  readonly seedCommitment: string;
  /** Seeds the bots' own streams; derived from the seed but revealing nothing of it. */
  readonly botSeed: string;
  /**
   * Cluster mode: the fencing token this node holds the match under; every write carries it and
   * the store refuses it once another node has taken the match over. Null on a single node.
   */
  readonly fence: number | null;
  /** Another node serves this match now (cluster mode): nothing more may be done with this copy. */
  gone = false;
  /**
   * A write failed without a clear answer (the database was unreachable): before the next change,
   * the match is read back from the store, which may or may not hold that write.
   */
  needsReload = false;

  constructor(
    def: AnyGameDefinition,
    stored: StoredMatch,
    rebuilt: Rebuilt & { version: number },
    fence: number | null = null,
  ) {
    this.fence = fence;
    this.id = stored.id;
    this.def = def;
    this.stored = stored;
    this.match = rebuilt.match;
    this.version = rebuilt.version;
    this.prevState = rebuilt.prevState;
    this.lastActor = rebuilt.lastActor;
    this.views = new StateViews(def, rebuilt.match.state);
    this.seedCommitment = seedCommitment(stored.seed);
    this.botSeed = botSeedOf(stored.seed);
  }

  /**
   * Whether the replay (and with it the seed) may be given to anyone: once the match is over,
   * unless its options keep secrets after the end (docs/protocol.md, "Replays").
   */
  get replayPublic(): boolean {
    return this.status === 'finished' && !(this.def.keepsSecretsAfterEnd?.(this.match.options) ?? false);
  }

  /** The seed, revealed once the replay is public; null until then. */
  get revealedSeed(): string | null {
    return this.replayPublic ? this.stored.seed : null;
  }

  /** Replaces the match by a rebuilt one (after an undo or a failed write). */
  reset(rebuilt: Rebuilt & { version: number }): void {
    this.match = rebuilt.match;
    this.version = rebuilt.version;
    this.prevState = rebuilt.prevState;
    this.lastActor = rebuilt.lastActor;
    this.views = new StateViews(this.def, rebuilt.match.state);
    this.prevViews = null;
  }

  /** Records an applied action: the current views become those of the state before. */
  advance(before: unknown, actor: Seat, version: number): void {
    this.prevViews = this.views.state === before ? this.views : null;
    this.views = new StateViews(this.def, this.match.state);
    this.prevState = before;
    this.lastActor = actor;
    this.version = version;
  }

  /** Decides once per change whether `lastActor` may take its action back (docs/protocol.md, "Undo"). */
  refreshUndoable(log: ServiceLogger): void {
    this.undoable = this.computeUndoable(log);
  }

  private computeUndoable(log: ServiceLogger): boolean {
    const actor = this.lastActor;
    if (actor === null || this.status !== 'playing' || !this.isHumanSeat(actor)) return false;
    try {
      const before = this.prevViews ?? new StateViews(this.def, this.prevState);
      this.prevViews = before;
      return undoVerdict(this.def, this.match.players, this.prevState, this.match.state, {
        before,
        after: this.views,
      }).ok;
    } catch (error) {
      log.warn({ err: error, matchId: this.id }, 'undo check failed');
      return false;
    }
  }

  get status(): MatchStatus {
    return this.stored.status;
  }

  get seats(): StoredSeat[] {
    return this.stored.seats;
  }

  get connections(): number {
    return this.seatClients.size + this.spectators.size;
  }

  /** The bot spec playing `seat` now, or null when a human plays it. */
  botOf(seat: Seat): string | null {
    const s = this.stored.seats[seat];
    return s && (s.kind === 'bot' || s.substitute) ? (s.bot ?? null) : null;
  }

  /**
   * Whether a person plays a seat of it: a human seat not handed to a substitute. Someone then
   * waits for its bots' moves (a waiting match has such seats too, before anyone plays).
   */
  get hasHumanPlayer(): boolean {
    return this.stored.seats.some((_, seat) => this.isHumanSeat(seat));
  }

  isHumanSeat(seat: Seat): boolean {
    const s = this.stored.seats[seat];
    return s !== undefined && s.kind === 'human' && !s.substitute;
  }

  freeSeats(): Seat[] {
    return freeSeatsOf(this.stored.seats);
  }

  seatInfo(): SeatInfo[] {
    return this.stored.seats.map((s, seat) =>
      seatInfoOf(s, seat, this.botOf(seat) !== null || this.seatClients.has(seat)),
    );
  }

  /**
   * Whether a seat is out of time and played by the bot, though its player still holds it: the
   * player may connect, read, chat, resign, and take the seat back (docs/protocol.md "Clocks").
   */
  isOutOfTimeSeat(seat: Seat): boolean {
    const s = this.stored.seats[seat];
    return s !== undefined && s.kind === 'human' && s.substitute === true && s.outOfTime === true && !s.resigned;
  }

  /** Whether its player still holds a seat: plays it, or may take it back from the bot. */
  private holds(s: StoredSeat, seat: Seat): boolean {
    return s.kind === 'human' && (!s.substitute || this.isOutOfTimeSeat(seat));
  }

  /** The seat whose token hashes to `hash`, if its player still holds it. */
  seatOfToken(hash: string): Seat | null {
    const seat = this.stored.seats.findIndex((s, i) => this.holds(s, i) && s.tokenHash === hash);
    return seat >= 0 ? seat : null;
  }

  /** The first seat `accountId` still holds (not given up), if any. */
  seatOfAccount(accountId: string): Seat | null {
    const seat = this.stored.seats.findIndex((s, i) => this.holds(s, i) && s.accountId === accountId);
    return seat >= 0 ? seat : null;
  }

  /** The game log as `viewer` may read it. */
  logFor(viewer: Viewer): LogLine[] {
    const logs = this.match.actionLogs;
    return this.match.actions.map((a, i) => ({
      index: i + 1,
      seat: a.seat,
      messages: visibleLog(logs[i] ?? [], viewer),
    }));
  }

  /** A connection watches the match from now on. */
  addSpectator(client: Client, address: string): void {
    this.spectators.add(client);
    this.spectatorAddresses.set(client, address);
  }

  /** A spectator left, or became a seat. */
  removeSpectator(client: Client): void {
    this.spectators.delete(client);
    this.spectatorAddresses.delete(client);
  }

  /** The spectators connected from `address`. */
  spectatorsFrom(address: string): number {
    let count = 0;
    for (const from of this.spectatorAddresses.values()) if (from === address) count++;
    return count;
  }

  /** Everyone connected, seats and spectators. */
  allClients(): Client[] {
    return [...this.seatClients.values(), ...this.spectators];
  }
}
