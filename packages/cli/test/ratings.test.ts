// `boardhall ratings rebuild` on SQLite and PostgreSQL, and `boardhall migrate` carrying the ratings
// over: rated Tally matches stored through the real SQLite store (each end rated in its writer
// thread's transaction), then rebuilt, nudged, found, rewritten, and copied to PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, Match, type Outcome, type Seat } from '@boardhall/engine';
import { SqliteMatchStore, type StoredAction, type StoredMatch } from '@boardhall/server';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { ratingRequestFor } from '../../server/src/ratings/places.ts';
import { PostgresMatchStore } from '../../server/src/storage/postgres.ts';
import { dropTestSchemas, freshSchema, requireTestDatabase, TEST_PG_URL } from '../../server/test/store-under-test.ts';
import { EXIT_FAILED, EXIT_OK, memoryIo, runCli } from '../src/index.ts';

const registry = createRegistry([tally]);
const run = async (...argv: string[]) => {
  const io = memoryIo();
  const code = await runCli(argv, registry, io);
  return { code, out: io.stdout.join(''), err: io.stderr.join('') };
};
const dirs: string[] = [];
const pgUrl = (schema: string) => {
  const url = new URL(TEST_PG_URL);
  url.searchParams.set('schema', schema);
  return url.toString();
};

beforeAll(requireTestDatabase);
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await dropTestSchemas();
});

const ACCOUNTS = ['ann', 'bo', 'cy', 'di'];

/** Rated Tally matches between the accounts, each played to its end and stored as the server stores it. */
async function ratedHistory(matches: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'boardhall-cli-ratings-'));
  dirs.push(dir);
  const store = new SqliteMatchStore(join(dir, 'boardhall.sqlite'));
  try {
    for (let i = 0; i < matches; i++) {
      const id = `rated-${i}`;
      const m = Match.create(tally, 2, {}, `seed-${id}`);
      const players = [ACCOUNTS[i % 4], ACCOUNTS[(i + 1 + (i % 3)) % 4]] as string[];
      const stored: StoredMatch = {
        id,
        game: 'tally',
        players: 2,
        options: m.options,
        seed: `seed-${id}`,
        seats: players.map((accountId) => ({ kind: 'human', name: accountId, accountId, tokenHash: 'x' })),
        status: 'playing',
        createdAt: i,
        updatedAt: i,
        outcome: null,
        rngScheme: 'chacha20',
        speed: { kind: 'realtime', preset: 'fast' },
        rated: true,
      };
      await store.createMatch(stored);
      for (let seq = 1; m.outcome() === null; seq++) {
        const seat = tally.activeSeats(m.state)[0] as Seat;
        const legal = tally.legalActions(m.state, seat);
        const action = legal[(i + seq) % legal.length];
        const result = m.submit(seat, action);
        if (!result.ok) throw new Error(result.error.code);
        const at = Date.UTC(2026, 11, 1 + i, 10, seq);
        const row: StoredAction = { matchId: id, seq, kind: 'action', seat, action, hash: result.hash, at };
        const outcome: Outcome | null = m.outcome();
        const rating = outcome ? ratingRequestFor(stored, outcome, at) : null;
        await store.appendAction(
          row,
          outcome ? { status: 'finished', outcome, active: [], ...(rating ? { rating } : {}) } : undefined,
        );
      }
    }
  } finally {
    await store.close();
  }
  return dir;
}

describe('boardhall ratings rebuild', () => {
  it('finds the stored ratings identical; a nudged one is a difference (exit 1) until --write replaces it', async () => {
    const dir = await ratedHistory(12);
    const clean = await run('ratings', 'rebuild', '--data', dir);
    expect(clean.code).toBe(EXIT_OK);
    expect(clean.out).toMatch(/^Rebuilt 4 ratings of 4 players from 12 rated results \(12 counted\) in [\d.]+ ms\.\n/);
    expect(clean.out).toMatch(/Differences: 0\. The stored ratings are exactly what the results make them\./);

    const db = new Database(join(dir, 'boardhall.sqlite'));
    db.prepare("UPDATE ratings SET sigma = sigma + 1e-12 WHERE player = 'a:cy'").run();
    db.close();
    const found = await run('ratings', 'rebuild', '--database', `sqlite:${dir}`);
    expect(found.code).toBe(EXIT_FAILED);
    expect(found.out).toMatch(/Differences: 1 \(0 results, 1 rating, 0 pair counts\)\.\n {2}rating tally a:cy: stored/);
    expect(found.out).toMatch(/Nothing was changed; run with --write/);

    const written = JSON.parse((await run('ratings', 'rebuild', '--data', dir, '--write', '--json')).out);
    expect(written).toMatchObject({ results: 12, differences: 1, written: true });
    const again = JSON.parse((await run('ratings', 'rebuild', '--data', dir, '--json')).out);
    expect(again).toMatchObject({ results: 12, counted: 12, players: 4, ratings: 4, differences: 0, written: false });
  });

  it('is carried to PostgreSQL by migrate, where it rebuilds to the same numbers', async () => {
    const dir = await ratedHistory(8);
    const schema = freshSchema();
    const migrated = JSON.parse((await run('migrate', '--from', `sqlite:${dir}`, '--to', pgUrl(schema), '--json')).out);
    expect(migrated).toMatchObject({ matches: 8, verified: 8, ratedResults: 8, copiedRatedResults: 8 });
    const rebuilt = await run('ratings', 'rebuild', '--database', pgUrl(schema), '--json');
    expect(rebuilt.code).toBe(EXIT_OK);
    expect(JSON.parse(rebuilt.out)).toMatchObject({ results: 8, differences: 0 });
    // The same numbers as SQLite's, bit for bit.
    const sqlite = new SqliteMatchStore(join(dir, 'boardhall.sqlite'));
    const pg = await PostgresMatchStore.open({ connectionString: TEST_PG_URL, schema });
    try {
      for (const a of ACCOUNTS) {
        expect(await pg.ratings.ratingsOfPlayer(`a:${a}`)).toEqual(await sqlite.ratings.ratingsOfPlayer(`a:${a}`));
      }
    } finally {
      await pg.close();
      await sqlite.close();
    }
    // Copying again adds nothing.
    const twice = JSON.parse((await run('migrate', '--from', `sqlite:${dir}`, '--to', pgUrl(schema), '--json')).out);
    expect(twice).toMatchObject({ ratedResults: 8, copiedRatedResults: 0 });
  });

  it('refuses a folder without a database, changing nothing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'boardhall-cli-ratings-'));
    dirs.push(empty);
    const { code, err } = await run('ratings', 'rebuild', '--data', empty);
    expect(code).toBe(2);
    expect(err).toMatch(/^error: There is no Boardhall SQLite database at /);
  });
});
