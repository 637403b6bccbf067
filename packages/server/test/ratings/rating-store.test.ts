// The store rates a rated match's end in the transaction that stores it, on the adapter under
// test (store-under-test.ts): two matches of one player ending at once both count, in `seq` order.
// On PostgreSQL the matches end through two stores (two pools, two writers), as two nodes would.
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_RATING, rateFreeForAll, type SkillRating } from '../../src/ratings/model.mjs';
import type { RatedResultRow, RatingRequest } from '../../src/storage/rating-types.ts';
import type { MatchStore, StoredMatch } from '../../src/storage/types.ts';
import { tempDir } from '../helpers.ts';
import { openTestStore, TEST_STORE } from '../store-under-test.ts';

const cleanup: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0).reverse()) await done();
});

async function openStores(count: number): Promise<MatchStore[]> {
  const data = tempDir('boardhall-ratings-');
  cleanup.push(() => data.remove());
  const stores: MatchStore[] = [];
  for (let i = 0; i < (TEST_STORE === 'postgres' ? count : 1); i++) {
    const store = await openTestStore(data.dir);
    cleanup.push(() => store.close());
    stores.push(store);
  }
  return stores;
}

function playing(id: string, players: string[]): StoredMatch {
  return {
    id,
    game: 'tally',
    players: players.length,
    options: { handSize: 3 },
    seed: `seed-${id}`,
    seats: players.map((p) => ({ kind: 'human', name: p, tokenHash: 'ab', accountId: p })),
    status: 'playing',
    createdAt: 1,
    updatedAt: 1,
    outcome: null,
    rngScheme: 'chacha20',
    speed: { kind: 'realtime', preset: 'normal' },
    rated: true,
  };
}

/** The match's end: seat `winner` first, the others tied second. */
function end(store: MatchStore, m: StoredMatch, winner: number, at: number): Promise<void> {
  const others = m.seats.map((_, seat) => seat).filter((seat) => seat !== winner);
  const rating: RatingRequest = {
    game: m.game,
    finishedAt: at,
    seats: m.seats.map((s, seat) => ({ player: `a:${s.accountId}`, seat, place: seat === winner ? 1 : 2 })),
  };
  return store.appendAction(
    { matchId: m.id, seq: 1, kind: 'action', seat: winner, action: { type: 'pass' }, hash: 'h1', at },
    { status: 'finished', outcome: { ranking: [[winner], others], scores: [] }, active: [], rating },
  );
}

/** Every player's rating after applying `results` one after another in seq order, from scratch. */
function inSeqOrder(results: readonly RatedResultRow[]): Map<string, SkillRating & { games: number }> {
  const ratings = new Map<string, SkillRating & { games: number }>();
  for (const r of [...results].sort((a, b) => a.seq - b.seq)) {
    const after = rateFreeForAll(
      r.entries.map((e) => ratings.get(e.player) ?? NEW_RATING),
      r.entries.map((e) => e.place),
    );
    r.entries.forEach((e, i) => {
      ratings.set(e.player, { ...(after[i] as SkillRating), games: (ratings.get(e.player)?.games ?? 0) + 1 });
    });
  }
  return ratings;
}

describe(`rating a rated match's end (${TEST_STORE})`, () => {
  it('counts two matches of one player ending at once, each from the rating the other left', async () => {
    const stores = await openStores(2);
    const first = stores[0] as MatchStore;
    const second = stores[stores.length - 1] as MatchStore;
    // Rounds of two matches of Ann's (against Bo, and against Cy and Di), ending at the same moment.
    const rounds = 12;
    const matches: StoredMatch[] = [];
    for (let round = 0; round < rounds; round++) {
      const a = playing(`r${round}-bo`, ['ann', 'bo']);
      const b = playing(`r${round}-cy`, ['cy', 'ann', 'di']);
      await first.createMatch(a);
      await first.createMatch(b);
      matches.push(a, b);
      // A day each (ten results a day is the most a pair of accounts gets counted).
      const at = Date.UTC(2026, 11, 6 + round, 12);
      await Promise.all([end(first, a, round % 2, at), end(second, b, round % 3, at)]);
    }
    const results = await first.ratings.resultsOfMatches(matches.map((m) => m.id));
    expect(results).toHaveLength(2 * rounds);
    expect(new Set(results.map((r) => r.seq)).size).toBe(2 * rounds);
    // Each result started from the rating Ann's result before it (in seq order) left.
    const anns = results
      .sort((x, y) => x.seq - y.seq)
      .map((r) => r.entries.find((e) => e.player === 'a:ann') as RatedResultRow['entries'][number]);
    anns.forEach((entry, i) => {
      expect(entry.before).toEqual(i === 0 ? null : anns[i - 1]?.after);
    });
    const expected = inSeqOrder(results);
    const rows = await first.ratings.ratingsOf(
      ['ann', 'bo', 'cy', 'di'].map((p) => ({ game: 'tally', player: `a:${p}` })),
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const want = expected.get(row.player);
      expect({ mu: row.mu, sigma: row.sigma, games: row.games }).toEqual(want);
    }
    expect(rows.find((r) => r.player === 'a:ann')?.games).toBe(2 * rounds);
  });

  it('counts a pair of accounts at most ten times a UTC day; the rest change no rating', async () => {
    const [store] = (await openStores(1)) as [MatchStore];
    const day = Date.UTC(2026, 11, 6, 9, 0);
    for (let i = 0; i < 12; i++) {
      const m = playing(`pair-${i}`, ['ann', 'bo']);
      await store.createMatch(m);
      await end(store, m, i % 2, day + i * 60_000);
    }
    const next = playing('next-day', ['ann', 'bo']);
    await store.createMatch(next);
    await end(store, next, 0, day + 86_400_000);
    const results = (await store.ratings.resultsOfMatches([...Array(12).keys()].map((i) => `pair-${i}`))).sort(
      (a, b) => a.seq - b.seq,
    );
    expect(results.map((r) => r.counted)).toEqual([...new Array(10).fill(true), false, false]);
    const uncounted = results[10] as RatedResultRow;
    expect(uncounted.entries.map((e) => e.after)).toEqual(uncounted.entries.map((e) => e.before));
    const [ann] = await store.ratings.ratingsOf([{ game: 'tally', player: 'a:ann' }]);
    // Ten on the first day, one the next.
    expect(ann?.games).toBe(11);
    const [nextDay] = await store.ratings.resultsOfMatches(['next-day']);
    expect(nextDay?.counted).toBe(true);
  });
});
