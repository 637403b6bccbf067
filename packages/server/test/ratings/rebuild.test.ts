// `boardhall ratings rebuild`'s core on the store under test: 20 rated matches played through the
// real API (accounts, bots at a rated level, 2–4 seats), then every rating recomputed from the
// stored results must equal the stored one exactly. A rating changed behind the server's back is
// found, and `--write` puts the recomputed one back.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { playRatedMatches } from '../../src/loadtest/rated-matches.ts';
import { rebuildStored } from '../../src/ratings/rebuild.ts';
import { tempDir } from '../helpers.ts';
import { openTestStore, schemaFor, TEST_STORE, withTestDatabase } from '../store-under-test.ts';
import { startRatingServer } from './rated-tables.ts';

const data = tempDir('boardhall-rebuild-');
afterAll(() => data.remove());

/** Changes one stored rating by the smallest amount a double can change by, as a hand edit would. */
async function nudgeOneRating(): Promise<void> {
  const sql = `UPDATE ratings SET mu = mu * (1 + 2.220446049250313e-16) WHERE player = (SELECT min(player) FROM ratings)`;
  if (TEST_STORE === 'sqlite') {
    const db = new Database(join(data.dir, 'boardhall.sqlite'));
    db.pragma('busy_timeout = 5000');
    expect(db.prepare(sql).run().changes).toBeGreaterThanOrEqual(1);
    db.close();
    return;
  }
  const schema = schemaFor(data.dir);
  await withTestDatabase((c) => c.query(`SET search_path TO "${schema}"; ${sql}`));
}

describe(`ratings rebuild (${TEST_STORE})`, () => {
  it('recomputes 20 rated matches played through the API to exactly the stored ratings', async () => {
    const server = await startRatingServer({ dataDir: data.dir });
    try {
      const played = await playRatedMatches(
        {
          base: server.base,
          game: 'tally',
          matches: 20,
          accounts: 8,
          concurrency: 4,
          botShare: 0.3,
          botLevels: { easy: 1, normal: 0, hard: 0 },
          seed: 'rebuild-test',
        },
        () => undefined,
      );
      expect(played.matches).toBe(20);
      expect(played.botSeats).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
    const store = await openTestStore(data.dir);
    try {
      const report = await rebuildStored(store.ratings, false);
      expect(report).toMatchObject({ results: 20, differences: 0, written: false, examples: [] });
      expect(report.players).toBeGreaterThanOrEqual(8);
      expect(report.counted).toBeGreaterThan(0);

      await nudgeOneRating();
      const found = await rebuildStored(store.ratings, false);
      expect(found).toMatchObject({ differences: 1, differing: { results: 0, ratings: 1, pairs: 0 }, written: false });
      expect(found.examples[0]).toMatch(/^rating tally /);

      const fixed = await rebuildStored(store.ratings, true);
      expect(fixed).toMatchObject({ differences: 1, written: true });
      expect(await rebuildStored(store.ratings, false)).toMatchObject({ differences: 0, results: 20 });
    } finally {
      await store.close();
    }
  });
});
