/**
 * What the turn e-mails' tests share: a server on the store under test that sends e-mail to a
 * real SMTP server (`SmtpSink`), with a public URL on a fixed port (the links are absolute, and a
 * restarted server answers at the same address), a built web client's stand-in, and a table of
 * two human seats at a turn-based speed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import type { CreateMatchResponse, JoinResponse, SeatsFrame, StateFrame } from '@boardhall/protocol';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../src/index.ts';
import type { TestBrowser } from '../accounts/browser.ts';
import { games as toyGames } from '../fixtures/registry.ts';
import { act, http, TestClient, TOY_REGISTRY_MODULE } from '../helpers.ts';
import { schemaFor, TEST_STORE, testDatabaseUrl, withTestDatabase } from '../store-under-test.ts';

/** A free loopback port (the server listens on it again after a restart). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface MailServer {
  app: FastifyInstance;
  base: string;
  wsUrl(matchId: string, token?: string): string;
}

/** A server of the toy games on `dataDir`'s store, sending e-mail to `smtpUrl` (none when null). */
export async function startMailServer(dataDir: string, port: number, smtpUrl: string | null): Promise<MailServer> {
  const base = `http://127.0.0.1:${port}`;
  const webRoot = join(dataDir, 'web');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Boardhall</title>');
  const app = await createServer({
    registry: toyGames,
    botRegistryModule: TOY_REGISTRY_MODULE,
    substituteBot: 'random',
    logger: false,
    dataDir,
    database: testDatabaseUrl(dataDir),
    webRoot,
    publicUrl: base,
    // Browsers of the tests name their address, so the per-address limits see several clients.
    trustProxy: true,
    clientLimits: { http: { creates: 1000, seatChanges: 1000 } },
    ...(smtpUrl ? { mail: { smtpUrl, from: 'Boardhall <noreply@example.org>' } } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    base,
    wsUrl: (matchId, token) =>
      `ws://127.0.0.1:${port}/api/matches/${matchId}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  };
}

/** The link in a text that starts with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}\\S*`).exec(text ?? '')?.[0];
  if (!found) throw new Error(`no link starting ${prefix} in: ${text}`);
  return found;
}

/** Rows of a table of the store under test for one account (how deletion is checked). */
export async function rowsOf(dataDir: string, table: string, accountId: string): Promise<number> {
  if (TEST_STORE === 'sqlite') {
    const db = new Database(join(dataDir, 'boardhall.sqlite'), { readonly: true });
    try {
      return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE account_id = ?`).get(accountId) as { n: number }).n;
    } finally {
      db.close();
    }
  }
  return withTestDatabase(async (c) => {
    const r = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${schemaFor(dataDir)}".${table} WHERE account_id = $1`,
      [accountId],
    );
    return Number(r.rows[0]?.n);
  });
}

/** The id of the account named `name`, read from the store (no answer of the API shows it). */
export async function accountIdOf(dataDir: string, name: string): Promise<string> {
  if (TEST_STORE === 'sqlite') {
    const db = new Database(join(dataDir, 'boardhall.sqlite'), { readonly: true });
    try {
      return (db.prepare('SELECT id FROM accounts WHERE name = ?').get(name) as { id: string }).id;
    } finally {
      db.close();
    }
  }
  return withTestDatabase(async (c) => {
    const r = await c.query<{ id: string }>(`SELECT id FROM "${schemaFor(dataDir)}".accounts WHERE name = $1`, [name]);
    return r.rows[0]?.id as string;
  });
}

export interface TurnTable {
  matchId: string;
  /** The guest's seat (1), connected throughout. */
  guest: TestClient;
  /** The guest's seat token (to come back after a restart). */
  guestToken: string;
}

/**
 * A match of Tally at a turn-based speed: the account of `owner` holds seat 0 and a guest seat 1.
 * Whoever the shuffle asks first, it ends waiting for the guest, the account's player away.
 */
export async function turnTable(server: MailServer, owner: TestBrowser): Promise<TurnTable> {
  const created = await owner.request<CreateMatchResponse>('POST', '/api/matches', {
    game: 'tally',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    claim: 0,
    speed: { kind: 'turn-based', days: 1 },
    // A guest takes seat 1: a match a guest may join is not rated.
    rated: false,
  });
  if (created.status !== 201) throw new Error(`create: ${created.text}`);
  const matchId = created.body.matchId;
  const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${matchId}/join`, {});
  const guest = await TestClient.open(server.wsUrl(matchId, joined.body.token));
  const first = await guest.next<StateFrame>((f) => f.type === 'state');
  if (first.activeSeats.includes(0)) await accountMoves(server, owner, matchId, guest);
  return { matchId, guest, guestToken: joined.body.token };
}

/** The latest state `client` has, once it asks `seat` to act. */
export function turnOf(client: TestClient, seat: number): Promise<StateFrame> {
  return client.next<StateFrame>(
    (f) => f === client.lastState() && f.type === 'state' && f.status === 'playing' && f.activeSeats.includes(seat),
  );
}

/** The guest (seat 1) plays its turn. */
export async function guestMoves(guest: TestClient): Promise<void> {
  const turn = await turnOf(guest, 1);
  const answer = await act(guest, turn.legalActions[0], turn.version);
  if (answer.type !== 'state') throw new Error(`the guest's move was refused: ${JSON.stringify(answer)}`);
}

/**
 * The account's player comes to the table (a signed-in socket), plays seat 0's turn and leaves
 * again; returns once the guest has seen the seat go offline.
 */
export async function accountMoves(server: MailServer, owner: TestBrowser, matchId: string, guest: TestClient) {
  const mine = await TestClient.open(server.wsUrl(matchId), { headers: owner.headers() });
  await mine.next((f) => f.type === 'state');
  mine.send({ type: 'hello', account: true });
  const turn = await mine.next<StateFrame>(
    (f) => f.type === 'state' && f.seat === 0 && f.status === 'playing' && f.activeSeats.includes(0),
  );
  const answer = await act(mine, turn.legalActions[0], turn.version);
  if (answer.type !== 'state') throw new Error(`the account's move was refused: ${JSON.stringify(answer)}`);
  const from = guest.mark();
  await mine.close();
  await guest.next<SeatsFrame>((f) => f.type === 'seats' && f.seats[0]?.connected === false, from);
}
