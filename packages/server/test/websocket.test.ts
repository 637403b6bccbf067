import type { ReplayFile, Seat } from '@boardhall/engine';
import type {
  CreateMatchResponse,
  ErrorFrame,
  JoinResponse,
  PublicMatchResponse,
  SeatsFrame,
  StateFrame,
  WelcomeFrame,
} from '@boardhall/protocol';
import { CLOSE_CODES } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TallyView } from '../../engine/test/fixtures/toy-game.ts';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import {
  act,
  http,
  playToEnd,
  scanForLeaks,
  startTestServer,
  statesOf,
  TestClient,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type TallyState = StateFrame<TallyView, { type: string; token?: string }>;

/** A match of human seats, all joined; returns the tokens by seat. */
async function humanMatch(players: number, seed: string, options: Record<string, unknown> = {}) {
  const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
    game: 'tally',
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    seed,
    options,
    claim: 0,
  });
  const tokens = [created.body.claimed?.token as string];
  for (let seat = 1; seat < players; seat++) {
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${created.body.matchId}/join`, {});
    tokens.push(joined.body.token);
  }
  return { id: created.body.matchId, tokens };
}

async function connectAll(id: string, tokens: string[]): Promise<Map<Seat, TestClient>> {
  const clients = new Map<Seat, TestClient>();
  for (const [seat, token] of tokens.entries()) {
    const c = await TestClient.open(server.wsUrl(id, token));
    await c.next((f) => f.type === 'state');
    clients.set(seat, c);
  }
  return clients;
}

async function publicVersion(id: string): Promise<number> {
  return (await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`)).body.version;
}

describe('WebSocket play', () => {
  it('plays a whole game between two connections, each seeing only its own secrets', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-full');
    const spectator = await TestClient.open(server.wsUrl(id));
    const clients = await connectAll(id, tokens);

    const welcome = clients.get(0)?.frames[0] as WelcomeFrame;
    expect(welcome).toMatchObject({ type: 'welcome', matchId: id, game: 'tally', players: 2, seat: 0, log: [] });
    const first = clients.get(0)?.lastState() as TallyState;
    expect(first).toMatchObject({ version: 0, actionCount: 0, status: 'playing', seat: 0, cause: 'connect' });
    expect(first.view.myHand).toHaveLength(3);

    const actions = await playToEnd(clients);
    const final = await (clients.get(1) as TestClient).stateAt<TallyView>(actions);
    await (clients.get(0) as TestClient).stateAt(actions);
    expect(final.status).toBe('finished');
    expect(final.outcome?.ranking.flat().sort()).toEqual([0, 1]);
    expect(final.version).toBe(actions);
    expect(final.legalActions).toEqual([]);
    await spectator.stateAt(actions);

    // Every action reached every viewer with its log line, redacted per viewer.
    for (const c of [...clients.values(), spectator]) {
      const states = c.frames.filter((f): f is StateFrame => f.type === 'state' && f.cause === 'action');
      expect(states.map((s) => s.version)).toEqual(Array.from({ length: actions }, (_, i) => i + 1));
      expect(states.every((s) => s.log?.index === s.actionCount)).toBe(true);
    }

    const replay = await http<ReplayFile>(server.base, 'GET', `/api/matches/${id}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.body.actions).toHaveLength(actions);
    expect(replay.body.outcome).toEqual(final.outcome);

    const states = statesOf(tally, replay.body);
    let checked = 0;
    for (const [seat, c] of clients) {
      const scan = scanForLeaks(tally, states, 2, seat, c.raw);
      expect(scan.leaks).toEqual([]);
      checked += scan.checked;
    }
    const scan = scanForLeaks(tally, states, 2, 'spectator', spectator.raw);
    expect(scan.leaks).toEqual([]);
    expect(checked + scan.checked).toBeGreaterThan(3 * actions);
    // The scan does find a secret where there is one: the seat's own frames hold its hand.
    expect(
      scanForLeaks(tally, states, 2, 'spectator', (clients.get(0) as TestClient).raw).leaks.length,
    ).toBeGreaterThan(0);
    for (const c of [...clients.values(), spectator]) await c.close();
  });

  it('refuses stale versions, other seats’ turns and spectators, changing nothing', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-refusals');
    const clients = await connectAll(id, tokens);
    const start = (clients.get(0) as TestClient).lastState() as TallyState;
    const mover = start.activeSeats[0] as Seat;
    const waiter = clients.get(1 - mover) as TestClient;
    const moving = clients.get(mover) as TestClient;

    const notYours = (await act(waiter, { type: 'pass' })) as ErrorFrame;
    expect(notYours).toMatchObject({ type: 'error', code: 'not-your-turn' });
    // The refusal carries the game's message, for the client to show in its player's language.
    expect(notYours.text).toEqual({ key: 'tally.error.not-your-turn', params: { seat: { seat: mover } } });
    // The waiting seat tries to play a token of the moving seat's hand: still its own seat that acts.
    const theirs = (moving.lastState() as TallyState).view.myHand?.[0];
    const stolen = (await act(waiter, { type: 'play', token: theirs })) as ErrorFrame;
    expect(stolen.code).toBe('not-your-turn');
    // A seat field inside the action is no way to act for someone else: actions have no such key,
    // so the action is refused outright (it used to be dropped, and the socket's seat acted).
    const withSeat = (await act(waiter, { type: 'play', token: theirs, seat: mover })) as ErrorFrame;
    expect(withSeat).toMatchObject({ type: 'error', code: 'bad-action' });
    expect(withSeat.message).toContain('"seat"');
    const from = waiter.mark();
    waiter.send({ type: 'action', action: { type: 'pass' }, version: 0, seat: mover, requestId: 'x' });
    expect(await waiter.next((f) => f.type === 'error', from)).toMatchObject({ code: 'bad-message', requestId: 'x' });

    const spectator = await TestClient.open(server.wsUrl(id));
    const spect = (await act(spectator, start.legalActions[0] ?? { type: 'pass' }, 0)) as ErrorFrame;
    expect(spect.code).toBe('not-a-seat');
    expect(await publicVersion(id)).toBe(0);

    const legal = (moving.lastState() as TallyState).legalActions;
    const ok = await act(moving, legal[0], 0);
    expect(ok).toMatchObject({ type: 'state', version: 1, actor: mover, requestId: expect.any(String) });
    const stale = (await act(waiter, { type: 'pass' }, 0)) as ErrorFrame;
    expect(stale.code).toBe('stale-version');
    expect(await publicVersion(id)).toBe(1);
    for (const c of [...clients.values(), spectator]) await c.close();
  });

  it('closes connections with a bad token or to an unknown match, with an error frame first', async () => {
    const { id } = await humanMatch(2, 'ws-bad');
    const bad = await TestClient.open(server.wsUrl(id, 'not-a-token'));
    expect(await bad.waitClosed()).toBe(CLOSE_CODES.badToken);
    expect(bad.frames[0]).toMatchObject({ type: 'error', code: 'bad-token' });
    const unknown = await TestClient.open(server.wsUrl('no-such-match'));
    expect(await unknown.waitClosed()).toBe(CLOSE_CODES.unknownMatch);
    expect(unknown.frames[0]).toMatchObject({ type: 'error', code: 'unknown-match' });
  });

  it('authenticates with hello instead of ?token, once', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-hello');
    const c = await TestClient.open(server.wsUrl(id));
    await c.next((f) => f.type === 'state' && f.seat === null);
    const from = c.mark();
    c.send({ type: 'hello', token: tokens[1], requestId: 1 });
    const welcome = await c.next<WelcomeFrame>((f) => f.type === 'welcome', from);
    expect(welcome).toMatchObject({ seat: 1, requestId: 1 });
    const state = await c.next<TallyState>((f) => f.type === 'state', from);
    expect(state.seat).toBe(1);
    expect(state.view.myHand).toHaveLength(3);
    const again = c.mark();
    c.send({ type: 'hello', token: tokens[0], requestId: 2 });
    expect(await c.next((f) => f.type === 'error', again)).toMatchObject({ code: 'already-seated', requestId: 2 });
    await c.close();
  });

  it('lets a player reconnect with the same token and get the current view; the older socket is replaced', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-reconnect');
    const clients = await connectAll(id, tokens);
    const mover = ((clients.get(0) as TestClient).lastState() as TallyState).activeSeats[0] as Seat;
    const moving = clients.get(mover) as TestClient;
    await act(moving, (moving.lastState() as TallyState).legalActions[0]);
    const other = clients.get(1 - mover) as TestClient;
    await other.stateAt(1);
    await other.close();
    const seatsFrame = await moving.next<SeatsFrame>(
      (f) => f.type === 'seats' && f.seats[1 - mover]?.connected === false,
    );
    expect(seatsFrame.seats[mover]?.connected).toBe(true);

    const back = await TestClient.open(server.wsUrl(id, tokens[1 - mover]));
    const state = await back.next<TallyState>((f) => f.type === 'state');
    expect(state).toMatchObject({ version: 1, actionCount: 1, seat: 1 - mover, cause: 'connect' });
    const welcome = back.frames[0] as WelcomeFrame;
    expect(welcome.log).toHaveLength(1);
    expect(state.legalActions.length).toBeGreaterThan(0);

    const twin = await TestClient.open(server.wsUrl(id, tokens[1 - mover]));
    await twin.next((f) => f.type === 'state');
    expect(await back.waitClosed()).toBe(CLOSE_CODES.replaced);
    const played = await act(twin, state.legalActions[0], 1);
    expect(played).toMatchObject({ type: 'state', version: 2 });
    await twin.close();
    await moving.close();
  });

  it('never lets an older connection of a client take the seat from its newer one, however late it arrives', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-marks');
    const client = 'tab-7f3a9c21';
    // The newer connection (attempt 2) holds the seat.
    const newer = await TestClient.open(server.wsUrl(id));
    await newer.next((f) => f.type === 'state');
    const helloFrom = newer.mark();
    newer.send({ type: 'hello', token: tokens[0], client, attempt: 2, requestId: 'h2' });
    expect(await newer.next((f) => f.type === 'welcome', helloFrom)).toMatchObject({ seat: 0, requestId: 'h2' });
    // Its own older attempt (a handshake it gave up on) arrives late: by hello, then by address.
    const late = await TestClient.open(server.wsUrl(id));
    await late.next((f) => f.type === 'state');
    const from = late.mark();
    late.send({ type: 'hello', token: tokens[0], client, attempt: 1, requestId: 'h1' });
    expect(await late.next((f) => f.type === 'error', from)).toMatchObject({
      code: 'superseded-connection',
      requestId: 'h1',
    });
    expect(await late.waitClosed()).toBe(CLOSE_CODES.replaced);
    const byAddress = await TestClient.open(`${server.wsUrl(id, tokens[0])}&client=${client}&attempt=0`);
    expect(await byAddress.next((f) => f.type === 'error')).toMatchObject({ code: 'superseded-connection' });
    expect(await byAddress.waitClosed()).toBe(CLOSE_CODES.replaced);
    // The newer one still plays: nothing closed it, and its seat answers.
    expect(newer.closeCode).toBeNull();
    newer.send({ type: 'sync', requestId: 's' });
    expect(await newer.next((f) => f.type === 'state' && f.requestId === 's')).toMatchObject({ seat: 0 });
    // A newer attempt of the same client, or any connection of another client, still takes over.
    const newest = await TestClient.open(`${server.wsUrl(id, tokens[0])}&client=${client}&attempt=3`);
    expect(await newest.next((f) => f.type === 'state')).toMatchObject({ seat: 0 });
    expect(await newer.waitClosed()).toBe(CLOSE_CODES.replaced);
    const elsewhere = await TestClient.open(`${server.wsUrl(id, tokens[0])}&client=phone-0b1c2d3e&attempt=0`);
    expect(await elsewhere.next((f) => f.type === 'state')).toMatchObject({ seat: 0 });
    expect(await newest.waitClosed()).toBe(CLOSE_CODES.replaced);
    // A mark must be whole and well formed.
    const half = await TestClient.open(`${server.wsUrl(id, tokens[0])}&client=${client}`);
    expect(await half.next((f) => f.type === 'error')).toMatchObject({ code: 'bad-query' });
    await elsewhere.close();
  });

  it('answers pings and syncs', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-ping');
    const c = await TestClient.open(server.wsUrl(id, tokens[0]));
    c.send({ type: 'ping', requestId: 'p' });
    expect(await c.next((f) => f.type === 'pong')).toEqual({ type: 'pong', requestId: 'p' });
    c.send({ type: 'sync', requestId: 's' });
    expect(await c.next((f) => f.type === 'state' && f.requestId === 's')).toMatchObject({ cause: 'sync', seat: 0 });
    await c.close();
  });
});

describe('limits', () => {
  it('refuses oversized and binary frames and floods, and keeps serving the connection', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-limits');
    const c = await TestClient.open(server.wsUrl(id, tokens[0]));
    await c.next((f) => f.type === 'state');
    let from = c.mark();
    c.send({ type: 'ping', requestId: 'x'.repeat(20_000) });
    expect(await c.next((f) => f.type === 'error', from)).toMatchObject({ code: 'message-too-large' });
    from = c.mark();
    c.socket.send(Buffer.from([1, 2, 3]));
    expect(await c.next((f) => f.type === 'error', from)).toMatchObject({ code: 'bad-message' });

    from = c.mark();
    for (let i = 0; i < 40; i++) c.send({ type: 'ping', requestId: i });
    // Each of the 40 is answered: a pong, or a rate-limit refusal naming its request.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        c.next((f) => (f.type === 'pong' || f.type === 'error') && f.requestId === i, from),
      ),
    );
    expect(
      answers.filter((f) => f.type === 'error').every((f) => f.type === 'error' && f.code === 'rate-limited'),
    ).toBe(true);
    await c.next((f) => f.type === 'error' && f.code === 'rate-limited', from);
    const answered = () => c.frames.slice(from).filter((f) => f.type === 'pong' || f.type === 'error').length;
    while (answered() < 40) await c.next(() => answered() >= 40, from);
    const pongs = c.frames.slice(from).filter((f) => f.type === 'pong').length;
    // The bucket holds 20; the two refused frames above took two of them.
    expect(pongs).toBeGreaterThanOrEqual(18);
    expect(pongs).toBeLessThan(40);
    expect(c.closeCode).toBeNull();
    await c.close();
  });

  it('closes a connection past the hard frame limit', async () => {
    const { id, tokens } = await humanMatch(2, 'ws-huge');
    const c = await TestClient.open(server.wsUrl(id, tokens[0]));
    await c.next((f) => f.type === 'state');
    c.send(JSON.stringify({ type: 'ping', requestId: 'x'.repeat(200_000) }));
    expect(await c.waitClosed()).toBe(1009);
  });
});

describe('addresses', () => {
  it('closes a WebSocket whose address is malformed with 4400 and says why first', async () => {
    const bad = await TestClient.open(server.wsUrl('x').replace('/ws', '/ws?color=red'));
    expect(await bad.waitClosed()).toBe(CLOSE_CODES.badAddress);
    expect(bad.frames[0]).toMatchObject({ type: 'error', code: 'bad-query' });
  });
});
