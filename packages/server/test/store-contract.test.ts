// What every MatchStore promises, run against the adapter under test (SQLite in one run of the
// server suite, PostgreSQL in the other: store-under-test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { type MatchStore, type StoredAction, type StoredMatch, UPTIME_GAP_MS } from '../src/storage/types.ts';
import { tempDir } from './helpers.ts';
import { openTestStore, TEST_STORE } from './store-under-test.ts';

const cleanup: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0).reverse()) await done();
});

/** A store on a fresh data folder (or schema); `reopen` opens the same data again. */
async function freshStore(): Promise<{ store: MatchStore; reopen(): Promise<MatchStore> }> {
  const data = tempDir('boardhall-contract-');
  cleanup.push(() => data.remove());
  const open = async () => {
    const store = await openTestStore(data.dir);
    cleanup.push(() => store.close());
    return store;
  };
  return { store: await open(), reopen: open };
}

function match(id: string, createdAt = 1): StoredMatch {
  return {
    id,
    game: 'tally',
    players: 2,
    options: { handSize: 3, nested: { list: [1, 2.5, 'x'] } },
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

const action = (matchId: string, seq: number, value: unknown = seq): StoredAction => ({
  matchId,
  seq,
  kind: 'action',
  seat: 0,
  action: value,
  hash: `h${seq}`,
  at: seq,
});

describe(`MatchStore contract (${TEST_STORE})`, () => {
  it('keeps what it acknowledged: a reopened store reads back matches, updates and history', async () => {
    const { store, reopen } = await freshStore();
    await store.createMatch(match('m1'));
    await store.appendAction(action('m1', 1, [{ type: 'pass' }]));
    await store.appendAction(
      { matchId: 'm1', seq: 2, kind: 'undo', seat: 0, action: null, hash: 'h0', at: 6 },
      { status: 'finished', outcome: { ranking: [[0], [1]], scores: [3, 1] } },
    );
    const seats = [{ kind: 'human' as const, name: null, tokenHash: null }, match('m1').seats[1]!];
    await store.updateMatch('m1', { seats });
    await store.close();

    const again = await reopen();
    const { updatedAt: _created, ...unchanged } = match('m1');
    const stored = await again.getMatch('m1');
    expect(stored).toMatchObject({
      ...unchanged,
      seats,
      status: 'finished',
      outcome: { ranking: [[0], [1]], scores: [3, 1] },
    });
    // The last write, updateMatch, stamps the time it ran.
    expect(stored?.updatedAt).toBeGreaterThan(6);
    expect(await again.loadActions('m1')).toEqual([
      { ...action('m1', 1, [{ type: 'pass' }]) },
      { matchId: 'm1', seq: 2, kind: 'undo', seat: 0, action: null, hash: 'h0', at: 6 },
    ]);
    expect(await again.getMatch('nope')).toBeNull();
    expect(await again.loadActions('nope')).toEqual([]);
  });

  it('writes no (match, seq) twice and refuses writes to unknown matches, changing nothing', async () => {
    const { store } = await freshStore();
    await store.createMatch(match('m1'));
    await store.appendAction(action('m1', 1, 'first'));
    await expect(store.appendAction(action('m1', 1, 'again'))).rejects.toThrow();
    await expect(store.createMatch({ ...match('m1'), game: 'other' })).rejects.toThrow();
    await expect(store.appendAction(action('ghost', 1))).rejects.toThrow();
    await expect(store.updateMatch('ghost', { status: 'finished' })).rejects.toThrow();
    expect((await store.loadActions('m1')).map((a) => a.action)).toEqual(['first']);
    expect((await store.getMatch('m1'))?.game).toBe('tally');
    expect(await store.getMatch('ghost')).toBeNull();
  });

  it('groups concurrent writes, failing only the bad ones, in the order they were made', async () => {
    const { store } = await freshStore();
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.createMatch(match(`m${i}`, i))));
    const writes = Array.from({ length: 40 }, (_, i) => [
      store.appendAction(action(`m${i}`, 1, i)),
      store.appendAction(action(`m${i}`, 2, i), i % 2 === 0 ? { status: 'finished' } : undefined),
    ]).flat();
    const duplicate = store.appendAction(action('m7', 1, 'dup'));
    const unknown = store.updateMatch('nope', { status: 'finished' });
    const results = await Promise.allSettled([...writes, duplicate, unknown]);
    expect(results.slice(0, 80).filter((r) => r.status === 'rejected')).toEqual([]);
    expect(results.slice(80).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await store.loadActions('m7')).map((a) => a.action)).toEqual([7, 7]);

    const finished = await store.listMatches({ statuses: ['finished'], limit: 3 });
    expect(finished.map((m) => m.id)).toEqual(['m38', 'm36', 'm34']);
    const both = await store.listMatches({ statuses: ['playing', 'finished'], limit: 100 });
    expect(both).toHaveLength(40);
    expect(await store.listMatches({ statuses: [], limit: 3 })).toEqual([]);
  });

  it('lists ties in time by id, byte by byte, the same in every adapter', async () => {
    const { store } = await freshStore();
    for (const id of ['b', 'B', 'a', 'A', '_']) await store.createMatch(match(id, 5));
    const listed = await store.listMatches({ statuses: ['playing'], limit: 10 });
    expect(listed.map((m) => m.id)).toEqual(['A', 'B', '_', 'a', 'b']);
  });

  it('finds the matches due: open, with a deadline within the horizon or none, oldest first, ties by id', async () => {
    const { store } = await freshStore();
    const at = (
      id: string,
      createdAt: number,
      nextDeadline: number | null,
      status: StoredMatch['status'] = 'playing',
    ) => store.createMatch({ ...match(id, createdAt), status, nextDeadline });
    await at('soon', 4, 1_000);
    await at('undated', 3, null);
    await at('far', 1, 50_000);
    await at('done', 2, 500, 'finished');
    await at('waiting', 5, null, 'waiting');
    await at('B', 6, 2_000);
    await at('A', 6, null);
    expect(await store.dueMatchIds(2_000, 100)).toEqual(['undated', 'soon', 'waiting', 'A', 'B']);
    expect(await store.dueMatchIds(2_000, 2)).toEqual(['undated', 'soon']);
    expect(await store.dueMatchIds(60_000, 100)).toEqual(['far', 'undated', 'soon', 'waiting', 'A', 'B']);
  });

  it('counts the servers up: a run stalled between its beats was up all along; a new run after a gap was not', async () => {
    const { store } = await freshStore();
    const start = await store.uptime();
    await store.heartbeat('a#1', 1_000_000);
    // A first beat adds at most UPTIME_GAP_MS since the last beat of any server (none here).
    const afterFirst = (await store.uptime()) - start;
    expect(afterFirst).toBeLessThanOrEqual(UPTIME_GAP_MS);
    await store.heartbeat('a#1', 1_000_500);
    // The same run, stalled 7 s between two beats (a busy event loop): alive all the time.
    await store.heartbeat('a#1', 1_007_500);
    expect((await store.uptime()) - start - afterFirst).toBe(7_500);
    // Another node beats in between: nothing is counted twice.
    await store.heartbeat('b#1', 1_008_000);
    await store.heartbeat('a#1', 1_008_500);
    expect((await store.uptime()) - start - afterFirst).toBe(8_500);
    expect(await store.lastAlive('a#1')).toBe(1_008_500);
    // Every server gone for 60 s, then a new run: its first beat adds no more than the gap allowed.
    await store.heartbeat('a#2', 1_068_500);
    expect((await store.uptime()) - start - afterFirst).toBe(8_500 + UPTIME_GAP_MS);
  });

  it('finishes the writes it has taken before closing, and refuses new ones after', async () => {
    const { store, reopen } = await freshStore();
    await store.createMatch(match('m1'));
    const pending = Array.from({ length: 20 }, (_, i) => store.appendAction(action('m1', i + 1)));
    await store.close();
    await Promise.all(pending);
    await expect(store.createMatch(match('late'))).rejects.toThrow(/closed/);
    expect(await (await reopen()).loadActions('m1')).toHaveLength(20);
  });
});
