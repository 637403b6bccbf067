/**
 * The ratings' rows as either database reads them (SQLite gives numbers, PostgreSQL gives bigint
 * columns as text and booleans as booleans), and the stored values they stand for.
 */
import { randomBytes } from 'node:crypto';
import type {
  HeadToHeadRow,
  PlayedTally,
  RatedEntry,
  RatedResultRow,
  RatingHistoryPoint,
  RatingPairRow,
  RatingRow,
} from './rating-types.ts';

type Int = number | string;

export interface RatingDbRow {
  game: string;
  player: string;
  mu: number;
  sigma: number;
  games: Int;
  last_seq: Int;
  updated_at: Int;
}

export interface ResultDbRow {
  seq: Int;
  match_id: string;
  game: string;
  finished_at: Int;
  counted: number | boolean;
}

export interface EntryDbRow {
  seq: Int;
  seat: Int;
  player: string;
  place: Int;
  mu_before: number | null;
  sigma_before: number | null;
  mu_after: number;
  sigma_after: number;
}

export interface PairDbRow {
  day: Int;
  player_a: string;
  player_b: string;
  results: Int;
}

export interface HistoryDbRow {
  seq: Int;
  match_id: string;
  finished_at: Int;
  mu_after: number;
  sigma_after: number;
}

export interface TallyDbRow {
  game: string;
  played: Int;
  won: Int | null;
}

export interface HeadToHeadDbRow {
  opponent: string;
  games: Int;
  ahead: Int;
  behind: Int;
  tied: Int;
}

export const toRatingRow = (r: RatingDbRow): RatingRow => ({
  game: r.game,
  player: r.player,
  mu: r.mu,
  sigma: r.sigma,
  games: Number(r.games),
  lastSeq: Number(r.last_seq),
  updatedAt: Number(r.updated_at),
});

export const toPairRow = (r: PairDbRow): RatingPairRow => ({
  day: Number(r.day),
  playerA: r.player_a,
  playerB: r.player_b,
  results: Number(r.results),
});

export const toHistoryPoint = (r: HistoryDbRow): RatingHistoryPoint => ({
  seq: Number(r.seq),
  matchId: r.match_id,
  finishedAt: Number(r.finished_at),
  mu: r.mu_after,
  sigma: r.sigma_after,
});

export const toTally = (r: TallyDbRow): PlayedTally => ({
  game: r.game,
  played: Number(r.played),
  won: Number(r.won ?? 0),
});

export const toHeadToHead = (r: HeadToHeadDbRow): HeadToHeadRow => ({
  opponent: r.opponent,
  games: Number(r.games),
  ahead: Number(r.ahead),
  behind: Number(r.behind),
  tied: Number(r.tied),
});

function toEntry(r: EntryDbRow): RatedEntry {
  return {
    player: r.player,
    seat: Number(r.seat),
    place: Number(r.place),
    before: r.mu_before === null || r.sigma_before === null ? null : { mu: r.mu_before, sigma: r.sigma_before },
    after: { mu: r.mu_after, sigma: r.sigma_after },
  };
}

/** Results with their entries (in seat order), in the order of `results`. */
export function assembleResults(results: readonly ResultDbRow[], entries: readonly EntryDbRow[]): RatedResultRow[] {
  const bySeq = new Map<number, RatedEntry[]>();
  for (const e of entries) {
    const seq = Number(e.seq);
    let list = bySeq.get(seq);
    if (!list) {
      list = [];
      bySeq.set(seq, list);
    }
    list.push(toEntry(e));
  }
  return results.map((r) => ({
    seq: Number(r.seq),
    matchId: r.match_id,
    game: r.game,
    finishedAt: Number(r.finished_at),
    counted: r.counted === true || r.counted === 1,
    entries: (bySeq.get(Number(r.seq)) ?? []).sort((a, b) => a.seat - b.seat),
  }));
}

/**
 * The key a deleted account's ratings and results go on under: random, so nothing leads from it
 * back to the account, and the same for all of them, so the history (and its rebuild) stays whole.
 */
export const anonymousKey = (): string => `d:${randomBytes(12).toString('base64url')}`;

/** A pair row with one key renamed, its keys put back in order. */
export function renamedPair(row: RatingPairRow, from: string, to: string): RatingPairRow {
  const a = row.playerA === from ? to : row.playerA;
  const b = row.playerB === from ? to : row.playerB;
  return a < b ? { ...row, playerA: a, playerB: b } : { ...row, playerA: b, playerB: a };
}

/** SQL that leaves deleted accounts' anonymous keys out (both databases). */
export const NOT_DELETED = (column: string): string => `substr(${column}, 1, 2) <> 'd:'`;
