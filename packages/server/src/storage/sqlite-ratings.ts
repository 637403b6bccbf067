/**
 * The ratings' reads on SQLite, on the store's reading connection (the writer thread writes new
 * results with the matches' ends: sqlite-rating-writes.mjs), the rebuild's snapshot and rewrite,
 * and what deleting an account does to its ratings.
 */
import type Database from 'better-sqlite3';
import { CONSERVATIVE_SQL } from '../ratings/scale.ts';
import {
  anonymousKey,
  assembleResults,
  type EntryDbRow,
  type HeadToHeadDbRow,
  type HistoryDbRow,
  NOT_DELETED,
  type PairDbRow,
  type RatingDbRow,
  type ResultDbRow,
  renamedPair,
  type TallyDbRow,
  toHeadToHead,
  toHistoryPoint,
  toPairRow,
  toRatingRow,
  toTally,
} from './rating-rows.ts';
import type {
  HeadToHeadRow,
  PlayedTally,
  RatedPlayerKey,
  RatedResultRow,
  RatingCorrection,
  RatingHistory,
  RatingHistoryPoint,
  RatingKey,
  RatingRow,
  RatingStore,
} from './rating-types.ts';
import { type MatchRow, toMatch } from './sqlite-rows.ts';
import type { StoredMatch } from './types.ts';

const marks = (n: number): string => new Array(n).fill('?').join(', ');

/** A won match: first in the outcome's ranking, not given up and never out of time. */
const WON_SQL = `EXISTS (SELECT 1 FROM json_each(m.outcome, '$.ranking[0]') w WHERE w.value = p.seat)
  AND coalesce(json_extract(m.seats, '$[' || p.seat || '].resigned'), 0) = 0
  AND coalesce(json_extract(m.seats, '$[' || p.seat || '].outOfTime'), 0) = 0`;

export class SqliteRatingStore implements RatingStore {
  constructor(private readonly db: Database.Database) {}

  async ratingsOf(keys: readonly RatingKey[]): Promise<RatingRow[]> {
    const one = this.db.prepare('SELECT * FROM ratings WHERE game = ? AND player = ?');
    return keys.flatMap((k) => {
      const row = one.get(k.game, k.player) as RatingDbRow | undefined;
      return row ? [toRatingRow(row)] : [];
    });
  }

  async ratingsOfPlayer(player: RatedPlayerKey): Promise<RatingRow[]> {
    const rows = this.db.prepare('SELECT * FROM ratings WHERE player = ? ORDER BY game').all(player) as RatingDbRow[];
    return rows.map(toRatingRow);
  }

  async leaderboard(game: string, minGames: number, limit: number): Promise<RatingRow[]> {
    const rows = this.db
      .prepare(
        `SELECT * FROM ratings WHERE game = ? AND games >= ? AND ${NOT_DELETED('player')}
         ORDER BY ${CONSERVATIVE_SQL} DESC, player LIMIT ?`,
      )
      .all(game, minGames, limit) as RatingDbRow[];
    return rows.map(toRatingRow);
  }

  async countAtLeast(game: string, minGames: number, scaled: number): Promise<number> {
    const row = this.db
      .prepare(
        `SELECT count(*) AS n FROM ratings WHERE game = ? AND games >= ? AND ${NOT_DELETED('player')}
         AND ${CONSERVATIVE_SQL} >= ?`,
      )
      .get(game, minGames, scaled) as { n: number };
    return row.n;
  }

  async history(player: RatedPlayerKey, game: string, limit: number): Promise<RatingHistoryPoint[]> {
    const rows = this.db
      .prepare(
        `SELECT DISTINCT r.seq, r.match_id, r.finished_at, e.mu_after, e.sigma_after
         FROM rated_entries e JOIN rated_results r ON r.seq = e.seq
         WHERE e.player = ? AND r.game = ? AND r.counted = 1 ORDER BY r.seq DESC LIMIT ?`,
      )
      .all(player, game, limit) as HistoryDbRow[];
    return rows.reverse().map(toHistoryPoint);
  }

  async tallies(player: RatedPlayerKey): Promise<PlayedTally[]> {
    const rows = player.startsWith('a:')
      ? this.db
          .prepare(
            `SELECT m.game, count(DISTINCT m.id) AS played, count(DISTINCT CASE WHEN ${WON_SQL} THEN m.id END) AS won
             FROM match_players p JOIN matches m ON m.id = p.match_id
             WHERE p.account_id = ? AND m.status = 'finished' GROUP BY m.game ORDER BY m.game`,
          )
          .all(player.slice(2))
      : this.db
          .prepare(
            `SELECT r.game, count(DISTINCT r.seq) AS played, count(DISTINCT CASE WHEN e.place = 1 THEN r.seq END) AS won
             FROM rated_entries e JOIN rated_results r ON r.seq = e.seq
             WHERE e.player = ? GROUP BY r.game ORDER BY r.game`,
          )
          .all(player);
    return (rows as TallyDbRow[]).map(toTally);
  }

  async recentMatches(player: RatedPlayerKey, limit: number): Promise<StoredMatch[]> {
    const ids = player.startsWith('a:')
      ? 'SELECT match_id FROM match_players WHERE account_id = ?'
      : `SELECT r.match_id FROM rated_results r WHERE r.seq IN
           (SELECT DISTINCT seq FROM rated_entries WHERE player = ? ORDER BY seq DESC LIMIT ?)`;
    const params = player.startsWith('a:') ? [player.slice(2)] : [player, limit];
    const rows = this.db
      .prepare(
        `SELECT * FROM matches WHERE id IN (${ids}) AND status = 'finished' ORDER BY updated_at DESC, id LIMIT ?`,
      )
      .all(...params, limit) as MatchRow[];
    return rows.map(toMatch);
  }

  async resultsOfMatches(matchIds: readonly string[]): Promise<RatedResultRow[]> {
    if (matchIds.length === 0) return [];
    const results = this.db
      .prepare(`SELECT * FROM rated_results WHERE match_id IN (${marks(matchIds.length)}) ORDER BY seq`)
      .all(...matchIds) as ResultDbRow[];
    if (results.length === 0) return [];
    const entries = this.db
      .prepare(`SELECT * FROM rated_entries WHERE seq IN (${marks(results.length)}) ORDER BY seq, seat`)
      .all(...results.map((r) => r.seq)) as EntryDbRow[];
    return assembleResults(results, entries);
  }

  async headToHead(player: RatedPlayerKey, recent: number, limit: number): Promise<HeadToHeadRow[]> {
    const rows = this.db
      .prepare(
        `WITH mine AS (
           SELECT seq, min(place) AS place FROM rated_entries WHERE player = ? GROUP BY seq ORDER BY seq DESC LIMIT ?
         ), theirs AS (
           SELECT e.seq, e.player, min(e.place) AS place FROM rated_entries e JOIN mine m ON m.seq = e.seq
           WHERE e.player <> ? AND ${NOT_DELETED('e.player')} GROUP BY e.seq, e.player
         )
         SELECT t.player AS opponent, count(*) AS games,
           sum(CASE WHEN m.place < t.place THEN 1 ELSE 0 END) AS ahead,
           sum(CASE WHEN m.place > t.place THEN 1 ELSE 0 END) AS behind,
           sum(CASE WHEN m.place = t.place THEN 1 ELSE 0 END) AS tied
         FROM theirs t JOIN mine m ON m.seq = t.seq GROUP BY t.player ORDER BY games DESC, t.player LIMIT ?`,
      )
      .all(player, recent, player, limit) as HeadToHeadDbRow[];
    return rows.map(toHeadToHead);
  }

  async accountNames(accountIds: readonly string[]): Promise<Map<string, string>> {
    if (accountIds.length === 0) return new Map();
    const rows = this.db
      .prepare(`SELECT id, name FROM accounts WHERE id IN (${marks(accountIds.length)})`)
      .all(...accountIds) as { id: string; name: string }[];
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * A read transaction gives the snapshot; a rewrite takes the write lock first (`immediate`), so
   * the server's writer thread waits for it (up to its busy timeout of 5 s) rather than slipping
   * a result in between the read and the write.
   */
  async reviewHistory<T>(
    review: (history: RatingHistory) => { report: T; correction: RatingCorrection | null },
    rewrite: boolean,
  ): Promise<T> {
    const run = this.db.transaction(() => {
      const { report, correction } = review(readRatingHistory(this.db));
      if (rewrite && correction) this.writeCorrection(correction);
      return report;
    });
    return rewrite ? run.immediate() : run.deferred();
  }

  private writeCorrection(c: RatingCorrection): void {
    const setCounted = this.db.prepare('UPDATE rated_results SET counted = ? WHERE seq = ?');
    const dropEntries = this.db.prepare('DELETE FROM rated_entries WHERE seq = ?');
    const addEntry = this.db.prepare(
      `INSERT INTO rated_entries (seq, seat, player, place, mu_before, sigma_before, mu_after, sigma_after)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const r of c.results) {
      setCounted.run(r.counted ? 1 : 0, r.seq);
      dropEntries.run(r.seq);
      for (const e of r.entries) {
        addEntry.run(
          r.seq,
          e.seat,
          e.player,
          e.place,
          e.before?.mu ?? null,
          e.before?.sigma ?? null,
          e.after.mu,
          e.after.sigma,
        );
      }
    }
    this.db.prepare('DELETE FROM ratings').run();
    const addRating = this.db.prepare(
      'INSERT INTO ratings (game, player, mu, sigma, games, last_seq, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const r of c.ratings) addRating.run(r.game, r.player, r.mu, r.sigma, r.games, r.lastSeq, r.updatedAt);
    this.db.prepare('DELETE FROM rating_pairs').run();
    const addPair = this.db.prepare('INSERT INTO rating_pairs (day, player_a, player_b, results) VALUES (?, ?, ?, ?)');
    for (const p of c.pairs) addPair.run(p.day, p.playerA, p.playerB, p.results);
  }
}

/** Every rated result (with its entries), rating and pair count, in order; call inside a transaction for a snapshot. */
export function readRatingHistory(db: Database.Database): RatingHistory {
  const results = db.prepare('SELECT * FROM rated_results ORDER BY seq').all() as ResultDbRow[];
  const entries = db.prepare('SELECT * FROM rated_entries ORDER BY seq, seat').all() as EntryDbRow[];
  const ratings = db.prepare('SELECT * FROM ratings ORDER BY game, player').all() as RatingDbRow[];
  const pairs = db.prepare('SELECT * FROM rating_pairs ORDER BY day, player_a, player_b').all() as PairDbRow[];
  return {
    results: assembleResults(results, entries),
    ratings: ratings.map(toRatingRow),
    pairs: pairs.map(toPairRow),
  };
}

/**
 * A deleted account's ratings, results and pair counts go on under one new anonymous key (call
 * inside the transaction that deletes the account): other players' histories, and so the rebuild,
 * stay as they were, and nothing leads back to the account.
 */
export function anonymiseRatings(db: Database.Database, accountId: string): void {
  const from = `a:${accountId}`;
  const to = anonymousKey();
  db.prepare('UPDATE ratings SET player = ? WHERE player = ?').run(to, from);
  db.prepare('UPDATE rated_entries SET player = ? WHERE player = ?').run(to, from);
  const pairs = db
    .prepare('SELECT * FROM rating_pairs WHERE player_a = ? OR player_b = ?')
    .all(from, from) as PairDbRow[];
  const drop = db.prepare('DELETE FROM rating_pairs WHERE day = ? AND player_a = ? AND player_b = ?');
  const add = db.prepare('INSERT INTO rating_pairs (day, player_a, player_b, results) VALUES (?, ?, ?, ?)');
  for (const row of pairs.map(toPairRow)) {
    drop.run(row.day, row.playerA, row.playerB);
    const renamed = renamedPair(row, from, to);
    add.run(renamed.day, renamed.playerA, renamed.playerB, renamed.results);
  }
}
