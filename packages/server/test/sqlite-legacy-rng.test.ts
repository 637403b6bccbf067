import { join } from 'node:path';
import { Match, type Seat } from '@boardhall/engine';
import type { PublicMatchResponse } from '@boardhall/protocol';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { MIGRATIONS } from '../src/storage/migrations.ts';
import { SqliteMatchStore } from '../src/storage/sqlite.ts';
import { http, startTestServer, tempDir } from './helpers.ts';

/**
 * A database written before the ChaCha20 generator: its matches were dealt by xoroshiro128+ and
 * record no generator. After the migration they must rebuild exactly (not be taken out of play as
 * `match-unavailable`), and new matches record ChaCha20.
 */
describe('matches stored before the ChaCha20 generator', () => {
  const data = tempDir();
  afterAll(() => data.remove());

  it('rebuild with their old generator after the migration, and new matches record ChaCha20', async () => {
    const file = join(data.dir, 'boardhall.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    // The schema as it was before the generator column (migrations 1 and 2).
    for (const [i, sql] of MIGRATIONS.slice(0, 2).entries()) {
      db.exec(sql);
      db.pragma(`user_version = ${i + 1}`);
    }
    const seed = 'dealt-by-xoroshiro';
    const old = Match.create(tally, 2, {}, seed, 'xoroshiro128plus');
    const rows: { seat: Seat; action: unknown; hash: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const seat = tally.activeSeats(old.state)[0] as Seat;
      const action = tally.legalActions(old.state, seat)[0];
      const result = old.submit(seat, action);
      if (!result.ok) throw new Error(result.error.message);
      rows.push({ seat, action, hash: result.hash });
    }
    // The same seed under ChaCha20 deals another game: the scheme really matters.
    expect(Match.create(tally, 2, {}, seed).initialHash).not.toBe(old.initialHash);
    db.prepare(
      `INSERT INTO matches (id, game, players, options, seed, seats, status, created_at, updated_at, outcome, creator)
       VALUES ('legacy', 'tally', 2, ?, ?, ?, 'playing', 1, 1, NULL, NULL)`,
    ).run(
      JSON.stringify(old.options),
      seed,
      JSON.stringify([
        { kind: 'bot', bot: 'random' },
        { kind: 'human', tokenHash: 'x' },
      ]),
    );
    const insert = db.prepare(
      `INSERT INTO actions (match_id, seq, kind, seat, action, hash, created_at) VALUES ('legacy', ?, 'action', ?, ?, ?, 1)`,
    );
    for (const [i, r] of rows.entries()) insert.run(i + 1, r.seat, JSON.stringify(r.action), r.hash);
    db.close();

    const store = new SqliteMatchStore(file);
    expect((await store.getMatch('legacy'))?.rngScheme).toBe('xoroshiro128plus');
    await store.close();

    const server = await startTestServer({ dataDir: data.dir, seatTimeoutMs: 0 });
    try {
      const pub = await http<PublicMatchResponse>(server.base, 'GET', '/api/matches/legacy');
      expect(pub.status).toBe(200);
      expect(pub.body.actionCount).toBeGreaterThanOrEqual(3);
      const created = await http<{ matchId: string }>(server.base, 'POST', '/api/matches', {
        game: 'tally',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      expect(created.status).toBe(201);
    } finally {
      await server.close();
    }
    const after = new SqliteMatchStore(file);
    const fresh = (await after.listMatches({ statuses: ['waiting'], limit: 10 }))[0];
    expect(fresh?.rngScheme).toBe('chacha20');
    expect((await after.getMatch('legacy'))?.rngScheme).toBe('xoroshiro128plus');
    await after.close();
  });
});
