/** PostgreSQL's rows as node-postgres reads them, and the stored values they stand for. */
import type { MatchStatus } from '@boardhall/protocol';
import type { StoredAction, StoredMatch } from './types.ts';

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
