/**
 * The turn-based scale benchmark (issue #34, docs/benchmarks.md "Turn-based matches on one
 * node"): a real `boardhall serve` node in a process of its own, on SQLite in a temporary folder
 * (or PostgreSQL), holding many matches in progress that nobody is connected to.
 *
 * - memory: turn-based matches, each with a move played, then everyone gone. The node's resident
 *   memory with all of them loaded and once they are parked, its CPU while idle, and the time a
 *   returning player waits for a parked match's first state frame.
 * - deadlines: custom real-time speeds whose banks are spread over an hour, nobody connected.
 *   Turn-based deadlines are days away; a custom bank takes the same path (clock-keeper.ts arms
 *   the timer of any clocked match, parking.ts parks and loads any clocked match by its
 *   next_deadline, whatever its speed), only sooner. Each firing's delay is the `late` the node
 *   logs with 'seat out of time; the bot plays it'.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HealthResponse, Speed } from '@boardhall/protocol';
import { NodeProcess } from '../chaos/node-process.ts';
import { localAddressFor } from './addresses.ts';
import { processCpuMs, processRssBytes } from './process-cpu.ts';
import { percentile } from './run.ts';
import type { TurnBasedOptions } from './turn-based-options.ts';
import { type BenchTable, openTable, playOneMove, seatUrl, timeToFirstState } from './turn-based-tables.ts';

const MIB = 1024 * 1024;
/** What the node logs when a deadline fires (clock-keeper.ts). */
export const FIRING_MESSAGE = 'seat out of time; the bot plays it';

export interface Quantiles {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface MemoryReport {
  mode: 'memory';
  matches: number;
  setupSeconds: number;
  /** Matches in memory (GET /api/health's liveMatches) when each reading was taken. */
  liveLoaded: number;
  liveParked: number;
  rssLoadedMiB: number;
  rssParkedMiB: number;
  parkingSeconds: number;
  /** Parked by a restart of the node on the same store (--restart) rather than in place. */
  restarted: boolean;
  idleSeconds: number;
  /** The node's CPU time over the idle window, as a share of one core. */
  idleCpuPercent: number;
  load: Quantiles;
}

export interface DeadlineReport {
  mode: 'deadlines';
  matches: number;
  setupSeconds: number;
  expected: number;
  fired: number;
  /** The first firing of each match: how long after its deadline, as the node logs it (`late`). */
  late: Quantiles;
  /**
   * The same against the deadline the clocks showed right after the move (the log line's time
   * minus it): also counts any time a parked match's clock was not charged when loaded again.
   */
  wallLate: Quantiles;
  /** The most matches in memory seen while waiting (the others were parked). */
  peakLive: number;
  rssPeakMiB: number;
  waitedSeconds: number;
}

export type TurnBasedReport = MemoryReport | DeadlineReport;

type Log = (line: string) => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => Number((bytes / MIB).toFixed(1));

export function quantiles(values: readonly number[]): Quantiles {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Number(n.toFixed(1));
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** Bank i of n, spread evenly over [min, max] in an order unrelated to i (the golden ratio's). */
export function spreadBank(i: number, range: { min: number; max: number }): number {
  const fraction = (i * 0.618_033_988_749_895) % 1;
  return Math.round(range.min + fraction * (range.max - range.min));
}

/** With --restart, the node that sets the matches up parks none of them while it does (a day idle). */
const NEVER_PARK = 'idle=86400000';

/** The node's flags: room for every match in memory, and its parking. */
function nodeFlags(opts: TurnBasedOptions, parking: string): string[] {
  const flags = ['--max-live-matches', String(opts.matches + 100), '--log-format', 'json', '--log-level', 'info'];
  if (parking) flags.push('--parking', parking);
  return flags;
}

/** The benchmark's node, which memory mode with --restart replaces by a fresh one on the same store. */
interface BenchNode {
  current: NodeProcess;
  restart(): Promise<NodeProcess>;
}

function databaseOf(opts: TurnBasedOptions, dir: string): string {
  if (opts.database === null) return `sqlite:${dir}`;
  if (/[?&]schema=/.test(opts.database)) return opts.database;
  // A schema of its own, so that nothing of another run is loaded or counted.
  const separator = opts.database.includes('?') ? '&' : '?';
  return `${opts.database}${separator}schema=turnbench_${Date.now()}`;
}

async function liveMatches(base: string): Promise<number> {
  const response = await fetch(`${base}/api/health`);
  if (!response.ok) throw new Error(`GET /api/health: ${response.status}`);
  return ((await response.json()) as HealthResponse).liveMatches;
}

/** Sets up `n` matches, `concurrency` at a time: created, every seat taken, one move played, everyone gone. */
async function setUp(
  node: NodeProcess,
  opts: TurnBasedOptions,
  speedOf: (i: number) => Speed,
  log: Log,
): Promise<BenchTable[]> {
  const tables: BenchTable[] = new Array(opts.matches);
  const host = new URL(node.base).hostname;
  let next = 0;
  let done = 0;
  const step = Math.max(1, Math.floor(opts.matches / 10));
  const worker = async () => {
    while (next < opts.matches) {
      const i = next++;
      const spec = { game: opts.game, players: opts.players, speed: speedOf(i) };
      const table = await openTable(node.base, spec, localAddressFor(host, i));
      await playOneMove(node.ws, table);
      tables[i] = table;
      if (++done % step === 0) log(`  ${done} matches set up`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency, opts.matches) }, worker));
  return tables;
}

/** Waits until at most `target` matches are in memory; the seconds it took. */
async function waitForParking(base: string, target: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while ((await liveMatches(base)) > target) {
    if (Date.now() - started > timeoutMs) throw new Error(`matches still in memory after ${timeoutMs / 1000} s`);
    await sleep(1_000);
  }
  return (Date.now() - started) / 1000;
}

async function measureMemory(bench: BenchNode, opts: TurnBasedOptions, log: Log): Promise<MemoryReport> {
  let node = bench.current;
  let pid = node.child.pid as number;
  const setupStart = Date.now();
  const tables = await setUp(node, opts, () => ({ kind: 'turn-based', days: opts.days }), log);
  const setupSeconds = (Date.now() - setupStart) / 1000;
  await sleep(opts.settleSeconds * 1000);
  const liveLoaded = await liveMatches(node.base);
  const rssLoaded = processRssBytes(pid);
  log(`${liveLoaded} matches in memory, RSS ${mib(rssLoaded)} MiB; waiting for them to be parked`);
  if (opts.restart) {
    // A fresh node on the same store: it loads only the matches due soon, so all of these stay parked.
    node = await bench.restart();
    pid = node.child.pid as number;
    log(`restarted as node ${pid}`);
  }
  // A day-long deadline is beyond any horizon: every match is parked once idle.
  const parkingSeconds = await waitForParking(node.base, 0, 30 * 60_000);
  await sleep(opts.settleSeconds * 1000);
  const liveParked = await liveMatches(node.base);
  const rssParked = processRssBytes(pid);
  log(`parked in ${parkingSeconds} s, RSS ${mib(rssParked)} MiB; measuring idle CPU for ${opts.idleSeconds} s`);
  const cpuBefore = processCpuMs(pid);
  const wallBefore = performance.now();
  await sleep(opts.idleSeconds * 1000);
  const idleCpuPercent = ((processCpuMs(pid) - cpuBefore) / (performance.now() - wallBefore)) * 100;
  // Distinct parked matches, spread over all of them, each loaded once by a returning player.
  const samples = Math.min(opts.loadSamples, tables.length);
  const times: number[] = [];
  for (let k = 0; k < samples; k++) {
    const table = tables[Math.floor((k * tables.length) / samples)] as BenchTable;
    times.push(await timeToFirstState(seatUrl(node.ws, table, 0), table.address));
  }
  return {
    mode: 'memory',
    matches: opts.matches,
    setupSeconds,
    liveLoaded,
    liveParked,
    rssLoadedMiB: mib(rssLoaded),
    rssParkedMiB: mib(rssParked),
    parkingSeconds,
    restarted: opts.restart,
    idleSeconds: opts.idleSeconds,
    idleCpuPercent: Number(idleCpuPercent.toFixed(2)),
    load: quantiles(times),
  };
}

/** A deadline's firing, from the node's log: `late` as logged, and the log line's time. */
interface Firing {
  late: number;
  at: number;
}

/** The firings in the node's log from line `from` on, the first of each match kept. */
function collectFirings(node: NodeProcess, from: number, first: Map<string, Firing>): number {
  const lines = node.logs;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.includes(FIRING_MESSAGE)) continue;
    const entry = JSON.parse(line) as { msg?: string; matchId?: string; late?: number; time?: number };
    const { msg, matchId, late, time } = entry;
    if (msg !== FIRING_MESSAGE || typeof matchId !== 'string' || typeof late !== 'number') continue;
    if (typeof time === 'number' && !first.has(matchId)) first.set(matchId, { late, at: time });
  }
  return lines.length;
}

async function measureDeadlines(node: NodeProcess, opts: TurnBasedOptions, log: Log): Promise<DeadlineReport> {
  const pid = node.child.pid as number;
  const setupStart = Date.now();
  const tables = await setUp(
    node,
    opts,
    (i) => ({ kind: 'custom', bankSeconds: spreadBank(i, opts.bankSeconds), incrementSeconds: 0 }),
    log,
  );
  const setupEnd = Date.now();
  const deadlines = new Map(tables.map((t) => [t.matchId, t.deadline]));
  // The last move was played by setupEnd: every deadline falls before this.
  const until = setupEnd + (opts.bankSeconds.max + opts.graceSeconds) * 1000;
  log(`waiting up to ${Math.round((until - Date.now()) / 1000)} s for ${tables.length} deadlines`);
  const firstLate = new Map<string, Firing>();
  let read = 0;
  let peakLive = 0;
  let rssPeak = 0;
  let lastReport = 0;
  while (Date.now() < until) {
    read = collectFirings(node, read, firstLate);
    peakLive = Math.max(peakLive, await liveMatches(node.base));
    rssPeak = Math.max(rssPeak, processRssBytes(pid));
    if (firstLate.size >= deadlines.size) break;
    if (Date.now() - lastReport >= 60_000) {
      lastReport = Date.now();
      log(
        `  ${firstLate.size}/${deadlines.size} fired, ${peakLive} in memory at most, RSS ${mib(rssPeak)} MiB at most`,
      );
    }
    await sleep(Math.min(1_000, opts.bankSeconds.min * 100));
  }
  collectFirings(node, read, firstLate);
  const fired = [...firstLate].filter(([id]) => deadlines.has(id));
  const wallLates = fired.flatMap(([id, f]) => {
    const deadline = deadlines.get(id);
    return typeof deadline === 'number' ? [f.at - deadline] : [];
  });
  return {
    mode: 'deadlines',
    matches: opts.matches,
    setupSeconds: (setupEnd - setupStart) / 1000,
    expected: deadlines.size,
    fired: fired.length,
    late: quantiles(fired.map(([, f]) => f.late)),
    wallLate: quantiles(wallLates),
    peakLive,
    rssPeakMiB: mib(rssPeak),
    waitedSeconds: (Date.now() - setupEnd) / 1000,
  };
}

/** Runs the benchmark on a node of its own, stopped (and its temporary folder removed) at the end. */
export async function runTurnBased(opts: TurnBasedOptions, log: Log = () => undefined): Promise<TurnBasedReport> {
  const dir = mkdtempSync(join(tmpdir(), 'boardhall-turn-based-'));
  const database = databaseOf(opts, dir);
  const start = (parking: string) =>
    NodeProcess.start('turn-bench', database, null, 0, nodeFlags(opts, parking), opts.nodeLog ?? undefined);
  let node: NodeProcess | null = null;
  try {
    const restarting = opts.mode === 'memory' && opts.restart;
    node = await start(restarting ? NEVER_PARK : opts.parking);
    const bench: BenchNode = {
      current: node,
      restart: async () => {
        await node?.stop();
        node = await start(opts.parking);
        return node;
      },
    };
    log(`node ${node.child.pid} at ${node.base}; setting up ${opts.matches} matches of ${opts.game}`);
    return opts.mode === 'memory' ? await measureMemory(bench, opts, log) : await measureDeadlines(node, opts, log);
  } finally {
    await node?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
