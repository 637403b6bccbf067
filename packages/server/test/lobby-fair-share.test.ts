/**
 * Issue #38, item 6: many addresses together must not lock an honest client out. Open matches are
 * counted per network prefix (IPv4 /24, IPv6 /48) as well as per address, and when the server is
 * full a creation from a prefix holding fewer matches than the fullest one ends one of that
 * prefix's matches nobody is playing, instead of answering `server-busy`.
 */
import type {
  CreateMatchResponse,
  ErrorFrame,
  HttpErrorResponse,
  JoinResponse,
  PublicMatchResponse,
} from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClientLimitOverrides } from '../src/limits.ts';
import { startTestServer, TestClient, type TestServer } from './helpers.ts';

const waitingMatch = { game: 'tally', seats: [{ kind: 'human' }, { kind: 'human' }] };
const claimedMatch = { ...waitingMatch, claim: 0 };
const allBotMatch = {
  game: 'tally',
  seats: [
    { kind: 'bot', bot: 'random' },
    { kind: 'bot', bot: 'random' },
  ],
};

/** Bots that never answer: an all-bot match stays `playing` for as long as the test needs. */
const thinkingForever = { choose: () => new Promise<unknown>(() => undefined) };

interface Answer<T> {
  status: number;
  body: T;
}

/** An HTTP request as if from `address` (fastify's inject sets the peer address). */
async function from<T>(server: TestServer, address: string, url: string, payload: unknown): Promise<Answer<T>> {
  const res = await server.app.inject({ method: 'POST', url, remoteAddress: address, payload: payload as object });
  return { status: res.statusCode, body: res.json() as T };
}

async function create(server: TestServer, address: string, body: unknown = waitingMatch): Promise<string> {
  const res = await from<CreateMatchResponse>(server, address, '/api/matches', body);
  expect(res.status, `creating from ${address}`).toBe(201);
  return res.body.matchId;
}

/** A match both of whose seats humans play (created and claimed, then joined by a second player). */
async function humanMatch(server: TestServer, address: string): Promise<string> {
  const id = await create(server, address, claimedMatch);
  const joined = await from<JoinResponse>(server, '198.18.0.1', `/api/matches/${id}/join`, {});
  expect(joined.body.status).toBe('playing');
  return id;
}

async function statusOf(server: TestServer, id: string): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: `/api/matches/${id}` });
  return (res.json() as PublicMatchResponse).status;
}

describe('fair share of a full server', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  async function server(limits: ClientLimitOverrides): Promise<TestServer> {
    const s = await startTestServer({ bots: thinkingForever, clientLimits: { createsPerMinute: 100, ...limits } });
    servers.push(s);
    return s;
  }

  it('lets an honest client from a fresh prefix create a match when many addresses filled the server', async () => {
    const s = await server({ maxLiveMatches: 8, openMatchesPerAddress: 2, openMatchesPerPrefix: 4 });
    // Four addresses in 10.0.1.0/24 (the fullest prefix), two more prefixes of one address each.
    const oldest = await create(s, '10.0.1.1');
    const filled = [oldest, await create(s, '10.0.1.1'), await create(s, '10.0.1.2'), await create(s, '10.0.1.2')];
    for (const address of ['10.0.2.1', '10.0.2.1', '10.0.3.1', '10.0.3.1']) filled.push(await create(s, address));
    const watcher = await TestClient.open(s.wsUrl(oldest));
    await watcher.next((f) => f.type === 'state');

    const honest = await from<CreateMatchResponse & HttpErrorResponse>(s, '192.0.2.50', '/api/matches', waitingMatch);
    expect(honest.body.error).toBeUndefined();
    expect(honest.status).toBe(201);
    // The fullest prefix's oldest match made room: expired, its watchers told why.
    expect(await watcher.waitClosed()).toBe(4408);
    const told = watcher.frames.at(-1) as ErrorFrame;
    expect(told).toMatchObject({ type: 'error', code: 'match-expired' });
    expect(told.message).toMatch(/make room/);
    expect(await statusOf(s, oldest)).toBe('expired');
    for (const id of filled.slice(1)) expect(await statusOf(s, id)).toBe('waiting');
  });

  it('makes room once per creation, for concurrent ones too, and never for a refused request', async () => {
    const s = await server({ maxLiveMatches: 6, openMatchesPerAddress: 3, openMatchesPerPrefix: 3 });
    const filled: string[] = [];
    for (const address of ['10.0.1.1', '10.0.2.1']) for (let i = 0; i < 3; i++) filled.push(await create(s, address));
    const bad = await from<HttpErrorResponse>(s, '192.0.2.1', '/api/matches', { game: 'tally', seats: [] });
    expect(bad.status).toBe(400);
    const unknownBot = { game: 'tally', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'genius' }] };
    expect((await from<HttpErrorResponse>(s, '192.0.2.1', '/api/matches', unknownBot)).body.error.code).toBe('bad-bot');
    const statuses = async () => Promise.all(filled.map((id) => statusOf(s, id)));
    expect(await statuses()).toEqual(Array(6).fill('waiting'));
    const burst = await Promise.all(
      ['192.0.2.1', '198.51.100.1', '203.0.113.1', '192.0.3.1'].map((a) => from(s, a, '/api/matches', waitingMatch)),
    );
    // Each fresh network gets in by ending a match of the fullest network, until every network
    // holds one match: then one from a network that holds one finds nobody holding more.
    expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const after = await statuses();
    expect(after.filter((st) => st === 'expired')).toHaveLength(4);
    expect(after.filter((st) => st === 'waiting')).toHaveLength(2);
    const busy = await from<HttpErrorResponse>(s, '192.0.2.2', '/api/matches', waitingMatch);
    expect(busy.status).toBe(503);
    expect(busy.body.error.code).toBe('server-busy');
  });

  it('counts open matches per /24 and per /48 network as well as per address', async () => {
    const s = await server({ openMatchesPerAddress: 2, openMatchesPerPrefix: 4 });
    for (const address of ['10.0.1.1', '10.0.1.1', '10.0.1.2', '10.0.1.2']) await create(s, address);
    for (const address of ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:2::1', '2001:db8:1:2::1']) {
      await create(s, address);
    }
    // Each prefix holds all it may, though these addresses (and /64s) have none yet.
    for (const address of ['10.0.1.3', '2001:db8:1:ffff::1']) {
      const refused = await from<HttpErrorResponse>(s, address, '/api/matches', waitingMatch);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('too-many-open-matches');
      expect(refused.body.error.message).toMatch(/network/);
    }
    // The next prefixes are other networks.
    await create(s, '10.0.2.1');
    await create(s, '2001:db8:2::1');
  });

  it('ends an all-bot match to make room, never one a human plays; busy only when nothing can go', async () => {
    const s = await server({ maxLiveMatches: 4, openMatchesPerAddress: 2, openMatchesPerPrefix: 2 });
    const played = [await humanMatch(s, '10.0.1.1'), await humanMatch(s, '10.0.1.2'), await humanMatch(s, '10.0.2.1')];
    const botsOnly = await create(s, '10.0.2.2', allBotMatch);
    expect(await statusOf(s, botsOnly)).toBe('playing');
    // 10.0.1.0/24 and 10.0.2.0/24 hold two each; only the second has a match nobody plays.
    const fresh = await from<CreateMatchResponse>(s, '192.0.2.60', '/api/matches', waitingMatch);
    expect(fresh.status).toBe(201);
    expect(await statusOf(s, botsOnly)).toBe('expired');
    for (const id of played) expect(await statusOf(s, id)).toBe('playing');
    // Now 10.0.1.0/24 holds two, 10.0.2.0/24 and 192.0.2.0/24 one each. From 10.0.2.0/24, only the
    // first holds more, and humans play both its matches; the waiting match of 192.0.2.0/24 is not
    // taken either: a prefix that holds as many as another would only swap places with it.
    const busy = await from<HttpErrorResponse>(s, '10.0.2.9', '/api/matches', waitingMatch);
    expect(busy.status).toBe(503);
    expect(busy.body.error.code).toBe('server-busy');
    expect(await statusOf(s, fresh.body.matchId)).toBe('waiting');
  });
});
