/**
 * Ratings on two `boardhall serve` processes (one PostgreSQL schema, a Redis of the test's own):
 * one account plays rated Four Humours matches on both nodes at once, each node owning half of
 * them, every seat played as fast as the server answers, so the matches' ends, each rated in its
 * owner's transaction, come close together on the two nodes. Every end must count, each from the
 * rating the one before it in `seq` order left, and a rebuild must find the same numbers. Runs in
 * the PostgreSQL project only (vitest.config.ts).
 */
import type { CreateMatchResponse, JoinResponse, StateFrame } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_RATING, rateFreeForAll, type SkillRating } from '../../src/ratings/model.mjs';
import { rebuildStored } from '../../src/ratings/rebuild.ts';
import { PostgresMatchStore } from '../../src/storage/postgres.ts';
import type { RatedResultRow } from '../../src/storage/rating-types.ts';
import { TestBrowser } from '../accounts/browser.ts';
import { autoPlay } from '../clocks/clock-play.ts';
import { TestClient } from '../helpers.ts';
import { freshSchema, TEST_PG_URL } from '../store-under-test.ts';
import { health, whileRunning } from './harness.ts';
import { NodeProcess, ThrowawayRedis } from './processes.ts';

const LEASE_MS = 3_000;
/** Matches of the one account, half created (so owned) on each node. */
const MATCHES = 8;

let redis: ThrowawayRedis;
let schema: string;
const nodes: NodeProcess[] = [];
const sockets: TestClient[] = [];

beforeAll(async () => {
  redis = await ThrowawayRedis.start();
  schema = freshSchema();
  const url = new URL(TEST_PG_URL);
  url.searchParams.set('schema', schema);
  // One first, so the schema's migrations are not raced by two processes at their start.
  nodes.push(await NodeProcess.start('r1', url.toString(), redis.url, LEASE_MS));
  nodes.push(await NodeProcess.start('r2', url.toString(), redis.url, LEASE_MS));
});

afterAll(async () => {
  for (const s of sockets) await s.close().catch(() => undefined);
  await Promise.allSettled(nodes.map((n) => n.stop()));
  await redis?.kill();
});

/** The same account's browser on another node: its session is in the shared database. */
function on(node: NodeProcess, b: TestBrowser): TestBrowser {
  const other = new TestBrowser(node.base, node.base);
  other.cookie = b.cookie;
  return other;
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

describe('ratings in a cluster', () => {
  it('counts every end of one account’s matches finishing together on two nodes, in seq order', async () => {
    const [first] = nodes as [NodeProcess, NodeProcess];
    const ann = new TestBrowser(first.base);
    expect((await ann.signUp('Ann Cluster', 'a long enough password')).status).toBe(201);
    const rivals: TestBrowser[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const rival = new TestBrowser(first.base);
      expect((await rival.signUp(`Rival Cluster ${i}`, 'a long enough password')).status).toBe(201);
      rivals.push(rival);
    }
    // Every match created, joined and connected before any is played, so they all play at once.
    const tables: { node: NodeProcess; matchId: string; tokens: string[] }[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const node = nodes[i % 2] as NodeProcess;
      const created = await on(node, ann).request<CreateMatchResponse>('POST', '/api/matches', {
        game: 'four-humours',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        claim: 0,
        speed: { kind: 'realtime', preset: 'fast' },
        rated: true,
      });
      expect(created.status, created.text).toBe(201);
      const { matchId } = created.body;
      const joined = await on(node, rivals[i] as TestBrowser).request<JoinResponse>(
        'POST',
        `/api/matches/${matchId}/join`,
        {},
      );
      expect(joined.status, joined.text).toBe(200);
      tables.push({ node, matchId, tokens: [created.body.claimed?.token as string, joined.body.token] });
    }
    // Each node owns the matches created on it, and so writes (and rates) their ends.
    for (const node of nodes) {
      const owned = (await health(node))?.cluster?.ownedMatches ?? [];
      for (const t of tables.filter((x) => x.node === node)) expect(owned).toContain(t.matchId);
    }
    const seats: TestClient[] = [];
    for (const t of tables) {
      for (const token of t.tokens) {
        const client = await TestClient.open(
          `${t.node.ws}/api/matches/${t.matchId}/ws?token=${encodeURIComponent(token)}`,
        );
        sockets.push(client);
        await client.next((f) => f.type === 'state');
        seats.push(client);
      }
    }
    const stops = seats.map((c) => autoPlay(c));
    await whileRunning(
      nodes,
      Promise.all(
        seats.map((c) => c.next<StateFrame>((f) => f.type === 'state' && f.status === 'finished', 0, 120_000)),
      ),
    );
    for (const stop of stops) stop();

    const store = await PostgresMatchStore.open({ connectionString: TEST_PG_URL, schema });
    try {
      const results = (await store.ratings.resultsOfMatches(tables.map((t) => t.matchId))).sort(
        (a, b) => a.seq - b.seq,
      );
      expect(results).toHaveLength(MATCHES);
      expect(results.every((r) => r.counted)).toBe(true);
      const annKey = results[0]?.entries.find(
        (e) => e.player.startsWith('a:') && results.every((r) => r.entries.some((x) => x.player === e.player)),
      )?.player;
      expect(annKey).toBeDefined();
      // Each of Ann's results started from the rating the one before it (in seq order) left.
      const anns = results.map((r) => r.entries.find((e) => e.player === annKey) as RatedResultRow['entries'][number]);
      anns.forEach((entry, i) => {
        expect(entry.before).toEqual(i === 0 ? null : anns[i - 1]?.after);
      });
      const expected = inSeqOrder(results);
      const [row] = await store.ratings.ratingsOf([{ game: 'four-humours', player: annKey as string }]);
      expect(row).toMatchObject({
        games: MATCHES,
        mu: expected.get(annKey as string)?.mu,
        sigma: expected.get(annKey as string)?.sigma,
      });
      expect(await rebuildStored(store.ratings, false)).toMatchObject({ results: MATCHES, differences: 0 });
      // For whoever reads the run: how close together the two nodes' ends came (not asserted).
      const endOf = new Map(results.map((r) => [r.matchId, r.finishedAt]));
      const [onFirst, onSecond] = nodes.map((n) =>
        tables.filter((t) => t.node === n).map((t) => endOf.get(t.matchId) ?? 0),
      );
      const closest = Math.min(...(onFirst ?? []).flatMap((a) => (onSecond ?? []).map((b) => Math.abs(a - b))));
      console.log(`ratings cluster: the closest ends on the two nodes were ${closest} ms apart`);
    } finally {
      await store.close();
    }
  });
});
