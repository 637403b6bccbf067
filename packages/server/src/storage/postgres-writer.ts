import type pg from 'pg';
import { StorageError } from './errors.ts';
import { isConnectionFailure, toStorageError, type WriteContext } from './postgres-errors.ts';
import { lockRatings, type RatingTables, rateResult } from './postgres-rating-writes.ts';
import type { RatingRequest } from './rating-types.ts';
import type { MatchUpdate, StoredAction, StoredChatMessage, StoredMatch } from './types.ts';

/** `fence`: the writer's fencing token (cluster mode); the write is refused unless it is the match's. */
export type WriteOp =
  | { kind: 'createMatch'; match: StoredMatch; fence?: number }
  | { kind: 'appendAction'; row: StoredAction; update?: MatchUpdate; fence?: number }
  | { kind: 'updateMatch'; id: string; update: MatchUpdate; at: number; fence?: number }
  | { kind: 'appendChat'; message: StoredChatMessage; fence?: number };

interface PendingWrite {
  op: WriteOp;
  resolve(): void;
  reject(error: unknown): void;
}

export const MATCH_COLUMNS =
  'id, game, players, options, seed, seats, status, created_at, updated_at, outcome, creator, rng_scheme, active, speed, clocks, next_deadline, chat, rated, hints';
/** `$1, …, $n` for MATCH_COLUMNS. */
export const MATCH_PLACEHOLDERS = MATCH_COLUMNS.split(',')
  .map((_, i) => `$${i + 1}`)
  .join(', ');

/** A match's values in the order of MATCH_COLUMNS. */
export function matchValues(m: StoredMatch): unknown[] {
  return [
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
    m.creator ?? null,
    m.rngScheme,
    m.active === undefined ? null : json(m.active),
    m.speed === undefined ? null : json(m.speed),
    m.clocks ? json(m.clocks) : null,
    m.nextDeadline ?? null,
    m.chat === undefined ? null : json(m.chat),
    m.rated === true,
    m.hints === true,
  ];
}

export const ACTION_COLUMNS = 'match_id, seq, kind, seat, action, hash, created_at';

/** A commit holds at most this many writes, so one huge burst does not become one huge transaction. */
const MAX_BATCH = 500;

/** JSON goes over the wire as text we wrote: node-postgres would send a JS array as a SQL array. */
export const json = (value: unknown): string => JSON.stringify(value ?? null);

function contextOf(op: WriteOp): WriteContext {
  if (op.kind === 'createMatch') return { matchId: op.match.id };
  if (op.kind === 'appendAction') return { matchId: op.row.matchId, seq: op.row.seq };
  if (op.kind === 'appendChat') return { matchId: op.message.matchId, seq: op.message.index };
  return { matchId: op.id };
}

/** The rated results a write stores with a match's end. */
function ratingOf(op: WriteOp): RatingRequest | undefined {
  return op.kind === 'appendAction' || op.kind === 'updateMatch' ? op.update?.rating : undefined;
}

/**
 * The write side of PostgresMatchStore: group commit. One transaction at a time takes every
 * write waiting (those made in one turn of the event loop, plus all that arrived while the last
 * commit ran), so many concurrent actions share one commit and one WAL flush; when the database
 * refuses one, the group is rolled back and each write is retried alone, so it fails alone.
 */
export class PostgresWriter {
  private queue: PendingWrite[] = [];
  private committing = false;
  private scheduled = false;
  private onIdle: (() => void) | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly tables: { matches: string; actions: string; chat: string } & RatingTables,
    /** The server's default is `off`: raise it in our transactions so an acknowledgement means durable. */
    readonly raiseSyncCommit: boolean,
    private readonly display: string,
    /** The advisory locks' space of this schema's ratings (postgres-rating-writes.ts). */
    private readonly ratingLocks: number,
  ) {}

  /** Resolves when no write is waiting or running. */
  idle(): Promise<void> {
    if (!this.committing && !this.scheduled && this.queue.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.onIdle = resolve;
    });
  }

  /** Resolves once the write has committed; rejects with a StorageError when it could not. */
  write(op: WriteOp): Promise<void> {
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
  async begin(): Promise<pg.PoolClient> {
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
      // Every rated player of the whole group, before anything else: see lockRatings.
      const ratings = ops.flatMap((op) => ratingOf(op) ?? []);
      if (ratings.length > 0) await lockRatings(client, this.ratingLocks, ratings);
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
      const values = matchValues(m);
      await client.query(
        `INSERT INTO ${this.tables.matches} (${MATCH_COLUMNS}, fence) VALUES (${MATCH_PLACEHOLDERS}, $${values.length + 1})`,
        [...values, op.fence ?? 0],
      );
    } else if (op.kind === 'appendAction') {
      const r = op.row;
      // The fence is checked first: the UPDATE takes the match's row lock, so a takeover's claim
      // (which raises the fence) waits for this transaction, or this one sees the raised fence.
      if (op.fence !== undefined) await this.update(client, r.matchId, op.update ?? {}, r.at, op.fence);
      await client.query(`INSERT INTO ${this.tables.actions} (${ACTION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        r.matchId,
        r.seq,
        r.kind,
        r.seat,
        r.kind === 'undo' ? null : json(r.action),
        r.hash,
        r.at,
      ]);
      if (op.update && op.fence === undefined) await this.update(client, r.matchId, op.update, r.at);
      if (op.update?.rating) await rateResult(client, this.tables, r.matchId, op.update.rating);
    } else if (op.kind === 'appendChat') {
      const m = op.message;
      if (op.fence !== undefined) await this.update(client, m.matchId, {}, m.at, op.fence);
      await client.query(
        `INSERT INTO ${this.tables.chat} (match_id, idx, seat, name, text, phrase, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [m.matchId, m.index, m.seat, m.name, m.text, m.phrase, m.at],
      );
    } else {
      await this.update(client, op.id, op.update, op.at, op.fence);
      if (op.update.rating) await rateResult(client, this.tables, op.id, op.update.rating);
    }
  }

  private async update(
    client: pg.PoolClient,
    id: string,
    update: MatchUpdate,
    at: number,
    fence?: number,
  ): Promise<void> {
    const sets = ['updated_at = $2'];
    const params: unknown[] = [id, at];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (update.status !== undefined) set('status', update.status);
    if (update.outcome !== undefined) set('outcome', update.outcome === null ? null : json(update.outcome));
    if (update.seats !== undefined) set('seats', json(update.seats));
    if (update.active !== undefined) set('active', json(update.active));
    if (update.clocks !== undefined) set('clocks', update.clocks === null ? null : json(update.clocks));
    if (update.nextDeadline !== undefined) set('next_deadline', update.nextDeadline);
    if (update.chat !== undefined) set('chat', json(update.chat));
    let where = 'id = $1';
    if (fence !== undefined) {
      params.push(fence);
      where += ` AND fence = $${params.length}`;
    }
    const result = await client.query(`UPDATE ${this.tables.matches} SET ${sets.join(', ')} WHERE ${where}`, params);
    if (result.rowCount === 1) return;
    if (fence !== undefined) {
      const found = await client.query<{ fence: string }>(`SELECT fence FROM ${this.tables.matches} WHERE id = $1`, [
        id,
      ]);
      const current = found.rows[0]?.fence;
      if (current !== undefined) {
        throw new StorageError(
          'fenced',
          `Match '${id}' has been taken over by another node (fence ${current}); this node's write under fence ${fence} is refused.`,
        );
      }
    }
    throw new StorageError('unknown-match', `There is no match '${id}' to update.`);
  }
}
