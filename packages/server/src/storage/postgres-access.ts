/**
 * The two ways the PostgreSQL stores reach the pool outside the match writer: a read, tried once
 * more on a fresh connection when its connection died (a read changes nothing), and a committed
 * transaction, durable even when the server's `synchronous_commit` is off, whose connection is
 * dropped rather than returned when it broke. Shared by the account and the mail stores.
 */
import type pg from 'pg';
import { isConnectionFailure, toStorageError } from './postgres-errors.ts';

export interface PgAccess {
  readonly pool: pg.Pool;
  /** The database as errors name it (no password). */
  readonly display: string;
  /** `SET LOCAL synchronous_commit TO on` in each transaction (the server's default is off). */
  readonly raiseSyncCommit: boolean;
}

export async function readRetrying<R extends object>(db: PgAccess, sql: string, params: unknown[] = []): Promise<R[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await db.pool.query<R>(sql, params)).rows;
    } catch (error) {
      if (attempt >= 2 || !isConnectionFailure(error)) throw toStorageError(error, { database: db.display });
    }
  }
}

/**
 * Runs `work` in one committed transaction. `refine` may turn a failure into an error of the
 * caller's own (e.g. a unique key into `name-taken`); any other becomes a StorageError.
 */
export async function inTransaction<T>(
  db: PgAccess,
  work: (client: pg.PoolClient) => Promise<T>,
  refine: (error: unknown) => Error | null = () => null,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await db.pool.connect();
  } catch (error) {
    throw toStorageError(error, { database: db.display });
  }
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    if (db.raiseSyncCommit) await client.query('SET LOCAL synchronous_commit TO on');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (isConnectionFailure(error)) broken = error as Error;
    else await client.query('ROLLBACK').catch(() => undefined);
    throw refine(error) ?? toStorageError(error, { database: db.display });
  } finally {
    client.release(broken);
  }
}
