/**
 * The server's real answers and frames, checked against @boardhall/protocol's schemas: what clients may
 * validate against is what the server sends (docs/protocol.md).
 */
import {
  type CreateMatchResponse,
  createMatchResponseSchema,
  gamesResponseSchema,
  healthResponseSchema,
  httpErrorResponseSchema,
  type JoinResponse,
  joinResponseSchema,
  matchListResponseSchema,
  publicMatchResponseSchema,
  serverFrameSchema,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { http, playToEnd, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';

/** Parses strictly enough to fail the test with zod's own account of the difference. */
function conforms(schema: z.ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  expect(parsed.success ? 'conforms' : parsed.error.message).toBe('conforms');
}

describe('the wire matches the protocol schemas', () => {
  const data = tempDir();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dataDir: data.dir });
  });
  afterAll(async () => {
    await server.close();
    data.remove();
  });

  it('HTTP answers and WebSocket frames of a whole match parse with the schemas', async () => {
    conforms(healthResponseSchema, (await http(server.base, 'GET', '/api/health')).body);
    conforms(gamesResponseSchema, (await http(server.base, 'GET', '/api/games')).body);

    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human', name: 'Ada' }, { kind: 'human' }],
      claim: 0,
    });
    expect(created.status).toBe(201);
    conforms(createMatchResponseSchema, created.body);
    conforms(matchListResponseSchema, (await http(server.base, 'GET', '/api/matches?status=open')).body);

    const spectator = await TestClient.open(server.wsUrl(created.body.matchId));
    const first = await TestClient.open(server.wsUrl(created.body.matchId, created.body.claimed?.token));
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${created.body.matchId}/join`, {});
    conforms(joinResponseSchema, joined.body);
    const second = await TestClient.open(server.wsUrl(created.body.matchId, joined.body.token));
    await first.stateAt(0);

    first.send({ type: 'ping', requestId: 1 });
    first.send({ type: 'sync', requestId: 'again' });
    first.send({ type: 'action', action: { type: 'nonsense' }, version: 999, requestId: 2 });
    first.send('{"no":');
    await first.next((f) => f.type === 'error' && f.requestId === 2);
    await first.next((f) => f.type === 'pong');

    await playToEnd(
      new Map([
        [0, first],
        [1, second],
      ]),
    );
    await spectator.next((f) => f.type === 'state' && f.status === 'finished');
    conforms(publicMatchResponseSchema, (await http(server.base, 'GET', `/api/matches/${created.body.matchId}`)).body);
    conforms(httpErrorResponseSchema, (await http(server.base, 'GET', '/api/matches/nope')).body);

    const clients = [spectator, first, second];
    const types = new Set(clients.flatMap((c) => c.frames.map((f) => f.type)));
    expect([...types].sort()).toEqual(['error', 'pong', 'seats', 'state', 'welcome']);
    for (const client of clients) for (const text of client.raw) conforms(serverFrameSchema, JSON.parse(text));
    await Promise.all(clients.map((c) => c.close()));
  });
});
