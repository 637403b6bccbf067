import { join } from 'node:path';
import type { CreateMatchResponse, JoinResponse, PublicMatchResponse } from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteMatchStore } from '../src/storage/sqlite.ts';
import { ControlledStore } from './controlled-store.ts';
import { startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';

const waitingMatch = { game: 'tally', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'rate' };

/** Fails a promise that does not settle within a generous bound (a liveness guard, not a timing check). */
function settles<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

describe('HTTP rate limits and public reads', () => {
  const servers: TestServer[] = [];
  const data = tempDir();
  afterAll(async () => {
    for (const s of servers) await s.close();
    data.remove();
  });

  it('answers 429 in the documented body with retry-after, per address and per route', async () => {
    const server = await startTestServer({ clientLimits: { http: { matchReads: 3, seatChanges: 2, other: 2 } } });
    servers.push(server);
    const created = await server.app.inject({ method: 'POST', url: '/api/matches', payload: waitingMatch });
    const id = (created.json() as CreateMatchResponse).matchId;
    const get = (address: string, url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
      server.app.inject({ method, url, remoteAddress: address, headers });

    const reads = [];
    for (let i = 0; i < 4; i++) reads.push(await get('192.0.2.1', `/api/matches/${id}`));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    const limited = reads[3];
    expect(limited?.json()).toEqual({ error: { code: 'rate-limited', message: expect.any(String) } });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and another route of the same address, are not held back.
    expect((await get('192.0.2.2', `/api/matches/${id}`)).statusCode).toBe(200);
    expect((await get('192.0.2.1', '/api/games')).statusCode).toBe(200);

    // The abuse of the issue: leave with a bad token in a loop.
    const leaves = [];
    for (let i = 0; i < 3; i++) {
      leaves.push(await get('192.0.2.3', `/api/matches/${id}/leave`, { authorization: 'Bearer nope' }, 'POST'));
    }
    expect(leaves.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    // Unknown paths count too.
    const misses = [];
    for (let i = 0; i < 3; i++) misses.push((await get('192.0.2.4', '/api/nothing')).statusCode);
    expect(misses).toEqual([404, 404, 429]);
  });

  it('answers a public read of a match at once while one of its actions is being stored', async () => {
    const store = new ControlledStore(new SqliteMatchStore(join(data.dir, 'boardhall.sqlite')));
    const server = await startTestServer({ dataDir: data.dir, storage: store });
    servers.push(server);
    const created = (
      await server.app.inject({ method: 'POST', url: '/api/matches', payload: { ...waitingMatch, claim: 0 } })
    ).json() as CreateMatchResponse;
    const id = created.matchId;
    const joined = (
      await server.app.inject({ method: 'POST', url: `/api/matches/${id}/join`, payload: {} })
    ).json() as JoinResponse;
    const tokens = [created.claimed?.token as string, joined.token];
    const seats = [
      await TestClient.open(server.wsUrl(id, tokens[0])),
      await TestClient.open(server.wsUrl(id, tokens[1])),
    ];
    for (const c of seats) await c.next((f) => f.type === 'state');
    const mover = seats.find((c) => (c.lastState()?.legalActions.length ?? 0) > 0) as TestClient;
    const action = mover.lastState()?.legalActions[0];

    store.hold = true;
    mover.send({ type: 'action', action, version: 0, requestId: 'held' });
    await store.waitForHeld();
    const during = await settles(server.app.inject({ method: 'GET', url: `/api/matches/${id}` }), 'GET during a write');
    expect(during.statusCode).toBe(200);
    // What is stored, not the action still being written.
    expect(during.json()).toMatchObject({ version: 0, actionCount: 0, status: 'playing', log: [] });
    store.release();
    await mover.next((f) => f.type === 'state' && f.requestId === 'held');
    const after = (await server.app.inject({ method: 'GET', url: `/api/matches/${id}` })).json() as PublicMatchResponse;
    expect(after).toMatchObject({ version: 1, actionCount: 1 });
    for (const c of seats) await c.close();
  });
});
