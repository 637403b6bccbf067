/** The SQLite tables' rows as better-sqlite3 reads them, and the stored values they stand for. */
import type { RngScheme } from '@boardhall/engine';
import type { MatchStatus } from '@boardhall/protocol';
import type { StoredAction, StoredChatMessage, StoredMatch } from './types.ts';

export interface MatchRow {
  id: string;
  game: string;
  players: number;
  options: string;
  seed: string;
  seats: string;
  status: MatchStatus;
  created_at: number;
  updated_at: number;
  outcome: string | null;
  creator: string | null;
  rng_scheme: RngScheme;
  active: string | null;
  speed: string | null;
  clocks: string | null;
  next_deadline: number | null;
  chat: string | null;
  /** 1 for a rated match (migration 8). */
  rated: number;
  /** 1 for a match that allows hints (migration 9). */
  hints: number;
}

export interface ActionRow {
  match_id: string;
  seq: number;
  kind: 'action' | 'undo';
  seat: number;
  action: string | null;
  hash: string;
  created_at: number;
}

export function toMatch(row: MatchRow): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    players: row.players,
    options: JSON.parse(row.options) as unknown,
    seed: row.seed,
    seats: JSON.parse(row.seats) as StoredMatch['seats'],
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as StoredMatch['outcome']),
    creator: row.creator,
    rngScheme: row.rng_scheme,
    ...(row.active === null ? {} : { active: JSON.parse(row.active) as number[] }),
    ...(row.speed === null ? {} : { speed: JSON.parse(row.speed) as StoredMatch['speed'] }),
    clocks: row.clocks === null ? null : (JSON.parse(row.clocks) as StoredMatch['clocks']),
    nextDeadline: row.next_deadline,
    ...(row.chat === null ? {} : { chat: JSON.parse(row.chat) as StoredMatch['chat'] }),
    ...(row.rated === 1 ? { rated: true } : {}),
    ...(row.hints === 1 ? { hints: true } : {}),
  };
}

export function toAction(row: ActionRow): StoredAction {
  return {
    matchId: row.match_id,
    seq: row.seq,
    kind: row.kind,
    seat: row.seat,
    action: row.action === null ? null : (JSON.parse(row.action) as unknown),
    hash: row.hash,
    at: row.created_at,
  };
}

export interface ChatRow {
  match_id: string;
  idx: number;
  seat: number;
  name: string | null;
  text: string | null;
  phrase: string | null;
  created_at: number;
}

export function toChatMessage(row: ChatRow): StoredChatMessage {
  return {
    matchId: row.match_id,
    index: row.idx,
    seat: row.seat,
    name: row.name,
    text: row.text,
    phrase: row.phrase,
    at: row.created_at,
  };
}
