/**
 * The ratings' reads on PostgreSQL, through the store's pool (new results are written with the
 * matches' ends: postgres-rating-writes.ts), the rebuild's snapshot and rewrite, and what deleting
 * an account does to its ratings.
 */
import type pg from 'pg';
import { CONSERVATIVE_SQL } from '../ratings/scale.ts';
import { inTransaction, type PgAccess, readRetrying } from './postgres-access.ts';
import { isConnectionFailure, toStorageError } from './postgres-errors.ts';
import type { RatingTables } from './postgres-rating-writes.ts';
import { type MatchRow, toMatch } from './postgres-rows.ts';
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
  RatingPairRow,
  RatingRow,
  RatingStore,
} from './rating-types.ts';
import type { StoredMatch } from './types.ts';

/** A won match: first in the outcome's ranking, not given up and never out of time. */
const WON_SQL = `EXISTS (SELECT 1 FROM json_array_elements_text(m.outcome->'ranking'->0) w WHERE w = p.seat::text)
  AND coalesce((m.seats->p.seat->>'resigned')::boolean, false) = false
  AND coalesce((m.seats->p.seat->>'outOfTime')::boolean, false) = false`;

type Tables = RatingTables & { matches: string };

export class PostgresRatingStore implements RatingStore {
  private readonly accounts: string;
  private readonly players: string;

  constructor(
    private readonly db: PgAccess,
    private readonly t: Tables,
    private readonly matchColumns: string,
  ) {
    const schema = t.matches.slice(0, t.matches.lastIndexOf('.'));
    this.accounts = `${schema}.accounts`;
    this.players = `${schema}.match_players`;
  }

  async ratingsOf(keys: readonly RatingKey[]): Promise<RatingRow[]> {
    if (keys.length === 0) return [];
    const rows = await readRetrying<RatingDbRow>(
      this.db,
      `SELECT * FROM ${this.t.ratings} WHERE (game, player) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [keys.map((k) => k.game), keys.map((k) => k.player)],
    );
    return rows.map(toRatingRow);
  }

  async ratingsOfPlayer(player: RatedPlayerKey): Promise<RatingRow[]> {
    const rows = await readRetrying<RatingDbRow>(
      this.db,
      `SELECT * FROM ${this.t.ratings} WHERE player = $1 ORDER BY game COLLATE "C"`,
      [player],
    );
    return rows.map(toRatingRow);
  }

  async leaderboard(game: string, minGames: number, limit: number): Promise<RatingRow[]> {
    const rows = await readRetrying<RatingDbRow>(
      this.db,
      `SELECT * FROM ${this.t.ratings} WHERE game = $1 AND games >= $2 AND ${NOT_DELETED('player')}
       ORDER BY ${CONSERVATIVE_SQL} DESC, player COLLATE "C" LIMIT $3`,
      [game, minGames, limit],
    );
    return rows.map(toRatingRow);
  }

  async countAtLeast(game: string, minGames: number, scaled: number): Promise<number> {
    const rows = await readRetrying<{ n: string }>(
      this.db,
      `SELECT count(*) AS n FROM ${this.t.ratings} WHERE game = $1 AND games >= $2 AND ${NOT_DELETED('player')}
       AND ${CONSERVATIVE_SQL} >= $3`,
      [game, minGames, scaled],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async history(player: RatedPlayerKey, game: string, limit: number): Promise<RatingHistoryPoint[]> {
    const rows = await readRetrying<HistoryDbRow>(
      this.db,
      `SELECT DISTINCT r.seq, r.match_id, r.finished_at, e.mu_after, e.sigma_after
       FROM ${this.t.entries} e JOIN ${this.t.results} r ON r.seq = e.seq
       WHERE e.player = $1 AND r.game = $2 AND r.counted ORDER BY r.seq DESC LIMIT $3`,
      [player, game, limit],
    );
    return rows.reverse().map(toHistoryPoint);
  }

  async tallies(player: RatedPlayerKey): Promise<PlayedTally[]> {
    const rows = player.startsWith('a:')
      ? await readRetrying<TallyDbRow>(
          this.db,
          `SELECT m.game, count(DISTINCT m.id) AS played, count(DISTINCT m.id) FILTER (WHERE ${WON_SQL}) AS won
           FROM ${this.players} p JOIN ${this.t.matches} m ON m.id = p.match_id
           WHERE p.account_id = $1 AND m.status = 'finished' GROUP BY m.game ORDER BY m.game COLLATE "C"`,
          [player.slice(2)],
        )
      : await readRetrying<TallyDbRow>(
          this.db,
          `SELECT r.game, count(DISTINCT r.seq) AS played, count(DISTINCT r.seq) FILTER (WHERE e.place = 1) AS won
           FROM ${this.t.entries} e JOIN ${this.t.results} r ON r.seq = e.seq
           WHERE e.player = $1 GROUP BY r.game ORDER BY r.game COLLATE "C"`,
          [player],
        );
    return rows.map(toTally);
  }

  async recentMatches(player: RatedPlayerKey, limit: number): Promise<StoredMatch[]> {
    const ids = player.startsWith('a:')
      ? `SELECT match_id FROM ${this.players} WHERE account_id = $1`
      : `SELECT r.match_id FROM ${this.t.results} r WHERE r.seq IN
           (SELECT DISTINCT seq FROM ${this.t.entries} WHERE player = $1 ORDER BY seq DESC LIMIT $2)`;
    const rows = await readRetrying<MatchRow>(
      this.db,
      `SELECT ${this.matchColumns} FROM ${this.t.matches} WHERE id IN (${ids}) AND status = 'finished'
       ORDER BY updated_at DESC, id COLLATE "C" LIMIT $2`,
      [player.startsWith('a:') ? player.slice(2) : player, limit],
    );
    return rows.map(toMatch);
  }

  async resultsOfMatches(matchIds: readonly string[]): Promise<RatedResultRow[]> {
    if (matchIds.length === 0) return [];
    const results = await readRetrying<ResultDbRow>(
      this.db,
      `SELECT * FROM ${this.t.results} WHERE match_id = ANY($1::text[]) ORDER BY seq`,
      [[...matchIds]],
    );
    if (results.length === 0) return [];
    const entries = await readRetrying<EntryDbRow>(
      this.db,
      `SELECT * FROM ${this.t.entries} WHERE seq = ANY($1::bigint[]) ORDER BY seq, seat`,
      [results.map((r) => r.seq)],
    );
    return assembleResults(results, entries);
  }

  async headToHead(player: RatedPlayerKey, recent: number, limit: number): Promise<HeadToHeadRow[]> {
    const rows = await readRetrying<HeadToHeadDbRow>(
      this.db,
      `WITH mine AS (
         SELECT seq, min(place) AS place FROM ${this.t.entries} WHERE player = $1 GROUP BY seq ORDER BY seq DESC LIMIT $2
       ), theirs AS (
         SELECT e.seq, e.player, min(e.place) AS place FROM ${this.t.entries} e JOIN mine m ON m.seq = e.seq
         WHERE e.player <> $1 AND ${NOT_DELETED('e.player')} GROUP BY e.seq, e.player
       )
       SELECT t.player AS opponent, count(*) AS games,
         count(*) FILTER (WHERE m.place < t.place) AS ahead,
         count(*) FILTER (WHERE m.place > t.place) AS behind,
         count(*) FILTER (WHERE m.place = t.place) AS tied
       FROM theirs t JOIN mine m ON m.seq = t.seq GROUP BY t.player
       ORDER BY games DESC, t.player COLLATE "C" LIMIT $3`,
      [player, recent, limit],
    );
    return rows.map(toHeadToHead);
  }

  async accountNames(accountIds: readonly string[]): Promise<Map<string, string>> {
    if (accountIds.length === 0) return new Map();
    const rows = await readRetrying<{ id: string; name: string }>(
      this.db,
      `SELECT id, name FROM ${this.accounts} WHERE id = ANY($1::text[])`,
      [[...accountIds]],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * A look: one REPEATABLE READ transaction, so every table is read as of one moment. A rewrite:
   * the ratings' tables locked against new results first (they wait, then go on from the rewritten
   * rows), read and written in the same transaction.
   */
  async reviewHistory<T>(
    review: (history: RatingHistory) => { report: T; correction: RatingCorrection | null },
    rewrite: boolean,
  ): Promise<T> {
    if (rewrite) {
      return inTransaction(this.db, async (client) => {
        await client.query(
          `LOCK TABLE ${this.t.ratings}, ${this.t.results}, ${this.t.entries}, ${this.t.pairs} IN SHARE ROW EXCLUSIVE MODE`,
        );
        const { report, correction } = review(await this.readHistory(client));
        if (correction) await this.writeCorrection(client, correction);
        return report;
      });
    }
    let client: pg.PoolClient;
    try {
      client = await this.db.pool.connect();
    } catch (error) {
      throw toStorageError(error, { database: this.db.display });
    }
    let broken: Error | undefined;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const history = await this.readHistory(client);
      await client.query('COMMIT');
      return review(history).report;
    } catch (error) {
      if (isConnectionFailure(error)) broken = error as Error;
      else await client.query('ROLLBACK').catch(() => undefined);
      throw toStorageError(error, { database: this.db.display });
    } finally {
      client.release(broken);
    }
  }

  /**
   * Copies a whole rating history in (`boardhall migrate`, after the matches it refers to),
   * keeping results already there; ratings and pair counts take the copy's values. The sequence
   * continues after the highest seq. Returns how many results were new.
   */
  async importHistory(history: RatingHistory): Promise<number> {
    return inTransaction(this.db, async (client) => {
      let added = 0;
      for (const r of history.results) {
        const inserted = await client.query(
          `INSERT INTO ${this.t.results} (seq, match_id, game, finished_at, counted) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (seq) DO NOTHING`,
          [r.seq, r.matchId, r.game, r.finishedAt, r.counted],
        );
        if (inserted.rowCount !== 1) continue;
        added++;
        await this.insertEntries(client, r);
      }
      await this.insertRatings(client, history.ratings, true);
      await this.insertPairs(client, history.pairs, true);
      await client.query(
        `SELECT setval($1::regclass, GREATEST((SELECT coalesce(max(seq), 0) FROM ${this.t.results}), 1),
           (SELECT max(seq) IS NOT NULL FROM ${this.t.results}))`,
        [this.t.seq],
      );
      return added;
    });
  }

  private async readHistory(client: pg.ClientBase): Promise<RatingHistory> {
    const results = await client.query<ResultDbRow>(`SELECT * FROM ${this.t.results} ORDER BY seq`);
    const entries = await client.query<EntryDbRow>(`SELECT * FROM ${this.t.entries} ORDER BY seq, seat`);
    const ratings = await client.query<RatingDbRow>(
      `SELECT * FROM ${this.t.ratings} ORDER BY game COLLATE "C", player COLLATE "C"`,
    );
    const pairs = await client.query<PairDbRow>(
      `SELECT * FROM ${this.t.pairs} ORDER BY day, player_a COLLATE "C", player_b COLLATE "C"`,
    );
    return {
      results: assembleResults(results.rows, entries.rows),
      ratings: ratings.rows.map(toRatingRow),
      pairs: pairs.rows.map(toPairRow),
    };
  }

  private async writeCorrection(client: pg.ClientBase, c: RatingCorrection): Promise<void> {
    for (const r of c.results) {
      await client.query(`UPDATE ${this.t.results} SET counted = $2 WHERE seq = $1`, [r.seq, r.counted]);
      await client.query(`DELETE FROM ${this.t.entries} WHERE seq = $1`, [r.seq]);
      await this.insertEntries(client, r);
    }
    await client.query(`DELETE FROM ${this.t.ratings}`);
    await this.insertRatings(client, c.ratings, false);
    await client.query(`DELETE FROM ${this.t.pairs}`);
    await this.insertPairs(client, c.pairs, false);
  }

  private async insertEntries(client: pg.ClientBase, r: RatedResultRow): Promise<void> {
    const e = r.entries;
    await client.query(
      `INSERT INTO ${this.t.entries} (seq, seat, player, place, mu_before, sigma_before, mu_after, sigma_after)
       SELECT $1::bigint, * FROM unnest($2::int[], $3::text[], $4::int[], $5::float8[], $6::float8[], $7::float8[], $8::float8[])`,
      [
        r.seq,
        e.map((x) => x.seat),
        e.map((x) => x.player),
        e.map((x) => x.place),
        e.map((x) => x.before?.mu ?? null),
        e.map((x) => x.before?.sigma ?? null),
        e.map((x) => x.after.mu),
        e.map((x) => x.after.sigma),
      ],
    );
  }

  /** `replace`: a row already there takes these values (an import); otherwise the table was emptied first. */
  private async insertRatings(client: pg.ClientBase, r: readonly RatingRow[], replace: boolean): Promise<void> {
    await client.query(
      `INSERT INTO ${this.t.ratings} (game, player, mu, sigma, games, last_seq, updated_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::int[], $6::bigint[], $7::bigint[])
       ${replace ? `ON CONFLICT (game, player) DO UPDATE SET mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, games = EXCLUDED.games, last_seq = EXCLUDED.last_seq, updated_at = EXCLUDED.updated_at` : ''}`,
      [
        r.map((x) => x.game),
        r.map((x) => x.player),
        r.map((x) => x.mu),
        r.map((x) => x.sigma),
        r.map((x) => x.games),
        r.map((x) => x.lastSeq),
        r.map((x) => x.updatedAt),
      ],
    );
  }

  private async insertPairs(client: pg.ClientBase, p: readonly RatingPairRow[], replace: boolean): Promise<void> {
    await client.query(
      `INSERT INTO ${this.t.pairs} (day, player_a, player_b, results)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[])
       ${replace ? 'ON CONFLICT (day, player_a, player_b) DO UPDATE SET results = EXCLUDED.results' : ''}`,
      [p.map((x) => x.day), p.map((x) => x.playerA), p.map((x) => x.playerB), p.map((x) => x.results)],
    );
  }
}

/**
 * A deleted account's ratings, results and pair counts go on under one new anonymous key (call
 * inside the transaction that deletes the account): other players' histories, and so the rebuild,
 * stay as they were, and nothing leads back to the account. The account's rating rows are locked
 * as a result's would be (`schema`: the quoted schema).
 */
export async function anonymiseRatings(client: pg.ClientBase, schema: string, accountId: string): Promise<void> {
  const from = `a:${accountId}`;
  const to = anonymousKey();
  await client.query(`UPDATE ${schema}.ratings SET player = $2 WHERE player = $1`, [from, to]);
  await client.query(`UPDATE ${schema}.rated_entries SET player = $2 WHERE player = $1`, [from, to]);
  const pairs = await client.query<PairDbRow>(
    `DELETE FROM ${schema}.rating_pairs WHERE player_a = $1 OR player_b = $1 RETURNING *`,
    [from],
  );
  const renamed = pairs.rows.map((row) => renamedPair(toPairRow(row), from, to));
  if (renamed.length === 0) return;
  await client.query(
    `INSERT INTO ${schema}.rating_pairs (day, player_a, player_b, results)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[])`,
    [
      renamed.map((x) => x.day),
      renamed.map((x) => x.playerA),
      renamed.map((x) => x.playerB),
      renamed.map((x) => x.results),
    ],
  );
}
