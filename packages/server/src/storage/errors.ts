import { BoardhallError } from '@boardhall/engine';

/**
 * Why a store refused or failed a request. The service answers every failed write with its own
 * `storage-error` to clients; these codes are for logs, the command line and the tests.
 */
export type StorageErrorCode =
  | 'bad-database-url'
  | 'storage-unavailable'
  | 'schema-too-new'
  | 'duplicate-match'
  | 'duplicate-action'
  | 'unknown-match'
  | 'store-closed'
  /** The write came from a node that no longer owns the match (cluster mode). */
  | 'fenced'
  /** An account's name, or one that looks like it, is another account's. */
  | 'name-taken'
  | 'storage-error';

export class StorageError extends BoardhallError {
  declare readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message);
    this.name = 'StorageError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
