import { parseArgs } from 'node:util';

export interface LoadTestOptions {
  /** Base URL of a running server; loopback only. */
  url: string;
  matches: number;
  game: string;
  /** Seats per match (default 2). */
  players: number;
  json: boolean;
  seed: string;
  /** Matches set up at once before the clock starts. */
  setupConcurrency: number;
  /** Mean pause before each action (0: answer at once, a closed loop that finds the capacity). */
  thinkMs: number;
}

export const LOADTEST_USAGE =
  'usage: npm run loadtest -- [--url http://127.0.0.1:8080] [--matches 200] [--game four-humours] ' +
  '[--players 2] [--think-ms 0] [--seed load] [--json]';

/** A command-line mistake, reported as `error: …` with the usage line. */
export class UsageError extends Error {}

/** Whether a host name is this machine (the load test refuses to load anyone else's server). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function wholeNumber(text: string, name: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export function parseLoadTestArgs(argv: readonly string[]): LoadTestOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    throw new UsageError(`--url '${values.url}' is not a URL`);
  }
  if (url.protocol !== 'http:' || !isLoopback(url.hostname)) {
    throw new UsageError('the load test only targets http:// on loopback addresses');
  }
  const thinkMs = Number(values['think-ms']);
  if (!Number.isFinite(thinkMs) || thinkMs < 0 || thinkMs > 60_000) {
    throw new UsageError('--think-ms must be a number of milliseconds from 0 to 60000');
  }
  return {
    url: url.origin,
    matches: wholeNumber(values.matches, '--matches', 1, 5000),
    game: values.game,
    players: wholeNumber(values.players, '--players', 1, 16),
    json: values.json,
    seed: values.seed,
    setupConcurrency: wholeNumber(values['setup-concurrency'], '--setup-concurrency', 1, 1000),
    thinkMs,
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
    },
    strict: true,
    allowPositionals: false,
  });
}
