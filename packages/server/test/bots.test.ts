import type { Seat } from '@boardhall/engine';
import type { CreateMatchResponse, HttpErrorResponse, JoinResponse, SeatsFrame, StateFrame } from '@boardhall/protocol';
import { CLOSE_CODES } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, playToEnd, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // Long enough that a human connecting right after creating a match never loses the seat on a
  // loaded machine (the suite runs twice, once per store); the timeout test just waits this out.
  server = await startTestServer({ seatTimeoutMs: 3000 });
});
afterAll(() => server.close());

async function create(seats: unknown[], seed: string, claim?: number) {
  const res = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
    game: 'tally',
    seats,
    seed,
    ...(claim !== undefined ? { claim } : {}),
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('bot seats', () => {
  it('plays a human against two bots to the end, the bots acting on worker threads', async () => {
    const m = await create(
      [{ kind: 'bot', bot: 'random' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      'b1',
      1,
    );
    expect(m.status).toBe('playing');
    expect(m.seats.map((s) => s.kind)).toEqual(['bot', 'human', 'bot']);
    const human = await TestClient.open(server.wsUrl(m.matchId, m.claimed?.token));
    await human.next((f) => f.type === 'state');
    const played = await playToEnd(new Map([[1, human]]));
    const final = human.lastState() as StateFrame;
    expect(final.status).toBe('finished');
    const actors = human.frames.filter((f): f is StateFrame => f.type === 'state' && f.cause === 'action');
    const byBots = actors.filter((f) => f.actor !== 1).length;
    expect(byBots).toBeGreaterThan(played);
    expect(actors.filter((f) => f.actor === 1)).toHaveLength(played);
    await human.close();
  });

  it('plays a match of bots alone, watched by a spectator', async () => {
    const m = await create(
      [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random', name: 'Robo' },
      ],
      'b2',
    );
    expect(m.seats[1]).toMatchObject({ kind: 'bot', bot: 'random', name: 'Robo', claimed: true, connected: true });
    const watcher = await TestClient.open(server.wsUrl(m.matchId));
    const end = await watcher.next<StateFrame>((f) => f.type === 'state' && f.status === 'finished');
    expect(end.outcome).not.toBeNull();
    expect(end.legalActions).toEqual([]);
    await watcher.close();
  });

  it('hands the seat of a player who leaves to a bot, which plays on', async () => {
    const m = await create([{ kind: 'human' }, { kind: 'human' }], 'b3', 0);
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${m.matchId}/join`, {});
    const stay = await TestClient.open(server.wsUrl(m.matchId, m.claimed?.token));
    const go = await TestClient.open(server.wsUrl(m.matchId, joined.body.token));
    await stay.next((f) => f.type === 'state');
    await go.next((f) => f.type === 'state');
    go.send({ type: 'leave' });
    expect(await go.waitClosed()).toBe(CLOSE_CODES.seatLeft);
    const seats = await stay.next<SeatsFrame>((f) => f.type === 'seats' && f.seats[1]?.substitute === true);
    expect(seats.seats[1]).toMatchObject({ kind: 'human', bot: 'random', connected: true, claimed: true });
    await playToEnd(new Map<Seat, TestClient>([[0, stay]]));
    expect(stay.lastState()?.status).toBe('finished');
    // The token no longer opens the seat.
    const again = await TestClient.open(server.wsUrl(m.matchId, joined.body.token));
    expect(await again.waitClosed()).toBe(CLOSE_CODES.badToken);
    await stay.close();
  });

  it('hands a seat to a bot when its player stays away past the seat timeout', async () => {
    const m = await create([{ kind: 'human' }, { kind: 'human' }], 'b4', 0);
    await http<JoinResponse>(server.base, 'POST', `/api/matches/${m.matchId}/join`, {});
    const stay = await TestClient.open(server.wsUrl(m.matchId, m.claimed?.token));
    await stay.next<SeatsFrame>((f) => f.type === 'seats' && f.seats[1]?.substitute === true);
    await playToEnd(new Map<Seat, TestClient>([[0, stay]]));
    expect(stay.lastState()?.status).toBe('finished');
    await stay.close();
  });

  it('accepts bot specs within the server caps, with an optional level', async () => {
    const ok = await create([{ kind: 'human' }, { kind: 'bot', bot: 'greedy:samples=2' }], 'b5');
    expect(ok.seats[1]?.bot).toBe('greedy:samples=2');
    const leveled = await create([{ kind: 'human' }, { kind: 'bot', bot: 'ismcts', level: 'easy' }], 'b6');
    expect(leveled.seats[1]?.bot).toBe('ismcts:level=easy');
    const bad = await http<HttpErrorResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random', level: 'hard' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad-bot');
  });
});

describe('bots after a restart', () => {
  it('carries on a match whose bot was thinking when the server stopped', async () => {
    const data = tempDir();
    // The first server's bot never answers, as if the process stopped while it thought.
    const stuck = await startTestServer({ dataDir: data.dir, bots: { choose: () => new Promise(() => undefined) } });
    const m = await http<CreateMatchResponse>(stuck.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
      ],
      seed: 'restart-bots',
    });
    expect(m.body.status).toBe('playing');
    await stuck.close();

    const again = await startTestServer({ dataDir: data.dir });
    try {
      const watcher = await TestClient.open(again.wsUrl(m.body.matchId));
      const end = await watcher.next<StateFrame>((f) => f.type === 'state' && f.status === 'finished');
      expect(end.outcome).not.toBeNull();
      await watcher.close();
    } finally {
      await again.close();
      data.remove();
    }
  });
});
