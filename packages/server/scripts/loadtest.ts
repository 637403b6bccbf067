/**
 * Load test: `npm run loadtest -- --url <base> --matches <n> [--game <id>] [--players <n>] [--json]`.
 *
 * Plays n matches at once against a running server, every seat a WebSocket client that answers
 * each of its turns with a random legal action from its own state frame. Reports actions per
 * second, the p50/p99 latency from sending an action to receiving the state frame that answers
 * it, and every error. It starts no server, and talks to loopback addresses only.
 */
import { parseArgs } from 'node:util';
import { Rng } from '@boardhall/engine';
import { WebSocket } from 'ws';
import type {
  CreateMatchResponse,
  GamesResponse,
  HttpErrorResponse,
  JoinResponse,
  ServerFrame,
  StateFrame,
} from '../src/protocol.ts';

interface Options {
  url: string;
  matches: number;
  game: string;
  players: number | null;
  json: boolean;
  seed: string;
  setupConcurrency: number;
  thinkMs: number;
}

function usage(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.stderr.write(
    'usage: npm run loadtest -- [--url http://127.0.0.1:8080] [--matches 200] [--game four-humours] [--players <n>] [--think-ms 0] [--seed s] [--json]\n',
  );
  process.exit(2);
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8080' },
      matches: { type: 'string', default: '200' },
      game: { type: 'string', default: 'four-humours' },
      players: { type: 'string' },
      seed: { type: 'string', default: 'load' },
      json: { type: 'boolean', default: false },
      'setup-concurrency': { type: 'string', default: '20' },
      'think-ms': { type: 'string', default: '0' },
    },
    strict: true,
  });
  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    usage(`--url '${values.url}' is not a URL`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  if (!loopback || url.protocol !== 'http:') usage('the load test only targets http:// on loopback addresses');
  const matches = Number(values.matches);
  if (!Number.isInteger(matches) || matches < 1 || matches > 5000) usage('--matches must be 1 to 5000');
  const players = values.players === undefined ? null : Number(values.players);
  if (players !== null && (!Number.isInteger(players) || players < 1 || players > 16)) {
    usage('--players must be a whole number');
  }
  const setupConcurrency = Number(values['setup-concurrency']);
  if (!Number.isInteger(setupConcurrency) || setupConcurrency < 1) usage('--setup-concurrency must be positive');
  const thinkMs = Number(values['think-ms']);
  if (!Number.isFinite(thinkMs) || thinkMs < 0) usage('--think-ms must be a number of milliseconds');
  return {
    url: url.origin,
    matches,
    game: values.game,
    players,
    json: values.json,
    seed: values.seed,
    setupConcurrency,
    thinkMs,
  };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T | HttpErrorResponse;
  if (!res.ok) {
    const e = (json as HttpErrorResponse).error;
    throw new Error(`${url}: ${res.status} ${e?.code ?? ''} ${e?.message ?? ''}`);
  }
  return json as T;
}

interface Stats {
  actions: number;
  errors: string[];
  latencies: number[];
  finished: number;
}

/** One seat's client: acts whenever its newest state frame offers legal actions. */
class SeatClient {
  private socket: WebSocket | null = null;
  private pending: { requestId: number; sentAt: number } | null = null;
  private thinking = false;
  private next = 0;
  private started = false;
  private latest: StateFrame | null = null;
  done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    private readonly wsUrl: string,
    private readonly rng: Rng,
    private readonly stats: Stats,
    private readonly thinkMs: number,
  ) {
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.wsUrl);
      this.socket = socket;
      socket.once('open', () => resolve());
      socket.once('error', (e) => reject(e));
      socket.on('message', (data) => this.onText(data.toString()));
      socket.on('close', (code) => {
        if (this.latest?.status !== 'finished') this.stats.errors.push(`socket closed early (${code})`);
        this.resolveDone();
      });
    });
  }

  start(): void {
    this.started = true;
    this.maybeAct();
  }

  close(): void {
    this.socket?.close();
  }

  /**
   * The load generator must not be the bottleneck: most frames are other seats' news, so only the
   * few top-level fields are read from them (the server writes those before the view), and a
   * frame is parsed in full only when it offers this seat legal actions.
   */
  private onText(text: string): void {
    if (!text.startsWith('{"type":"state"')) {
      this.onFrame(JSON.parse(text) as ServerFrame);
      return;
    }
    const legalAt = text.lastIndexOf('"legalActions":');
    if (legalAt < 0 || text.startsWith('[]', legalAt + 15) === false) {
      this.onFrame(JSON.parse(text) as ServerFrame);
      return;
    }
    const version = Number(/"version":(\d+)/.exec(text)?.[1]);
    const status = /"status":"(\w+)"/.exec(text)?.[1] as StateFrame['status'];
    const requestId = /"requestId":(\d+)}$/.exec(text)?.[1];
    const frame = { type: 'state', version, status, legalActions: [] } as unknown as StateFrame;
    if (requestId !== undefined) frame.requestId = Number(requestId);
    this.onFrame(frame);
  }

  private onFrame(frame: ServerFrame): void {
    if (frame.type === 'error') {
      this.stats.errors.push(`${frame.code}: ${frame.message}`);
      if (this.pending && frame.requestId === this.pending.requestId) this.pending = null;
      return;
    }
    if (frame.type !== 'state') return;
    if (this.pending && frame.requestId === this.pending.requestId) {
      this.stats.latencies.push(performance.now() - this.pending.sentAt);
      this.stats.actions++;
      this.pending = null;
    }
    if (!this.latest || frame.version >= this.latest.version) this.latest = frame;
    if (frame.status === 'finished') {
      this.resolveDone();
      return;
    }
    this.maybeAct();
  }

  private maybeAct(): void {
    const s = this.latest;
    if (!this.started || this.pending || this.thinking) return;
    if (s?.status !== 'playing' || s.legalActions.length === 0) return;
    if (this.thinkMs > 0) {
      // A pause like a player's (uniform in [0.5, 1.5] × think time), then act on the newest frame.
      this.thinking = true;
      setTimeout(
        () => {
          this.thinking = false;
          this.send();
        },
        this.thinkMs * (0.5 + this.rng.int(1000) / 1000),
      );
      return;
    }
    this.send();
  }

  private send(): void {
    const s = this.latest;
    if (this.pending || s?.status !== 'playing' || s.legalActions.length === 0) return;
    const requestId = ++this.next;
    const action = this.rng.pick(s.legalActions);
    this.pending = { requestId, sentAt: performance.now() };
    this.socket?.send(JSON.stringify({ type: 'action', action, version: s.version, requestId }));
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  });
  await Promise.all(workers);
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  const api = `${opts.url}/api`;
  const games = (await (await fetch(`${api}/games`)).json()) as GamesResponse;
  const game = games.games.find((g) => g.id === opts.game);
  if (!game) usage(`the server has no game '${opts.game}' (it has: ${games.games.map((g) => g.id).join(', ')})`);
  const players = opts.players ?? Math.min(4, game.maxPlayers);
  if (players < game.minPlayers || players > game.maxPlayers) {
    usage(`${game.name} takes ${game.minPlayers} to ${game.maxPlayers} players`);
  }

  const stats: Stats = { actions: 0, errors: [], latencies: [], finished: 0 };
  const clients: SeatClient[] = [];
  const wsBase = opts.url.replace(/^http/, 'ws');
  const indexes = Array.from({ length: opts.matches }, (_, i) => i);
  await inBatches(indexes, opts.setupConcurrency, async (i) => {
    const created = await post<CreateMatchResponse>(`${api}/matches`, {
      game: opts.game,
      seats: Array.from({ length: players }, () => ({ kind: 'human' })),
      seed: `${opts.seed}-${i}`,
      claim: 0,
    });
    const tokens = [created.claimed?.token as string];
    for (let seat = 1; seat < players; seat++) {
      tokens.push((await post<JoinResponse>(`${api}/matches/${created.matchId}/join`, {})).token);
    }
    for (const [seat, token] of tokens.entries()) {
      const url = `${wsBase}/api/matches/${created.matchId}/ws?token=${token}`;
      const client = new SeatClient(url, new Rng(`${opts.seed}-${i}-${seat}`), stats, opts.thinkMs);
      await client.open();
      clients.push(client);
    }
  });

  const started = performance.now();
  for (const c of clients) c.start();
  await Promise.all(clients.map((c) => c.done));
  const seconds = (performance.now() - started) / 1000;
  for (const c of clients) c.close();

  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const result = {
    matches: opts.matches,
    actions: stats.actions,
    actionsPerSecond: Math.round(stats.actions / seconds),
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    errors: stats.errors.length,
  };
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    process.stdout.write(
      [
        `${opts.matches} matches of ${game.name}, ${players} players each, on ${opts.url}` +
          (opts.thinkMs > 0 ? `, clients think ~${opts.thinkMs} ms` : ', clients answer at once'),
        `actions:        ${result.actions} in ${seconds.toFixed(1)} s`,
        `actions/s:      ${result.actionsPerSecond}`,
        `latency p50:    ${result.p50Ms} ms (action sent → answering state frame received)`,
        `latency p99:    ${result.p99Ms} ms`,
        `errors:         ${result.errors}`,
        ...stats.errors.slice(0, 5).map((e) => `  ${e}`),
        '',
      ].join('\n'),
    );
  }
  process.exitCode = result.errors > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
