import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/storage/migrations.ts';
import { DUE_MATCHES_SQL, SqliteMatchStore } from '../src/storage/sqlite.ts';
import type { StoredMatch } from '../src/storage/types.ts';
import { tempDir } from './helpers.ts';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
});

function dbPath(): string {
  const d = tempDir('boardhall-store-');
  dirs.push(d);
  return join(d.dir, 'nested', 'boardhall.sqlite');
}

function match(id: string, createdAt = 1): StoredMatch {
  return {
    id,
    game: 'tally',
    players: 2,
    options: { handSize: 3 },
    seed: `seed-${id}`,
    seats: [
      { kind: 'human', name: 'Ann', tokenHash: 'ab' },
      { kind: 'bot', bot: 'random' },
    ],
    status: 'playing',
    createdAt,
    updatedAt: createdAt,
    outcome: null,
    rngScheme: 'chacha20',
  };
}

describe('SqliteMatchStore', () => {
  it('creates its schema once, in WAL mode with synchronous=FULL, and reads back what it wrote', async () => {
    const path = dbPath();
    const store = new SqliteMatchStore(path);
    expect(await store.settings()).toEqual({ journalMode: 'wal', synchronous: 2 });
    await store.createMatch(match('m1'));
    await store.appendAction({
      matchId: 'm1',
      seq: 1,
      kind: 'action',
      seat: 0,
      action: { type: 'pass' },
      hash: 'h1',
      at: 5,
    });
    await store.appendAction(
      { matchId: 'm1', seq: 2, kind: 'undo', seat: 0, action: null, hash: 'h0', at: 6 },
      { status: 'finished', outcome: { ranking: [[0], [1]], scores: [3, 1] } },
    );
    await store.close();

    const reopened = new SqliteMatchStore(path);
    expect(await reopened.getMatch('m1')).toMatchObject({
      ...match('m1'),
      status: 'finished',
      outcome: { ranking: [[0], [1]], scores: [3, 1] },
      updatedAt: 6,
    });
    expect(await reopened.loadActions('m1')).toEqual([
      { matchId: 'm1', seq: 1, kind: 'action', seat: 0, action: { type: 'pass' }, hash: 'h1', at: 5 },
      { matchId: 'm1', seq: 2, kind: 'undo', seat: 0, action: null, hash: 'h0', at: 6 },
    ]);
    expect(await reopened.getMatch('nope')).toBeNull();
    await reopened.close();

    const raw = new Database(path);
    expect(raw.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('finds the matches due by two index searches, reading none of the parked ones', async () => {
    const path = dbPath();
    const store = new SqliteMatchStore(path);
    await store.close();
    const raw = new Database(path);
    const plan = (raw.prepare(`EXPLAIN QUERY PLAN ${DUE_MATCHES_SQL}`).all(0, 10) as { detail: string }[]).map(
      (row) => row.detail,
    );
    raw.close();
    expect(plan.some((d) => /USING INDEX matches_by_deadline \(next_deadline<\?\)/.test(d))).toBe(true);
    expect(plan.some((d) => /USING (COVERING )?INDEX matches_open_undated/.test(d))).toBe(true);
    // Neither the status index (every open match) nor the whole table.
    expect(plan.filter((d) => /matches_by_status|SCAN matches\b(?! USING)/.test(d))).toEqual([]);
  });

  it('keeps the action history append-only', async () => {
    const path = dbPath();
    const store = new SqliteMatchStore(path);
    await store.createMatch(match('m1'));
    await store.appendAction({ matchId: 'm1', seq: 1, kind: 'action', seat: 0, action: 1, hash: 'h', at: 1 });
    await store.close();
    const raw = new Database(path);
    expect(() => raw.prepare("UPDATE actions SET hash = 'x'").run()).toThrow(/append-only/);
    expect(() => raw.prepare('DELETE FROM actions').run()).toThrow(/append-only/);
    raw.close();
  });

  it('groups concurrent writes into shared commits, failing only the bad one', async () => {
    const store = new SqliteMatchStore(dbPath());
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.createMatch(match(`m${i}`, i))));
    const writes = Array.from({ length: 50 }, (_, i) =>
      store.appendAction({ matchId: `m${i}`, seq: 1, kind: 'action', seat: 0, action: i, hash: 'h', at: 1 }),
    );
    const duplicate = store.appendAction({
      matchId: 'm7',
      seq: 1,
      kind: 'action',
      seat: 1,
      action: 'dup',
      hash: 'h',
      at: 1,
    });
    const unknown = store.updateMatch('nope', { status: 'finished' });
    const results = await Promise.allSettled([...writes, duplicate, unknown]);
    expect(results.slice(0, 50).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results[50]?.status).toBe('rejected');
    expect(results[51]?.status).toBe('rejected');
    expect((await store.loadActions('m7')).map((a) => a.action)).toEqual([7]);

    const listed = await store.listMatches({ statuses: ['playing'], limit: 3 });
    expect(listed.map((m) => m.id)).toEqual(['m49', 'm48', 'm47']);
    expect(await store.listMatches({ statuses: [], limit: 3 })).toEqual([]);
    await store.close();
    await expect(store.createMatch(match('late'))).rejects.toThrow(/closed/);
  });

  it('checkpoints the WAL on its own thread: written pages reach the database file without a commit paying', async () => {
    const path = dbPath();
    const store = new SqliteMatchStore(path);
    await store.createMatch(match('m1'));
    for (let seq = 1; seq <= 300; seq++) {
      await store.appendAction({
        matchId: 'm1',
        seq,
        kind: 'action',
        seat: 0,
        action: 'x'.repeat(500),
        hash: 'h',
        at: 1,
      });
    }
    const raw = new Database(path);
    // The writer never checkpoints (wal_autocheckpoint=0); the checkpointer catches up by itself.
    const pending = () => {
      const [r] = raw.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[];
      return (r?.log ?? 0) - (r?.checkpointed ?? 0);
    };
    for (let i = 0; i < 400 && pending() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending()).toBe(0);
    raw.close();
    await store.close();
  });

  it('refuses a database written by a newer server', () => {
    const path = dbPath();
    new SqliteMatchStore(path).close();
    const raw = new Database(path);
    raw.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    raw.close();
    expect(() => new SqliteMatchStore(path)).toThrow(/newer than this server/);
  });
});
