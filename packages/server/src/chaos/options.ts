/** The chaos run's command line (`npm run chaos -- …`), read in the load test tools' style. */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { UsageError } from '../loadtest/options.ts';

export interface ChaosOptions {
  /** `boardhall serve` processes of the cluster. */
  nodes: number;
  /** How long faults are injected while the matches play. */
  seconds: number;
  /** Matches kept going at once (a new one starts whenever one finishes, until the time is up). */
  matches: number;
  /** Draws the faults, their targets and timing, and the matches' seats. */
  seed: string;
  /** Whether the seed was drawn (no `--seed`): the summary then prints it, to run the same again. */
  seedDrawn: boolean;
  /**
   * The PostgreSQL database (no `?schema=`): the run makes a schema of its own in it, and drops it
   * at the end unless the run failed.
   */
  database: string;
  /** How long the matches still on when the time is up may take to finish (faults stopped). */
  graceSeconds: number;
  json: boolean;
}

export const CHAOS_USAGE =
  'usage: npm run chaos -- [--nodes 3] [--seconds 120] [--matches 12] [--seed <s>] ' +
  '[--database postgres://postgres@127.0.0.1:5432/test] [--grace 90] [--json]';

/** The PostgreSQL the tests use, and the chaos run by default. */
export const DEFAULT_DATABASE = process.env.BOARDHALL_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

function wholeNumber(text: string, name: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** `--database`: a PostgreSQL URL that names no schema (the run makes and drops its own). */
export function parseDatabase(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--database '${text}' is not a URL`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new UsageError(`--database '${text}': the chaos run needs PostgreSQL (postgres://…)`);
  }
  for (const param of ['schema', 'application_name']) {
    if (url.searchParams.has(param)) {
      throw new UsageError(
        `--database: leave ${param} out; the run uses a ${param} of its own, so that it touches nothing else`,
      );
    }
  }
  return url.toString();
}

export function parseChaosArgs(argv: readonly string[]): ChaosOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const seed = values.seed;
  if (seed !== undefined && (seed.trim() === '' || seed.length > 100)) {
    throw new UsageError('--seed must be 1 to 100 characters');
  }
  return {
    nodes: wholeNumber(values.nodes, '--nodes', 1, 8),
    seconds: wholeNumber(values.seconds, '--seconds', 10, 3600),
    matches: wholeNumber(values.matches, '--matches', 1, 100),
    seed: seed ?? randomBytes(6).toString('hex'),
    seedDrawn: seed === undefined,
    database: parseDatabase(values.database),
    graceSeconds: wholeNumber(values.grace, '--grace', 10, 3600),
    json: values.json,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      nodes: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '120' },
      // Twelve keep a 2-core machine busy (three nodes, PostgreSQL, Redis and every seat's
      // client share it) without starving the nodes' lease renewals.
      matches: { type: 'string', default: '12' },
      seed: { type: 'string' },
      database: { type: 'string', default: DEFAULT_DATABASE },
      grace: { type: 'string', default: '90' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}
