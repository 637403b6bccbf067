/** The command line of the turn-based benchmark (`npm run turn-based`). */
import { parseArgs } from 'node:util';
import { UsageError } from './options.ts';

export type TurnBasedMode = 'memory' | 'deadlines';

export interface TurnBasedOptions {
  /** memory: RSS loaded and parked, idle CPU, on-demand loads; deadlines: firing delays. */
  mode: TurnBasedMode;
  matches: number;
  game: string;
  players: number;
  /** PostgreSQL URL for the node's store; null: SQLite in a temporary folder. */
  database: string | null;
  /** Matches set up at once. */
  concurrency: number;
  /** Memory mode: the turn-based speed's days per move. */
  days: 1 | 2 | 3 | 7;
  /** Deadline mode: custom speeds whose banks are spread uniformly over [min, max] seconds. */
  bankSeconds: { min: number; max: number };
  /** The node's `--parking` (when matches are parked); empty: the server's defaults. */
  parking: string;
  /**
   * Memory mode: the node that sets the matches up parks none (however long that takes), then a
   * fresh node on the same store takes over with `parking`, every match parked in the store.
   */
  restart: boolean;
  /** Memory mode: seconds over which the parked node's CPU is measured. */
  idleSeconds: number;
  /** Memory mode: parked matches loaded on demand, one at a time. */
  loadSamples: number;
  /** Deadline mode: how long after the last deadline the run waits for its firing. */
  graceSeconds: number;
  /** The pause before each reading, for the node to finish what the last step left. */
  settleSeconds: number;
  /** A file the node's log lines are appended to as well (kept after the run); null: none. */
  nodeLog: string | null;
  json: boolean;
}

export const TURN_BASED_USAGE =
  'usage: npm run turn-based -- [--matches 20000] [--game four-humours|tribes-of-the-wind] [--players 2] ' +
  '[--database postgres://…] [--concurrency 16] [--parking idle=60000,…] ' +
  '[--days 1] [--restart] [--idle-seconds 60] [--load-samples 200] | --deadlines [--bank-seconds 60-3600] [--grace-seconds 120] ' +
  '[--settle-seconds 5] [--node-log <file>] [--json]';

const GAMES = ['four-humours', 'tribes-of-the-wind'];

function whole(text: string, name: string, min: number, max: number): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

function bankRange(text: string): { min: number; max: number } {
  const m = /^(\d+)-(\d+)$/.exec(text.trim());
  const min = Number(m?.[1]);
  const max = Number(m?.[2]);
  if (!m || min < 1 || max > 10_800 || min > max) {
    throw new UsageError('--bank-seconds takes <min>-<max>, whole seconds from 1 to 10800 (a custom bank), min ≤ max');
  }
  return { min, max };
}

export function parseTurnBasedArgs(argv: readonly string[]): TurnBasedOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (!GAMES.includes(values.game)) throw new UsageError(`--game takes ${GAMES.join(' or ')}`);
  const players = whole(values.players, '--players', 2, values.game === 'four-humours' ? 4 : 5);
  const days = whole(values.days, '--days', 1, 7);
  if (![1, 2, 3, 7].includes(days)) throw new UsageError('--days takes 1, 2, 3 or 7');
  if (values.database !== undefined && !/^postgres(ql)?:\/\//.test(values.database)) {
    throw new UsageError('--database takes a postgres:// URL (without it the node uses SQLite in a temporary folder)');
  }
  return {
    mode: values.deadlines ? 'deadlines' : 'memory',
    matches: whole(values.matches, '--matches', 1, 200_000),
    game: values.game,
    players,
    database: values.database ?? null,
    concurrency: whole(values.concurrency, '--concurrency', 1, 256),
    days: days as 1 | 2 | 3 | 7,
    bankSeconds: bankRange(values['bank-seconds']),
    parking: values.parking,
    restart: values.restart,
    idleSeconds: whole(values['idle-seconds'], '--idle-seconds', 1, 3600),
    loadSamples: whole(values['load-samples'], '--load-samples', 1, 100_000),
    graceSeconds: whole(values['grace-seconds'], '--grace-seconds', 1, 3600),
    settleSeconds: whole(values['settle-seconds'], '--settle-seconds', 0, 600),
    nodeLog: values['node-log'] ?? null,
    json: values.json,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      deadlines: { type: 'boolean', default: false },
      restart: { type: 'boolean', default: false },
      matches: { type: 'string', default: '20000' },
      game: { type: 'string', default: 'four-humours' },
      players: { type: 'string', default: '2' },
      database: { type: 'string' },
      concurrency: { type: 'string', default: '16' },
      days: { type: 'string', default: '1' },
      'bank-seconds': { type: 'string', default: '60-3600' },
      parking: { type: 'string', default: '' },
      'idle-seconds': { type: 'string', default: '60' },
      'load-samples': { type: 'string', default: '200' },
      'grace-seconds': { type: 'string', default: '120' },
      'settle-seconds': { type: 'string', default: '5' },
      'node-log': { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
}
