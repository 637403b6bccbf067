/** What the tests of clocks in play share: a match with a speed, its seats connected, its clocks read from frames. */
import { fileURLToPath } from 'node:url';
import type { Seat } from '@boardhall/engine';
import type {
  Clocks,
  CreateMatchResponse,
  JoinResponse,
  SeatsFrame,
  ServerFrame,
  Speed,
  StateFrame,
} from '@boardhall/protocol';
import { games as clockGames } from '../fixtures/clocks-registry.ts';
import { http, startTestServer, TestClient, type TestServer } from '../helpers.ts';

export const CLOCKS_REGISTRY_MODULE = fileURLToPath(new URL('../fixtures/clocks-registry.ts', import.meta.url));

/** A test server that knows the clocks' fixture games (Tally, Tally Marks, Ponder). */
export function startClockServer(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  return startTestServer({ registry: clockGames, botRegistryModule: CLOCKS_REGISTRY_MODULE, ...options });
}

export interface Table {
  matchId: string;
  tokens: string[];
}

/** A match of `players` human seats at `speed`, every seat taken (so it starts). */
export async function newTable(
  base: string,
  game: string,
  players: number,
  speed: Speed,
  extra: Record<string, unknown> = {},
): Promise<Table> {
  const created = await http<CreateMatchResponse>(base, 'POST', '/api/matches', {
    game,
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    claim: 0,
    speed,
    ...extra,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const tokens = [created.body.claimed?.token as string];
  for (let seat = 1; seat < players; seat++) {
    const joined = await http<JoinResponse>(base, 'POST', `/api/matches/${created.body.matchId}/join`, { seat });
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
    tokens.push(joined.body.token);
  }
  return { matchId: created.body.matchId, tokens };
}

/** Every seat of `table` connected, each with its first state frame in. */
export async function seatClients(server: TestServer, table: Table): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  for (const token of table.tokens) {
    const c = await TestClient.open(server.wsUrl(table.matchId, token));
    await c.next((f) => f.type === 'state');
    clients.push(c);
  }
  return clients;
}

/** When `seat`'s running clock reaches zero (ms since the epoch), by a frame's clocks; null when stopped. */
export function deadlineOf(clocks: Clocks, seat: Seat): number | null {
  const c = clocks.seats[seat];
  if (!c || c.runningSince === null) return null;
  return Date.parse(c.runningSince) + c.remainingMs;
}

/** `seat`'s time left by a frame's clocks, at the server's time when the frame was sent. */
export function leftWhenSent(clocks: Clocks, seat: Seat): number {
  const c = clocks.seats[seat];
  if (!c) throw new Error(`no clock for seat ${seat}`);
  if (c.runningSince === null) return c.remainingMs;
  return c.remainingMs - (Date.parse(clocks.serverTime) - Date.parse(c.runningSince));
}

/** The clocks of a state frame (a match with a speed has them). */
export function clocksOf(frame: ServerFrame | undefined): Clocks {
  if (frame?.type !== 'state' || !frame.clocks) throw new Error('no clocks in this frame');
  return frame.clocks;
}

/** Waits for the seats frame in which `seat` is out of time, and when it arrived. */
export async function outOfTime(client: TestClient, seat: Seat, from = 0): Promise<{ frame: SeatsFrame; at: number }> {
  let at = 0;
  const frame = await client.next<SeatsFrame>((f) => {
    const hit = f.type === 'seats' && f.seats[seat]?.outOfTime === true;
    if (hit && at === 0) at = Date.now();
    return hit;
  }, from);
  // A frame already in when the wait began: its arrival was not seen, so none is claimed.
  return { frame, at: at || Number.NaN };
}

/**
 * Plays `client`'s seat whenever it is asked, with the first legal action, until stopped. A seat
 * asked many times in a row (a resolution's decisions) can outrun the socket's message rate on a
 * quick machine: the server then refuses with `rate-limited`, and, as a real client would, this
 * waits a second and plays the position it is in then.
 */
export function autoPlay(client: TestClient): () => void {
  let stopped = false;
  let requests = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const act = (f: ServerFrame | undefined) => {
    if (stopped || !f || f.type !== 'state' || f.status !== 'playing' || f.legalActions.length === 0) return;
    client.send({ type: 'action', action: f.legalActions[0], version: f.version, requestId: `auto${++requests}` });
  };
  const play = (f: ServerFrame) => {
    if (f.type === 'error' && f.code === 'rate-limited' && retry === null) {
      retry = setTimeout(() => {
        retry = null;
        act(client.lastState());
      }, 1_000);
      return;
    }
    act(f);
  };
  client.onFrame = play;
  act(client.lastState());
  return () => {
    stopped = true;
    if (retry !== null) clearTimeout(retry);
    client.onFrame = null;
  };
}

export type State = StateFrame<unknown, unknown>;
