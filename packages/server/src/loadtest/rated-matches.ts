/**
 * Rated matches played through the real API (docs/benchmarks.md "Ratings: rebuild"): accounts
 * signed up with passwords, each from a loopback address of its own (so every per-address limit
 * counts one player); matches created and joined by them over HTTP with their sessions, at a
 * real-time speed, with 2–6 seats and now and then bots at the rated levels; every human seat
 * played over its WebSocket by a random legal move as soon as it is asked. Each match is a rated
 * one the way a person would make it: nothing is written to the database behind the server's back.
 */
import { Rng } from '@boardhall/engine';
import type { CreateMatchResponse, GamesResponse, HttpErrorResponse, JoinResponse } from '@boardhall/protocol';
import { type AnswerFrom, localAddressFor, requestFrom } from './addresses.ts';
import { newStats, SeatClient } from './seat-client.ts';

export interface RatedMatchesOptions {
  /** The server's base URL (`http://127.0.0.1:port`). */
  base: string;
  game: string;
  matches: number;
  /** Accounts to sign up and draw the players of each match from. */
  accounts: number;
  /** Matches played at once. */
  concurrency: number;
  /** The share of matches (0–1) with bot seats, of 3 players or more. */
  botShare: number;
  /** Bot levels drawn for bot seats: easy, normal and hard in these proportions. */
  botLevels: { easy: number; normal: number; hard: number };
  seed: string;
}

export interface RatedMatchesReport {
  matches: number;
  actions: number;
  humanSeats: number;
  botSeats: number;
  /** Matches by number of players (2–6). */
  byPlayers: Record<number, number>;
  seconds: number;
}

type Log = (line: string) => void;

const PASSWORD = 'rated matches through the real api';
const RETRY_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Account {
  name: string;
  address: string | undefined;
  cookie: string;
}

class Api {
  readonly host: string;
  constructor(readonly base: string) {
    this.host = new URL(base).hostname;
  }

  /** A request as a browser of `account` makes it (its session, the site's Origin), retried while rate-limited. */
  async call<T>(method: string, path: string, body: unknown, who: { address: string | undefined; cookie?: string }) {
    for (;;) {
      const headers: Record<string, string> = { origin: this.base };
      if (who.cookie) headers.cookie = `bh_session=${who.cookie}`;
      const answer: AnswerFrom<T> = await requestFrom<T>(`${this.base}${path}`, method, body, headers, who.address);
      // The server's limits are honest ones for a person: a player who meets one waits and asks again.
      if (answer.status === 429) {
        await sleep(RETRY_MS);
        continue;
      }
      if (answer.status >= 400) {
        const e = (answer.body as HttpErrorResponse | null)?.error;
        throw new Error(`${method} ${path}: ${answer.status} ${e?.code ?? ''} ${e?.message ?? ''}`);
      }
      return answer;
    }
  }
}

async function signUp(api: Api, i: number, seed: string): Promise<Account> {
  // Names are letters and digits with single spaces between (docs/protocol.md "Accounts").
  const name = `Rated ${seed.replace(/[^A-Za-z0-9]/g, '').slice(0, 12) || 'run'} ${i}`;
  const address = localAddressFor(api.host, i);
  const answer = await api.call('POST', '/api/auth/signup', { name, password: PASSWORD, language: 'en' }, { address });
  const cookie = answer.cookies.map((c) => /bh_session=([^;]+)/.exec(c)?.[1]).find((c) => c !== undefined);
  if (!cookie) throw new Error(`sign-up of ${name}: no session cookie`);
  return { name, address, cookie };
}

/** The seats of match `i`: 2–6 players (within the game's), at least two people, sometimes bots at the rated levels. */
function seatsOf(
  rng: Rng,
  opts: RatedMatchesOptions,
  min: number,
  max: number,
): ('human' | 'easy' | 'normal' | 'hard')[] {
  const players = Math.max(2, min) + rng.int(Math.min(6, max) - Math.max(2, min) + 1);
  const bots = players >= 3 && rng.int(1000) < opts.botShare * 1000 ? 1 + rng.int(Math.min(2, players - 2)) : 0;
  const { easy, normal, hard } = opts.botLevels;
  const level = () => {
    const x = rng.int(1000) / 1000;
    return x * (easy + normal + hard) < easy ? 'easy' : x * (easy + normal + hard) < easy + normal ? 'normal' : 'hard';
  };
  const seats: ('human' | 'easy' | 'normal' | 'hard')[] = [
    ...new Array<'human'>(players - bots).fill('human'),
    ...Array.from({ length: bots }, level),
  ];
  // Bots may sit anywhere but seat 0, the creator's.
  for (let k = seats.length - 1; k > 1; k--) {
    const j = 1 + rng.int(k);
    [seats[k], seats[j]] = [seats[j] as (typeof seats)[number], seats[k] as (typeof seats)[number]];
  }
  return seats;
}

/** Signs up the accounts, then plays the matches, `concurrency` at a time; every human seat by its WebSocket. */
export async function playRatedMatches(opts: RatedMatchesOptions, log: Log): Promise<RatedMatchesReport> {
  const api = new Api(opts.base);
  const games = (await api.call<GamesResponse>('GET', '/api/games', undefined, { address: undefined })).body;
  const def = games.games.find((g) => g.id === opts.game);
  if (!def) throw new Error(`the server has no game '${opts.game}'`);
  const accounts: Account[] = [];
  for (let i = 0; i < opts.accounts; i++) accounts.push(await signUp(api, i, opts.seed));
  log(`${accounts.length} accounts signed up`);
  const report: RatedMatchesReport = { matches: 0, actions: 0, humanSeats: 0, botSeats: 0, byPlayers: {}, seconds: 0 };
  const started = performance.now();
  const wsBase = opts.base.replace(/^http/, 'ws');
  let next = 0;
  const step = Math.max(1, Math.floor(opts.matches / 10));
  const play = async (i: number) => {
    const rng = new Rng(`${opts.seed}-${i}`);
    const layout = seatsOf(rng, opts, def.minPlayers, def.maxPlayers);
    // The creator by turns (each keeps to its creations a minute), the others drawn.
    const people = [accounts[i % accounts.length] as Account];
    while (people.length < layout.filter((s) => s === 'human').length) {
      const drawn = accounts[rng.int(accounts.length)] as Account;
      if (!people.includes(drawn)) people.push(drawn);
    }
    const seats = layout.map((s) => (s === 'human' ? { kind: 'human' } : { kind: 'bot', bot: 'ismcts', level: s }));
    const creator = people[0] as Account;
    const created = await api.call<CreateMatchResponse>(
      'POST',
      '/api/matches',
      { game: opts.game, seats, claim: 0, speed: { kind: 'realtime', preset: 'fast' }, rated: true },
      creator,
    );
    const { matchId } = created.body;
    const tokens: { seat: number; token: string; address: string | undefined }[] = [
      { seat: 0, token: created.body.claimed?.token as string, address: creator.address },
    ];
    let joiner = 1;
    for (const [seat, kind] of layout.entries()) {
      if (seat === 0 || kind !== 'human') continue;
      const who = people[joiner++] as Account;
      const joined = await api.call<JoinResponse>('POST', `/api/matches/${matchId}/join`, { seat }, who);
      tokens.push({ seat, token: joined.body.token, address: who.address });
    }
    const stats = newStats();
    const clients = tokens.map(
      (t) =>
        new SeatClient(
          `${wsBase}/api/matches/${matchId}/ws?token=${encodeURIComponent(t.token)}`,
          new Rng(`${opts.seed}-${i}-${t.seat}`),
          stats,
          { minMs: 0, maxMs: 0 },
          t.address,
        ),
    );
    await Promise.all(clients.map((c) => c.open()));
    for (const c of clients) c.start();
    await Promise.all(clients.map((c) => c.done));
    for (const c of clients) c.close();
    if (!clients.every((c) => c.finished))
      throw new Error(`match ${matchId} did not finish: ${stats.errors.join('; ')}`);
    report.matches++;
    report.actions += stats.actions;
    report.humanSeats += tokens.length;
    report.botSeats += layout.length - tokens.length;
    report.byPlayers[layout.length] = (report.byPlayers[layout.length] ?? 0) + 1;
    if (report.matches % step === 0) log(`  ${report.matches} matches played`);
  };
  const worker = async () => {
    while (next < opts.matches) await play(next++);
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency, opts.matches) }, worker));
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}
