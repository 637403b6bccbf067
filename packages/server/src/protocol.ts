/**
 * The wire protocol of the Boardhall server, shared with the web client and documented in
 * docs/protocol.md. Types only: a client can `import type` this file without pulling in the
 * server. Views and actions are game-specific; the generic parameters let a client narrow them.
 */
import type { Message, Outcome, Seat } from '@boardhall/engine';

export type { Message, Outcome, Seat };

/**
 * `waiting`: human seats are still free; `playing`: the game runs; `finished`: it has an outcome;
 * `expired`: it was still waiting when its time to fill up ran out, and never started.
 */
export type MatchStatus = 'waiting' | 'playing' | 'finished' | 'expired';

/** A machine-readable code and a sentence for people; every refusal has one. */
export interface ErrorBody {
  code: string;
  message: string;
}

/** The body of every HTTP error response. */
export interface HttpErrorResponse {
  error: ErrorBody;
}

// ---------------------------------------------------------------- HTTP

/** A seat in a create-match request. */
export type SeatRequest =
  | { kind: 'human'; name?: string }
  /** `bot` is a bot spec (`random`, `greedy`, `ismcts:level=hard`); `level` is appended as `:level=…`. */
  | { kind: 'bot'; bot: string; level?: 'easy' | 'normal' | 'hard'; name?: string };

/** POST /api/matches */
export interface CreateMatchRequest {
  game: string;
  /** The game's options; the game fills in defaults and rejects invalid combinations. */
  options?: Record<string, unknown>;
  /** One entry per seat, in seat order; their number is the number of players. */
  seats: SeatRequest[];
  /**
   * Ignored: the server draws every match's seed itself (256 random bits), so that no creator
   * can deal the other seats' hands in advance. Accepted so that older clients keep working.
   */
  seed?: string;
  /** A human seat the creator takes at once; its token comes back in `claimed`. */
  claim?: Seat;
}

/** A seat as everybody may see it. */
export interface SeatInfo {
  seat: Seat;
  kind: 'human' | 'bot';
  /** The bot spec playing this seat (bot seats and substitutes). */
  bot?: string;
  name: string | null;
  /** A human seat someone has joined (bot seats are always taken). */
  claimed: boolean;
  /** A seat with an open WebSocket (bots count as connected). */
  connected: boolean;
  /** A human seat handed to a bot after its player left. */
  substitute: boolean;
}

export interface CreateMatchResponse {
  matchId: string;
  game: string;
  status: MatchStatus;
  version: number;
  seats: SeatInfo[];
  /** Lowercase hex SHA-256 of the match's seed, revealed once the match is over (docs/protocol.md). */
  seedCommitment: string;
  claimed?: SeatToken;
}

/** POST /api/matches/:id/join */
export interface JoinRequest {
  /** The seat wanted; the first free human seat when absent. */
  seat?: Seat;
  name?: string;
}

/** A secret seat token: shown once, never stored in clear by the server. */
export interface SeatToken {
  seat: Seat;
  token: string;
}

export interface JoinResponse extends SeatToken {
  matchId: string;
  status: MatchStatus;
}

/** An entry of GET /api/matches. */
export interface MatchSummary {
  matchId: string;
  game: string;
  gameName: string;
  players: number;
  status: MatchStatus;
  seats: SeatInfo[];
  /** Human seats nobody has joined yet. */
  freeSeats: Seat[];
  createdAt: string;
  /** Lowercase hex SHA-256 of the match's seed, fixed before the first move. */
  seedCommitment: string;
}

export interface MatchListResponse {
  matches: MatchSummary[];
}

/** One action's lines of the game log, as one viewer may read them. */
export interface LogLine {
  /** 1-based number of the action that wrote it; lines above `actionCount` were undone. */
  index: number;
  seat: Seat;
  messages: Message[];
}

/** GET /api/matches/:id: the spectator's view of a match. */
export interface PublicMatchResponse<V = unknown> extends MatchSummary {
  /** The version a client acts against (see StateFrame). */
  version: number;
  actionCount: number;
  activeSeats: Seat[];
  view: V;
  outcome: Outcome | null;
  endReason: string | null;
  log: LogLine[];
  /** The seed, once the match is over and its replay is public; check it against `seedCommitment`. */
  seed?: string;
}

export interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
}

/** GET /api/games */
export interface GamesResponse {
  games: GameInfo[];
  /** Bot kinds a seat may name. */
  bots: string[];
}

/** GET /api/health */
export interface HealthResponse {
  status: 'ok';
  liveMatches: number;
  connections: number;
  uptimeSeconds: number;
}

// ---------------------------------------------------------------- WebSocket: client → server

/** Correlates a request with its answer; echoed in the state or error frame it causes. */
export type RequestId = string | number;

/** Authenticates the connection as a seat (instead of `?token=`); only while still a spectator. */
export interface HelloMessage {
  type: 'hello';
  token: string;
  requestId?: RequestId;
}

/** An action for this connection's seat, made against state `version`. */
export interface ActionMessage<A = unknown> {
  type: 'action';
  action: A;
  version: number;
  requestId?: RequestId;
}

/** Takes back this seat's last action, when nothing was revealed and nobody acted since. */
export interface UndoMessage {
  type: 'undo';
  version: number;
  requestId?: RequestId;
}

/** Gives this seat to a bot for the rest of the match (or frees it before the start). */
export interface LeaveMessage {
  type: 'leave';
  requestId?: RequestId;
}

/** Asks for the current state frame again. */
export interface SyncMessage {
  type: 'sync';
  requestId?: RequestId;
}

export interface PingMessage {
  type: 'ping';
  requestId?: RequestId;
}

export type ClientMessage<A = unknown> =
  | HelloMessage
  | ActionMessage<A>
  | UndoMessage
  | LeaveMessage
  | SyncMessage
  | PingMessage;

// ---------------------------------------------------------------- WebSocket: server → client

/** Sent once per connection (and again after `hello`): who you are and the log so far. */
export interface WelcomeFrame {
  type: 'welcome';
  matchId: string;
  game: string;
  players: number;
  /** Your seat, or null for a spectator. */
  seat: Seat | null;
  seats: SeatInfo[];
  /** Lowercase hex SHA-256 of the match's seed, fixed before the first move; the seed comes with the end. */
  seedCommitment: string;
  log: LogLine[];
  requestId?: RequestId;
}

/** Why a state frame was sent. */
export type StateCause = 'connect' | 'start' | 'action' | 'undo' | 'sync';

/** The match as this connection may see it, after every change. */
export interface StateFrame<V = unknown, A = unknown> {
  type: 'state';
  matchId: string;
  /** Send this with your next action or undo; it grows by one with every action and every undo. */
  version: number;
  /** Actions in effect; log lines with a higher index were undone. */
  actionCount: number;
  status: MatchStatus;
  seat: Seat | null;
  cause: StateCause;
  /** The seat that acted or undid (cause `action`/`undo`). */
  actor: Seat | null;
  /** The log line the action wrote, as this viewer may read it (cause `action`). */
  log: LogLine | null;
  view: V;
  /** Exactly the actions this seat may send now; empty when it is not its turn. */
  legalActions: A[];
  activeSeats: Seat[];
  /** True when this seat may undo its last action now. */
  undoable: boolean;
  outcome: Outcome | null;
  endReason: string | null;
  /** The seed, on the frames of a finished match whose replay is public (see WelcomeFrame.seedCommitment). */
  seed?: string;
  /** Present on the frame that answers your own request: your action or undo was stored. */
  requestId?: RequestId;
}

/** Seats joined, connected, disconnected, or were handed to a bot. */
export interface SeatsFrame {
  type: 'seats';
  matchId: string;
  seats: SeatInfo[];
}

export interface ErrorFrame extends ErrorBody {
  type: 'error';
  requestId?: RequestId;
}

export interface PongFrame {
  type: 'pong';
  requestId?: RequestId;
}

export type ServerFrame<V = unknown, A = unknown> =
  | WelcomeFrame
  | StateFrame<V, A>
  | SeatsFrame
  | ErrorFrame
  | PongFrame;

/** WebSocket close codes the server uses (4000–4999 are the application's). */
export const CLOSE_CODES = {
  /** The WebSocket address is malformed (match id or query). */
  badAddress: 4400,
  /** The match does not exist. */
  unknownMatch: 4404,
  /** The token is not a seat token of this match. */
  badToken: 4401,
  /** Another connection authenticated with the same token. */
  replaced: 4409,
  /** The seat was handed to a bot (the player left). */
  seatLeft: 4410,
  /** Too many messages refused for rate limit. */
  abuse: 4429,
  /** The match has all the spectators it takes, or the address all the connections it may open. */
  tooManyConnections: 4430,
  /** The match expired before it started. */
  expired: 4408,
  /** The server is shutting down. */
  shutdown: 1001,
} as const;
