import pg from 'pg';
import type { MatchStatus } from '../protocol.ts';
import { StorageError } from './errors.ts';
import { isConnectionFailure, toStorageError, type WriteContext } from './postgres-errors.ts';
import { type ImportedMatch, importMatchRows } from './postgres-import.ts';
import { migratePostgres, quoteIdent } from './postgres-migrations.ts';
import type { MatchStore, MatchUpdate, StoredAction, StoredMatch } from './types.ts';

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

type WriteOp =
  | { kind: 'createMatch'; match: StoredMatch }
  | { kind: 'appendAction'; row: StoredAction; update?: MatchUpdate }
  | { kind: 'updateMatch'; id: string; update: MatchUpdate; at: number };

interface PendingWrite {
  op: WriteOp;
  resolve(): void;
  reject(error: unknown): void;
}

interface MatchRow {
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
}

interface ActionRow {
  match_id: string;
  seq: number;
  kind: 'action' | 'undo';
  seat: number;
  action: unknown;
  hash: string;
  created_at: string;
}

/** A commit holds at most this many writes, so one huge burst does not become one huge transaction. */
const MAX_BATCH = 500;

const MATCH_COLUMNS = 'id, game, players, options, seed, seats, status, created_at, updated_at, outcome';
const ACTION_COLUMNS = 'match_id, seq, kind, seat, action, hash, created_at';

function toMatch(row: MatchRow): StoredMatch {
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
  };
}

function toAction(row: ActionRow): StoredAction {
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

/** JSON goes over the wire as text we wrote: node-postgres would send a JS array as a SQL array. */
const json = (value: unknown): string => JSON.stringify(value ?? null);

function contextOf(op: WriteOp): WriteContext {
  if (op.kind === 'createMatch') return { matchId: op.match.id };
  if (op.kind === 'appendAction') return { matchId: op.row.matchId, seq: op.row.seq };
  return { matchId: op.id };
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
  readonly schema: string;
  readonly display: string;
  private readonly pool: pg.Pool;
  private readonly t: { matches: string; actions: string };
  /** The server's default is `off`: the store's transactions raise it so acknowledgements mean durable. */
  private readonly raiseSyncCommit: boolean;
  private queue: PendingWrite[] = [];
  private committing = false;
  private scheduled = false;
  private closed = false;
  private onIdle: (() => void) | null = null;

  private constructor(pool: pg.Pool, schema: string, display: string, raiseSyncCommit: boolean) {
    this.pool = pool;
    this.schema = schema;
    this.display = display;
    this.raiseSyncCommit = raiseSyncCommit;
    const q = quoteIdent(schema);
    this.t = { matches: `${q}.matches`, actions: `${q}.actions` };
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

  createMatch(match: StoredMatch): Promise<void> {
    return this.write({ kind: 'createMatch', match });
  }

  appendAction(row: StoredAction, update?: MatchUpdate): Promise<void> {
    return this.write(update ? { kind: 'appendAction', row, update } : { kind: 'appendAction', row });
  }

  updateMatch(id: string, update: MatchUpdate): Promise<void> {
    return this.write({ kind: 'updateMatch', id, update, at: Date.now() });
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

  /** Every match id, oldest first (for `boardhall migrate`). */
  async matchIds(): Promise<string[]> {
    const rows = await this.read<{ id: string }>(
      `SELECT id FROM ${this.t.matches} ORDER BY created_at, id COLLATE "C"`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Copies a match and its history in one committed transaction, keeping the rows already stored
   * (`boardhall migrate`). Not for a running server: it bypasses the write queue.
   */
  async importMatch(match: StoredMatch, actions: readonly StoredAction[]): Promise<ImportedMatch> {
    if (this.closed) throw new StorageError('store-closed', 'The match store is closed.');
    let client: pg.PoolClient;
    try {
      client = await this.begin();
    } catch (error) {
      throw toStorageError(error, { database: this.display });
    }
    let broken: Error | undefined;
    try {
      if (this.raiseSyncCommit) await client.query('SET LOCAL synchronous_commit TO on');
      const imported = await importMatchRows(client, this.t, match, actions);
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
    try {
      await client.query('BEGIN');
      if (this.raiseSyncCommit) await client.query('SET LOCAL synchronous_commit TO on');
      const shown = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      await client.query('COMMIT');
      return { synchronousCommit: shown.rows[0]?.synchronous_commit ?? 'unknown' };
    } finally {
      client.release();
    }
  }

  /** Waits for every write requested so far, then closes the connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.committing || this.queue.length > 0 || this.scheduled) {
      await new Promise<void>((resolve) => {
        this.onIdle = resolve;
      });
    }
    await this.pool.end();
  }

  /** Reads change nothing, so one that meets a dead connection is tried once more on a new one. */
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

  private write(op: WriteOp): Promise<void> {
    if (this.closed) return Promise.reject(new StorageError('store-closed', 'The match store is closed.'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ op, resolve, reject });
      this.schedule();
    });
  }

  /** Commits at the end of this turn of the event loop, so the writes made in it share a transaction. */
  private schedule(): void {
    if (this.committing || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.commitWaiting();
    });
  }

  private async commitWaiting(): Promise<void> {
    if (this.committing || this.queue.length === 0) return;
    this.committing = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    const results = await this.commitBatch(batch.map((w) => w.op));
    batch.forEach((w, i) => {
      const error = results[i];
      if (error) w.reject(error);
      else w.resolve();
    });
    this.committing = false;
    if (this.queue.length > 0) this.schedule();
    else this.onIdle?.();
  }

  /** One error (or null) per write. */
  private async commitBatch(ops: WriteOp[]): Promise<(StorageError | null)[]> {
    let client: pg.PoolClient;
    try {
      client = await this.begin();
    } catch (error) {
      const failure = toStorageError(error, { database: this.display });
      return ops.map(() => failure);
    }
    let broken: Error | undefined;
    try {
      try {
        await this.finish(client, ops);
        return ops.map(() => null);
      } catch (error) {
        if (ops.length === 1 || isConnectionFailure(error)) {
          if (isConnectionFailure(error)) broken = error as Error;
          return ops.map((op) => toStorageError(error, { database: this.display, ...contextOf(op) }));
        }
      }
      const results: (StorageError | null)[] = [];
      for (const op of ops) {
        try {
          if (broken) throw broken;
          await client.query('BEGIN');
          await this.finish(client, [op]);
          results.push(null);
        } catch (error) {
          if (isConnectionFailure(error)) broken = error as Error;
          results.push(toStorageError(error, { database: this.display, ...contextOf(op) }));
        }
      }
      return results;
    } finally {
      // A connection that failed is destroyed rather than handed to the next query.
      client.release(broken);
    }
  }

  /**
   * A pooled connection with a transaction begun. One found dead at BEGIN (cut while idle, before
   * the pool noticed) is replaced once: nothing of the writes has been sent on it.
   */
  private async begin(): Promise<pg.PoolClient> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        return client;
      } catch (error) {
        client.release(error as Error);
        if (attempt >= 2 || !isConnectionFailure(error)) throw error;
      }
    }
  }

  /** Runs the writes inside the open transaction and commits, or rolls back and throws. */
  private async finish(client: pg.PoolClient, ops: readonly WriteOp[]): Promise<void> {
    try {
      if (this.raiseSyncCommit) await client.query('SET LOCAL synchronous_commit TO on');
      for (const op of ops) await this.run(client, op);
      await client.query('COMMIT');
    } catch (error) {
      if (!isConnectionFailure(error)) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  private async run(client: pg.PoolClient, op: WriteOp): Promise<void> {
    if (op.kind === 'createMatch') {
      const m = op.match;
      await client.query(
        `INSERT INTO ${this.t.matches} (${MATCH_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          m.id,
          m.game,
          m.players,
          json(m.options),
          m.seed,
          json(m.seats),
          m.status,
          m.createdAt,
          m.updatedAt,
          m.outcome === null ? null : json(m.outcome),
        ],
      );
    } else if (op.kind === 'appendAction') {
      const r = op.row;
      await client.query(`INSERT INTO ${this.t.actions} (${ACTION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        r.matchId,
        r.seq,
        r.kind,
        r.seat,
        r.kind === 'undo' ? null : json(r.action),
        r.hash,
        r.at,
      ]);
      if (op.update) await this.update(client, r.matchId, op.update, r.at);
    } else {
      await this.update(client, op.id, op.update, op.at);
    }
  }

  private async update(client: pg.PoolClient, id: string, update: MatchUpdate, at: number): Promise<void> {
    const sets = ['updated_at = $2'];
    const params: unknown[] = [id, at];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (update.status !== undefined) set('status', update.status);
    if (update.outcome !== undefined) set('outcome', update.outcome === null ? null : json(update.outcome));
    if (update.seats !== undefined) set('seats', json(update.seats));
    const result = await client.query(`UPDATE ${this.t.matches} SET ${sets.join(', ')} WHERE id = $1`, params);
    if (result.rowCount !== 1) throw new StorageError('unknown-match', `There is no match '${id}' to update.`);
  }
}
