/**
 * PostgreSQL going away under a running server, as a restart or a failover of the database does:
 * every backend of the server terminated (`pg_terminate_backend`), and the database restarted.
 * The server must live through it: actions refused with the retryable `storage-unavailable` while
 * the database is away, nothing acknowledged that was not committed, play resuming by itself.
 * On one server and on a cluster of three nodes, each against a PostgreSQL of the test's own (so
 * that it can be restarted without disturbing the other test files).
 */
import { randomBytes } from 'node:crypto';
import type { Seat } from '@boardhall/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFinished, ClusterClient, diagnosed, newest, newMatch, verifyStored } from './harness.ts';
import { NodeProcess, ThrowawayPostgres, ThrowawayRedis } from './processes.ts';

const LEASE_MS = 3_000;
const TERMINATION_ROUNDS = 4;

let db: ThrowawayPostgres;
let redis: ThrowawayRedis;
const nodes: NodeProcess[] = [];
const clients: ClusterClient[] = [];

beforeAll(async () => {
  db = await ThrowawayPostgres.start();
  redis = await ThrowawayRedis.start();
});

afterAll(async () => {
  for (const c of clients) c.stop();
  await Promise.allSettled(nodes.map((n) => n.stop()));
  await redis?.kill();
  db?.destroy();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays seats 0 and 1 of a match with two random bots through `via`, as the web client would. */
async function playedMatch(label: string, creator: NodeProcess, via: NodeProcess[]) {
  const { matchId, tokens } = await newMatch(creator, via, ['human', 'human', 'bot', 'bot']);
  const bases = () => via.map((n) => n.ws);
  const seats = [0, 1].map((seat, i) => {
    // Seats that think a little, so that the matches last through every outage of the test.
    const c = new ClusterClient(
      `${label}${seat}`,
      bases,
      matchId,
      tokens.get(seat) as string,
      seat as Seat,
      i,
      [30, 90],
    );
    clients.push(c);
    c.start();
    return c;
  });
  return { matchId, seats };
}

/**
 * Terminates the servers' backends a few times while they play (a match created on each node, so
 * every node writes), then restarts PostgreSQL, then lets the matches finish; every node must
 * still be running and every acknowledged action stored.
 */
async function surviveOutages(label: string, group: NodeProcess[], schema: string): Promise<void> {
  const matches = await Promise.all(group.map((creator, i) => playedMatch(`${label}${i}-`, creator, group)));
  const seats = matches.flatMap((m) => m.seats);
  const watch = (what: string, check: () => boolean, timeoutMs = 60_000) =>
    diagnosed(seats, group, seats[0]?.waitFor(what, check, timeoutMs) as Promise<void>);
  const done = (m: (typeof matches)[number]) => m.seats.some((c) => c.finished);
  /** Every match moved at least two versions past `before` (or ended meanwhile). */
  const movedOn = (before: number[]) => () =>
    matches.every((m, i) => done(m) || newest(m.seats) >= (before[i] ?? 0) + 2);
  const versions = () => matches.map((m) => newest(m.seats));
  await watch('10 actions in every match', () => matches.every((m) => newest(m.seats) >= 10));
  let terminated = 0;
  for (let round = 0; round < TERMINATION_ROUNDS; round++) {
    const before = versions();
    terminated += await db.terminateBackends();
    await pause(100);
    terminated += await db.terminateBackends();
    // Play goes on after each termination: the pool opens new connections by itself.
    await watch(`play after termination ${round + 1}`, movedOn(before));
  }
  const acked = () => seats.reduce((n, c) => n + c.acks.length, 0);
  const acksBefore = acked();
  db.stop();
  const stoppedAt = Date.now();
  await pause(3_000);
  const acksWhileDown = acked() - acksBefore;
  const atRestart = versions();
  expect(
    matches.some((m) => !done(m)),
    'a match still on when PostgreSQL stopped',
  ).toBe(true);
  await db.startServer();
  await watch('play to resume after the restart', movedOn(atRestart));
  const resumedMs = Date.now() - stoppedAt;
  await allFinished(seats, group);
  const refusals = seats.flatMap((c) => c.refusals);
  console.log(
    `${label}: ${terminated} backends terminated over ${TERMINATION_ROUNDS} rounds; PostgreSQL down 3 s: ${acksWhileDown} actions acknowledged meanwhile, ${refusals.filter((r) => r === 'storage-unavailable').length} refused storage-unavailable; play resumed ${resumedMs} ms after the stop`,
  );
  expect(terminated).toBeGreaterThanOrEqual(TERMINATION_ROUNDS);
  // No node died of it.
  for (const n of group) expect(n.running, `${n.nodeId} is still running\n${n.logs.slice(-20).join('\n')}`).toBe(true);
  // Nothing commits without the database: at most a commit already under way when it stopped, per node.
  expect(acksWhileDown).toBeLessThanOrEqual(group.length);
  // Every refusal says what happened; none is a bare internal error.
  expect(refusals).not.toContain('internal-error');
  expect(refusals).not.toContain('storage-error');
  for (const m of matches) {
    await verifyStored(
      db.url(schema).replace(/\?.*$/, ''),
      schema,
      m.matchId,
      m.seats.flatMap((c) => c.acks),
    );
  }
  for (const c of seats) c.stop();
}

describe('PostgreSQL restarted under a running server', () => {
  it('one server lives through backend terminations and a restart of the database, losing nothing', async () => {
    const schema = `bh_one_${randomBytes(4).toString('hex')}`;
    const server = await NodeProcess.start('single', db.url(schema), null, LEASE_MS);
    nodes.push(server);
    await surviveOutages('one', [server], schema);
    await server.stop();
  });

  it('three nodes of a cluster live through backend terminations and a restart of the database', async () => {
    const schema = `bh_three_${randomBytes(4).toString('hex')}`;
    const first = await NodeProcess.start('d1', db.url(schema), redis.url, LEASE_MS);
    const rest = await Promise.all(
      ['d2', 'd3'].map((id) => NodeProcess.start(id, db.url(schema), redis.url, LEASE_MS)),
    );
    const group = [first, ...rest];
    nodes.push(...group);
    await surviveOutages('three', group, schema);
    await Promise.all(group.map((n) => n.stop()));
  });
});
