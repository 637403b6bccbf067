import { join } from 'node:path';
import type { DatabaseTarget } from './database-url.ts';
import { PostgresMatchStore } from './postgres.ts';
import { SqliteMatchStore } from './sqlite.ts';
import type { MatchStore } from './types.ts';

/** The SQLite file of a data folder. */
export const sqliteFileOf = (dataDir: string): string => join(dataDir, 'boardhall.sqlite');

/** Opens (and migrates) the store a database setting names. */
export async function openMatchStore(target: DatabaseTarget): Promise<MatchStore> {
  if (target.kind === 'sqlite') return new SqliteMatchStore(sqliteFileOf(target.dataDir));
  return PostgresMatchStore.open({
    connectionString: target.connectionString,
    schema: target.schema,
    display: target.display,
  });
}
