import type {
  CreateMatchResponse,
  ErrorFrame,
  HttpErrorResponse,
  MatchListResponse,
  PublicMatchResponse,
} from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';

const waitingMatch = { game: 'tally', seats: [{ kind: 'human' }, { kind: 'human' }] };

/** An HTTP request as if from `address` (fastify's inject sets the peer address). */
async function request<T>(
  server: TestServer,
  address: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: T; text: string; headers: Record<string, unknown> }> {
  const res = await server.app.inject({
    method,
    url,
    remoteAddress: address,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as T, text: res.body, headers: res.headers };
}

/** Polls until `check` holds: a liveness guard for a background timer, not a timing check. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  // Slow enough to stay under the per-route rate limit of the reads it makes.
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe('lobby limits per address', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('refuses an address past its open matches while another address still creates one', async () => {
    const server = await startTestServer({ clientLimits: { openMatchesPerAddress: 3, createsPerMinute: 100 } });
    servers.push(server);
    const greedy = '203.0.113.7';
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await request<CreateMatchResponse>(server, greedy, 'POST', '/api/matches', waitingMatch);
      expect(created.status).toBe(201);
      ids.push(created.body.matchId);
    }
    const refused = await request<HttpErrorResponse>(server, greedy, 'POST', '/api/matches', waitingMatch);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'too-many-open-matches', message: expect.any(String) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Concurrent requests cannot slip past the count together either.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => request(server, greedy, 'POST', '/api/matches', waitingMatch)),
    );
    expect(burst.map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);

    const other = await request<CreateMatchResponse>(server, '198.51.100.2', 'POST', '/api/matches', waitingMatch);
    expect(other.status).toBe(201);
    // The same /64 counts as one IPv6 client.
    const v6 = ['2001:db8:0:1::1', '2001:db8:0:1::2', '2001:db8:0:1:ffff::3'];
    const v6Statuses = [];
    for (const address of [...v6, '2001:db8:0:1::4']) {
      v6Statuses.push((await request(server, address, 'POST', '/api/matches', waitingMatch)).status);
    }
    expect(v6Statuses).toEqual([201, 201, 201, 429]);

    // The creator's address is never shown.
    const pub = await request<PublicMatchResponse>(server, greedy, 'GET', `/api/matches/${ids[0]}`);
    const list = await request<MatchListResponse>(server, greedy, 'GET', '/api/matches');
    for (const text of [pub.text, list.text]) {
      expect(text).not.toContain(greedy);
      expect(text).not.toContain('creator');
    }
  });

  it('limits how fast one address creates matches', async () => {
    const server = await startTestServer({ clientLimits: { openMatchesPerAddress: 100, createsPerMinute: 2 } });
    servers.push(server);
    const statuses: number[] = [];
    let last: HttpErrorResponse | null = null;
    for (let i = 0; i < 3; i++) {
      const res = await request<HttpErrorResponse>(server, '192.0.2.9', 'POST', '/api/matches', waitingMatch);
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(last?.error.code).toBe('creating-too-fast');
    // A refused (bad) request does not use up the rate.
    const other = '192.0.2.10';
    expect((await request(server, other, 'POST', '/api/matches', { game: 'chess', seats: [] })).status).toBe(400);
    expect((await request(server, other, 'POST', '/api/matches', waitingMatch)).status).toBe(201);
    expect((await request(server, other, 'POST', '/api/matches', waitingMatch)).status).toBe(201);
  });

  it('expires a waiting match nobody filled, tells its connections, frees the caps, and keeps it expired', async () => {
    const data = tempDir();
    const limits = { openMatchesPerAddress: 1, waitingMatchTtlMs: 300, expiryCheckMs: 50 };
    const server = await startTestServer({ dataDir: data.dir, clientLimits: limits });
    const address = '192.0.2.33';
    const created = await request<CreateMatchResponse>(server, address, 'POST', '/api/matches', waitingMatch);
    const id = created.body.matchId;
    // Connected before or after the expiry, a spectator hears of it the same way.
    const watcher = await TestClient.open(server.wsUrl(id));
    expect(await watcher.waitClosed()).toBe(4408);
    expect(watcher.frames.at(-1)).toMatchObject({ type: 'error', code: 'match-expired' } satisfies Partial<ErrorFrame>);
    const pub = await request<PublicMatchResponse>(server, address, 'GET', `/api/matches/${id}`);
    expect(pub.body.status).toBe('expired');
    const join = await request<HttpErrorResponse>(server, address, 'POST', `/api/matches/${id}/join`, {});
    expect(join.status).toBe(409);
    expect(join.body.error.code).toBe('match-expired');
    const open = await request<MatchListResponse>(server, address, 'GET', '/api/matches');
    expect(open.body.matches.some((m) => m.matchId === id)).toBe(false);
    const again = await request<CreateMatchResponse>(server, address, 'POST', '/api/matches', waitingMatch);
    expect(again.status).toBe(201);
    const summary = await request<PublicMatchResponse>(server, address, 'GET', `/api/matches/${again.body.matchId}`);
    await server.close();
    // The restart must come after this match's deadline (a precondition, not a measurement).
    const deadline = Date.parse(summary.body.createdAt) + limits.waitingMatchTtlMs;
    while (Date.now() <= deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    // After a restart: still expired; and a match that ran out of time while the server was down
    // expires at once, freeing its creator's place.
    const restarted = await startTestServer({
      dataDir: data.dir,
      clientLimits: { openMatchesPerAddress: 1, waitingMatchTtlMs: 300, expiryCheckMs: 3_600_000 },
    });
    servers.push(restarted);
    const before = await request<PublicMatchResponse>(restarted, address, 'GET', `/api/matches/${id}`);
    expect(before.body.status).toBe('expired');
    await eventually(async () => {
      const res = await request<PublicMatchResponse>(restarted, address, 'GET', `/api/matches/${again.body.matchId}`);
      return res.body.status === 'expired';
    }, 'the overdue match expires after the restart');
    expect((await request(restarted, address, 'POST', '/api/matches', waitingMatch)).status).toBe(201);
    data.remove();
  });
});
