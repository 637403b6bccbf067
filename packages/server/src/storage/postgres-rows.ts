/** PostgreSQL's rows as node-postgres reads them, and the stored values they stand for. */
import type { MatchStatus } from '@boardhall/protocol';
import type { StoredAction, StoredChatMessage, StoredMatch } from './types.ts';

export interface MatchRow {
  id: string;
  game: string;
  players: number;
  options: unknown;
  seed: string;
  seats: StoredMatch['seats'];
  status: MatchStatus;
  created_at: string;
  updated_at: string;
  outcome: StoredMatch['outcome'];
  creator: string | null;
  rng_scheme: StoredMatch['rngScheme'];
  active: number[] | null;
  speed: StoredMatch['speed'] | null;
  clocks: StoredMatch['clocks'] | null;
  next_deadline: string | null;
  chat: StoredMatch['chat'] | null;
  rated: boolean;
  hints: boolean;
}

export interface ActionRow {
  match_id: string;
  seq: number;
  kind: 'action' | 'undo';
  seat: number;
  action: unknown;
  hash: string;
  created_at: string;
}

export function toMatch(row: MatchRow): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    players: row.players,
    options: row.options,
    seed: row.seed,
    seats: row.seats,
    status: row.status,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    outcome: row.outcome,
    creator: row.creator,
    rngScheme: row.rng_scheme,
    ...(row.active === null ? {} : { active: row.active }),
    ...(row.speed === null || row.speed === undefined ? {} : { speed: row.speed }),
    clocks: row.clocks ?? null,
    nextDeadline: row.next_deadline === null || row.next_deadline === undefined ? null : Number(row.next_deadline),
    ...(row.chat === null || row.chat === undefined ? {} : { chat: row.chat }),
    ...(row.rated === true ? { rated: true } : {}),
    ...(row.hints === true ? { hints: true } : {}),
  };
}

export function toAction(row: ActionRow): StoredAction {
  return {
    matchId: row.match_id,
    seq: row.seq,
    kind: row.kind,
    seat: row.seat,
    action: row.action,
    hash: row.hash,
    at: Number(row.created_at),
  };
}

export interface ChatRow {
  match_id: string;
  idx: number;
  seat: number;
  name: string | null;
  text: string | null;
  phrase: string | null;
  created_at: string;
}

export function toChatMessage(row: ChatRow): StoredChatMessage {
  return {
    matchId: row.match_id,
    index: row.idx,
    seat: row.seat,
    name: row.name,
    text: row.text,
    phrase: row.phrase,
    at: Number(row.created_at),
  };
}
