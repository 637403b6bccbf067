/** WebSocket close codes the server uses (4000–4999 are the application's). */
export const CLOSE_CODES = {
  /** The WebSocket address is malformed (match id or query). */
  badAddress: 4400,
  /** The match does not exist. */
  unknownMatch: 4404,
  /** The token is not a seat token of this match. */
  badToken: 4401,
  /**
   * Another connection authenticated with the same token (a newer connection of another client, or
   * of the same client); also how a connection older than the one holding the seat is turned away.
   */
  replaced: 4409,
  /** The seat was handed to a bot (the player left). */
  seatLeft: 4410,
  /** Too many messages refused for rate limit. */
  abuse: 4429,
  /** The match has all the spectators it takes, or the address all the connections it may open. */
  tooManyConnections: 4430,
  /** The match expired before it started. */
  expired: 4408,
  /** A frame above the hard size limit (sent by the WebSocket library itself). */
  frameTooLarge: 1009,
  /** The match cannot be played on (its stored history does not replay), or the server failed unexpectedly. */
  matchUnavailable: 1011,
  /** The server is shutting down (or handing its matches to other nodes): reconnect. */
  shutdown: 1001,
  /** The database cannot be reached right now (`storage-unavailable` first): reconnect in a moment. */
  tryAgainLater: 1013,
  /**
   * Cluster mode: the match is now served by another node, or the nodes are recovering from an
   * outage; reconnect (to any node) and carry on with the same token.
   */
  matchMoved: 4503,
} as const;

export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];

/**
 * The codes of the server's own refusals (docs/protocol.md "Error codes"). An error frame may also
 * carry a game engine's code for an illegal action (`not-your-turn`, …), so `ErrorBody.code` stays a string.
 */
export const ERROR_CODES = [
  'bad-json',
  'bad-request',
  'bad-message',
  'bad-query',
  'unsupported-media-type',
  'upgrade-required',
  'body-too-large',
  'headers-too-large',
  'request-timeout',
  'message-too-large',
  'rate-limited',
  'too-many-open-matches',
  'creating-too-fast',
  'too-many-bot-matches',
  'too-many-spectators',
  'too-many-connections',
  'match-expired',
  'not-found',
  'unknown-game',
  'unknown-match',
  'bad-players',
  'bad-options',
  'bad-bot',
  'bad-claim',
  'match-started',
  'no-free-seat',
  'seat-taken',
  'seat-is-bot',
  'bad-seat',
  'bad-token',
  'already-seated',
  'superseded-connection',
  'connection-closed',
  'not-a-seat',
  'match-not-started',
  'match-over',
  'match-not-finished',
  'replay-private',
  'fixed-setup-not-allowed',
  'not-ratable',
  'rated-needs-account',
  'hints-in-rated',
  'unknown-player',
  'stale-version',
  'undo-not-allowed',
  'not-signed-in',
  'bad-origin',
  'bad-credentials',
  'too-many-attempts',
  'name-taken',
  'passkey-failed',
  'challenge-expired',
  'passkey-exists',
  'unknown-passkey',
  'last-sign-in',
  'bad-confirmation',
  'no-seat',
  'seat-held',
  'out-of-time',
  'not-out-of-time',
  'bad-chat',
  'chat-too-fast',
  'chat-full',
  'mail-not-configured',
  'bad-email',
  'no-confirmed-email',
  'bad-mail-token',
  'too-many-emails',
  'mail-not-sent',
  'match-unavailable',
  'storage-error',
  'storage-unavailable',
  'match-moved',
  'cluster-unavailable',
  'server-busy',
  'shutting-down',
  'not-ready',
  'internal-error',
] as const;

export type ServerErrorCode = (typeof ERROR_CODES)[number];

const serverErrorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** True for a code of the server's own; false for an engine's code (or anything else). */
export function isServerErrorCode(code: string): code is ServerErrorCode {
  return serverErrorCodes.has(code);
}
