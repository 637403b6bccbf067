/**
 * The load test: n matches at once against a running server, every seat a WebSocket client that
 * answers each of its turns with a random legal action from its own state frame. Measures
 * actions per second and the latency from sending an action to receiving the state frame that
 * answers it. Starts no server.
 */
import { Rng } from '@boardhall/engine';
import type { CreateMatchResponse, GamesResponse, JoinResponse, ServerFrame, StateFrame } from '@boardhall/protocol';
import { WebSocket } from 'ws';
import { DEFAULT_LIMITS } from '../ws/connection.ts';
import { TokenBucket } from '../ws/rate-limit.ts';
import { localAddressFor, postFrom } from './addresses.ts';
import { isLoopback, type LoadTestOptions, UsageError } from './options.ts';

/** What `--json` prints. */
export interface LoadTestResult {
  matches: number;
  actions: number;
  actionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface LoadTestReport extends LoadTestResult {
  gameName: string;
  players: number;
  seconds: number;
  /** The first few errors, for people. */
  errorSamples: string[];
}

interface Stats {
  actions: number;
  errors: string[];
  latencies: number[];
}

/** One seat's client: acts whenever its newest state frame offers legal actions. */
class SeatClient {
  private socket: WebSocket | null = null;
  private pending: { requestId: number; sentAt: number } | null = null;
  private thinking = false;
  private next = 0;
  private started = false;
  private latest: StateFrame | null = null;
  private readonly bucket = new TokenBucket(DEFAULT_LIMITS.burst, DEFAULT_LIMITS.perSecond);
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    private readonly wsUrl: string,
    private readonly rng: Rng,
    private readonly stats: Stats,
    private readonly thinkMs: number,
    private readonly localAddress: string | undefined,
  ) {
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      // The generator shares the machine with the server it measures, so it skips the work it
      // can: frames are checked as bytes and mostly not decoded at all (see onData).
      const socket = new WebSocket(this.wsUrl, {
        skipUTF8Validation: true,
        perMessageDeflate: false,
        ...(this.localAddress ? { localAddress: this.localAddress } : {}),
      });
      this.socket = socket;
      socket.once('open', () => resolve());
      socket.once('error', (e) => reject(e));
      socket.on('message', (data: Buffer) => this.onData(data));
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
   * few top-level fields are read from them (the server writes those before the view, and the
   * request id last), and a frame is decoded and parsed in full only when it offers this seat
   * legal actions or is not a state frame.
   */
  private onData(data: Buffer): void {
    if (!data.subarray(0, 15).equals(STATE_PREFIX) || data.lastIndexOf(NO_LEGAL_ACTIONS) < 0) {
      this.onFrame(JSON.parse(data.toString('utf8')) as ServerFrame);
      return;
    }
    const head = data.toString('latin1', 0, Math.min(data.length, 240));
    const tail = data.toString('latin1', Math.max(0, data.length - 40));
    const frame = {
      type: 'state',
      version: Number(/"version":(\d+)/.exec(head)?.[1]),
      status: /"status":"(\w+)"/.exec(head)?.[1],
      legalActions: [],
    } as unknown as StateFrame;
    const requestId = /"requestId":(\d+)}$/.exec(tail)?.[1];
    if (requestId !== undefined) frame.requestId = Number(requestId);
    this.onFrame(frame);
  }

  private onFrame(frame: ServerFrame): void {
    if (frame.type === 'error') {
      this.stats.errors.push(`${frame.code}: ${frame.message}`);
      if (this.pending && frame.requestId === this.pending.requestId) {
        // Counted as an error above; try again on the newest frame rather than wait forever.
        this.pending = null;
        setTimeout(() => this.maybeAct(), RETRY_MS);
      }
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
      const pause = this.thinkMs * (0.5 + this.rng.int(1000) / 1000);
      setTimeout(() => {
        this.thinking = false;
        this.send();
      }, pause);
      return;
    }
    this.send();
  }

  private send(): void {
    const s = this.latest;
    if (this.pending || s?.status !== 'playing' || s.legalActions.length === 0) return;
    if (!this.bucket.take()) {
      // A well-behaved client keeps to the server's published rate limit rather than be refused.
      this.thinking = true;
      setTimeout(() => {
        this.thinking = false;
        this.send();
      }, RETRY_MS);
      return;
    }
    const requestId = ++this.next;
    const action = this.rng.pick(s.legalActions);
    this.pending = { requestId, sentAt: performance.now() };
    this.socket?.send(JSON.stringify({ type: 'action', action, version: s.version, requestId }));
  }
}

const STATE_PREFIX = Buffer.from('{"type":"state"');
const NO_LEGAL_ACTIONS = Buffer.from('"legalActions":[]');
/** A pause before trying again after a refusal or when the rate limit would be exceeded. */
const RETRY_MS = 60;

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

/** Sets up every match (not timed), then plays them all at once to the end. */
export async function runLoadTest(
  opts: LoadTestOptions,
  /** Called once every match is set up, just before play starts (to read the server's CPU then). */
  onSetUp?: () => void,
): Promise<LoadTestReport> {
  if (!isLoopback(new URL(opts.url).hostname)) throw new UsageError('the load test only targets loopback addresses');
  const api = `${opts.url}/api`;
  const games = (await (await fetch(`${api}/games`)).json()) as GamesResponse;
  const game = games.games.find((g) => g.id === opts.game);
  if (!game) {
    throw new UsageError(`the server has no game '${opts.game}' (it has: ${games.games.map((g) => g.id).join(', ')})`);
  }
  if (opts.players < game.minPlayers || opts.players > game.maxPlayers) {
    throw new UsageError(`${game.name} takes ${game.minPlayers} to ${game.maxPlayers} players`);
  }

  const stats: Stats = { actions: 0, errors: [], latencies: [] };
  const clients: SeatClient[] = [];
  const wsBase = opts.url.replace(/^http/, 'ws');
  const indexes = Array.from({ length: opts.matches }, (_, i) => i);
  const host = new URL(opts.url).hostname;
  await inBatches(indexes, opts.setupConcurrency, async (i) => {
    const from = localAddressFor(host, i);
    const created = await postFrom<CreateMatchResponse>(
      `${api}/matches`,
      {
        game: opts.game,
        seats: Array.from({ length: opts.players }, () => ({ kind: 'human' })),
        seed: `${opts.seed}-${i}`,
        claim: 0,
      },
      from,
    );
    const tokens = [created.claimed?.token as string];
    for (let seat = 1; seat < opts.players; seat++) {
      tokens.push((await postFrom<JoinResponse>(`${api}/matches/${created.matchId}/join`, {}, from)).token);
    }
    for (const [seat, token] of tokens.entries()) {
      const url = `${wsBase}/api/matches/${created.matchId}/ws?token=${token}`;
      const client = new SeatClient(url, new Rng(`${opts.seed}-${i}-${seat}`), stats, opts.thinkMs, from);
      await client.open();
      clients.push(client);
    }
  });

  onSetUp?.();
  const started = performance.now();
  for (const c of clients) c.start();
  await Promise.all(clients.map((c) => c.done));
  const seconds = (performance.now() - started) / 1000;
  for (const c of clients) c.close();

  const sorted = [...stats.latencies].sort((a, b) => a - b);
  return {
    matches: opts.matches,
    actions: stats.actions,
    actionsPerSecond: Math.round(stats.actions / seconds),
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    errors: stats.errors.length,
    gameName: game.name,
    players: opts.players,
    seconds,
    errorSamples: stats.errors.slice(0, 5),
  };
}
