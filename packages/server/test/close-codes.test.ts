/**
 * How connections end (docs/protocol.md, "Close codes"): each reason with its own code, so a
 * client knows whether to reconnect. A passing outage is not a damaged match.
 */
import type { CreateMatchResponse, ErrorFrame } from '@boardhall/protocol';
import { CLOSE_CODES } from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { ControlledStore } from './controlled-store.ts';
import { http, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';
import { openTestStore } from './store-under-test.ts';

const data = tempDir();
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  data.remove();
});

describe('close codes', () => {
  it('closes with 1013 (try again later), not 1011, when the database cannot be reached for a moment', async () => {
    const store = new ControlledStore(await openTestStore(data.dir));
    const server = await startTestServer({ dataDir: data.dir, storage: store });
    servers.push(server);
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    // A match not in memory has to be read from the store, which cannot be reached right now.
    store.unavailable = true;
    const reader = await TestClient.open(server.wsUrl('notInMemory1'));
    expect(await reader.next<ErrorFrame>((f) => f.type === 'error')).toMatchObject({ code: 'storage-unavailable' });
    expect(await reader.waitClosed()).toBe(CLOSE_CODES.tryAgainLater);
    store.unavailable = false;
    // Once the database answers, matches are there as before.
    const back = await TestClient.open(server.wsUrl(created.body.matchId));
    expect(await back.next((f) => f.type === 'state')).toMatchObject({ matchId: created.body.matchId });
    await back.close();
  });
});
