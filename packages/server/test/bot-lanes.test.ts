/**
 * Issue #38, item 7: bot time is shared so that all-bot matches, which nobody is waiting for,
 * cannot hold up a match a person plays. Real bots (worker threads) and real games, through the
 * HTTP and WebSocket API.
 */
import { games } from '@boardhall/games';
import type { CreateMatchResponse, HttpErrorResponse, PublicMatchResponse, StateFrame } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom } from '../src/loadtest/addresses.ts';
import { http, startTestServer, TestClient, type TestServer } from './helpers.ts';

const HARD = { kind: 'bot', bot: 'ismcts', level: 'hard' } as const;
/** Seat 0 a random bot, which moves first; seat 1 the person, claimed by the creator. */
const againstRandom = {
  game: 'four-humours',
  options: { firstPlayer: 0 },
  seats: [{ kind: 'bot', bot: 'random' }, { kind: 'human' }],
  claim: 1,
};

let server: TestServer;

/** Creates `againstRandom` and measures until the random bot's first move reaches the player. */
async function firstBotMove(from: string | undefined): Promise<number> {
  const t0 = performance.now();
  const created = await postFrom<CreateMatchResponse>(`${server.base}/api/matches`, againstRandom, from);
  const player = await TestClient.open(server.wsUrl(created.matchId, created.claimed?.token));
  try {
    await player.next<StateFrame>((f) => f.type === 'state' && f.actionCount >= 1, 0, 120_000);
    return performance.now() - t0;
  } finally {
    await player.close();
  }
}

async function actionsOf(ids: readonly string[]): Promise<number> {
  let n = 0;
  for (const id of ids)
    n += (await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`)).body.actionCount;
  return n;
}

describe('bot time across matches', () => {
  beforeAll(async () => {
    server = await startTestServer({
      registry: games,
      botRegistryModule: '@boardhall/games',
      substituteBot: 'random',
      // As on the project's 2-core machines: one thread for matches people play, one for the rest.
      botThreads: 1,
      backgroundBotThreads: 1,
      // The test polls the all-bot matches' progress more often than a person would.
      clientLimits: { http: { matchReads: 100_000 } },
    });
  });
  afterAll(() => server.close());

  it('gives a match a person plays its bot move at once, while ten all-bot hard matches search', async () => {
    // The interactive worker has loaded the games before anything is measured.
    await firstBotMove('127.77.1.1');

    // Ten all-bot matches of six seats at the hardest level, two from each of five addresses (the
    // default cap).
    const allBot: string[] = [];
    for (let i = 0; i < 10; i++) {
      const from = `127.77.0.${Math.floor(i / 2) + 1}`;
      const body = { game: 'four-humours', seats: [HARD, HARD, HARD, HARD, HARD, HARD] };
      allBot.push((await postFrom<CreateMatchResponse>(`${server.base}/api/matches`, body, from)).matchId);
    }
    // They are deciding: at least one has moved (which also means its worker has loaded the games).
    for (let i = 0; i < 600 && (await actionsOf(allBot)) === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = await actionsOf(allBot);
    expect(before).toBeGreaterThan(0);

    // A fairness guarantee, counted rather than timed: while the person's match waited for its
    // random bot's first move (a few milliseconds of work), the all-bot matches' hard searches
    // (0.5–1 s apiece) got at most a couple of decisions done, since the move has a thread of
    // its own. Before the lanes it queued behind a search of each of the ten matches: 4.9–10.5 s,
    // ten decisions or more.
    const during = await actionsOf(allBot);
    const waitedMs = await firstBotMove('127.77.2.1');
    const searchedMeanwhile = (await actionsOf(allBot)) - during;
    expect(
      searchedMeanwhile,
      `${searchedMeanwhile} all-bot decisions while the random bot's first move took ${Math.round(waitedMs)} ms`,
    ).toBeLessThanOrEqual(3);

    // The all-bot matches are not starved: they kept moving meanwhile.
    for (let i = 0; i < 600 && (await actionsOf(allBot)) === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await actionsOf(allBot)).toBeGreaterThan(before);
  }, 180_000);
});

describe('matches of bots only, per address', () => {
  const allBot = {
    game: 'tally',
    seats: [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'random' },
    ],
  };
  let toy: TestServer;
  // Bots that never answer: every match stays playing for as long as the test needs.
  beforeAll(async () => {
    toy = await startTestServer({ bots: { choose: () => new Promise(() => undefined) } });
  });
  afterAll(() => toy.close());

  const create = async (address: string, body: unknown) => {
    const res = await toy.app.inject({
      method: 'POST',
      url: '/api/matches',
      remoteAddress: address,
      payload: body as object,
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.json() as CreateMatchResponse & HttpErrorResponse,
    };
  };

  it('refuses an address a third, counting a match whose players all left; others create theirs', async () => {
    const address = '192.0.2.7';
    // A match against a bot, whose player leaves: the substitute plays on, so bots only play it.
    const left = await create(address, {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      claim: 0,
    });
    expect(left.status).toBe(201);
    const leave = await http(toy.base, 'POST', `/api/matches/${left.body.matchId}/leave`, undefined, {
      authorization: `Bearer ${left.body.claimed?.token}`,
    });
    expect(leave.status).toBe(204);
    expect((await create(address, allBot)).status).toBe(201);
    const refused = await create(address, allBot);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too-many-bot-matches');
    expect(refused.body.error.message).toMatch(/at most 2 matches played by bots only/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A match someone plays is still welcome from the same address, and another address's bots.
    expect(
      (await create(address, { game: 'tally', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] })).status,
    ).toBe(201);
    expect((await create('192.0.2.8', allBot)).status).toBe(201);
  });
});
