/**
 * Clocks and the table chat on three `boardhall serve` processes (one PostgreSQL schema, a Redis
 * of the test's own), with real short clocks on Four Humours: a deadline fires within a second
 * whichever node its players are connected to, the seat is taken back through a node that does
 * not own the match, a `kill -9` of the owner charges its downtime to no one, and chat and mutes
 * reach seats and spectators on other nodes. Runs in the PostgreSQL project only (vitest.config.ts).
 */
import type { ChatFrame, HealthResponse, SeatsFrame, StateFrame } from '@boardhall/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { autoPlay, clocksOf, deadlineOf, leftWhenSent, newTable, outOfTime, type Table } from '../clocks/clock-play.ts';
import { TestClient } from '../helpers.ts';
import { freshSchema, TEST_PG_URL } from '../store-under-test.ts';
import { health } from './harness.ts';
import { NodeProcess, ThrowawayRedis } from './processes.ts';

/** Long enough that a node starved of CPU by the rest of the test suite still renews in time. */
const LEASE_MS = 3_000;

let redis: ThrowawayRedis;
let schema: string;
const nodes: NodeProcess[] = [];
const sockets: TestClient[] = [];
let nodeCount = 0;

async function startNode(): Promise<NodeProcess> {
  const url = new URL(TEST_PG_URL);
  url.searchParams.set('schema', schema);
  const node = await NodeProcess.start(`c${++nodeCount}`, url.toString(), redis.url, LEASE_MS);
  nodes.push(node);
  return node;
}

const running = () => nodes.filter((n) => n.running);

beforeAll(async () => {
  redis = await ThrowawayRedis.start();
  schema = freshSchema();
  // One first, so the schema's migrations are not raced by three processes at their start.
  await startNode();
  await Promise.all([startNode(), startNode()]);
});

beforeEach(async () => {
  while (running().length < 3) await startNode();
});

afterAll(async () => {
  for (const s of sockets) await s.close().catch(() => undefined);
  await Promise.allSettled(nodes.map((n) => n.stop()));
  await redis?.kill();
});

async function ownerOf(matchId: string): Promise<NodeProcess> {
  for (let i = 0; i < 100; i++) {
    for (const node of running()) {
      const report: HealthResponse | null = await health(node);
      if (report?.cluster?.ownedMatches.includes(matchId)) return node;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no node owns ${matchId}`);
}

/** A socket on `node` for `table`'s seat `seat` (or a spectator), with its first state frame in. */
async function open(node: NodeProcess, table: Table, seat: number | null, timeoutMs?: number): Promise<TestClient> {
  const token = seat === null ? '' : `?token=${encodeURIComponent(table.tokens[seat] as string)}`;
  const client = await TestClient.open(`${node.ws}/api/matches/${table.matchId}/ws${token}`);
  sockets.push(client);
  await client.next((f) => f.type === 'state', 0, timeoutMs);
  return client;
}

/** The running nodes other than the owner of `matchId`. */
async function othersThanOwner(matchId: string): Promise<{ owner: NodeProcess; others: NodeProcess[] }> {
  const owner = await ownerOf(matchId);
  return { owner, others: running().filter((n) => n !== owner) };
}

const FOUR_HUMOURS = 'four-humours';

describe('clocks in a cluster', () => {
  it('hands a seat out of time to the bot within a second, and its player takes it back through another node', async () => {
    const [first] = running() as [NodeProcess];
    const table = await newTable(first.base, FOUR_HUMOURS, 2, { kind: 'custom', bankSeconds: 3, incrementSeconds: 1 });
    const { others } = await othersThanOwner(table.matchId);
    const [a, b] = others as [NodeProcess, NodeProcess];
    // Both seats on nodes that do not own the match: every frame they get came through Redis.
    const seat0 = await open(a, table, 0);
    const seat1 = await open(b, table, 1);
    const start = seat0.lastState() as StateFrame;
    const late = start.activeSeats[0] as number;
    const [lateClient, otherClient] = late === 0 ? [seat0, seat1] : [seat1, seat0];
    const deadline = deadlineOf(clocksOf(start), late) as number;
    expect(deadline).toBeGreaterThan(Date.now());

    const stopOther = autoPlay(otherClient);
    const { frame, at } = await outOfTime(otherClient, late, otherClient.mark());
    expect(frame.seats[late]).toMatchObject({ substitute: true, outOfTime: true });
    expect(at - deadline).toBeGreaterThanOrEqual(-5);
    expect(at - deadline).toBeLessThan(1_000);

    const back = lateClient.mark();
    lateClient.send({ type: 'take-back', requestId: 'back' });
    const seats = await lateClient.next<SeatsFrame>(
      (f) => f.type === 'seats' && f.seats[late]?.substitute === false,
      back,
    );
    expect(seats.seats[late]).toMatchObject({ outOfTime: true, substitute: false });
    stopOther();
  });

  it('charges no one the time between a kill -9 of the owner and the takeover by another node, seconds later', async () => {
    const [first] = running() as [NodeProcess];
    const table = await newTable(first.base, FOUR_HUMOURS, 2, { kind: 'custom', bankSeconds: 30, incrementSeconds: 1 });
    const { owner, others } = await othersThanOwner(table.matchId);
    const watcher = await open(others[0] as NodeProcess, table, 0);
    const start = watcher.lastState() as StateFrame;
    const seat = start.activeSeats[0] as number;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The survivors are frozen across the kill, so that no node runs the match for a few seconds
    // (a takeover otherwise follows within a second, too short to tell a charge from none).
    for (const node of others) node.signal('SIGSTOP');
    await owner.kill9();
    const killed = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (const node of others) node.signal('SIGCONT');
    const before = leftWhenSent(clocksOf(start), seat) - (killed - Date.parse(clocksOf(start).serverTime));
    // The survivors take the match over once the dead owner's lease has run out; a state frame
    // whose clock started running after the kill comes from the new owner.
    const resumedAfterKill = (f: StateFrame | undefined) => {
      const since = f?.clocks?.seats[seat]?.runningSince;
      return since ? Date.parse(since) > killed : false;
    };
    let again: StateFrame | undefined;
    let socket = watcher;
    for (let attempt = 0; attempt < 40 && !again; attempt++) {
      if (socket.closeCode !== null) {
        socket = (await open(others[attempt % 2] as NodeProcess, table, 0, 2_000).catch(() => null)) ?? socket;
      }
      again = socket.frames.find((f): f is StateFrame => f.type === 'state' && resumedAfterKill(f));
      if (!again) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(again, 'a new owner resumed the clock').toBeDefined();
    const resumed = clocksOf(again);
    const resumedAt = Date.parse(resumed.seats[seat]?.runningSince as string);
    // The clock stood from the owner's last heartbeat (at most half a second before the kill)
    // until another node resumed it, seconds later: that gap is charged to no one.
    expect(resumedAt - killed).toBeGreaterThanOrEqual(4_000);
    const atResume = resumed.seats[seat]?.remainingMs as number;
    expect(atResume - before).toBeGreaterThanOrEqual(-1_000);
    expect(atResume - before).toBeLessThan(1_000);
    expect(await ownerOf(table.matchId)).not.toBe(owner);
  });
});

describe('the table chat in a cluster', () => {
  it('reaches seats and spectators on other nodes, and a mute holds there too', async () => {
    const [first] = running() as [NodeProcess];
    const table = await newTable(first.base, FOUR_HUMOURS, 3, { kind: 'turn-based', days: 1 }, { chat: 'everyone' });
    const { owner, others } = await othersThanOwner(table.matchId);
    const [a, b] = others as [NodeProcess, NodeProcess];
    const speaker = await open(owner, table, 0);
    const listener = await open(a, table, 1);
    const muter = await open(b, table, 2);
    const spectator = await open(b, table, null);
    const heard = (c: TestClient, text: string, from: number) =>
      c.next<ChatFrame>((f) => f.type === 'chat' && f.messages.some((m) => m.text === text), from);

    speaker.send({ type: 'chat', text: 'hello from the owner', requestId: 'c1' });
    const got = await heard(listener, 'hello from the owner', 0);
    expect(got.messages[0]).toMatchObject({ seat: 0, text: 'hello from the owner' });
    await heard(spectator, 'hello from the owner', 0);
    await heard(muter, 'hello from the owner', 0);

    // Seat 2 mutes seat 0, through a node that does not own the match.
    const muting = muter.mark();
    muter.send({ type: 'mute', seat: 0, muted: true, requestId: 'm' });
    expect(await muter.next((f) => 'requestId' in f && f.requestId === 'm', muting)).toMatchObject({
      type: 'muted',
      seats: [0],
    });
    const from = muter.mark();
    const listenerFrom = listener.mark();
    speaker.send({ type: 'chat', text: 'after the mute', requestId: 'c2' });
    listener.send({ type: 'chat', phrase: 'good-luck', requestId: 'c3' });
    await heard(listener, 'after the mute', listenerFrom);
    await heard(spectator, 'after the mute', 0);
    // The muter hears seat 1's phrase (sent after seat 0's message) and never seat 0's message.
    await muter.next<ChatFrame>((f) => f.type === 'chat' && f.messages.some((m) => m.phrase === 'good-luck'), from);
    const since = muter.frames.slice(from);
    expect(since.some((f) => f.type === 'chat' && f.messages.some((m) => m.text === 'after the mute'))).toBe(false);
  });
});
