import { StorageError } from './errors.ts';

/** What a failed request was about, for the sentence of its error. */
export interface WriteContext {
  database?: string;
  matchId?: string;
  seq?: number;
}

interface PgLikeError {
  code?: string;
  constraint?: string;
  message?: string;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);

/**
 * Whether the connection itself failed (as opposed to the database refusing a statement): the
 * network, a server shutting down, too many connections, a login refused, a missing database.
 * After such an error the outcome of a COMMIT in flight is unknown, so nothing is retried.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as PgLikeError;
  if (code && (NETWORK_CODES.has(code) || /^(08|57P|53|28|3D)/.test(code))) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(error.message);
}

/** Turns a node-postgres failure into a StorageError with a code and a sentence. */
export function toStorageError(error: unknown, context: WriteContext = {}): StorageError {
  if (error instanceof StorageError) return error;
  const e = (error ?? {}) as PgLikeError;
  const message = e.message ?? String(error);
  const where = context.database ? ` at ${context.database}` : '';
  if (isConnectionFailure(error)) {
    return new StorageError('storage-unavailable', `PostgreSQL${where} cannot be used: ${message}`, { cause: error });
  }
  if (e.code === '23505' && e.constraint === 'actions_pkey') {
    return new StorageError(
      'duplicate-action',
      `Match '${context.matchId}' already has an action ${context.seq}; none is written twice.`,
      { cause: error },
    );
  }
  if (e.code === '23505' && e.constraint === 'matches_pkey') {
    return new StorageError('duplicate-match', `A match '${context.matchId}' is already stored.`, { cause: error });
  }
  if (e.code === '23503') {
    return new StorageError('unknown-match', `There is no match '${context.matchId}' to add an action to.`, {
      cause: error,
    });
  }
  return new StorageError('storage-error', `PostgreSQL${where} refused the request: ${message}`, { cause: error });
}
