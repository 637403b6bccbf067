import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** A client's pause before each action, drawn uniformly from [minMs, maxMs]; 0–0 answers at once. */
export interface ThinkRange {
  minMs: number;
  maxMs: number;
}

export interface LoadTestOptions {
  /** Base URLs of the server's nodes (one for a single server); loopback only, no duplicates. */
  urls: string[];
  matches: number;
  game: string;
  /** Seats per match (default 2). */
  players: number;
  json: boolean;
  seed: string;
  /** Matches set up at once before the clock starts. */
  setupConcurrency: number;
  /** The pause before each action (0–0: answer at once, a closed loop that finds the capacity). */
  think: ThinkRange;
  /** Stop sending new actions after this many seconds of play (null: play every match to the end). */
  seconds: number | null;
  /**
   * After a bounded window, play the matches left unfinished to the end, unmeasured: an abandoned
   * match passes to the substitute bot 5 minutes later and would load the server in later runs.
   */
  finish: boolean;
  /** Server processes whose CPU time over the timed part is reported per action. */
  serverPids: number[];
  /**
   * Index of the first match: its seed and client address. Runs against the same server use
   * different ranges so that matches they leave open do not count against one address's limits.
   */
  firstMatch: number;
  /** Clients take whole state frames, not patches (docs/protocol.md, "Patches"), as older clients do. */
  wholeFrames: boolean;
  /**
   * The nodes' admin ports (`serve --admin-port`), scraped before and after the timed part for the
   * server-side latency (server-latency.ts); none: no server-side figures.
   */
  adminUrls: string[];
}

export const LOADTEST_USAGE =
  'usage: npm run loadtest -- [--url http://127.0.0.1:8080[,http://127.0.0.1:8081…]] [--matches 200] ' +
  '[--game four-humours] [--players 2] [--think-ms 0 | --think-ms 1000-3000] [--seconds <n> [--finish]] ' +
  '[--server-pid <pid>[,<pid>…]] [--admin http://127.0.0.1:9080[,…]] [--seed load] [--whole-frames] [--json]';

/** At most this many nodes: more would be a cluster this machine cannot hold anyway. */
export const MAX_NODES = 16;
const MAX_THINK_MS = 60_000;

/** A command-line mistake, reported as `error: …` with the usage line. */
export class UsageError extends Error {}

/** Whether a host name is this machine (the load test refuses to load anyone else's server). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function wholeNumber(text: string, name: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** `--url a,b,…`: each an http:// loopback base URL, reduced to its origin. */
export function parseUrls(text: string): string[] {
  const entries = text.split(',').map((s) => s.trim());
  if (entries.length > MAX_NODES) throw new UsageError(`--url takes at most ${MAX_NODES} URLs`);
  const urls: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new UsageError(`--url '${entry}' is not a URL`);
    }
    if (url.protocol !== 'http:' || !isLoopback(url.hostname)) {
      throw new UsageError(`--url '${entry}': the load test only targets http:// on loopback addresses`);
    }
    if (urls.includes(url.origin)) throw new UsageError(`--url lists ${url.origin} twice`);
    urls.push(url.origin);
  }
  return urls;
}

/**
 * `--admin a,b,…`: the admin ports of the nodes (`serve --admin-port`), each an http:// loopback
 * base URL (or the same with /metrics), reduced to its origin. The nodes are on this machine, as
 * the load test's targets are, so their admin ports are too.
 */
export function parseAdminUrls(text: string): string[] {
  const entries = text.split(',').map((s) => s.trim());
  if (entries.length > MAX_NODES) throw new UsageError(`--admin takes at most ${MAX_NODES} URLs`);
  const urls: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new UsageError(`--admin '${entry}' is not a URL`);
    }
    if (url.protocol !== 'http:' || !isLoopback(url.hostname)) {
      throw new UsageError(`--admin '${entry}': a node's admin port is an http:// URL on a loopback address`);
    }
    if (!['/', '/metrics'].includes(url.pathname) || url.search !== '' || url.hash !== '') {
      throw new UsageError(`--admin '${entry}': give the admin port's base URL, e.g. http://127.0.0.1:9080`);
    }
    if (urls.includes(url.origin)) throw new UsageError(`--admin lists ${url.origin} twice`);
    urls.push(url.origin);
  }
  return urls;
}

/**
 * `--think-ms <mean>` keeps its old meaning, a pause uniform in [0.5, 1.5] × mean, so earlier
 * figures stay comparable; `--think-ms <min>-<max>` gives the bounds themselves.
 */
export function parseThink(text: string): ThinkRange {
  const bad = () => new UsageError(`--think-ms must be milliseconds (a mean, or min-max) from 0 to ${MAX_THINK_MS}`);
  const range = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (range) {
    const minMs = Number(range[1]);
    const maxMs = Number(range[2]);
    if (maxMs > MAX_THINK_MS) throw bad();
    if (minMs > maxMs) throw new UsageError(`--think-ms ${text}: the minimum is above the maximum`);
    return { minMs, maxMs };
  }
  const mean = text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(mean) || mean < 0 || mean > MAX_THINK_MS) throw bad();
  return { minMs: mean * 0.5, maxMs: mean * 1.5 };
}

/** `--server-pid a,b,…`: processes that exist on this machine (their /proc/<pid>/stat is read). */
export function parsePids(text: string): number[] {
  const pids: number[] = [];
  for (const entry of text.split(',')) {
    const pid = wholeNumber(entry, '--server-pid', 1, 4_194_304);
    if (!existsSync(`/proc/${pid}/stat`)) throw new UsageError(`--server-pid ${pid}: no such process`);
    if (!pids.includes(pid)) pids.push(pid);
  }
  return pids;
}

export function parseLoadTestArgs(argv: readonly string[]): LoadTestOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const seconds = values.seconds === undefined ? null : wholeNumber(values.seconds, '--seconds', 1, 3600);
  if (values.finish && seconds === null) throw new UsageError('--finish needs --seconds');
  return {
    urls: parseUrls(values.url),
    matches: wholeNumber(values.matches, '--matches', 1, 5000),
    game: values.game,
    players: wholeNumber(values.players, '--players', 1, 16),
    json: values.json,
    seed: values.seed,
    setupConcurrency: wholeNumber(values['setup-concurrency'], '--setup-concurrency', 1, 1000),
    think: parseThink(values['think-ms']),
    seconds,
    finish: values.finish,
    serverPids: values['server-pid'] === undefined ? [] : parsePids(values['server-pid']),
    firstMatch: 0,
    wholeFrames: values['whole-frames'],
    adminUrls: values.admin === undefined ? [] : parseAdminUrls(values.admin),
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8080' },
      matches: { type: 'string', default: '200' },
      game: { type: 'string', default: 'four-humours' },
      players: { type: 'string', default: '2' },
      seed: { type: 'string', default: 'load' },
      json: { type: 'boolean', default: false },
      'setup-concurrency': { type: 'string', default: '20' },
      'think-ms': { type: 'string', default: '0' },
      seconds: { type: 'string' },
      finish: { type: 'boolean', default: false },
      'server-pid': { type: 'string' },
      'whole-frames': { type: 'boolean', default: false },
      admin: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
}
