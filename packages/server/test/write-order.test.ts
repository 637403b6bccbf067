import { Match, type Seat } from '@boardhall/engine';
import type { CreateMatchResponse, ErrorFrame, JoinResponse, StateFrame } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { ControlledStore } from './controlled-store.ts';
import { act, http, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';
import { openTestStore } from './store-under-test.ts';

describe('state frames wait for the write', () => {
  const data = tempDir();
  let store: ControlledStore;
  let server: TestServer;
  beforeAll(async () => {
    store = new ControlledStore(await openTestStore(data.dir));
    // The operator's seed source makes the deal known, so a local mirror can follow the game.
    server = await startTestServer({ dataDir: data.dir, storage: store, seedSource: () => 'write-order' });
  });
  afterAll(async () => {
    await server.close();
    data.remove();
  });

  it('sends nobody the new state before it is stored, and nothing at all when the write fails', async () => {
    const seed = 'write-order';
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      claim: 0,
    });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const tokens = [created.body.claimed?.token as string, joined.body.token];
    const clients = [
      await TestClient.open(server.wsUrl(id, tokens[0])),
      await TestClient.open(server.wsUrl(id, tokens[1])),
    ];
    for (const c of clients) await c.next((f) => f.type === 'state');
    // The same game, played alongside, says which action ends it.
    const mirror = Match.create(tally, 2, {}, seed);

    const newState = (c: TestClient, version: number) =>
      c.frames.some((f) => f.type === 'state' && f.version >= version);
    let version = 0;
    let checkedFinal = false;
    while (mirror.outcome() === null) {
      const seat = tally.activeSeats(mirror.state)[0] as Seat;
      const mover = clients[seat] as TestClient;
      await mover.stateAt(version);
      const action = tally.legalActions(mirror.state, seat)[0];
      if (action === undefined) throw new Error('the active seat has no legal action');
      const ends = tally.outcome(tally.apply(mirror.state, seat, action)) !== null;

      if (version === 2 || ends) {
        // A write that fails: an error for the sender, no state for anybody, the match unchanged
        // (for the last action: the match is not over).
        store.failNext = true;
        const refused = (await act(mover, action, version)) as ErrorFrame;
        expect(refused).toMatchObject({ type: 'error', code: 'storage-error' });
        for (const c of clients) expect(newState(c, version + 1)).toBe(false);
        const stored = await http<{ version: number; status: string }>(server.base, 'GET', `/api/matches/${id}`);
        expect(stored.body).toMatchObject({ version, status: 'playing' });
        if (ends) checkedFinal = true;
      }

      // A write held back: nobody hears of the action until it is stored.
      store.hold = true;
      const requestId = `held-${version}`;
      mover.send({ type: 'action', action, version, requestId });
      await store.waitForHeld();
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const c of clients) expect(newState(c, version + 1)).toBe(false);
      store.release();
      const answer = await mover.next<StateFrame>((f) => f.type === 'state' && f.requestId === requestId);
      expect(answer.version).toBe(version + 1);
      for (const c of clients) await c.stateAt(version + 1);
      mirror.submit(seat, action);
      version++;
    }
    expect(checkedFinal).toBe(true);
    expect(clients[0]?.lastState()?.status).toBe('finished');
    const replay = await http<{ actions: unknown[] }>(server.base, 'GET', `/api/matches/${id}/replay`);
    expect(replay.body.actions).toHaveLength(version);
    for (const c of clients) await c.close();
  });
});
