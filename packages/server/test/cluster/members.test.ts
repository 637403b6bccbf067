/** The cluster's member list against a real Redis: who is alive, and nodes gone long enough forgotten. */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGET_NODES_AFTER_MS, Members } from '../../src/cluster/members.ts';
import { ThrowawayRedis } from './processes.ts';

let redis: ThrowawayRedis;
let client: Redis;
beforeAll(async () => {
  redis = await ThrowawayRedis.start();
  client = new Redis(redis.url);
});
afterAll(async () => {
  client?.disconnect();
  await redis?.kill();
});

describe('cluster members', () => {
  it('lists the nodes heard of lately, alive or not, and forgets those gone for a while', async () => {
    const prefix = 'boardhall:members-test:';
    const a = new Members(client, prefix, 'a', 5_000, 'http://10.0.0.1:8080');
    const b = new Members(client, prefix, 'b', 5_000, null);
    await a.heartbeat();
    await b.heartbeat();
    await b.leave();
    // A node last heard of long ago (it was renamed, or its machine retired).
    await client.zadd(`${prefix}nodes`, Date.now() - FORGET_NODES_AFTER_MS - 1_000, 'old');
    const listed = await a.list();
    expect(listed.map((m) => [m.nodeId, m.alive, m.url])).toEqual([
      ['a', true, 'http://10.0.0.1:8080'],
      ['b', false, null],
    ]);
    expect(Date.parse(listed[0]?.lastSeen ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The next heartbeat drops it from the set altogether, so the set does not grow for ever.
    await a.heartbeat();
    expect(await client.zscore(`${prefix}nodes`, 'old')).toBeNull();
  });
});
