/**
 * Which storage adapter the server tests run against. The test command runs the server suite
 * twice (vitest.config.ts): once with SQLite and once with `BOARDHALL_TEST_STORE=postgres`, where
 * every data folder a test uses maps to a fresh PostgreSQL schema of its own, so parallel test
 * files never share tables; `setup-postgres.ts` drops them after each file.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { PostgresMatchStore } from '../src/storage/postgres.ts';
import { SqliteMatchStore } from '../src/storage/sqlite.ts';
import type { MatchStore } from '../src/storage/types.ts';

export type TestStoreKind = 'sqlite' | 'postgres';

export const TEST_STORE: TestStoreKind = process.env.BOARDHALL_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** The PostgreSQL the tests use (a database they may create schemas in). */
export const TEST_PG_URL = process.env.BOARDHALL_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

const schemas = new Map<string, string>();

/** A new schema name, unique across processes and runs. */
export function freshSchema(): string {
  const name = `bh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  schemas.set(`schema:${name}`, name);
  return name;
}

/** The schema standing for a data folder: the same folder (a restarted server) gets the same one. */
export function schemaFor(dataDir: string): string {
  const key = resolve(dataDir);
  let name = schemas.get(key);
  if (!name) {
    name = freshSchema();
    schemas.set(key, name);
  }
  return name;
}

/** A `--database` value for the store under test holding the data of `dataDir`. */
export function testDatabaseUrl(dataDir: string, kind: TestStoreKind = TEST_STORE): string {
  if (kind === 'sqlite') return `sqlite:${dataDir}`;
  const url = new URL(TEST_PG_URL);
  url.searchParams.set('schema', schemaFor(dataDir));
  return url.toString();
}

/** Opens the store under test for `dataDir`. */
export async function openTestStore(dataDir: string, kind: TestStoreKind = TEST_STORE): Promise<MatchStore> {
  if (kind === 'sqlite') return new SqliteMatchStore(resolve(dataDir, 'boardhall.sqlite'));
  return PostgresMatchStore.open({ connectionString: TEST_PG_URL, schema: schemaFor(dataDir) });
}

/** Runs `work` on a plain connection to the test database. */
export async function withTestDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Throws a sentence saying what is missing when the test PostgreSQL does not answer. */
export async function requireTestDatabase(): Promise<void> {
  try {
    await withTestDatabase((c) => c.query('SELECT 1'));
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_PG_URL} (${error instanceof Error ? error.message : String(error)}). ` +
        'These tests need it: run `node scripts/ensure-services.mjs` (npm test does), ' +
        'or point BOARDHALL_TEST_PG_URL at a database the tests may create schemas in.',
    );
  }
}

/** Drops every schema this test file created. */
export async function dropTestSchemas(): Promise<void> {
  const names = [...new Set(schemas.values())];
  schemas.clear();
  if (names.length === 0) return;
  await withTestDatabase(async (c) => {
    for (const name of names) await c.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  });
}
