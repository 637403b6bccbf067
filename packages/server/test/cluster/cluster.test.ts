/**
 * Several `boardhall serve` processes on one PostgreSQL schema and a Redis of the test's own:
 * play across nodes, a node killed or frozen mid-game, Redis restarted, the database cut off.
 * Runs in the PostgreSQL project of the server suite only (vitest.config.ts).
 */
import type { ReplayFile, Seat } from '@boardhall/engine';
import type { HealthResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Ack } from '../../src/chaos/players.ts';
import { ClusterClient } from '../../src/chaos/players.ts';
import { http, scanForLeaks, statesOf } from '../helpers.ts';
import { freshSchema, TEST_PG_URL } from '../store-under-test.ts';
import {
  allFinished as allFinishedOn,
  fourHumours as def,
  diagnosed as diagnosedOn,
  health,
  newest,
  newMatch,
  verifyStored as verifyStoredIn,
} from './harness.ts';
import { CuttableProxy, NodeProcess, ThrowawayRedis } from './processes.ts';

/** Long enough that a node starved of CPU by the rest of the test suite still renews in time. */
const LEASE_MS = 3_000;

let redis: ThrowawayRedis;
let schema: string;
const nodes: NodeProcess[] = [];
/** Each node reaches PostgreSQL through a proxy of its own, which a test may cut or hold. */
const proxies = new Map<NodeProcess, CuttableProxy>();
const clients: ClusterClient[] = [];
let nodeCount = 0;

async function startNode(): Promise<NodeProcess> {
  const pg = new URL(TEST_PG_URL);
  const proxy = await CuttableProxy.start(Number(pg.port || 5432));
  const url = new URL(TEST_PG_URL);
  url.host = `127.0.0.1:${proxy.port}`;
  url.searchParams.set('schema', schema);
  const node = await NodeProcess.start(`n${++nodeCount}`, url.toString(), redis.url, LEASE_MS);
  nodes.push(node);
  proxies.set(node, proxy);
  return node;
}

const proxyOf = (node: NodeProcess) => proxies.get(node) as CuttableProxy;

const wsBases = () => nodes.map((n) => n.ws);
const running = () => nodes.filter((n) => n.running);

beforeAll(async () => {
  redis = await ThrowawayRedis.start();
  schema = freshSchema();
  // One first, so the schema's migrations are not raced by three processes at their start.
  await startNode();
  await Promise.all([startNode(), startNode()]);
});

// Each test starts with three nodes running, whatever the one before it killed (or left behind when it failed).
beforeEach(async () => {
  while (running().length < 3) await startNode();
});

afterAll(async () => {
  for (const c of clients) c.stop();
  await Promise.allSettled(nodes.map((n) => n.stop()));
  await redis?.kill();
  await Promise.allSettled([...proxies.values()].map((p) => p.close()));
});

function client(label: string, matchId: string, token: string | null, seat: Seat | null, via: NodeProcess) {
  const c = new ClusterClient(label, wsBases, matchId, token, seat, nodes.indexOf(via));
  clients.push(c);
  c.start();
  return c;
}

const diagnosed = <T>(cs: ClusterClient[], waiting: Promise<T>) => diagnosedOn(cs, nodes, waiting);
const allFinished = (cs: ClusterClient[]) => allFinishedOn(cs, nodes);
const verifyStored = (matchId: string, acks: readonly Ack[]) => verifyStoredIn(TEST_PG_URL, schema, matchId, acks);

async function ownerOf(matchId: string): Promise<NodeProcess> {
  for (let i = 0; i < 100; i++) {
    for (const node of running()) {
      if ((await health(node))?.cluster?.ownedMatches.includes(matchId)) return node;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no node owns ${matchId}`);
}

describe('a cluster of three nodes on PostgreSQL and Redis', () => {
  it('plays a four-seat match whose seats and spectator are on three nodes, each frame only to its own viewer', async () => {
    const [n1, n2, n3] = nodes as [NodeProcess, NodeProcess, NodeProcess];
    const { matchId, tokens } = await newMatch(n1, [n2, n3], ['human', 'human', 'human', 'human']);
    const seats = [
      client('s0', matchId, tokens.get(0) as string, 0, n1),
      client('s1', matchId, tokens.get(1) as string, 1, n2),
      client('s2', matchId, tokens.get(2) as string, 2, n3),
      client('s3', matchId, tokens.get(3) as string, 3, n2),
    ];
    const spectator = client('spectator', matchId, null, null, n3);
    // Each node reports itself, what it owns, and how Redis and PostgreSQL answer.
    const owner = await ownerOf(matchId);
    const report = (await health(owner)) as HealthResponse;
    expect(report).toMatchObject({ node: owner.nodeId, storage: { kind: 'postgres', ok: true } });
    expect(report.cluster?.ownedMatches).toContain(matchId);
    expect(report.cluster?.redis.ok).toBe(true);
    expect(report.cluster?.redis.latencyMs).toBeGreaterThanOrEqual(0);
    expect(report.cluster?.nodes.filter((n) => n.alive).map((n) => n.nodeId)).toEqual(['n1', 'n2', 'n3']);
    expect((await health(n3))?.cluster?.ownedMatches).not.toContain(matchId);
    await allFinished([...seats, spectator]);
    const rows = await verifyStored(
      matchId,
      seats.flatMap((c) => c.acks),
    );

    const replay = await http<ReplayFile>(n3.base, 'GET', `/api/matches/${matchId}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.body.actions).toHaveLength(rows);
    const states = statesOf(def, replay.body);
    let checked = 0;
    for (const c of [...seats, spectator]) {
      const scan = scanForLeaks(def, states, 4, c.seat ?? 'spectator', c.raw);
      expect(scan.leaks).toEqual([]);
      checked += scan.checked;
      // A seat's state frames are its own, wherever it was connected.
      for (const text of c.raw) {
        const f = JSON.parse(text) as { type: string; seat?: Seat | null };
        if (f.type === 'state') expect(f.seat).toBe(c.seat);
      }
    }
    console.log(`cluster: ${rows} actions over 3 nodes, ${checked} frames scanned for secrets, none leaked`);
    expect(checked).toBeGreaterThan(rows);
    for (const c of [...seats, spectator]) c.stop();
  });

  it('finishes the match on another node after kill -9 of its owner, keeping every acknowledged action once', async () => {
    const [n1, n2, n3] = running() as [NodeProcess, NodeProcess, NodeProcess];
    const { matchId, tokens } = await newMatch(n1, [n2], ['human', 'human', 'bot', 'bot']);
    const seats = [
      client('k0', matchId, tokens.get(0) as string, 0, n1),
      client('k1', matchId, tokens.get(1) as string, 1, n2),
    ];
    const spectator = client('k-spectator', matchId, null, null, n3);
    const all = [...seats, spectator];
    await spectator.waitFor('24 actions', () => (spectator.latest?.actionCount ?? 0) >= 24);
    const owner = await ownerOf(matchId);
    const before = newest(all);
    const killedAt = Date.now();
    await owner.kill9();
    await diagnosed(
      all,
      spectator.waitFor('play to resume on another node', () => newest(all) > before, 60_000),
    );
    const resumedMs = Date.now() - killedAt;
    console.log(
      `cluster: kill -9 of ${owner.nodeId} at version ${before}; play resumed after ${resumedMs} ms (lease ${LEASE_MS} ms)`,
    );
    const successor = await ownerOf(matchId);
    expect(successor.nodeId).not.toBe(owner.nodeId);
    await allFinished(all);
    // The bots kept playing on the new owner: their seats acted after the takeover.
    const replay = await http<ReplayFile>(successor.base, 'GET', `/api/matches/${matchId}/replay`);
    expect(replay.body.actions.slice(before).some((a) => a.seat >= 2)).toBe(true);
    await verifyStored(
      matchId,
      seats.flatMap((c) => c.acks),
    );
    for (const c of all) c.stop();
  });

  it('refuses the writes of an owner frozen past its lease (SIGSTOP, SIGCONT): it gives the match up', async () => {
    const [a, b, c3] = running() as [NodeProcess, NodeProcess, NodeProcess];
    const { matchId, tokens } = await newMatch(a, [b, c3], ['human', 'human', 'human', 'human']);
    const owner = await ownerOf(matchId);
    const others = running().filter((n) => n !== owner);
    // Seat 0 plays on the owner itself; the others through the other nodes.
    const held = client('z0', matchId, tokens.get(0) as string, 0, owner);
    const rest = [1, 2, 3].map((seat) =>
      client(`z${seat}`, matchId, tokens.get(seat) as string, seat, others[seat % others.length] as NodeProcess),
    );
    const all = [held, ...rest];
    await held.waitFor('16 actions', () => (held.latest?.actionCount ?? 0) >= 16);
    held.auto = false;
    await held.waitFor('seat 0 to be on turn', () => held.myTurn);
    // The owner applies seat 0's action and sends its write, which waits in the proxy: the owner
    // is frozen with a write under way, as a process can be paused at any moment.
    proxyOf(owner).hold();
    const stale = held.actNow();
    expect(stale).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    owner.signal('SIGSTOP');
    held.auto = true;
    const frozenAt = Date.now();
    const atFreeze = newest(all);
    await rest[0]?.waitFor('play to go on without the frozen node', () => newest(all) >= atFreeze + 8, 60_000);
    console.log(
      `cluster: ${owner.nodeId} frozen at version ${atFreeze}; 8 more actions after ${Date.now() - frozenAt} ms`,
    );
    owner.signal('SIGCONT');
    proxyOf(owner).release();
    const gaveUp = () => owner.logged('match given up to another node').filter((e) => e.matchId === matchId);
    const fenced = () => gaveUp().filter((e) => String(e.reason).includes('fence'));
    // Its write, held back while it was frozen, reaches the database now and is refused: the
    // fence moved on with the takeover.
    for (let i = 0; i < 200 && fenced().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const reasons = gaveUp().map((e) => String(e.reason));
    console.log(`cluster: ${owner.nodeId} woke and gave the match up (${reasons.join('; ')})`);
    expect(fenced().length, owner.logs.slice(-20).join('\n')).toBeGreaterThan(0);
    expect((await health(owner))?.cluster?.ownedMatches).not.toContain(matchId);
    await allFinished(all);
    await verifyStored(
      matchId,
      all.flatMap((c) => c.acks),
    );
    for (const c of all) c.stop();
  });

  it('gives no seat to a handshake its client abandoned on a frozen node, once that node wakes', async () => {
    const [a, b, c3] = running() as [NodeProcess, NodeProcess, NodeProcess];
    const { matchId, tokens } = await newMatch(a, [b, c3], ['human', 'human', 'human', 'human']);
    const owner = await ownerOf(matchId);
    const [frozen, live] = running().filter((n) => n !== owner) as [NodeProcess, NodeProcess];
    frozen.signal('SIGSTOP');
    // Seat 0 tries the frozen node first: the kernel accepts the connection and keeps the
    // handshake, nobody answers it, and the client gives up and closes, as any client would.
    const abandoned = new WebSocket(`${frozen.ws}/api/matches/${matchId}/ws?token=${tokens.get(0)}`, {
      handshakeTimeout: 1_000,
    });
    const gaveUp = new Promise<void>((resolve) => {
      abandoned.on('error', () => resolve());
      abandoned.on('close', () => resolve());
    });
    await gaveUp;
    // Then it connects through a node that answers, and plays there with the others.
    const seat0 = client('h0', matchId, tokens.get(0) as string, 0, live);
    const rest = [1, 2, 3].map((seat) => client(`h${seat}`, matchId, tokens.get(seat) as string, seat, owner));
    const all = [seat0, ...rest];
    await diagnosed(
      all,
      seat0.waitFor('8 actions', () => (seat0.latest?.actionCount ?? 0) >= 8),
    );
    const connections = seat0.connections;
    frozen.signal('SIGCONT');
    // The woken node reads the old handshake only now; play goes on meanwhile.
    const atWake = newest(all);
    await diagnosed(
      all,
      seat0.waitFor('8 more actions', () => newest(all) >= atWake + 8),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    console.log(
      `cluster: ${frozen.nodeId} woke with seat 0's abandoned handshake; seat 0's connection via ${live.nodeId} closed with ${seat0.closes.join(',') || 'nothing'}`,
    );
    expect(seat0.closes).not.toContain(4409);
    expect(seat0.connections).toBe(connections);
    await allFinished(all);
    for (const c of all) c.stop();
  });

  it('loses no acknowledged action when Redis restarts mid-game, and plays on once it is back', async () => {
    const [a, b, c3] = running() as [NodeProcess, NodeProcess, NodeProcess];
    const { matchId, tokens } = await newMatch(a, [b, c3], ['human', 'human', 'human', 'human']);
    const all = [0, 1, 2, 3].map((seat) =>
      client(`r${seat}`, matchId, tokens.get(seat) as string, seat, [a, b, c3][seat % 3] as NodeProcess),
    );
    await all[0]?.waitFor('20 actions', () => (all[0]?.latest?.actionCount ?? 0) >= 20);
    await redis.kill();
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const atRestart = newest(all);
    await redis.restart();
    await all[0]?.waitFor('play to resume after Redis came back', () => newest(all) > atRestart + 2, 60_000);
    console.log(
      `cluster: Redis down 2 s at version ${atRestart}; play resumed ${Date.now() - downAt} ms after it died`,
    );
    await allFinished(all);
    await verifyStored(
      matchId,
      all.flatMap((c) => c.acks),
    );
    for (const c of all) c.stop();
  });

  it('answers a clear retryable error while PostgreSQL is cut off for 10 s, and acknowledges nothing it did not commit', async () => {
    const [a, b] = running() as [NodeProcess, NodeProcess];
    const { matchId, tokens } = await newMatch(a, [b], ['human', 'human', 'human', 'human']);
    const all = [0, 1, 2, 3].map((seat) =>
      client(`p${seat}`, matchId, tokens.get(seat) as string, seat, [a, b][seat % 2] as NodeProcess),
    );
    await all[0]?.waitFor('20 actions', () => (all[0]?.latest?.actionCount ?? 0) >= 20);
    for (const p of proxies.values()) p.cut();
    const cutAt = Date.now();
    const acksBefore = all.reduce((n, c) => n + c.acks.length, 0);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const acksDuring = all.reduce((n, c) => n + c.acks.length, 0) - acksBefore;
    for (const p of proxies.values()) p.restore();
    const refusals = all.flatMap((c) => c.refusals);
    console.log(
      `cluster: PostgreSQL cut for ${Date.now() - cutAt} ms: ${refusals.filter((r) => r === 'storage-unavailable').length} actions refused with storage-unavailable, ${acksDuring} acknowledged meanwhile`,
    );
    expect(refusals).toContain('storage-unavailable');
    // Every refusal meanwhile says what happened; none is a bare internal error.
    expect(refusals).not.toContain('internal-error');
    // Nothing can commit without the database; at most a commit already under way when the cut came.
    expect(acksDuring).toBeLessThanOrEqual(1);
    await allFinished(all);
    await verifyStored(
      matchId,
      all.flatMap((c) => c.acks),
    );
    for (const c of all) c.stop();
  });
});
