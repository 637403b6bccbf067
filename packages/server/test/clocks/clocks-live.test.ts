import type {
  CreateMatchResponse,
  HealthResponse,
  MatchListResponse,
  SeatsFrame,
  StateFrame,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServeProcesses } from '../fixtures/serve-process.ts';
import { http, TestClient, type TestServer, tempDir } from '../helpers.ts';
import {
  autoPlay,
  clocksOf,
  deadlineOf,
  leftWhenSent,
  newTable,
  outOfTime,
  seatClients,
  startClockServer,
} from './clock-play.ts';

describe('clocks in play', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startClockServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('hands a seat whose time ran out to the bot within a second of its deadline; its player takes it back', async () => {
    const table = await newTable(server.base, 'tally', 2, { kind: 'custom', bankSeconds: 2, incrementSeconds: 2 });
    const clients = await seatClients(server, table);
    const first = clients[0]?.lastState() as StateFrame;
    const late = first.activeSeats[0] as number;
    const other = 1 - late;
    const lateClient = clients[late] as TestClient;
    const otherClient = clients[other] as TestClient;
    const clocks = clocksOf(first);
    // The seat asked runs; the other's clock stands.
    expect(clocks.seats[late]?.runningSince).not.toBeNull();
    expect(clocks.seats[other]?.runningSince).toBeNull();
    expect(clocks.rules).toMatchObject({ initialMs: 2_000, incrementMs: 2_000, capMs: null });
    const deadline = deadlineOf(clocks, late) as number;

    const stopOther = autoPlay(otherClient);
    const { frame, at } = await outOfTime(otherClient, late, otherClient.mark());
    expect(frame.seats[late]).toMatchObject({ substitute: true, outOfTime: true, bot: 'random' });
    expect(at - deadline).toBeGreaterThanOrEqual(-5);
    expect(at - deadline).toBeLessThan(1_000);

    // The bot plays the seat: the match goes on without its player.
    await otherClient.next((f) => f.type === 'state' && f.actor === late && f.cause === 'action');
    // Its player is still connected and may not move for it…
    const refused = lateClient.mark();
    lateClient.send({ type: 'action', action: { type: 'pass' }, version: 0, requestId: 'too-late' });
    const error = await lateClient.next((f) => f.type === 'error' && f.requestId === 'too-late', refused);
    expect(error).toMatchObject({ code: 'out-of-time' });
    // …until taking the seat back, which still counts as out of time.
    const back = lateClient.mark();
    lateClient.send({ type: 'take-back', requestId: 'back' });
    const seats = await lateClient.next<SeatsFrame>(
      (f) => f.type === 'seats' && f.seats[late]?.substitute === false,
      back,
    );
    expect(seats.seats[late]).toMatchObject({ outOfTime: true, substitute: false });
    const stopLate = autoPlay(lateClient);
    const own = await lateClient.next<StateFrame>(
      (f) =>
        f.type === 'state' && f.actor === late && typeof f.requestId === 'string' && f.requestId.startsWith('auto'),
      back,
    );
    expect(own.clocks?.seats[late]?.outOfTime).toBe(true);
    stopLate();
    stopOther();
    // A second take-back has nothing to take.
    const again = lateClient.mark();
    lateClient.send({ type: 'take-back', requestId: 'again' });
    expect(await lateClient.next((f) => f.type === 'error' && f.requestId === 'again', again)).toMatchObject({
      code: 'not-out-of-time',
    });
    for (const c of clients) await c.close();
  });

  it('gives back no time for an undo, and takes back the increment of the undone move', async () => {
    const table = await newTable(server.base, 'tally-marks', 2, {
      kind: 'custom',
      bankSeconds: 20,
      incrementSeconds: 5,
    });
    const clients = await seatClients(server, table);
    const first = clients[0]?.lastState() as StateFrame;
    const seat = first.activeSeats[0] as number;
    const mover = clients[seat] as TestClient;
    await new Promise((resolve) => setTimeout(resolve, 300));
    let from = mover.mark();
    mover.send({ type: 'action', action: { type: 'mark' }, version: first.version, requestId: 'mark' });
    const marked = await mover.next<StateFrame>((f) => f.type === 'state' && f.requestId === 'mark', from);
    const afterMark = leftWhenSent(clocksOf(marked), seat);
    // 20 s, less the time taken, plus the 5 s increment; the seat is still to act (a mark keeps the turn).
    expect(afterMark).toBeGreaterThan(24_000);
    expect(afterMark).toBeLessThan(24_800);
    expect(marked.undoable).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    from = mover.mark();
    mover.send({ type: 'undo', version: marked.version, requestId: 'undo' });
    const undone = await mover.next<StateFrame>((f) => f.type === 'state' && f.requestId === 'undo', from);
    const afterUndo = leftWhenSent(clocksOf(undone), seat);
    const spent = Date.parse(clocksOf(undone).serverTime) - Date.parse(clocksOf(first).serverTime);
    // Everything spent since the start is charged; the increment went with the move.
    expect(afterUndo).toBeLessThanOrEqual(20_000 - spent + 50);
    expect(afterUndo).toBeGreaterThan(20_000 - spent - 500);
    expect(clocksOf(undone).seats[seat]?.runningSince).not.toBeNull();
    for (const c of clients) await c.close();
  });

  it('runs the clocks of every seat a decision asks at once, each stopping as it answers', async () => {
    const table = await newTable(server.base, 'ponder', 3, { kind: 'custom', bankSeconds: 3, incrementSeconds: 1 });
    const clients = await seatClients(server, table);
    const first = clients[0]?.lastState() as StateFrame;
    expect(first.activeSeats).toEqual([0, 1, 2]);
    const clocks = clocksOf(first);
    for (const seat of [0, 1, 2]) expect(clocks.seats[seat]?.runningSince).not.toBeNull();
    const c0 = clients[0] as TestClient;
    const from = c0.mark();
    c0.send({ type: 'action', action: { type: 'pick', n: 2 }, version: first.version, requestId: 'pick' });
    const picked = clocksOf(await c0.next((f) => f.type === 'state' && f.requestId === 'pick', from));
    expect(picked.seats[0]?.runningSince).toBeNull();
    expect(picked.seats[0]?.remainingMs).toBeGreaterThan(3_000);
    expect(picked.seats[1]?.runningSince).not.toBeNull();
    expect(picked.seats[2]?.runningSince).not.toBeNull();
    // Seats 1 and 2 do not answer: both run out together, each handed to the bot.
    const deadline = deadlineOf(picked, 1) as number;
    const late1 = await outOfTime(c0, 1, c0.mark());
    const late2 = await outOfTime(c0, 2, 0);
    expect(late2.frame.seats[1]?.outOfTime).toBe(true);
    expect(late1.at - deadline).toBeLessThan(1_000);
    // The bots answer for them; seat 0's clock runs again in the next round.
    const next = await c0.next<StateFrame>(
      (f) => f.type === 'state' && f.activeSeats.length === 1 && f.activeSeats[0] === 0,
    );
    expect(clocksOf(next).seats[0]?.runningSince).not.toBeNull();
    for (const c of clients) await c.close();
  });

  it('puts no clock on a match without a speed, and refuses a bad speed with a code', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      claim: 0,
    });
    const c = await TestClient.open(server.wsUrl(created.body.matchId, created.body.claimed?.token));
    const state = await c.next<StateFrame>((f) => f.type === 'state');
    expect(state.clocks).toBeNull();
    const welcome = c.frames.find((f) => f.type === 'welcome');
    expect(welcome).toMatchObject({ speed: { kind: 'none' }, chat: [], chatAudience: 'seats' });
    await c.close();
    for (const speed of [
      { kind: 'turn-based', days: 5 },
      { kind: 'realtime', preset: 'blitz' },
      { kind: 'custom', bankSeconds: 0, incrementSeconds: 1 },
      { kind: 'custom', bankSeconds: 10, incrementSeconds: 601 },
    ]) {
      const refused = await http(server.base, 'POST', '/api/matches', {
        game: 'tally',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        speed,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'bad-request' } });
    }
  });
});

describe('clocks across a restart', () => {
  const data = tempDir('boardhall-clocks-');
  afterAll(() => data.remove());

  it('keeps every clock exact to within a second, and charges no one the time the server was down', async () => {
    let server = await startClockServer({ dataDir: data.dir });
    const table = await newTable(server.base, 'tally', 2, { kind: 'custom', bankSeconds: 30, incrementSeconds: 1 });
    let clients = await seatClients(server, table);
    const first = clients[0]?.lastState() as StateFrame;
    const seat = first.activeSeats[0] as number;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = leftWhenSent(clocksOf(first), seat) - (Date.now() - Date.parse(clocksOf(first).serverTime));
    for (const c of clients) await c.close();
    await server.close();
    const down = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    server = await startClockServer({ dataDir: data.dir });
    const up = Date.now();
    clients = await seatClients(server, table);
    const again = clients[seat]?.lastState() as StateFrame;
    const after = leftWhenSent(clocksOf(again), seat) + (Date.parse(clocksOf(again).serverTime) - up);
    // What it had when the server stopped, within a second: the 3 s it was down are charged to no one.
    expect(up - down).toBeGreaterThanOrEqual(3_000);
    expect(Math.abs(after - before)).toBeLessThan(1_000);
    expect(clocksOf(again).seats[seat]?.runningSince).not.toBeNull();
    for (const c of clients) await c.close();
    await server.close();
  });
});

describe('parked matches', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startClockServer({
      parking: { idleMs: 300, horizonMs: 4_000, lookaheadMs: 2_000, scanMs: 200 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const liveMatches = async () => (await http<HealthResponse>(server.base, 'GET', '/api/health')).body.liveMatches;

  it('unloads an idle clocked match nobody is connected to, loads it on demand, and still meets its deadline', async () => {
    const table = await newTable(server.base, 'tally', 2, { kind: 'custom', bankSeconds: 8, incrementSeconds: 1 });
    const clients = await seatClients(server, table);
    const first = clients[0]?.lastState() as StateFrame;
    const seat = first.activeSeats[0] as number;
    const deadline = deadlineOf(clocksOf(first), seat) as number;
    for (const c of clients) await c.close();
    // Idle, nobody connected, its deadline further than the horizon: parked.
    const parkedBy = Date.now() + 3_000;
    while ((await liveMatches()) > 0 && Date.now() < parkedBy) await new Promise((r) => setTimeout(r, 100));
    expect(await liveMatches()).toBe(0);
    // Watching it loads it; its clock ran on meanwhile.
    const watcher = await TestClient.open(server.wsUrl(table.matchId));
    const watched = await watcher.next<StateFrame>((f) => f.type === 'state');
    expect(await liveMatches()).toBe(1);
    expect(Math.abs((deadlineOf(clocksOf(watched), seat) as number) - deadline)).toBeLessThan(1_000);
    await watcher.close();
    // Parked again, it is loaded before its deadline, which fires on time with nobody there.
    const { frame, at } = await waitOutOfTime(server, table.matchId, seat);
    expect(frame.seats[seat]?.outOfTime).toBe(true);
    expect(at - deadline).toBeLessThan(1_000);
  });
});

/**
 * Waits, without loading the match (the lobby's list reads the store), until `seat` is out of
 * time: the deadline of a parked match must fire by itself.
 */
async function waitOutOfTime(
  server: TestServer,
  matchId: string,
  seat: number,
): Promise<{ frame: SeatsFrame; at: number }> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const list = await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=playing');
    const summary = list.body.matches.find((m) => m.matchId === matchId);
    if (summary?.seats[seat]?.outOfTime) {
      return { frame: { type: 'seats', matchId, seats: summary.seats }, at: Date.now() };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the deadline of the parked match did not fire');
}

describe('clocks across a kill -9', () => {
  const servers = new ServeProcesses('boardhall-clocks-kill-');
  afterAll(() => servers.stop());
  const spawnServer = () => servers.start();

  it('charges no one the time between the kill and the restart', async () => {
    let server = await spawnServer();
    const table = await newTable(server.base, 'tally', 2, { kind: 'custom', bankSeconds: 30, incrementSeconds: 1 });
    const open = (base: string, token: string) =>
      TestClient.open(`${base}/api/matches/${table.matchId}/ws?token=${token}`);
    let client = await open(server.ws, table.tokens[0] as string);
    const first = await client.next<StateFrame>((f) => f.type === 'state');
    const seat = first.activeSeats[0] as number;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    server.child.kill('SIGKILL');
    const killed = Date.now();
    await client.waitClosed();
    const before = leftWhenSent(clocksOf(first), seat) - (killed - Date.parse(clocksOf(first).serverTime));
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    server = await spawnServer();
    const up = Date.now();
    client = await open(server.ws, table.tokens[0] as string);
    const again = await client.next<StateFrame>((f) => f.type === 'state');
    const after = leftWhenSent(clocksOf(again), seat) + (Date.parse(clocksOf(again).serverTime) - up);
    // The clock had `before` left when the server died; it has that still (its last heartbeat was
    // at most half a second before the kill), not 4 s less.
    expect(up - killed).toBeGreaterThanOrEqual(4_000);
    expect(after - before).toBeGreaterThanOrEqual(-1_000);
    expect(after - before).toBeLessThan(1_000);
    await client.close();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  });
});
