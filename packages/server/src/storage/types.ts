import type { Outcome, RngScheme, Seat } from '@boardhall/engine';
import type { ChatAudience, MatchStatus, Speed } from '@boardhall/protocol';
import type { ClockState } from '../clocks/clock.ts';
import type { AccountStore } from './account-types.ts';
import type { MailStore } from './mail-types.ts';
import type { RatingRequest, RatingStore } from './rating-types.ts';

/** A seat as stored: what plays it and, for a joined human seat, the hash of its token. */
export interface StoredSeat {
  kind: 'human' | 'bot';
  /** The bot spec of a bot seat or of the substitute of a human who left. */
  bot?: string;
  name?: string | null;
  /** SHA-256 (hex) of the seat token; absent while the seat is free. */
  tokenHash?: string | null;
  /** A human seat now played by `bot` because its player left. */
  substitute?: boolean;
  /**
   * The account that holds the seat (docs/protocol.md "Accounts"): it opens the seat without the
   * token, from any device it signs in on. Never shown to anyone.
   */
  accountId?: string | null;
  /** The account that held the seat was deleted; the seat is named "Deleted player". */
  deleted?: boolean;
  /** Its clock ran out at least once in this match (sticky, whoever plays it now). */
  outOfTime?: boolean;
  /** Its player resigned (or left once play had begun). */
  resigned?: boolean;
}

/**
 * The most a server run's first sign of life adds to the servers' uptime: more is time all were
 * down. A run's later beats add their whole gap (it was alive between them, if stalled).
 */
export const UPTIME_GAP_MS = 2_000;

/** A match's clocks as stored with it (docs/protocol.md "Clocks"). */
export interface StoredClocks extends ClockState {
  /**
   * The server run (`MatchStore.heartbeat`'s life) that runs them now, whose last sign of life
   * bounds what is charged after it stopped; null while the match is parked or not started.
   */
  node: string | null;
  /**
   * Set while the match is parked (in no server's memory): when, by the wall clock and by the
   * servers' uptime. Loaded again, its running clocks are charged the uptime that passed since.
   */
  parked?: { wall: number; uptime: number } | null;
}

/** The table's chat settings: who may read it, and who muted whom (seat → the seats it muted). */
export interface StoredChat {
  audience: ChatAudience;
  mutes: Record<number, number[]>;
}

export interface StoredMatch {
  id: string;
  game: string;
  players: number;
  /** The options after the game's schema completed them. */
  options: unknown;
  seed: string;
  seats: StoredSeat[];
  status: MatchStatus;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  outcome: Outcome | null;
  /**
   * The address that created it, for the per-address limits (absent for matches stored before
   * they were recorded). Never shown to clients.
   */
  creator?: string | null;
  /**
   * The generator the seed was expanded with (`Match.create`'s scheme). Matches stored before
   * ChaCha20 have none recorded and rebuild with the old xoroshiro128+.
   */
  rngScheme: RngScheme;
  /**
   * The seats to act now, as of the last write (for "my games": whose turn it is); absent for
   * matches stored before it was recorded, and empty once over.
   */
  active?: Seat[];
  /** How fast it is played (absent: stored before speeds, so without a clock). */
  speed?: Speed;
  /** Its clocks; null (or absent) without a clock. */
  clocks?: StoredClocks | null;
  /** When the first running clock of a person's seat runs out (ms since the epoch); null when none runs. */
  nextDeadline?: number | null;
  /** The chat's settings (absent: seats only, nobody muted). */
  chat?: StoredChat;
  /** Its result changes ratings (docs/protocol.md "Ratings"); absent: unrated. */
  rated?: boolean;
  /** Its players may ask for hints (docs/protocol.md "Hints"); absent: no hints. Never with `rated`. */
  hints?: boolean;
}

/** A message of a match's table chat, as stored. */
export interface StoredChatMessage {
  matchId: string;
  /** From 1, in order. */
  index: number;
  seat: Seat;
  name: string | null;
  text: string | null;
  phrase: string | null;
  at: number;
}

/**
 * One row of a match's append-only history. `seq` counts rows from 1 and is the match's version
 * after the row. An `undo` row takes back the latest action still in effect.
 */
export interface StoredAction {
  matchId: string;
  seq: number;
  kind: 'action' | 'undo';
  seat: Seat;
  /** The action as the game parsed it (null for undo). */
  action: unknown;
  /** The state hash after this row. */
  hash: string;
  at: number;
}

export interface MatchUpdate {
  status?: MatchStatus;
  outcome?: Outcome | null;
  seats?: StoredSeat[];
  active?: Seat[];
  clocks?: StoredClocks | null;
  nextDeadline?: number | null;
  chat?: StoredChat;
  /**
   * A rated match's end: the result to rate, in the same transaction (docs/protocol.md "Ratings").
   * The store reads the players' ratings as they stand then, applies the result, and writes the
   * new ratings and the result row, or, when the write fails, none of it.
   */
  rating?: RatingRequest;
}

/**
 * Where matches live. Every write resolves only once it is durable, so the service can
 * acknowledge it; an adapter may group concurrent writes into one commit.
 */
export interface MatchStore {
  /** Stores a new match; in cluster mode with the fencing token its creator holds it under. */
  createMatch(match: StoredMatch, fence?: number): Promise<void>;
  /**
   * Appends a history row, applying `update` to its match in the same transaction. With `fence`
   * (cluster mode) the write is refused (`fenced`) unless it is still the match's fencing token.
   */
  appendAction(row: StoredAction, update?: MatchUpdate, fence?: number): Promise<void>;
  updateMatch(id: string, update: MatchUpdate, fence?: number): Promise<void>;
  /**
   * Cluster mode (PostgreSQL): takes a match over, raising and returning its fencing token, so
   * every write of the node that held it before is refused from now on. Stores that serve a single
   * process (SQLite) have none.
   */
  claimMatch?(id: string): Promise<number>;
  /**
   * Cluster mode: the id the shared database drew once, so nodes can tell that they share one
   * (and two clusters on one Redis that they do not). Single-process stores have none.
   */
  instanceId?(): Promise<string>;
  getMatch(id: string): Promise<StoredMatch | null>;
  /** Newest first. */
  listMatches(query: { statuses: readonly MatchStatus[]; limit: number }): Promise<StoredMatch[]>;
  /** The match's history in order. */
  loadActions(matchId: string): Promise<StoredAction[]>;
  /** Adds a chat message (its `index` the next of the match's; `duplicate-action` when taken). */
  appendChat(message: StoredChatMessage, fence?: number): Promise<void>;
  /** The match's last `limit` chat messages, oldest first. */
  loadChat(matchId: string, limit: number): Promise<StoredChatMessage[]>;
  /**
   * Unfinished matches that should be in memory by `horizon` (ms since the epoch): every one
   * without a clock deadline (waiting, or no clock, or a bot to act) and every one whose next
   * deadline comes by then. The rest are parked: idle clocked matches, loaded on demand.
   */
  dueMatchIds(horizon: number, limit: number): Promise<string[]>;
  /**
   * A server's sign of life (`life`: one run of one node): recorded as its last, and the time
   * since the previous sign of any server (at most `UPTIME_GAP_MS`) added to the servers' uptime.
   */
  heartbeat(life: string, at: number): Promise<void>;
  /** The last sign of life of `life`, or null when none was recorded. */
  lastAlive(life: string): Promise<number | null>;
  /** How long the servers as a whole have been up, in ms (it stands still while all are down). */
  uptime(): Promise<number>;
  /** One round trip to the database (for the health report); throws when it does not answer. */
  ping(): Promise<void>;
  /** Which adapter this is. */
  readonly kind: 'sqlite' | 'postgres';
  /** The accounts, in the same database. */
  readonly accounts: AccountStore;
  /** The turn e-mails' addresses, tokens and records, in the same database. */
  readonly mail: MailStore;
  /** The ratings' reads and their rebuild, in the same database. */
  readonly ratings: RatingStore;
  close(): Promise<void>;
}
