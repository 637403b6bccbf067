/**
 * The server's wire protocol (docs/protocol.md), as types only: nothing of the server is bundled.
 * One place to import them from, so a change in the server shows up here.
 */
export type {
  ClientMessage,
  CreateMatchRequest,
  CreateMatchResponse,
  ErrorBody,
  HttpErrorResponse,
  JoinRequest,
  JoinResponse,
  LogLine as WireLogLine,
  MatchListResponse,
  MatchStatus,
  MatchSummary,
  PublicMatchResponse,
  SeatInfo,
  SeatRequest,
  ServerFrame,
  StateFrame,
} from '@boardhall/server';

/** WebSocket close codes the server uses (mirrors `CLOSE_CODES` of the server's protocol.ts). */
export const CLOSE_CODES = {
  unknownMatch: 4404,
  badToken: 4401,
  replaced: 4409,
  seatLeft: 4410,
  abuse: 4429,
  tooManyConnections: 4430,
  expired: 4408,
} as const;
