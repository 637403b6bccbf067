/**
 * The ratings' rebuild benchmark (`npm run ratings-bench`, docs/benchmarks.md "Ratings: rebuild"):
 * a real `boardhall serve` node in a process of its own, on SQLite in a temporary folder or on
 * PostgreSQL in a schema of its own; rated matches played through its API (rated-matches.ts);
 * the node stopped; then `boardhall ratings rebuild` run on its database as an operator runs it,
 * timed, and required to find the stored ratings identical to the recomputed ones.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NodeProcess } from '../chaos/node-process.ts';
import type { StoredRebuild } from '../ratings/rebuild.ts';
import { UsageError } from './options.ts';
import { playRatedMatches, type RatedMatchesReport } from './rated-matches.ts';

const CLI = fileURLToPath(new URL('../../../cli/bin/boardhall.mjs', import.meta.url));

export interface RatedBenchOptions {
  matches: number;
  accounts: number;
  concurrency: number;
  botShare: number;
  game: string;
  /** PostgreSQL URL (a schema of its own is added); null: SQLite in a temporary folder. */
  database: string | null;
  botThreads: number;
  seed: string;
  json: boolean;
}

export interface RatedBenchReport {
  play: RatedMatchesReport;
  /** What `boardhall ratings rebuild --json` printed (its own `ms`: read, recompute, compare). */
  rebuild: StoredRebuild & { ms: number };
  /** The rebuild command's whole run, its start and the database's opening included. */
  rebuildProcessSeconds: number;
  database: string;
}

export const RATED_BENCH_USAGE =
  'usage: npm run ratings-bench -- [--matches 1000] [--accounts 60] [--concurrency 16] [--bot-share 0.15] ' +
  '[--game four-humours] [--database postgres://…] [--bot-threads 1] [--seed <text>] [--json]';

function number(text: string, name: string, min: number, max: number, whole = true): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max) {
    throw new UsageError(`${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  }
  return n;
}

export function parseRatedBenchArgs(argv: readonly string[]): RatedBenchOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (values.database !== undefined && !/^postgres(ql)?:\/\//.test(values.database)) {
    throw new UsageError('--database takes a postgres:// URL (without it the node uses SQLite in a temporary folder)');
  }
  return {
    matches: number(values.matches, '--matches', 1, 100_000),
    accounts: number(values.accounts, '--accounts', 2, 10_000),
    concurrency: number(values.concurrency, '--concurrency', 1, 256),
    botShare: number(values['bot-share'], '--bot-share', 0, 1, false),
    game: values.game,
    database: values.database ?? null,
    botThreads: number(values['bot-threads'], '--bot-threads', 1, 64),
    seed: values.seed ?? `bench${Date.now()}`,
    json: values.json,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      matches: { type: 'string', default: '1000' },
      accounts: { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '16' },
      'bot-share': { type: 'string', default: '0.15' },
      game: { type: 'string', default: 'four-humours' },
      database: { type: 'string' },
      'bot-threads': { type: 'string', default: '1' },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}

/** Runs `boardhall ratings rebuild --json` on `database`; its report and the process's wall time. */
function rebuildCommand(database: string): Promise<{ report: RatedBenchReport['rebuild']; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'ratings', 'rebuild', '--database', database, '--json'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      try {
        const report = JSON.parse(out) as RatedBenchReport['rebuild'];
        if (code !== 0) reject(new Error(`ratings rebuild exited ${code}: ${report.differences} differences`));
        else resolve({ report, seconds });
      } catch {
        reject(new Error(`ratings rebuild exited ${code}: ${err || out}`));
      }
    });
  });
}

export async function runRatedBench(opts: RatedBenchOptions, log: (line: string) => void): Promise<RatedBenchReport> {
  const dir = mkdtempSync(join(tmpdir(), 'boardhall-ratings-bench-'));
  const database =
    opts.database === null
      ? `sqlite:${dir}`
      : `${opts.database}${opts.database.includes('?') ? '&' : '?'}schema=ratingsbench_${Date.now()}`;
  try {
    const flags = ['--bot-threads', String(opts.botThreads), '--log-level', 'warn', '--log-format', 'json'];
    const node = await NodeProcess.start('ratings-bench', database, null, 0, flags);
    log(`node at ${node.base} (${database.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'})`);
    let play: RatedMatchesReport;
    try {
      play = await playRatedMatches(
        {
          base: node.base,
          game: opts.game,
          matches: opts.matches,
          accounts: opts.accounts,
          concurrency: opts.concurrency,
          botShare: opts.botShare,
          botLevels: { easy: 0.7, normal: 0.25, hard: 0.05 },
          seed: opts.seed,
        },
        log,
      );
    } finally {
      await node.stop();
    }
    log(`${play.matches} matches, ${play.actions} actions in ${play.seconds} s; rebuilding`);
    const rebuilt = await rebuildCommand(database);
    return { play, rebuild: rebuilt.report, rebuildProcessSeconds: Math.round(rebuilt.seconds * 100) / 100, database };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
