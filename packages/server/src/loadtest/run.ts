/**
 * The load test: n matches at once against a running server (one node or several), every seat a
 * WebSocket client that answers each of its turns with a random legal action from its own state
 * frame. Measures actions per second and the latency from sending an action to receiving the
 * state frame that answers it. Starts no server.
 */
import { Rng } from '@boardhall/engine';
import type { CreateMatchResponse, GameInfo, GamesResponse, JoinResponse } from '@boardhall/protocol';
import { localAddressFor, postFrom } from './addresses.ts';
import { isLoopback, type LoadTestOptions, UsageError } from './options.ts';
import { totalCpuMs } from './process-cpu.ts';
import { newStats, SeatClient, type Stats } from './seat-client.ts';
import { type NodeScrape, type ServerLatency, scrapeNodes, serverLatency } from './server-latency.ts';

/**
 * What `--json` prints (`nodes` with several URLs, `serverCpuMsPerAction` with `--server-pid`,
 * `server` with `--admin`; a bucket bound of +Inf prints as null).
 */
export interface LoadTestResult {
  matches: number;
  actions: number;
  actionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  nodes?: NodeReport[];
  serverCpuMsPerAction?: number;
  /** The nodes' own latency histogram over the timed part (`--admin`). */
  server?: ServerLatency;
}

/** One node's share of the work. */
export interface NodeReport {
  url: string;
  /** Matches created on this node. */
  matches: number;
  /** Seat WebSockets this node served. */
  sockets: number;
}

export interface LoadTestReport extends LoadTestResult {
  gameName: string;
  players: number;
  seconds: number;
  nodes: NodeReport[];
  /** Matches not over when the timed part ended (only a `--seconds` run leaves any). */
  unfinishedMatches: number;
  /** Errors while finishing those matches after the timed part (`--finish`), not in `errors`. */
  finishErrors: number;
  /** The first few errors, for people. */
  errorSamples: string[];
}

/** How long the clients may take to have their last actions answered once the window closes. */
const DRAIN_MS = 10_000;
/** How long the unmeasured finish of a bounded run may take before its clients are closed. */
const FINISH_MS = 600_000;

/** The p-th percentile (nearest rank) of sorted figures; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
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

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Every node must be up and serve the game with this many players. */
async function gameOnEveryNode(opts: LoadTestOptions): Promise<GameInfo> {
  const lists = await Promise.all(
    opts.urls.map(async (url) => {
      try {
        return (await (await fetch(`${url}/api/games`)).json()) as GamesResponse;
      } catch (error) {
        throw new Error(`${url}/api/games: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  let game: GameInfo | undefined;
  for (const [i, list] of lists.entries()) {
    game = list.games.find((g) => g.id === opts.game);
    if (!game) {
      const has = list.games.map((g) => g.id).join(', ');
      throw new UsageError(`the server at ${opts.urls[i]} has no game '${opts.game}' (it has: ${has})`);
    }
  }
  const g = game as GameInfo;
  if (opts.players < g.minPlayers || opts.players > g.maxPlayers) {
    throw new UsageError(`${g.name} takes ${g.minPlayers} to ${g.maxPlayers} players`);
  }
  return g;
}

/**
 * Creates match `k` on node k mod n and sends seat i's join and socket to node (k + i) mod n, so
 * with several nodes most seats play on another node than their match's creator, as a cluster
 * behind a load balancer would see them.
 */
async function setUpMatch(opts: LoadTestOptions, k: number, stats: Stats, nodes: NodeReport[]): Promise<SeatClient[]> {
  const n = opts.urls.length;
  const index = opts.firstMatch + k;
  const nodeOf = (seat: number) => (k + seat) % n;
  const url = (seat: number) => opts.urls[nodeOf(seat)] as string;
  const from = (seat: number) => localAddressFor(new URL(url(seat)).hostname, index);
  const created = await postFrom<CreateMatchResponse>(
    `${url(0)}/api/matches`,
    {
      game: opts.game,
      seats: Array.from({ length: opts.players }, () => ({ kind: 'human' })),
      seed: `${opts.seed}-${index}`,
      claim: 0,
    },
    from(0),
  );
  (nodes[nodeOf(0)] as NodeReport).matches++;
  const tokens = [created.claimed?.token as string];
  for (let seat = 1; seat < opts.players; seat++) {
    const joinUrl = `${url(seat)}/api/matches/${created.matchId}/join`;
    try {
      tokens.push((await postFrom<JoinResponse>(joinUrl, {}, from(seat))).token);
    } catch (error) {
      if (nodeOf(seat) === nodeOf(0) || !/ 404 /.test(String(error))) throw error;
      throw new Error(
        `${url(seat)} does not know match ${created.matchId}, created on ${url(0)}: ` +
          'several --url entries must be nodes of one cluster sharing its matches',
      );
    }
  }
  const clients: SeatClient[] = [];
  for (const [seat, token] of tokens.entries()) {
    const wsUrl = `${url(seat).replace(/^http/, 'ws')}/api/matches/${created.matchId}/ws?token=${token}`;
    const rng = new Rng(`${opts.seed}-${index}-${seat}`);
    const client = new SeatClient(wsUrl, rng, stats, opts.think, from(seat), !opts.wholeFrames);
    await client.open();
    (nodes[nodeOf(seat)] as NodeReport).sockets++;
    clients.push(client);
  }
  return clients;
}

/** Plays until every match ends, or with `seconds` until the window closes and the last answers are in. */
async function play(clients: readonly SeatClient[], seconds: number | null, stats: Stats): Promise<void> {
  for (const c of clients) c.start();
  const allDone = Promise.all(clients.map((c) => c.done));
  if (seconds === null) {
    await allDone;
    return;
  }
  await within(allDone, seconds * 1000);
  const drained = await within(Promise.all(clients.map((c) => c.stop())), DRAIN_MS);
  if (drained === 'timeout') stats.errors.push(`actions still unanswered ${DRAIN_MS} ms after the window closed`);
}

/** Plays the matches a bounded run left open to the end, at once and unmeasured. */
async function finish(clients: readonly SeatClient[]): Promise<Stats> {
  const stats = newStats();
  const open = clients.filter((c) => !c.finished);
  for (const c of open) {
    c.stats = stats;
    c.think = { minMs: 0, maxMs: 0 };
  }
  for (const c of open) c.start();
  const result = await within(Promise.all(open.map((c) => c.done)), FINISH_MS);
  if (result === 'timeout') stats.errors.push(`matches still unfinished after ${FINISH_MS} ms of finishing`);
  return stats;
}

/** Sets up every match (not timed), then plays them all at once, to the end or for `seconds`. */
export async function runLoadTest(opts: LoadTestOptions): Promise<LoadTestReport> {
  if (opts.urls.length === 0) throw new UsageError('the load test needs at least one URL');
  for (const url of opts.urls) {
    if (!isLoopback(new URL(url).hostname)) throw new UsageError('the load test only targets loopback addresses');
  }
  const game = await gameOnEveryNode(opts);
  // Before the matches are set up, so that a wrong admin address is found out at once.
  if (opts.adminUrls.length > 0) await scrapeNodes(opts.adminUrls);

  const stats = newStats();
  const nodes: NodeReport[] = opts.urls.map((url) => ({ url, matches: 0, sockets: 0 }));
  const clients: SeatClient[] = [];
  const matchClients: SeatClient[][] = [];
  const indexes = Array.from({ length: opts.matches }, (_, k) => k);
  try {
    await inBatches(indexes, opts.setupConcurrency, async (k) => {
      const seats = await setUpMatch(opts, k, stats, nodes);
      matchClients.push(seats);
      clients.push(...seats);
    });
  } catch (error) {
    for (const c of clients) c.close();
    throw error;
  }

  // No action is in flight at either scrape: the clients start after the first, and the second
  // waits until every action sent in the window is answered (or the drain gave up, an error).
  let scrapedBefore: NodeScrape[] | null = null;
  try {
    if (opts.adminUrls.length > 0) scrapedBefore = await scrapeNodes(opts.adminUrls);
  } catch (error) {
    for (const c of clients) c.close();
    throw error;
  }
  const cpuBefore = totalCpuMs(opts.serverPids);
  const started = performance.now();
  await play(clients, opts.seconds, stats);
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = totalCpuMs(opts.serverPids) - cpuBefore;
  // A failed scrape is reported once the matches are played out: none may be left abandoned.
  let server: ServerLatency | undefined;
  let scrapeFailure: unknown = null;
  if (scrapedBefore) {
    try {
      server = serverLatency(scrapedBefore, await scrapeNodes(opts.adminUrls));
    } catch (error) {
      scrapeFailure = error;
    }
  }
  // Copied now: the finish below and the closing sockets must not change the measured figures.
  const actions = stats.actions;
  const errors = [...stats.errors];
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const unfinishedMatches = matchClients.filter((seats) => seats.some((c) => !c.finished)).length;

  const finishErrors = opts.finish && unfinishedMatches > 0 ? (await finish(clients)).errors.length : 0;
  for (const c of clients) c.close();
  if (scrapeFailure !== null) throw scrapeFailure;

  return {
    matches: opts.matches,
    actions,
    actionsPerSecond: Math.round(actions / seconds),
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    errors: errors.length,
    ...(opts.serverPids.length > 0 ? { serverCpuMsPerAction: Number((cpuMs / Math.max(1, actions)).toFixed(3)) } : {}),
    ...(server !== undefined ? { server } : {}),
    gameName: game.name,
    players: opts.players,
    seconds,
    nodes,
    unfinishedMatches,
    finishErrors,
    errorSamples: errors.slice(0, 5),
  };
}
