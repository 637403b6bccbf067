import type { MatchStatus } from '@boardhall/protocol';
import pg from 'pg';
import { StorageError } from './errors.ts';
import { PostgresAccountStore } from './postgres-accounts.ts';
import { isConnectionFailure, toStorageError } from './postgres-errors.ts';
import { type ImportedMatch, importMatchRows } from './postgres-import.ts';
import { PostgresMailStore } from './postgres-mail.ts';
import { migratePostgres, quoteIdent } from './postgres-migrations.ts';
import { lockKey, type RatingTables } from './postgres-rating-writes.ts';
import { PostgresRatingStore } from './postgres-ratings.ts';
import { type ActionRow, type ChatRow, type MatchRow, toAction, toChatMessage, toMatch } from './postgres-rows.ts';
import { ACTION_COLUMNS, MATCH_COLUMNS, PostgresWriter, type WriteOp } from './postgres-writer.ts';
import {
  type MatchStore,
  type MatchUpdate,
  type StoredAction,
  type StoredChatMessage,
  type StoredMatch,
  UPTIME_GAP_MS,
} from './types.ts';

export interface PostgresStoreOptions {
  /** A node-postgres connection string: host, port, database, user, password, sslmode… */
  connectionString: string;
  /** The schema holding the tables (default `public`); created when missing. */
  schema?: string;
  /** Connections kept open (default 4): one at a time writes, the others read. */
  poolSize?: number;
  /** How to name the database in messages (default: the connection string). */
  display?: string;
  /** `application_name` of the connections, unless the URL sets one (default `boardhall`). */
  applicationName?: string;
}

/**
 * The shared store for several nodes: PostgreSQL through a node-postgres pool. A write resolves
 * only after the transaction holding it has committed (with `synchronous_commit` at least `local`,
 * raised from `off` for the store's own transactions), so an acknowledged action is durable.
 * Writes are grouped like SQLite's: one transaction at a time takes every write waiting, so many
 * concurrent actions share one commit (one WAL flush); a write that fails is retried alone so it
 * sinks no other. Reads use the other pooled connections and see every committed write.
 */
export class PostgresMatchStore implements MatchStore {
  readonly kind = 'postgres' as const;
  readonly schema: string;
  readonly display: string;
  private readonly pool: pg.Pool;
  private readonly t: { matches: string; actions: string; chat: string; alive: string; uptime: string } & RatingTables;
  private readonly writer: PostgresWriter;
  readonly accounts: PostgresAccountStore;
  readonly mail: PostgresMailStore;
  readonly ratings: PostgresRatingStore;
  private closed = false;

  private constructor(pool: pg.Pool, schema: string, display: string, raiseSyncCommit: boolean) {
    this.pool = pool;
    this.schema = schema;
    this.display = display;
    const q = quoteIdent(schema);
    this.t = {
      matches: `${q}.matches`,
      actions: `${q}.actions`,
      chat: `${q}.chat_messages`,
      alive: `${q}.node_alive`,
      uptime: `${q}.cluster_uptime`,
      ratings: `${q}.ratings`,
      results: `${q}.rated_results`,
      entries: `${q}.rated_entries`,
      pairs: `${q}.rating_pairs`,
      seq: `${q}.rated_results_seq`,
    };
    this.writer = new PostgresWriter(pool, this.t, raiseSyncCommit, display, lockKey(`boardhall-ratings:${schema}`));
    this.accounts = new PostgresAccountStore(pool, q, display, raiseSyncCommit, MATCH_COLUMNS);
    this.mail = new PostgresMailStore(pool, q, display, raiseSyncCommit);
    this.ratings = new PostgresRatingStore({ pool, display, raiseSyncCommit }, this.t, MATCH_COLUMNS);
  }

  /** Connects, brings the schema up to date (safe when several nodes start at once) and returns the store. */
  static async open(options: PostgresStoreOptions): Promise<PostgresMatchStore> {
    const schema = options.schema ?? 'public';
    const display = options.display ?? options.connectionString;
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 4,
      application_name: options.applicationName ?? 'boardhall',
    });
    // An idle connection that breaks is dropped by the pool; the next query opens a new one.
    pool.on('error', () => undefined);
    // A connection checked out of the pool has no listener of the pool's: when its backend is
    // terminated (a database restart or failover, `pg_terminate_backend`) between two of its
    // queries, or while one runs, node-postgres emits `error` on the client itself, which would
    // crash the process. The failure is not lost: the query under way (or the next one) rejects,
    // and the pool discards the client when it is released. So every client listens, always.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client, schema);
        const shown = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
        const raise = shown.rows[0]?.synchronous_commit === 'off';
        return new PostgresMatchStore(pool, schema, display, raise);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw toStorageError(error, { database: display });
    }
  }

  createMatch(match: StoredMatch, fence?: number): Promise<void> {
    return this.write({ kind: 'createMatch', match, ...(fence !== undefined ? { fence } : {}) });
  }

  appendAction(row: StoredAction, update?: MatchUpdate, fence?: number): Promise<void> {
    return this.write({
      kind: 'appendAction',
      row,
      ...(update ? { update } : {}),
      ...(fence !== undefined ? { fence } : {}),
    });
  }

  updateMatch(id: string, update: MatchUpdate, fence?: number): Promise<void> {
    return this.write({ kind: 'updateMatch', id, update, at: Date.now(), ...(fence !== undefined ? { fence } : {}) });
  }

  /**
   * Raises the match's fencing token and returns it, durably committed before it is used: from
   * then on the database refuses the writes of whichever node held the match before.
   */
  async claimMatch(id: string): Promise<number> {
    if (this.closed) throw new StorageError('store-closed', 'The match store is closed.');
    let client: pg.PoolClient;
    try {
      client = await this.writer.begin();
    } catch (error) {
      throw toStorageError(error, { database: this.display, matchId: id });
    }
    let broken: Error | undefined;
    try {
      if (this.writer.raiseSyncCommit) await client.query('SET LOCAL synchronous_commit TO on');
      const raised = await client.query<{ fence: string }>(
        `UPDATE ${this.t.matches} SET fence = fence + 1 WHERE id = $1 RETURNING fence`,
        [id],
      );
      await client.query('COMMIT');
      const fence = raised.rows[0]?.fence;
      if (fence === undefined) throw new StorageError('unknown-match', `There is no match '${id}' to take over.`);
      return Number(fence);
    } catch (error) {
      if (isConnectionFailure(error)) broken = error as Error;
      else await client.query('ROLLBACK').catch(() => undefined);
      throw toStorageError(error, { database: this.display, matchId: id });
    } finally {
      client.release(broken);
    }
  }

  /** The id this database's schema drew once (migration 3): the same for every node sharing it. */
  async instanceId(): Promise<string> {
    const rows = await this.read<{ id: string }>(`SELECT id FROM ${quoteIdent(this.schema)}.boardhall_instance`);
    const id = rows[0]?.id;
    if (id === undefined) throw new StorageError('storage-error', `The schema '${this.schema}' has no instance id.`);
    return id;
  }

  /** Round trip to the database, for the health report; throws a StorageError when it does not answer. */
  async ping(): Promise<void> {
    await this.read('SELECT 1');
  }

  async getMatch(id: string): Promise<StoredMatch | null> {
    const rows = await this.read<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM ${this.t.matches} WHERE id = $1`, [id]);
    return rows[0] ? toMatch(rows[0]) : null;
  }

  async listMatches(query: { statuses: readonly MatchStatus[]; limit: number }): Promise<StoredMatch[]> {
    if (query.statuses.length === 0) return [];
    // COLLATE "C": ties in time are ordered by id byte by byte, as SQLite orders them.
    const rows = await this.read<MatchRow>(
      `SELECT ${MATCH_COLUMNS} FROM ${this.t.matches} WHERE status = ANY($1::text[])
       ORDER BY created_at DESC, id COLLATE "C" LIMIT $2`,
      [[...query.statuses], query.limit],
    );
    return rows.map(toMatch);
  }

  async loadActions(matchId: string): Promise<StoredAction[]> {
    const rows = await this.read<ActionRow>(
      `SELECT ${ACTION_COLUMNS} FROM ${this.t.actions} WHERE match_id = $1 ORDER BY seq`,
      [matchId],
    );
    return rows.map(toAction);
  }

  appendChat(message: StoredChatMessage, fence?: number): Promise<void> {
    return this.write({ kind: 'appendChat', message, ...(fence !== undefined ? { fence } : {}) });
  }

  async loadChat(matchId: string, limit: number): Promise<StoredChatMessage[]> {
    const rows = await this.read<ChatRow>(
      `SELECT * FROM ${this.t.chat} WHERE match_id = $1 ORDER BY idx DESC LIMIT $2`,
      [matchId, limit],
    );
    return rows.reverse().map(toChatMessage);
  }

  async dueMatchIds(horizon: number, limit: number): Promise<string[]> {
    const rows = await this.read<{ id: string }>(
      // Two index searches (as SQLite's): parked matches, most of the open ones, are not read.
      `SELECT id COLLATE "C" AS id, created_at FROM ${this.t.matches}
         WHERE next_deadline <= $1 AND status IN ('waiting', 'playing')
       UNION ALL
       SELECT id COLLATE "C" AS id, created_at FROM ${this.t.matches}
         WHERE next_deadline IS NULL AND status IN ('waiting', 'playing')
       ORDER BY created_at, id LIMIT $2`,
      [horizon, limit],
    );
    return rows.map((r) => r.id);
  }

  async heartbeat(life: string, at: number): Promise<void> {
    // One statement: the sign of life and the uptime it adds commit together. A run that beat
    // before (\`prior\` reads the table as it was before this beat) was alive all the time since,
    // stalled perhaps but never gone: its gap is uptime in full. Only a run's first beat may
    // follow a time when every server was down, and adds at most UPTIME_GAP_MS.
    await this.read(
      `WITH prior AS (SELECT 1 FROM ${this.t.alive} WHERE node_id = $1),
       beat AS (
         INSERT INTO ${this.t.alive} (node_id, alive_at) VALUES ($1, $2)
         ON CONFLICT (node_id) DO UPDATE SET alive_at = GREATEST(${this.t.alive}.alive_at, EXCLUDED.alive_at)
       )
       UPDATE ${this.t.uptime} SET uptime_ms = uptime_ms + CASE WHEN EXISTS (SELECT 1 FROM prior)
           THEN GREATEST($2 - beat_at, 0) ELSE LEAST(GREATEST($2 - beat_at, 0), $3) END,
         beat_at = GREATEST(beat_at, $2) WHERE id = 1`,
      [life, at, UPTIME_GAP_MS],
    );
  }

  async lastAlive(life: string): Promise<number | null> {
    const rows = await this.read<{ at: string }>(`SELECT alive_at AS at FROM ${this.t.alive} WHERE node_id = $1`, [
      life,
    ]);
    const at = rows[0]?.at;
    return at === undefined ? null : Number(at);
  }

  async uptime(): Promise<number> {
    const rows = await this.read<{ ms: string }>(`SELECT uptime_ms AS ms FROM ${this.t.uptime} WHERE id = 1`);
    return Number(rows[0]?.ms ?? 0);
  }

  /**
   * Copies a match and its history in one committed transaction, keeping the rows already stored
   * (`boardhall migrate`). Not for a running server: it bypasses the write queue.
   */
  async importMatch(
    match: StoredMatch,
    actions: readonly StoredAction[],
    chat: readonly StoredChatMessage[] = [],
  ): Promise<ImportedMatch> {
    if (this.closed) throw new StorageError('store-closed', 'The match store is closed.');
    let client: pg.PoolClient;
    try {
      client = await this.writer.begin();
    } catch (error) {
      throw toStorageError(error, { database: this.display });
    }
    let broken: Error | undefined;
    try {
      if (this.writer.raiseSyncCommit) await client.query('SET LOCAL synchronous_commit TO on');
      const imported = await importMatchRows(client, this.t, match, actions, chat);
      await client.query('COMMIT');
      return imported;
    } catch (error) {
      if (isConnectionFailure(error)) broken = error as Error;
      else await client.query('ROLLBACK').catch(() => undefined);
      throw toStorageError(error, { database: this.display, matchId: match.id });
    } finally {
      client.release(broken);
    }
  }

  /** The `synchronous_commit` the store's write transactions run with. */
  async settings(): Promise<{ synchronousCommit: string }> {
    const client = await this.pool.connect().catch((error: unknown) => {
      throw toStorageError(error, { database: this.display });
    });
    let failed: Error | undefined;
    try {
      await client.query('BEGIN');
      if (this.writer.raiseSyncCommit) await client.query('SET LOCAL synchronous_commit TO on');
      const shown = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      await client.query('COMMIT');
      return { synchronousCommit: shown.rows[0]?.synchronous_commit ?? 'unknown' };
    } catch (error) {
      failed = error as Error;
      throw toStorageError(error, { database: this.display });
    } finally {
      // A connection left inside a transaction must not go back to the pool.
      client.release(failed);
    }
  }

  /** Waits for every write requested so far, then closes the connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.writer.idle();
    await this.pool.end();
  }

  /** Reads change nothing, so one that meets a dead connection is tried once more on a new one. */
  private write(op: WriteOp): Promise<void> {
    if (this.closed) return Promise.reject(new StorageError('store-closed', 'The match store is closed.'));
    return this.writer.write(op);
  }

  private async read<R extends object>(sql: string, params: unknown[] = []): Promise<R[]> {
    if (this.closed) throw new StorageError('store-closed', 'The match store is closed.');
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.pool.query<R>(sql, params)).rows;
      } catch (error) {
        if (attempt >= 2 || !isConnectionFailure(error)) throw toStorageError(error, { database: this.display });
      }
    }
  }
}
