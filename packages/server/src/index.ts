export { type UndoVerdict, undoVerdict } from '@boardhall/engine';
export { ServiceError } from './errors.ts';
export {
  type ClientLimitOverrides,
  type ClientLimits,
  clientLimits,
  DEFAULT_CLIENT_LIMITS,
  type HttpRateLimits,
} from './limits.ts';
export { parseMailFrom, parseSmtpUrl, redactSmtpUrl } from './mail/mailer.ts';
export { PrometheusMetrics, type ServerMetrics } from './metrics/metrics.ts';
export { type RebuildReport, rebuildStored, type StoredRebuild } from './ratings/rebuild.ts';
export { type BoardhallHandle, type CreateServerOptions, createServer } from './server.ts';
export type { DrainReport } from './service/drain.ts';
export {
  type Attachment,
  type BotChooser,
  MatchService,
  type MatchServiceOptions,
  type ServiceLogger,
} from './service/match-service.ts';
export { type RunningServer, type StartServerOptions, startServer } from './start.ts';
export { type DatabaseTarget, parseDatabaseUrl } from './storage/database-url.ts';
export { StorageError, type StorageErrorCode } from './storage/errors.ts';
export {
  type MigrationProblem,
  type MigrationSummary,
  migrateSqliteToPostgres,
} from './storage/migrate-sqlite.ts';
export { openMatchStore, sqliteFileOf } from './storage/open.ts';
export { PostgresMatchStore, type PostgresStoreOptions } from './storage/postgres.ts';
export { SqliteMatchStore } from './storage/sqlite.ts';
export type {
  MatchStore,
  MatchUpdate,
  StoredAction,
  StoredChatMessage,
  StoredMatch,
  StoredSeat,
} from './storage/types.ts';
export { DEFAULT_LIMITS, type WsLimits } from './ws/connection.ts';
