import { createHash } from 'node:crypto';
import type { BotRequest } from '@boardhall/bots';
import { type AnyGameDefinition, Match, type ReplayFile, Rng, replayMatch, type Seat } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type {
  CreateMatchResponse,
  HttpErrorResponse,
  PublicMatchResponse,
  StateFrame,
  WelcomeFrame,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, playToEnd, startTestServer, TestClient, type TestServer } from './helpers.ts';

/**
 * Fair online play: the server alone draws a match's seed, publishes its SHA-256 before the first
 * move and reveals the seed after the end (unless the match keeps its secrets), and options that
 * fix the hidden deal are for practice matches only.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    registry: games,
    botRegistryModule: '@boardhall/games',
    substituteBot: 'random',
    limits: { burst: 1000, perSecond: 1000 },
  });
});
afterAll(() => server.close());

const fourHumours = games.get('four-humours') as AnyGameDefinition;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function create(body: Record<string, unknown>) {
  return http<CreateMatchResponse & HttpErrorResponse>(server.base, 'POST', '/api/matches', body);
}

/** Plays a created match with a scripted client on its only human seat (claimed) to the end. */
async function playHumanSeat(id: string, token: string, seed: string) {
  const spectator = await TestClient.open(server.wsUrl(id));
  const player = await TestClient.open(server.wsUrl(id, token));
  await player.next((f) => f.type === 'state');
  const rng = new Rng(seed);
  await playToEnd(new Map<Seat, TestClient>([[0, player]]), (legal) => rng.pick(legal));
  const pub = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);
  await player.stateAt(pub.body.version);
  await spectator.stateAt(pub.body.version);
  return { player, spectator, pub: pub.body };
}

describe('seeds are the server’s', () => {
  it('ignores a creator-given seed: the deal differs from a local setup with that seed', async () => {
    const seats = [{ kind: 'human' }, { kind: 'human' }];
    const chosen = 'i-know-this-seed';
    const local = Match.create(fourHumours, 2, {}, chosen);
    const localView = JSON.stringify(fourHumours.view(local.state, 'spectator'));
    const views = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const created = await create({ game: 'four-humours', seats, seed: chosen });
      expect(created.status).toBe(201);
      expect(created.body.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
      expect(created.body.seedCommitment).not.toBe(sha256(chosen));
      const pub = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${created.body.matchId}`);
      expect(pub.body.seed).toBeUndefined();
      const view = JSON.stringify(pub.body.view);
      expect(view).not.toBe(localView);
      views.add(view);
    }
    // Three server matches, three different public setups: the seed is drawn afresh each time.
    expect(views.size).toBe(3);
  });

  it('refuses options that fix the hidden deal unless every other seat is a bot', async () => {
    const deck = ['S01', 'S02', 'S03', 'S04'];
    const options = { fixedSetup: { deck } };
    const shared = await create({ game: 'four-humours', seats: [{ kind: 'human' }, { kind: 'human' }], options });
    expect(shared.status).toBe(400);
    expect(shared.body.error.code).toBe('fixed-setup-not-allowed');
    expect(shared.body.error.message).toContain('fixedSetup');
    const claimedButOpen = await create({
      game: 'four-humours',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      options,
      claim: 0,
    });
    expect(claimedButOpen.body.error.code).toBe('fixed-setup-not-allowed');
    const list = await http<{ matches: unknown[] }>(server.base, 'GET', '/api/matches?status=open');
    const before = list.body.matches.length;

    const practice = await create({
      game: 'four-humours',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      options,
      claim: 0,
    });
    expect(practice.status).toBe(201);
    const allBots = await create({
      game: 'four-humours',
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
      ],
      options,
    });
    expect(allBots.status).toBe(201);
    // The refused requests created nothing.
    const after = await http<{ matches: unknown[] }>(server.base, 'GET', '/api/matches?status=open');
    expect(after.body.matches.length).toBe(before);
  });
});

describe('the seed commitment', () => {
  it('is published to seats and spectators from the start, and the revealed seed verifies the replay', async () => {
    const created = await create({
      game: 'four-humours',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      claim: 0,
    });
    expect(created.status).toBe(201);
    const id = created.body.matchId;
    const commitment = created.body.seedCommitment;

    const listed = await http<{ matches: { matchId: string; seedCommitment: string }[] }>(
      server.base,
      'GET',
      '/api/matches?status=playing',
    );
    expect(listed.body.matches.find((m) => m.matchId === id)?.seedCommitment).toBe(commitment);
    const early = await http<HttpErrorResponse>(server.base, 'GET', `/api/matches/${id}/replay`);
    expect(early.status).toBe(409);

    const { player, spectator, pub } = await playHumanSeat(id, created.body.claimed?.token as string, 'commit');
    for (const client of [player, spectator]) {
      const welcome = client.frames.find((f) => f.type === 'welcome') as WelcomeFrame;
      expect(welcome.seedCommitment).toBe(commitment);
      const states = client.frames.filter((f): f is StateFrame => f.type === 'state');
      // The seed is in no frame before the end, and in the final one.
      expect(states.filter((f) => f.status !== 'finished').every((f) => f.seed === undefined)).toBe(true);
      const last = states[states.length - 1] as StateFrame;
      expect(last.status).toBe('finished');
      expect(sha256(last.seed as string)).toBe(commitment);
    }
    expect(pub.seedCommitment).toBe(commitment);
    expect(sha256(pub.seed as string)).toBe(commitment);

    const replay = await http<ReplayFile>(server.base, 'GET', `/api/matches/${id}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.body.seed).toBe(pub.seed);
    expect(sha256(replay.body.seed)).toBe(commitment);
    expect(replayMatch(games, replay.body, true).match.version).toBe(pub.actionCount);
    for (const c of [player, spectator]) await c.close();
  });

  it('keeps the seed and the replay private when the match keeps its secrets after the end', async () => {
    const created = await create({
      game: 'four-humours',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      options: { revealAllAtGameEnd: false },
      claim: 0,
    });
    const id = created.body.matchId;
    const { player, spectator, pub } = await playHumanSeat(id, created.body.claimed?.token as string, 'private');
    expect(pub.status).toBe('finished');
    expect(pub.seed).toBeUndefined();
    expect(pub.seedCommitment).toBe(created.body.seedCommitment);
    for (const client of [player, spectator]) {
      expect(client.frames.some((f) => f.type === 'state' && f.seed !== undefined)).toBe(false);
      expect(client.raw.some((text) => text.includes('"seed"'))).toBe(false);
    }
    const replay = await http<HttpErrorResponse>(server.base, 'GET', `/api/matches/${id}/replay`);
    expect(replay.status).toBe(403);
    expect(replay.body.error.code).toBe('replay-private');
    for (const c of [player, spectator]) await c.close();
  });
});

describe('bots’ own randomness', () => {
  it('is seeded by a hash of the match seed, never by the seed itself', async () => {
    const requests: BotRequest[] = [];
    const local = await startTestServer({
      seedSource: () => 'the-secret-match-seed',
      bots: {
        choose: async (request) => {
          requests.push(request);
          return request.legal[0];
        },
      },
    });
    try {
      const created = await http<CreateMatchResponse>(local.base, 'POST', '/api/matches', {
        game: 'tally',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
      });
      expect(created.status).toBe(201);
      for (let i = 0; i < 200 && requests.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
      expect(requests.length).toBeGreaterThanOrEqual(3);
      for (const request of requests) {
        expect(request.seed).not.toContain('the-secret-match-seed');
        expect(JSON.stringify(request)).not.toContain('the-secret-match-seed');
      }
    } finally {
      await local.close();
    }
  });
});
