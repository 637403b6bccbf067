import { Match } from '@boardhall/engine';
import type { CreateMatchResponse, ErrorFrame, JoinResponse } from '@boardhall/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { prepareFrames } from '../src/service/broadcast.ts';
import { type Client, LiveMatch } from '../src/service/live-match.ts';
import type { StoredMatch } from '../src/storage/types.ts';
import { http, startTestServer, TestClient, type TestServer } from './helpers.ts';

const twoHumans = { game: 'tally', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'caps' };

/**
 * Opens a WebSocket once the server has seen earlier ones close (it hears of a close a little
 * after the client does): retries while refused, a liveness guard rather than a timing check.
 */
async function openOnceFreed(url: string, from?: string): Promise<TestClient> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const c = await TestClient.open(url, from ? { from } : {});
    try {
      await c.next((f) => f.type === 'state');
      return c;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error('the server never freed a place');
}

describe('WebSocket caps', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('caps the spectators of a match, and still lets its seats in', async () => {
    server = await startTestServer({ clientLimits: { spectatorsPerMatch: 2, helloGraceMs: 300 } });
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', { ...twoHumans, claim: 0 });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const watchers = [await TestClient.open(server.wsUrl(id)), await TestClient.open(server.wsUrl(id))];
    for (const w of watchers) await w.next((f) => f.type === 'state');
    const third = await TestClient.open(server.wsUrl(id));
    expect(await third.waitClosed()).toBe(4430);
    expect(third.frames).toEqual([{ type: 'error', code: 'too-many-spectators', message: expect.any(String) }]);
    const seat = await TestClient.open(server.wsUrl(id, joined.body.token));
    expect(await seat.next((f) => f.type === 'state')).toMatchObject({ seat: 1 });
    // The web client connects without a token and sends it in `hello`: over the cap, that gets in too.
    const viaHello = await TestClient.open(server.wsUrl(id));
    viaHello.send({ type: 'hello', token: created.body.claimed?.token, requestId: 'h' });
    expect(await viaHello.next((f) => f.type === 'welcome')).toMatchObject({ seat: 0, requestId: 'h' });
    // Over the cap, anything but hello is refused at once.
    const pinger = await TestClient.open(server.wsUrl(id));
    pinger.send({ type: 'ping', requestId: 'p' });
    expect(await pinger.waitClosed()).toBe(4430);
    expect(pinger.frames).toEqual([
      { type: 'error', code: 'too-many-spectators', message: expect.any(String), requestId: 'p' },
    ]);
    // A spectator that leaves makes room for another.
    await watchers[0]?.close();
    const next = await openOnceFreed(server.wsUrl(id));
    for (const c of [watchers[1], seat, viaHello, next]) await c?.close();
  });

  it('caps the spectators of a match from one address, and still lets that address’s seats in', async () => {
    server = await startTestServer({
      clientLimits: { spectatorsPerMatch: 10, spectatorsPerAddressPerMatch: 2, helloGraceMs: 300 },
    });
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', { ...twoHumans, claim: 0 });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const watch = async (from: string, matchId = id) => {
      const c = await TestClient.open(server.wsUrl(matchId), { from });
      await c.next((f) => f.type === 'state');
      return c;
    };
    const home = [await watch('127.0.0.1'), await watch('127.0.0.1')];
    const third = await TestClient.open(server.wsUrl(id), { from: '127.0.0.1' });
    // Held without a word for the hello grace, then refused: its first frame is the refusal.
    expect(await third.next((f) => f.type === 'error' || f.type === 'welcome')).toEqual({
      type: 'error',
      code: 'too-many-spectators',
      message: expect.stringMatching(/from your address/),
    });
    expect(await third.waitClosed()).toBe(4430);
    expect(third.frames).toHaveLength(1);
    // Another address still watches, and so does the same address another match.
    const other = await watch('127.0.0.2');
    const elsewhereId = (await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', twoHumans)).body.matchId;
    const elsewhere = await watch('127.0.0.1', elsewhereId);
    // Seats never count as spectators: by token, or by hello over the cap.
    const seat = await TestClient.open(server.wsUrl(id, joined.body.token), { from: '127.0.0.1' });
    expect(await seat.next((f) => f.type === 'state')).toMatchObject({ seat: 1 });
    const viaHello = await TestClient.open(server.wsUrl(id), { from: '127.0.0.1' });
    viaHello.send({ type: 'hello', token: created.body.claimed?.token, requestId: 'h' });
    expect(await viaHello.next((f) => f.type === 'welcome')).toMatchObject({ seat: 0, requestId: 'h' });
    // A spectator of the address that leaves makes room for another.
    await home[0]?.close();
    const next = await openOnceFreed(server.wsUrl(id), '127.0.0.1');
    for (const c of [home[1], other, elsewhere, seat, viaHello, next]) await c?.close();
  });

  it('caps the WebSockets one address holds at once, over all matches', async () => {
    server = await startTestServer({ clientLimits: { spectatorsPerMatch: 2, connectionsPerAddress: 4 } });
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      ids.push((await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', twoHumans)).body.matchId);
    }
    const open: TestClient[] = [];
    for (const id of [ids[0], ids[0], ids[1], ids[1]]) {
      const c = await TestClient.open(server.wsUrl(id as string));
      await c.next((f) => f.type === 'state');
      open.push(c);
    }
    const refused = await TestClient.open(server.wsUrl(ids[1] as string));
    expect(await refused.waitClosed()).toBe(4430);
    expect(refused.frames[0]).toMatchObject({
      type: 'error',
      code: 'too-many-connections',
    } satisfies Partial<ErrorFrame>);
    await open[0]?.close();
    // On the match whose spectator left: the other one has all the spectators it takes.
    const after = await openOnceFreed(server.wsUrl(ids[0] as string));
    for (const c of [...open.slice(1), after]) await c.close();
  });
});

describe('frames of a change', () => {
  it('encodes the spectator frame once, sends the same bytes to every spectator, and the seats first', () => {
    const stored: StoredMatch = {
      id: 'frames',
      game: 'tally',
      players: 2,
      options: {},
      seed: 'frames',
      seats: [
        { kind: 'human', tokenHash: 'a' },
        { kind: 'human', tokenHash: 'b' },
      ],
      status: 'playing',
      createdAt: 0,
      updatedAt: 0,
      outcome: null,
      rngScheme: 'chacha20',
    };
    const match = Match.create(tally, 2, {}, 'frames');
    const live = new LiveMatch(tally, stored, { match, prevState: null, lastActor: null, version: 0 });
    const sent: { who: string; data: string | Buffer }[] = [];
    const client = (who: string): Client => ({
      send: (data) => sent.push({ who, data }),
      close: () => undefined,
      isOpen: () => true,
    });
    for (let i = 0; i < 50; i++) live.spectators.add(client(`spectator-${i}`));
    live.seatClients.set(0, client('seat-0'));
    live.seatClients.set(1, client('seat-1'));

    prepareFrames(live, 'sync', null, null, null).send();
    expect(sent.slice(0, 2).map((s) => s.who)).toEqual(['seat-0', 'seat-1']);
    const spectatorData = sent.slice(2).map((s) => s.data);
    expect(spectatorData).toHaveLength(50);
    const first = spectatorData[0];
    expect(Buffer.isBuffer(first)).toBe(true);
    for (const d of spectatorData) expect(d).toBe(first);
    expect(JSON.parse(String(first))).toMatchObject({ type: 'state', seat: null, matchId: 'frames' });
  });
});
