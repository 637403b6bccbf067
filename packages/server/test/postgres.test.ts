// The PostgreSQL adapter's own promises (runs in the PostgreSQL run of the server suite only).
import { afterEach, describe, expect, it } from 'vitest';
import { StorageError } from '../src/storage/errors.ts';
import { PostgresMatchStore, type PostgresStoreOptions } from '../src/storage/postgres.ts';
import { PG_MIGRATIONS } from '../src/storage/postgres-migrations.ts';
import type { StoredMatch } from '../src/storage/types.ts';
import { freshSchema, TEST_PG_URL, withTestDatabase } from './store-under-test.ts';

const open: PostgresMatchStore[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

async function openStore(schema: string, extra: Partial<PostgresStoreOptions> = {}): Promise<PostgresMatchStore> {
  const store = await PostgresMatchStore.open({ connectionString: TEST_PG_URL, schema, ...extra });
  open.push(store);
  return store;
}

function match(id: string): StoredMatch {
  return {
    id,
    game: 'tally',
    players: 2,
    options: {},
    seed: 's',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    status: 'playing',
    createdAt: 1,
    updatedAt: 1,
    outcome: null,
    rngScheme: 'chacha20',
  };
}

const action = (matchId: string, seq: number) => ({
  matchId,
  seq,
  kind: 'action' as const,
  seat: 0,
  action: seq,
  hash: `h${seq}`,
  at: seq,
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof StorageError)) throw new Error(`expected a StorageError, got ${String(error)}`);
  return error.code;
}

describe('PostgresMatchStore', () => {
  it('refuses every write under a fence that a takeover has raised, in a group commit too, and keeps the others', async () => {
    const schema = freshSchema();
    const oldOwner = await openStore(schema);
    const newOwner = await openStore(schema);
    await oldOwner.createMatch(match('m'), 1);
    await oldOwner.createMatch(match('other'), 1);
    await oldOwner.appendAction(action('m', 1), undefined, 1);
    expect(await newOwner.claimMatch('m')).toBe(2);
    // The old owner's writes, alone and sharing a commit with a write that still holds its fence.
    const [alone, grouped, fine] = await Promise.all([
      codeOf(oldOwner.appendAction(action('m', 2), undefined, 1)),
      codeOf(oldOwner.updateMatch('m', { status: 'finished' }, 1)),
      oldOwner.appendAction(action('other', 1), undefined, 1).then(() => 'stored'),
    ]);
    expect([alone, grouped, fine]).toEqual(['fenced', 'fenced', 'stored']);
    await newOwner.appendAction(action('m', 2), { status: 'finished' }, 2);
    expect((await newOwner.loadActions('m')).map((r) => r.hash)).toEqual(['h1', 'h2']);
    expect((await newOwner.getMatch('m'))?.status).toBe('finished');
    expect(await codeOf(newOwner.claimMatch('nobody'))).toBe('unknown-match');
    // Writes without a fence (a single node) are not checked.
    await oldOwner.appendAction(action('other', 2));
  });

  it('migrates a new schema once, even when several nodes start at the same moment', async () => {
    const schema = freshSchema();
    const stores = await Promise.all(Array.from({ length: 4 }, () => openStore(schema)));
    expect(stores).toHaveLength(4);
    await openStore(schema);
    const versions = await withTestDatabase(async (c) => {
      const r = await c.query<{ version: number }>(`SELECT version FROM "${schema}".boardhall_migrations ORDER BY 1`);
      return r.rows.map((row) => row.version);
    });
    expect(versions).toEqual(PG_MIGRATIONS.map((_, i) => i + 1));
  });

  it('migrates a schema of the first version: old matches keep xoroshiro128+, expired and creators fit', async () => {
    const schema = freshSchema();
    await withTestDatabase(async (c) => {
      await c.query(`CREATE SCHEMA "${schema}"`);
      await c.query(`SET search_path TO "${schema}"`);
      await c.query(PG_MIGRATIONS[0] as string);
      await c.query(
        'CREATE TABLE boardhall_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      await c.query('INSERT INTO boardhall_migrations (version) VALUES (1)');
      await c.query(
        `INSERT INTO matches (id, game, players, options, seed, seats, status, created_at, updated_at, outcome)
         VALUES ('old', 'tally', 2, '{}', 's', '[]', 'playing', 1, 1, NULL)`,
      );
      await c.query('SET search_path TO DEFAULT');
    });
    const store = await openStore(schema);
    expect((await store.getMatch('old'))?.rngScheme).toBe('xoroshiro128plus');
    await store.createMatch({ ...match('new'), status: 'waiting', creator: '127.0.0.7' });
    await store.updateMatch('new', { status: 'expired' });
    const fresh = await store.getMatch('new');
    expect(fresh).toMatchObject({ status: 'expired', creator: '127.0.0.7', rngScheme: 'chacha20' });
  });

  it('commits writes made together in one transaction', async () => {
    const schema = freshSchema();
    const store = await openStore(schema);
    await Promise.all(Array.from({ length: 30 }, (_, i) => store.createMatch(match(`m${i}`))));
    await Promise.all(Array.from({ length: 30 }, (_, i) => store.appendAction(action(`m${i}`, 1))));
    // Rows written by one transaction share its id (xmin).
    const transactions = await withTestDatabase(async (c) => {
      const r = await c.query<{ n: string }>(`SELECT count(DISTINCT xmin::text) AS n FROM "${schema}".actions`);
      return Number(r.rows[0]?.n);
    });
    expect(transactions).toBe(1);
  });

  it('keeps history append-only and leaves room for fencing tokens on matches', async () => {
    const schema = freshSchema();
    const store = await openStore(schema);
    await store.createMatch(match('m1'));
    await store.appendAction(action('m1', 1));
    await withTestDatabase(async (c) => {
      await expect(c.query(`UPDATE "${schema}".actions SET hash = 'x'`)).rejects.toThrow(/append-only/);
      await expect(c.query(`DELETE FROM "${schema}".actions`)).rejects.toThrow(/append-only/);
      await expect(c.query(`TRUNCATE "${schema}".actions`)).rejects.toThrow(/append-only/);
      await expect(
        c.query(`INSERT INTO "${schema}".actions (match_id, seq, kind, seat, hash, created_at)
                 VALUES ('m1', 1, 'undo', 0, 'x', 1)`),
      ).rejects.toThrow(/duplicate key/);
      const fence = await c.query<{ fence: string }>(`SELECT fence FROM "${schema}".matches WHERE id = 'm1'`);
      expect(fence.rows[0]?.fence).toBe('0');
    });
    expect(await store.loadActions('m1')).toHaveLength(1);
  });

  it('says why a write was refused, with a code and a sentence', async () => {
    const store = await openStore(freshSchema());
    await store.createMatch(match('m1'));
    await store.appendAction(action('m1', 1));
    expect(await codeOf(store.appendAction(action('m1', 1)))).toBe('duplicate-action');
    expect(await codeOf(store.createMatch(match('m1')))).toBe('duplicate-match');
    expect(await codeOf(store.appendAction(action('ghost', 1)))).toBe('unknown-match');
    expect(await codeOf(store.updateMatch('ghost', { status: 'finished' }))).toBe('unknown-match');
    await expect(store.appendAction(action('m1', 1))).rejects.toThrow("Match 'm1' already has an action 1");
    await store.close();
    expect(await codeOf(store.getMatch('m1'))).toBe('store-closed');
    expect(await codeOf(store.appendAction(action('m1', 2)))).toBe('store-closed');
  });

  it('refuses a database it cannot reach, and a schema written by a newer server', async () => {
    const unreachable = new URL(TEST_PG_URL);
    unreachable.port = '1';
    const refused = PostgresMatchStore.open({ connectionString: unreachable.toString(), display: 'the test URL' });
    await expect(refused).rejects.toMatchObject({ code: 'storage-unavailable' });
    await expect(refused).rejects.toThrow(/PostgreSQL at the test URL cannot be used/);

    const schema = freshSchema();
    await (await openStore(schema)).close();
    open.length = 0;
    await withTestDatabase((c) =>
      c.query(`INSERT INTO "${schema}".boardhall_migrations (version) VALUES (${PG_MIGRATIONS.length + 1})`),
    );
    const newer = PostgresMatchStore.open({ connectionString: TEST_PG_URL, schema });
    await expect(newer).rejects.toMatchObject({ code: 'schema-too-new' });
    await expect(newer).rejects.toThrow(/newer than this server/);
  });

  it('commits with synchronous_commit on even when the server default is off', async () => {
    const url = new URL(TEST_PG_URL);
    url.searchParams.set('options', '-c synchronous_commit=off');
    const store = await openStore(freshSchema(), { connectionString: url.toString() });
    expect(await store.settings()).toEqual({ synchronousCommit: 'on' });
    expect(await (await openStore(freshSchema())).settings()).toEqual({ synchronousCommit: 'on' });
  });

  it('carries on after its connections are cut: a new write opens a new one', async () => {
    const name = `boardhall-cut-${process.pid}`;
    const store = await openStore(freshSchema(), { applicationName: name });
    await store.createMatch(match('m1'));
    await store.appendAction(action('m1', 1));
    const cut = await withTestDatabase(async (c) => {
      const r = await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        name,
      ]);
      return r.rowCount;
    });
    expect(cut).toBeGreaterThan(0);
    await store.appendAction(action('m1', 2));
    expect((await store.loadActions('m1')).map((a) => a.seq)).toEqual([1, 2]);
  });
});
