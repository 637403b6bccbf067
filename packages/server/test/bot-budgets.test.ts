import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type {
  CreateMatchResponse,
  HttpErrorResponse,
  MatchSummary,
  PublicMatchResponse,
  StateFrame,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.ts';
import { games as ponderGames } from './fixtures/ponder-registry.ts';
import { http, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';

const PONDER_REGISTRY_MODULE = fileURLToPath(new URL('./fixtures/ponder-registry.ts', import.meta.url));

async function listed(server: TestServer): Promise<number> {
  let n = 0;
  for (const status of ['open', 'playing', 'finished']) {
    n += (await http<{ matches: MatchSummary[] }>(server.base, 'GET', `/api/matches?status=${status}`)).body.matches
      .length;
  }
  return n;
}

describe('bot budgets on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['ismcts:ms=86400000', /ms must be a whole number from 1 to 3000/],
    ['ismcts:iterations=1e12', /iterations must be a whole number from 1 to 4000/],
    ['ismcts:ms=0', /ms must be a whole number from 1 to 3000/],
    ['ismcts:level=hard,depth=1000', /depth must be a whole number from 1 to 20/],
    ['ismcts:c=1e9', /c must be a number from 0 to 10/],
    ['ismcts:speed=9', /has no parameter 'speed'/],
    ['random:samples=4', /has no parameter 'samples'/],
    ['greedy:samples=1e9', /samples must be a whole number from 1 to 100/],
    ['hint', /Unknown bot 'hint' \(available on this server: /],
    ['hint:budget=100000', /Unknown bot 'hint'/],
  ])('refuses %s with bad-bot and creates nothing', async (spec, message) => {
    const before = await listed(server);
    const res = await http<HttpErrorResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: spec }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad-bot');
    expect(res.body.error.message).toMatch(message);
    expect(await listed(server)).toBe(before);
  });

  it.each([
    'ismcts:level=hard',
    'ismcts:iterations=4000,ms=3000',
    'ismcts:level=easy,c=1.5,depth=20,bias=0.5,scale=8',
    'greedy:samples=100',
  ])('accepts %s, within the hard level', async (spec) => {
    const res = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: spec }],
    });
    expect(res.status).toBe(201);
    expect(res.body.seats[1]?.bot).toBe(spec);
  });

  it('refuses to start with a substitute bot past the caps', async () => {
    const data = tempDir();
    try {
      await expect(
        createServer({ registry: ponderGames, dataDir: data.dir, logger: false, substituteBot: 'ismcts:ms=86400000' }),
      ).rejects.toMatchObject({ code: 'bad-bot', message: expect.stringMatching(/ms must be a whole number from 1/) });
    } finally {
      data.remove();
    }
  });
});

/** A server of tally and ponder, whose searching bots think until their decision is cut. */
function ponderServer(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  return startTestServer({ registry: ponderGames, botRegistryModule: PONDER_REGISTRY_MODULE, ...options });
}

async function createBots(server: TestServer, game: string, bots: string[], seed: string): Promise<string> {
  const res = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
    game,
    seats: bots.map((bot) => ({ kind: 'bot', bot })),
    seed,
  });
  expect(res.status).toBe(201);
  return res.body.matchId;
}

/**
 * Watches a match to its end; its number of actions. Generous: every decision cut costs a worker
 * thread's restart (seconds on a busy machine).
 */
async function watchToEnd(server: TestServer, matchId: string): Promise<number> {
  const watcher = await TestClient.open(server.wsUrl(matchId));
  const end = await watcher.next<StateFrame>((f) => f.type === 'state' && f.status === 'finished', 0, 150_000);
  await watcher.close();
  expect(end.outcome).not.toBeNull();
  return end.actionCount;
}

describe('bot turns across matches', () => {
  it('keeps another match moving while a match of hard bots, all to move at once, searches', async () => {
    // Two threads (both matches are all-bot: the background lane's), and a margin so long that
    // the ponder match's decisions are never cut here.
    const server = await ponderServer({ botThreads: 2, backgroundBotThreads: 2, botTimeMarginMs: 600_000 });
    try {
      const slow = await createBots(server, 'ponder', ['ismcts:level=hard', 'ismcts:level=hard'], 'slow');
      const quick = await createBots(server, 'tally', ['random', 'random'], 'quick');
      expect(await watchToEnd(server, quick)).toBeGreaterThan(0);
      const stalled = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${slow}`);
      expect(stalled.body.status).toBe('playing');
      expect(stalled.body.actionCount).toBe(0);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('cuts a decision over its time limit, plays a random move and carries on, on a single thread', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server = await ponderServer({ botThreads: 1, botTimeMarginMs: 200, logger: { level: 'warn', stream } });
    try {
      const slow = await createBots(server, 'ponder', ['ismcts:ms=50', 'random'], 'cut');
      const quick = await createBots(server, 'tally', ['random', 'random'], 'meanwhile');
      const [slowActions, quickActions] = await Promise.all([watchToEnd(server, slow), watchToEnd(server, quick)]);
      // Three rounds of two seats; every decision of the searching seat was cut.
      expect(slowActions).toBe(6);
      expect(quickActions).toBeGreaterThan(0);
      const cuts = lines.map((l) => JSON.parse(l) as { msg: string; matchId: string; bot: string; limitMs: number });
      // The searching seat's decisions (on a machine loaded enough, the random seat's may be cut too).
      const slowCuts = cuts.filter(
        (l) => l.msg.startsWith('bot over its time limit') && l.matchId === slow && l.bot.startsWith('ismcts'),
      );
      expect(slowCuts).toHaveLength(3);
      expect(slowCuts[0]?.limitMs).toBe(250);
    } finally {
      await server.close();
    }
  }, 180_000);
});
