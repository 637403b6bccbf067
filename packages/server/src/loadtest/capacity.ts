/**
 * The capacity search: the paced load test at growing numbers of concurrent matches (doubling,
 * then bisecting between the last level that passed and the first that failed), each for a
 * bounded window, to find the most matches the server holds with a p99 within target and no
 * errors. Every level runs against the same already-running server.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  type LoadTestOptions,
  parseAdminUrls,
  parsePids,
  parseThink,
  parseUrls,
  type ThinkRange,
  UsageError,
} from './options.ts';
import type { LoadTestReport } from './run.ts';
import type { ServerLatency } from './server-latency.ts';

export interface CapacityOptions {
  urls: string[];
  game: string;
  players: number;
  think: ThinkRange;
  /** The timed window of each level. */
  seconds: number;
  /** The first level tried. */
  start: number;
  /** No level above this (the load test's own cap). */
  maxMatches: number;
  /** At most this many levels in all. */
  maxSteps: number;
  /**
   * A level passes with p99 at most this and no errors: the server-side p99 when `adminUrls` are
   * given, else the load generator's.
   */
  p99Ms: number;
  serverPids: number[];
  /** The nodes' admin ports, for the server-side latency histogram; empty: judged on the client side. */
  adminUrls: string[];
  seed: string;
  json: boolean;
  /**
   * A pause before each level after the first: the previous level's finish (a burst of writes, a
   * WAL checkpoint, garbage) must be over before the next window opens, or its tail lands in it.
   */
  settleMs: number;
}

export const CAPACITY_USAGE =
  'usage: npm run capacity -- [--url http://127.0.0.1:8080[,…]] [--game four-humours] [--players 2] ' +
  '[--think-ms 1000-3000] [--seconds 30] [--start 25] [--max-matches 5000] [--max-steps 12] [--p99-ms 50] ' +
  '[--settle-seconds 5] [--server-pid <pid>[,…]] [--admin http://127.0.0.1:9080[,…]] [--seed capacity] [--json]';

function whole(text: string, name: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

export function parseCapacityArgs(argv: readonly string[]): CapacityOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const think = parseThink(values['think-ms']);
  if (think.maxMs === 0) throw new UsageError('the capacity search is for a paced profile: --think-ms must not be 0');
  const start = whole(values.start, '--start', 1, 5000);
  const maxMatches = whole(values['max-matches'], '--max-matches', 1, 5000);
  if (start > maxMatches) throw new UsageError('--start must not be above --max-matches');
  return {
    urls: parseUrls(values.url),
    game: values.game,
    players: whole(values.players, '--players', 1, 16),
    think,
    seconds: whole(values.seconds, '--seconds', 1, 3600),
    start,
    maxMatches,
    maxSteps: whole(values['max-steps'], '--max-steps', 1, 40),
    p99Ms: whole(values['p99-ms'], '--p99-ms', 1, 60_000),
    serverPids: values['server-pid'] === undefined ? [] : parsePids(values['server-pid']),
    adminUrls: values.admin === undefined ? [] : parseAdminUrls(values.admin),
    seed: values.seed,
    json: values.json,
    settleMs: whole(values['settle-seconds'], '--settle-seconds', 0, 600) * 1000,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8080' },
      game: { type: 'string', default: 'four-humours' },
      players: { type: 'string', default: '2' },
      'think-ms': { type: 'string', default: '1000-3000' },
      seconds: { type: 'string', default: '30' },
      start: { type: 'string', default: '25' },
      'max-matches': { type: 'string', default: '5000' },
      'max-steps': { type: 'string', default: '12' },
      'p99-ms': { type: 'string', default: '50' },
      'server-pid': { type: 'string' },
      admin: { type: 'string' },
      seed: { type: 'string', default: 'capacity' },
      'settle-seconds': { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}

/** One level of the search. */
export interface CapacityStep {
  matches: number;
  /** Actions the load generator saw answered in the window. */
  actions: number;
  actionsPerSecond: number;
  /** The load generator's latency: action sent → answering state frame received. */
  p50Ms: number;
  p99Ms: number;
  errors: number;
  serverCpuMsPerAction?: number;
  /** The nodes' own latency of the same window (with `--admin`), on which the level is judged. */
  server?: ServerLatency;
  pass: boolean;
  /** When the level began (UTC, ISO 8601), to set beside what else the machine was doing. */
  startedAt: string;
  /** The machine's 1-minute load average as the level began and as it ended (its matches played out). */
  load: [number, number];
}

export interface CapacityResult {
  /** The most concurrent matches that passed (0: none did). */
  capacity: number;
  /** The fewest that failed, if any did. */
  firstFailure: number | null;
  steps: CapacityStep[];
}

/** The load test's options for one level; each level takes its own match indexes (see firstMatch). */
export function levelOptions(opts: CapacityOptions, matches: number, firstMatch: number): LoadTestOptions {
  return {
    urls: opts.urls,
    matches,
    game: opts.game,
    players: opts.players,
    json: false,
    seed: opts.seed,
    setupConcurrency: 20,
    think: opts.think,
    seconds: opts.seconds,
    finish: true,
    serverPids: opts.serverPids,
    firstMatch,
    wholeFrames: false,
    adminUrls: opts.adminUrls,
  };
}

/**
 * The pass rule: no errors, and the p99 within target. With the nodes' histogram, its p99, no
 * refusal on the server either, and a p99 below the largest finite bucket bound (one in the +Inf
 * bucket is only known to be above it); without, the load generator's p99.
 */
export function levelPasses(r: LoadTestReport, p99Ms: number): boolean {
  if (r.errors > 0) return false;
  if (r.server === undefined) return r.p99Ms <= p99Ms;
  const p99 = r.server.p99;
  return r.server.refused === 0 && p99 !== null && p99.upper !== Number.POSITIVE_INFINITY && p99.value <= p99Ms;
}

/** The 1-minute load average, to two decimals: the machine is shared, and its load is part of every figure. */
function loadAverage(): number {
  return Number((loadavg()[0] ?? 0).toFixed(2));
}

/** Bisecting stops once the bracket is this narrow: finer than the noise of a shared machine. */
export function closeEnough(lo: number, hi: number): boolean {
  return hi - lo <= Math.max(1, Math.ceil(hi * 0.1));
}

/**
 * Runs the search with `measure` (the load test, or a stand-in in tests); `onStep` sees each
 * level as it ends. At most `maxSteps` levels, so it always ends.
 */
export async function searchCapacity(
  opts: CapacityOptions,
  measure: (o: LoadTestOptions) => Promise<LoadTestReport>,
  onStep: (step: CapacityStep) => void = () => {},
): Promise<CapacityResult> {
  const steps: CapacityStep[] = [];
  let firstMatch = 0;
  const level = async (matches: number): Promise<boolean> => {
    if (steps.length > 0 && opts.settleMs > 0) await new Promise((resolve) => setTimeout(resolve, opts.settleMs));
    const startedAt = new Date().toISOString();
    const loadBefore = loadAverage();
    const r = await measure(levelOptions(opts, matches, firstMatch));
    firstMatch += matches;
    const pass = levelPasses(r, opts.p99Ms);
    const step: CapacityStep = {
      matches,
      actions: r.actions,
      actionsPerSecond: r.actionsPerSecond,
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      errors: r.errors,
      ...(r.serverCpuMsPerAction !== undefined ? { serverCpuMsPerAction: r.serverCpuMsPerAction } : {}),
      ...(r.server !== undefined ? { server: r.server } : {}),
      pass,
      startedAt,
      load: [loadBefore, loadAverage()],
    };
    steps.push(step);
    onStep(step);
    return pass;
  };

  let lo = 0;
  let hi: number | null = null;
  for (let m = opts.start; steps.length < opts.maxSteps; m = Math.min(m * 2, opts.maxMatches)) {
    if (await level(m)) lo = m;
    else hi = m;
    if (hi !== null || m === opts.maxMatches) break;
  }
  while (hi !== null && !closeEnough(lo, hi) && steps.length < opts.maxSteps) {
    const mid = Math.floor((lo + hi) / 2);
    if (await level(mid)) lo = mid;
    else hi = mid;
  }
  return { capacity: lo, firstFailure: hi, steps };
}
