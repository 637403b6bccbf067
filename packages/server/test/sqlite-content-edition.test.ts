import { join } from 'node:path';
import { Match, type Seat } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type { PublicMatchResponse } from '@boardhall/protocol';
import { defaultOptions, tribesOfTheWind as g } from '@boardhall/tribes-of-the-wind';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/storage/migrations.ts';
import { SqliteMatchStore } from '../src/storage/sqlite.ts';
import { http, startTestServer, tempDir } from './helpers.ts';

/**
 * A Tribes of the Wind match stored before content editions: its options name no edition and its
 * hash chain was recorded on edition 1. It must rebuild on edition 1 (on edition 2 every state
 * would hash differently and the match would be taken out of play), and a new match is edition 2.
 */
describe('Tribes of the Wind matches stored before content editions', () => {
  const data = tempDir();
  afterAll(() => data.remove());

  it('rebuild on edition 1, and new matches record edition 2', async () => {
    const file = join(data.dir, 'boardhall.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    for (const [i, sql] of MIGRATIONS.entries()) {
      db.exec(sql);
      db.pragma(`user_version = ${i + 1}`);
    }
    // Options as a server before editions stored them: complete, without `contentEdition`.
    const { contentEdition: _, ...recorded } = defaultOptions();
    const seed = 'before-editions';
    const old = Match.restore(g, 2, recorded, seed);
    const rows: { seat: Seat; action: unknown; hash: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const seat = g.activeSeats(old.state)[0] as Seat;
      const action = g.legalActions(old.state, seat)[0];
      const result = old.submit(seat, action);
      if (!result.ok) throw new Error(result.error.message);
      rows.push({ seat, action, hash: result.hash });
    }
    // The same seed on edition 2 is another chain of hashes: the edition really matters.
    expect(Match.create(g, 2, {}, seed).initialHash).not.toBe(old.initialHash);
    db.prepare(
      `INSERT INTO matches (id, game, players, options, seed, seats, status, created_at, updated_at, outcome, creator, rng_scheme)
       VALUES ('legacy', 'tribes-of-the-wind', 2, ?, ?, ?, 'playing', 1, 1, NULL, NULL, 'chacha20')`,
    ).run(
      JSON.stringify(recorded),
      seed,
      JSON.stringify([
        { kind: 'human', tokenHash: 'x' },
        { kind: 'human', tokenHash: 'y' },
      ]),
    );
    const insert = db.prepare(
      `INSERT INTO actions (match_id, seq, kind, seat, action, hash, created_at) VALUES ('legacy', ?, 'action', ?, ?, ?, 1)`,
    );
    for (const [i, r] of rows.entries()) insert.run(i + 1, r.seat, JSON.stringify(r.action), r.hash);
    db.close();

    const server = await startTestServer({
      dataDir: data.dir,
      seatTimeoutMs: 0,
      registry: games,
      botRegistryModule: '@boardhall/games',
    });
    try {
      const pub = await http<PublicMatchResponse>(server.base, 'GET', '/api/matches/legacy');
      expect([pub.status, pub.body.actionCount]).toEqual([200, 12]);
      const created = await http<{ matchId: string }>(server.base, 'POST', '/api/matches', {
        game: 'tribes-of-the-wind',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      expect(created.status).toBe(201);
      const store = new SqliteMatchStore(file);
      try {
        expect((await store.getMatch(created.body.matchId))?.options).toMatchObject({ contentEdition: 2 });
        expect((await store.getMatch('legacy'))?.options).not.toHaveProperty('contentEdition');
      } finally {
        await store.close();
      }
    } finally {
      await server.close();
    }
  });
});
