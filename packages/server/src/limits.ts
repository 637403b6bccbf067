/**
 * What one client (one address, fastify's `request.ip`) may use of the server, and the server's
 * own caps. Every limit is far above what a person playing reaches, and far below what would let
 * one address crowd out everyone else (docs/protocol.md, "Limits").
 */
export interface ClientLimits {
  /** Matches waiting or playing at once on the whole server; more are refused with `server-busy`. */
  maxLiveMatches: number;
  /** Matches waiting or playing that one address created; more are refused with `too-many-open-matches`. */
  openMatchesPerAddress: number;
  /**
   * The same over every address of one network (an IPv4 /24, an IPv6 /48), so that many addresses
   * of one network cannot take what one address may not; more are refused with `too-many-open-matches`.
   */
  openMatchesPerPrefix: number;
  /**
   * Matches of one address that no person plays (bots only, from the start or since its players
   * left): nobody waits for their bots, who think on the background lane; a creation of another
   * such match is refused with `too-many-bot-matches`.
   */
  botMatchesPerAddress: number;
  /** Matches one address may create per minute; more are refused with `creating-too-fast`. */
  createsPerMinute: number;
  /** A match still waiting this long after its creation expires (status `expired`), freeing the caps. */
  waitingMatchTtlMs: number;
  /** How often waiting matches are checked for expiry. */
  expiryCheckMs: number;
  /** Spectator WebSockets of one match; seats always get in (at most one connection each). */
  spectatorsPerMatch: number;
  /**
   * Spectator WebSockets of one match from one address, so that a few addresses cannot take all
   * of its places (with 100 and 10, it takes ten); seats never count.
   */
  spectatorsPerAddressPerMatch: number;
  /** How long a connection over the spectator cap may take to send `hello` before it is refused. */
  helloGraceMs: number;
  /** WebSockets open at once from one address, over all matches. */
  connectionsPerAddress: number;
  /** HTTP requests per address per minute, by kind of route (`@fastify/rate-limit`). */
  http: HttpRateLimits;
}

/** Requests per address per minute; each route counts on its own. */
export interface HttpRateLimits {
  /** GET /api/health, /api/games, /api/matches. */
  lobbyReads: number;
  /** GET /api/matches/:id and …/replay. */
  matchReads: number;
  /** POST /api/matches. */
  creates: number;
  /** POST …/join and …/leave. */
  seatChanges: number;
  /** GET …/ws, the WebSocket handshake. */
  sockets: number;
  /** Anything else: the web client's files (a page load is a dozen), unknown paths. */
  other: number;
}

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  maxLiveMatches: 10_000,
  openMatchesPerAddress: 10,
  openMatchesPerPrefix: 100,
  botMatchesPerAddress: 2,
  createsPerMinute: 10,
  waitingMatchTtlMs: 30 * 60_000,
  expiryCheckMs: 60_000,
  spectatorsPerMatch: 100,
  spectatorsPerAddressPerMatch: 10,
  helloGraceMs: 5_000,
  connectionsPerAddress: 50,
  http: { lobbyReads: 300, matchReads: 300, creates: 60, seatChanges: 60, sockets: 120, other: 1200 },
};

/** Limits to change from the defaults; `http` merges field by field. */
export type ClientLimitOverrides = Partial<Omit<ClientLimits, 'http'>> & { http?: Partial<HttpRateLimits> };

/** The defaults with some limits replaced. */
export function clientLimits(overrides: ClientLimitOverrides = {}): ClientLimits {
  return {
    ...DEFAULT_CLIENT_LIMITS,
    ...overrides,
    http: { ...DEFAULT_CLIENT_LIMITS.http, ...overrides.http },
  };
}
