/**
 * Readiness and the drain of a server on its own: `/api/ready` says when the server should get
 * no traffic, and a drain stores every last write, tells every socket to reconnect (1001) and
 * refuses new work, so that the next start carries every match on.
 */
import type { CreateMatchResponse, JoinResponse, StateFrame } from '@boardhall/protocol';
import { CLOSE_CODES } from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { ControlledStore } from './controlled-store.ts';
import { act, http, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';
import { openTestStore } from './store-under-test.ts';

const data = tempDir();
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close().catch(() => undefined);
  data.remove();
});

describe('readiness and drain', () => {
  it('answers /api/ready 503 not-ready while the database does not answer, and 200 again once it does', async () => {
    const store = new ControlledStore(await openTestStore(data.dir));
    const server = await startTestServer({ dataDir: data.dir, storage: store });
    servers.push(server);
    expect((await http(server.base, 'GET', '/api/ready')).body).toEqual({ status: 'ready' });
    store.unavailable = true;
    const down = await http<{ error: { code: string; message: string } }>(server.base, 'GET', '/api/ready');
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('not-ready');
    expect(down.body.error.message).toContain('database does not answer');
    // Liveness is another question: the process still serves.
    expect((await http(server.base, 'GET', '/api/health')).status).toBe(200);
    store.unavailable = false;
    expect((await http(server.base, 'GET', '/api/ready')).status).toBe(200);
    await server.close();
    servers.pop();
  });

  it('drains: last writes stored, sockets closed with 1001, no new work, and the next start plays on', async () => {
    const server = await startTestServer({ dataDir: data.dir });
    servers.push(server);
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      claim: 0,
    });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const tokens = [created.body.claimed?.token as string, joined.body.token];
    const clients = await Promise.all(tokens.map((t) => TestClient.open(server.wsUrl(id, t))));
    for (const c of clients) await c.next((f) => f.type === 'state');
    const opening = (clients[0] as TestClient).lastState() as StateFrame;
    const mover = clients[opening.activeSeats[0] as number] as TestClient;
    const acked = await act(mover, (mover.lastState() as StateFrame).legalActions[0]);
    expect(acked).toMatchObject({ type: 'state', version: 1 });

    const report = await server.app.boardhall.drain();
    expect(report).toMatchObject({ handedOver: 1, connections: 2 });
    for (const c of clients) expect(await c.waitClosed()).toBe(CLOSE_CODES.shutdown);
    const ready = await http<{ error: { code: string; message: string } }>(server.base, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error.message).toContain('draining');
    const refused = await http<{ error: { code: string } }>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('shutting-down');
    await server.close();
    servers.pop();

    const next = await startTestServer({ dataDir: data.dir });
    servers.push(next);
    const back = await TestClient.open(next.wsUrl(id, tokens[0]));
    expect(await back.next<StateFrame>((f) => f.type === 'state')).toMatchObject({ version: 1, status: 'playing' });
    await back.close();
  });
});
