/**
 * The spectators of one address are counted by the node that owns the match, so a socket held by
 * another node (relayed to the owner) must bring its address along. Two nodes in this process, on
 * PostgreSQL and a Redis of the test's own; runs in the PostgreSQL project only (vitest.config.ts).
 */
import type { CreateMatchResponse, HealthResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestServer, TestClient, type TestServer, tempDir } from '../helpers.ts';
import { ThrowawayRedis } from './processes.ts';

let redis: ThrowawayRedis;
const data = tempDir();
const nodes: TestServer[] = [];

beforeAll(async () => {
  redis = await ThrowawayRedis.start();
  for (const nodeId of ['owner', 'edge']) {
    nodes.push(
      await startTestServer({
        dataDir: data.dir,
        clientLimits: { spectatorsPerMatch: 10, spectatorsPerAddressPerMatch: 2, helloGraceMs: 300 },
        cluster: { redisUrl: redis.url, nodeId, leaseMs: 3_000 },
      }),
    );
  }
});

afterAll(async () => {
  for (const node of nodes) await node.close();
  await redis?.kill();
  data.remove();
});

describe('spectators per address in a cluster', () => {
  it('counts a spectator relayed from another node by its own address, at the owner', async () => {
    const [owner, edge] = nodes as [TestServer, TestServer];
    const created = await http<CreateMatchResponse>(owner.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = created.body.matchId;
    const health = await http<HealthResponse>(owner.base, 'GET', '/api/health');
    expect(health.body.cluster?.ownedMatches).toContain(id);

    const open = async (node: TestServer, from: string) => {
      const c = await TestClient.open(node.wsUrl(id), { from });
      return { c, first: await c.next((f) => f.type === 'error' || f.type === 'welcome') };
    };
    const relayed = [await open(edge, '127.0.0.1'), await open(edge, '127.0.0.1')];
    expect(relayed.map((r) => r.first.type)).toEqual(['welcome', 'welcome']);
    // The address's third, relayed or not, is over the cap; another address is not.
    const third = await open(edge, '127.0.0.1');
    const local = await open(owner, '127.0.0.1');
    const neighbour = await open(edge, '127.0.0.2');
    expect([third.first, local.first].map((f) => (f.type === 'error' ? f.code : f.type))).toEqual([
      'too-many-spectators',
      'too-many-spectators',
    ]);
    expect(neighbour.first.type).toBe('welcome');
    for (const r of [...relayed, third, local, neighbour]) await r.c.close();
  });
});
