import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CreateMatchResponse,
  GamesResponse,
  HealthResponse,
  HttpErrorResponse,
  JoinResponse,
  MatchListResponse,
  PublicMatchResponse,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestServer, type TestServer, tempDir } from './helpers.ts';
import { TEST_STORE } from './store-under-test.ts';

let server: TestServer;
const web = tempDir('boardhall-web-');

beforeAll(async () => {
  mkdirSync(join(web.dir, 'assets'));
  writeFileSync(join(web.dir, 'index.html'), '<!doctype html><title>Boardhall</title>');
  writeFileSync(join(web.dir, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ webRoot: web.dir });
});
afterAll(async () => {
  await server.close();
  web.remove();
});

const twoHumans = { game: 'tally', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'http' };

describe('HTTP API', () => {
  it('reports health and the games it serves', async () => {
    const health = await http<HealthResponse>(server.base, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    // A single server: its database answered, and no cluster is reported.
    expect(health.body).toMatchObject({ node: 'local', storage: { kind: TEST_STORE, ok: true } });
    expect(health.body.storage.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.body.cluster).toBeUndefined();
    const games = await http<GamesResponse>(server.base, 'GET', '/api/games');
    expect(games.body.games).toContainEqual({ id: 'tally', name: 'Tally', minPlayers: 2, maxPlayers: 4 });
    expect(games.body.bots).toContain('random');
  });

  it('creates a match, lists it as open, lets players join and starts it when full', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      ...twoHumans,
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }],
      claim: 0,
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('waiting');
    expect(created.body.claimed?.seat).toBe(0);
    expect(created.body.claimed?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = created.body.matchId;

    const open = await http<MatchListResponse>(server.base, 'GET', '/api/matches');
    const listed = open.body.matches.find((m) => m.matchId === id);
    expect(listed?.freeSeats).toEqual([1]);
    expect(listed?.seats[0]?.name).toBe('Ann');

    const taken = await http<HttpErrorResponse>(server.base, 'POST', `/api/matches/${id}/join`, { seat: 0 });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('seat-taken');

    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, { name: 'Bob' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ matchId: id, seat: 1, status: 'playing' });
    expect(joined.body.token).not.toBe(created.body.claimed?.token);

    const full = await http<HttpErrorResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('match-started');

    const reopened = await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=open');
    expect(reopened.body.matches.some((m) => m.matchId === id)).toBe(false);
    const playing = await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=playing&game=tally');
    expect(playing.body.matches.some((m) => m.matchId === id)).toBe(true);
  });

  it('shows the public view without any seat secret and keeps the replay until the end', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', { ...twoHumans, claim: 0 });
    const id = created.body.matchId;
    await http(server.base, 'POST', `/api/matches/${id}/join`, {});
    const pub = await http<PublicMatchResponse<{ myHand?: string[]; handCounts: number[] }>>(
      server.base,
      'GET',
      `/api/matches/${id}`,
    );
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ matchId: id, game: 'tally', status: 'playing', version: 0, actionCount: 0 });
    expect(pub.body.view.myHand).toBeUndefined();
    expect(pub.body.view.handCounts).toEqual([3, 3]);
    // Every token of the game looks like tok-NN; none held in a hand may show publicly.
    expect(pub.text).not.toMatch(/tok-\d\d/);

    const replay = await http<HttpErrorResponse>(server.base, 'GET', `/api/matches/${id}/replay`);
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe('match-not-finished');
  });

  it('refuses bad requests with a code, a message and a proper status', async () => {
    const cases: [string, string, unknown, number, string][] = [
      ['POST', '/api/matches', { game: 'chess', seats: [{ kind: 'human' }] }, 400, 'unknown-game'],
      ['POST', '/api/matches', { game: 'tally', seats: [{ kind: 'human' }] }, 400, 'bad-players'],
      ['POST', '/api/matches', { ...twoHumans, options: { handSize: 9 } }, 400, 'bad-options'],
      [
        'POST',
        '/api/matches',
        { ...twoHumans, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'genius' }] },
        400,
        'bad-bot',
      ],
      ['POST', '/api/matches', { ...twoHumans, claim: 5 }, 400, 'bad-claim'],
      ['POST', '/api/matches', { ...twoHumans, extra: 1 }, 400, 'bad-request'],
      ['POST', '/api/matches', '{"game": ', 400, 'bad-json'],
      ['POST', '/api/matches', { ...twoHumans, seed: 'x'.repeat(20_000) }, 413, 'body-too-large'],
      ['GET', '/api/matches/nope', undefined, 404, 'unknown-match'],
      ['GET', '/api/matches/bad%20id', undefined, 404, 'unknown-match'],
      ['POST', '/api/matches/nope/join', {}, 404, 'unknown-match'],
      ['GET', '/api/matches/nope/replay', undefined, 404, 'unknown-match'],
      ['GET', '/api/matches?status=everything', undefined, 400, 'bad-query'],
      ['GET', '/api/nothing-here', undefined, 404, 'not-found'],
    ];
    for (const [method, path, body, status, code] of cases) {
      const res = await http<HttpErrorResponse>(server.base, method, path, body);
      expect({ path, status: res.status, code: res.body?.error?.code }).toEqual({ path, status, code });
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
  });

  it('lets a seated player leave: before the start the seat is freed, during play a bot takes it', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', { ...twoHumans, claim: 0 });
    const id = created.body.matchId;
    const token = created.body.claimed?.token as string;
    const noAuth = await http<HttpErrorResponse>(server.base, 'POST', `/api/matches/${id}/leave`);
    expect(noAuth.body.error.code).toBe('bad-token');
    const left = await http(server.base, 'POST', `/api/matches/${id}/leave`, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(left.status).toBe(204);
    const pub = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);
    expect(pub.body.freeSeats).toEqual([0, 1]);
    const again = await http<HttpErrorResponse>(server.base, 'POST', `/api/matches/${id}/leave`, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('bad-token');
  });

  it('serves the web client with index.html for client-side routes, never for the API', async () => {
    const asset = await http(server.base, 'GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log(1)');
    const route = await http(server.base, 'GET', '/match/abc');
    expect(route.status).toBe(200);
    expect(route.text).toContain('<title>Boardhall</title>');
    const api = await http<HttpErrorResponse>(server.base, 'GET', '/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body.error.code).toBe('not-found');
    // With the web client served, an id too long for any route is still the API's JSON 404,
    // not an answer of the file server.
    const long = await http<HttpErrorResponse>(server.base, 'GET', `/api/matches/${'a'.repeat(5000)}`);
    expect(long.status).toBe(404);
    expect(long.body.error.code).toBe('unknown-match');
    const longRoute = await http(server.base, 'GET', `/${'b'.repeat(5000)}`);
    expect(longRoute.status).toBe(200);
    expect(longRoute.text).toContain('<title>Boardhall</title>');
    const traversal = await http(server.base, 'GET', '/assets/..%2f..%2fpackage.json');
    expect(traversal.text).not.toContain('"name"');
  });
});
