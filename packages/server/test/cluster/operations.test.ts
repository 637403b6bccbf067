/**
 * The cluster as an operator runs it: two clusters sharing one Redis, a node that crashed coming
 * back under its own id, a node that cannot listen. Real processes, a PostgreSQL and a Redis of
 * the test's own.
 */
import { execFile } from 'node:child_process';
import { createServer as createTcpServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Seat } from '@boardhall/engine';
import type { CreateMatchResponse, PublicMatchResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../helpers.ts';
import { allFinished, ClusterClient, health, newMatch } from './harness.ts';
import { freePort, NodeProcess, serveRefused, ThrowawayPostgres, ThrowawayRedis } from './processes.ts';

const LEASE_MS = 3_000;
const CLI = fileURLToPath(new URL('../../../cli/bin/boardhall.mjs', import.meta.url));
const run = promisify(execFile);
let db: ThrowawayPostgres;
let redis: ThrowawayRedis;
const nodes: NodeProcess[] = [];
const clients: ClusterClient[] = [];

beforeAll(async () => {
  db = await ThrowawayPostgres.start();
  await db.createDatabase('other');
  redis = await ThrowawayRedis.start();
});

afterAll(async () => {
  for (const c of clients) c.stop();
  await Promise.allSettled(nodes.map((n) => n.stop()));
  await redis?.kill();
  db?.destroy();
});

async function node(
  id: string,
  database: string,
  redisUrl: string,
  extra: string[] = [],
  leaseMs = LEASE_MS,
): Promise<NodeProcess> {
  const n = await NodeProcess.start(id, database, redisUrl, leaseMs, extra);
  nodes.push(n);
  return n;
}

/** Plays a four-seat match created on `creator` with every seat connected through `via`. */
async function playThrough(label: string, creator: NodeProcess, via: NodeProcess): Promise<ClusterClient[]> {
  const { matchId, tokens } = await newMatch(creator, [via], ['human', 'human', 'human', 'human']);
  return [0, 1, 2, 3].map((seat) => {
    const c = new ClusterClient(`${label}${seat}`, () => [via.ws], matchId, tokens.get(seat) as string, seat as Seat);
    clients.push(c);
    c.start();
    return c;
  });
}

describe('clusters and nodes as an operator runs them', () => {
  it('keeps two clusters apart on databases 1 and 2 of one Redis, with the same schema and node ids', async () => {
    const one = [
      await node('n1', db.url('bh', 'postgres'), `${redis.url}/1`),
      await node('n2', db.url('bh', 'postgres'), `${redis.url}/1`),
    ];
    const two = [
      await node('n1', db.url('bh', 'other'), `${redis.url}/2`),
      await node('n2', db.url('bh', 'other'), `${redis.url}/2`),
    ];
    // Every seat goes through the node that does not own its match, so the nodes talk all along.
    const players = [
      ...(await playThrough('one-', one[0] as NodeProcess, one[1] as NodeProcess)),
      ...(await playThrough('two-', two[0] as NodeProcess, two[1] as NodeProcess)),
    ];
    await allFinished(players, [...one, ...two]);
    const moved = players.flatMap((c) => c.closes).filter((code) => code === 4503);
    console.log(`two clusters on Redis /1 and /2: ${moved.length} sockets closed with 4503 over both matches`);
    expect(moved).toEqual([]);
    for (const c of players) c.stop();
    await Promise.all([...one, ...two].map((n) => n.stop()));
  });

  it('refuses, in one error line, a node whose cluster name another database already uses on that Redis', async () => {
    const first = await node('m1', db.url('named', 'postgres'), `${redis.url}/3`, ['--cluster', 'games']);
    const refused = await serveRefused([
      '--port',
      '0',
      '--database',
      db.url('named', 'other'),
      '--redis',
      `${redis.url}/3`,
      '--node-id',
      'm2',
      '--cluster',
      'games',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toEqual([
      "error: The cluster name 'games' is in use on this Redis by nodes of another database; give each cluster its own --cluster name.",
    ]);
    // The same database may join under that name, and another name is free for the other one.
    nodes.push(
      await NodeProcess.start('m2', db.url('named', 'postgres'), `${redis.url}/3`, LEASE_MS, ['--cluster', 'games']),
    );
    nodes.push(
      await NodeProcess.start('m3', db.url('named', 'other'), `${redis.url}/3`, LEASE_MS, ['--cluster', 'games-2']),
    );
    await first.stop();
  });

  it('lets a node that crashed rejoin at once under its own id and play its matches on', async () => {
    // A lease far longer than a restart takes: the old node's heartbeat is still alive when the
    // new one asks to join, as it is with the default lease on a machine that restarts quickly.
    const lease = 30_000;
    const database = db.url('rejoin', 'postgres');
    const r1 = await node('r1', database, `${redis.url}/4`, [], lease);
    const r2 = await node('r2', database, `${redis.url}/4`, [], lease);
    const { matchId, tokens } = await newMatch(r1, [r1], ['human', 'human', 'bot', 'bot']);
    const seats = [0, 1].map((seat) => {
      const c = new ClusterClient(`r-${seat}`, () => [r2.ws], matchId, tokens.get(seat) as string, seat as Seat);
      clients.push(c);
      c.start();
      return c;
    });
    await seats[0]?.waitFor('6 actions', () => (seats[0]?.latest?.actionCount ?? 0) >= 6);
    await r1.kill9();
    const restartedAt = Date.now();
    const again = await node('r1', database, `${redis.url}/4`, [], lease);
    const ms = Date.now() - restartedAt;
    console.log(`node r1 killed and started again under its id: listening after ${ms} ms (lease ${lease} ms)`);
    expect(ms).toBeLessThan(lease);
    expect((await health(again))?.cluster?.nodes.find((n) => n.nodeId === 'r1')?.alive).toBe(true);
    await allFinished(seats, [again, r2]);
    for (const c of seats) c.stop();
  });

  it('refuses a port in use in one error line, without ever joining the cluster', async () => {
    const database = db.url('ports', 'postgres');
    const member = await node('q1', database, `${redis.url}/5`);
    const taken = createTcpServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const refused = await serveRefused([
        '--port',
        String(port),
        '--database',
        database,
        '--redis',
        `${redis.url}/5`,
        '--node-id',
        'q2',
      ]);
      expect(refused.code).toBe(2);
      expect(refused.stderr.trim().split('\n')).toEqual([
        `error: Port ${port} on 127.0.0.1 is in use by another program; choose another with --port.`,
      ]);
      const listed = (await health(member))?.cluster?.nodes.map((n) => n.nodeId);
      expect(listed).toEqual(['q1']);
    } finally {
      taken.close();
    }
  });

  it('hands every match to another node at once when drained, by SIGTERM or by `boardhall drain`', async () => {
    // A lease far longer than the test: a match that waited for its lease to lapse would stall.
    const lease = 60_000;
    const database = db.url('drain', 'postgres');
    const redisUrl = `${redis.url}/6`;
    const first = await node('d1', database, redisUrl, ['--admin-port', '0'], lease);
    const second = await node('d2', database, redisUrl, ['--admin-port', '0'], lease);
    const third = await node('d3', database, redisUrl, [], lease);
    /** A match of bots only, created on `creator`: nobody reconnects to it, so only a hand-over moves it. */
    const botsOnly = async (creator: NodeProcess) => {
      const created = await http<CreateMatchResponse>(creator.base, 'POST', '/api/matches', {
        game: 'four-humours',
        // Bots that think a little, so the match is still on when the node drains.
        seats: [0, 1, 2, 3].map(() => ({ kind: 'bot', bot: 'ismcts:level=easy' })),
        options: { mode: 'kingdom' },
      });
      expect(created.status, created.text).toBe(201);
      return created.body.matchId;
    };
    const progress = async (via: NodeProcess, id: string) =>
      (await http<PublicMatchResponse>(via.base, 'GET', `/api/matches/${id}`)).body.actionCount;
    const movesOn = async (via: NodeProcess, id: string, from: number) => {
      const until = Date.now() + 20_000;
      while (Date.now() < until) {
        if ((await progress(via, id)) > from) return Date.now();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`match ${id} did not move on within 20 s`);
    };

    // SIGTERM: d1's match of bots goes on at once on another node; its seat reconnects and plays on.
    const bots1 = await botsOnly(first);
    const { matchId, tokens } = await newMatch(first, [first], ['human', 'bot', 'bot', 'bot']);
    const seat = new ClusterClient('drain-0', () => [first.ws, second.ws], matchId, tokens.get(0) as string, 0, 0);
    clients.push(seat);
    seat.start();
    await seat.waitFor('4 actions', () => (seat.latest?.actionCount ?? 0) >= 4);
    const before = await progress(second, bots1);
    const stoppedAt = Date.now();
    await first.stop();
    const resumed = (await movesOn(second, bots1, before)) - stoppedAt;
    expect(await first.exit).toBe(0);
    expect(seat.closes).toContain(1001);
    console.log(`drain by SIGTERM: d1 stopped; its match of bots moved on ${resumed} ms after (lease ${lease} ms)`);
    expect(resumed).toBeLessThan(10_000);

    // The same through the admin port, with the command an operator runs.
    const bots2 = await botsOnly(second);
    const at = await progress(third, bots2);
    second.expectExit();
    const { stdout } = await run(process.execPath, [CLI, 'drain', '--admin', second.adminUrl as string, '--json']);
    const answer = JSON.parse(stdout) as { drained: boolean; handedOver: number };
    expect(answer.drained).toBe(true);
    expect(answer.handedOver).toBeGreaterThanOrEqual(1);
    expect(await second.exit).toBe(0);
    await movesOn(third, bots2, at);
    await allFinished([seat], [third]);
    seat.stop();
  });
});
