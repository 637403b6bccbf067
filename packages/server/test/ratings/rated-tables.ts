/**
 * What the rating tests share: signed-up players (browsers with their own addresses), rated and
 * unrated matches made through the HTTP API, played to the end over WebSockets, and the server's
 * answers about them.
 */
import type { Seat } from '@boardhall/engine';
import type { CreateMatchResponse, JoinResponse, ProfileGame, ProfileResponse, StateFrame } from '@boardhall/protocol';
import { TestBrowser } from '../accounts/browser.ts';
import { CLOCKS_REGISTRY_MODULE } from '../clocks/clock-play.ts';
import { games as clockGames } from '../fixtures/clocks-registry.ts';
import { type HttpResult, http, playToEnd, startTestServer, TestClient, type TestServer } from '../helpers.ts';

/** A server that knows the clocks' toy games, believes X-Forwarded-For (players have addresses of their own), and lists anyone rated. */
export function startRatingServer(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  return startTestServer({
    registry: clockGames,
    botRegistryModule: CLOCKS_REGISTRY_MODULE,
    trustProxy: true,
    leaderboardMinGames: 1,
    ...options,
  });
}

let nextAddress = 1;

/** A browser signed up as `name`, from an address of its own. */
export async function player(server: TestServer, name: string): Promise<TestBrowser> {
  const browser = new TestBrowser(
    server.base,
    server.base,
    `10.9.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
  );
  const signed = await browser.signUp(name, 'correct horse battery staple');
  if (signed.status !== 201) throw new Error(`sign-up of ${name}: ${signed.status} ${signed.text}`);
  return browser;
}

/** A guest: no session, an address of its own. */
export function guest(server: TestServer): TestBrowser {
  return new TestBrowser(server.base, server.base, `10.8.0.${nextAddress++ % 250}`);
}

export const REALTIME = { kind: 'realtime', preset: 'normal' } as const;

export interface Table {
  matchId: string;
  /** Each human seat's token, by seat. */
  tokens: Map<Seat, string>;
}

/**
 * `creator` creates a match whose human seats are taken, in seat order, by `creator` (seat 0, claimed)
 * and then each of `joiners`. `body` adds to the request (seats, speed, rated…).
 */
export async function table(
  creator: TestBrowser,
  joiners: readonly TestBrowser[],
  body: Record<string, unknown>,
): Promise<Table> {
  const created = await creator.request<CreateMatchResponse>('POST', '/api/matches', {
    game: 'tally',
    claim: 0,
    ...body,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const tokens = new Map<Seat, string>([[0, created.body.claimed?.token as string]]);
  for (const joiner of joiners) {
    const joined = await joiner.request<JoinResponse>('POST', `/api/matches/${created.body.matchId}/join`, {});
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
    tokens.set(joined.body.seat, joined.body.token);
  }
  return { matchId: created.body.matchId, tokens };
}

/** Connects every human seat, plays the match to its end, and returns the last state frame. */
export async function playOut(
  server: TestServer,
  t: Table,
  before?: (clients: Map<Seat, TestClient>) => Promise<void>,
): Promise<StateFrame> {
  const clients = new Map<Seat, TestClient>();
  for (const [seat, token] of t.tokens) {
    const client = await TestClient.open(server.wsUrl(t.matchId, token));
    await client.next((f) => f.type === 'state');
    clients.set(seat, client);
  }
  try {
    await before?.(clients);
    const playing = new Map([...clients].filter(([, c]) => c.closeCode === null));
    await playToEnd(playing);
    const watcher = [...playing.values()][0] as TestClient;
    return await watcher.next<StateFrame>((f) => f.type === 'state' && f.status === 'finished');
  } finally {
    for (const c of clients.values()) await c.close();
  }
}

export function profile(base: string, path: string): Promise<HttpResult<ProfileResponse>> {
  return http<ProfileResponse>(base, 'GET', `/api/players/${path}`);
}

/** The profile's standing in Tally. */
export function tallyOf(p: ProfileResponse): ProfileGame {
  const game = p.games.find((g) => g.game === 'tally');
  if (!game) throw new Error('no tally in the profile');
  return game;
}
