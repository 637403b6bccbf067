/**
 * The chaos tool's own parts, cheaply (`npm run chaos` itself takes minutes): its command line,
 * its seeded fault schedule, the check of a stored history against acknowledgements on hand-made
 * histories, and the verdict.
 */
import { type AnyGameDefinition, Match, Rng, type Seat } from '@boardhall/engine';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { FAULT_KINDS, FaultSchedule } from '../src/chaos/faults.ts';
import type { TrackedMatch } from '../src/chaos/match-keeper.ts';
import { parseChaosArgs, parseDatabase } from '../src/chaos/options.ts';
import type { Ack } from '../src/chaos/players.ts';
import { chaosResult, failed, formatChaosResult } from '../src/chaos/report.ts';
import { checkHistory } from '../src/chaos/verify.ts';
import { UsageError } from '../src/loadtest/options.ts';
import type { StoredAction, StoredMatch } from '../src/storage/types.ts';

const fourHumours = games.get('four-humours') as AnyGameDefinition;

describe('chaos options', () => {
  it('defaults to three nodes for 120 s, twelve matches, the test database and a drawn seed', () => {
    const opts = parseChaosArgs([]);
    expect(opts).toMatchObject({ nodes: 3, seconds: 120, matches: 12, graceSeconds: 90, json: false, seedDrawn: true });
    expect(opts.database).toMatch(/^postgres:\/\//);
    expect(opts.seed).toMatch(/^[0-9a-f]{12}$/);
    expect(
      parseChaosArgs(['--nodes', '2', '--seconds', '30', '--matches', '4', '--seed', 'x', '--grace', '20', '--json']),
    ).toMatchObject({ nodes: 2, seconds: 30, matches: 4, seed: 'x', seedDrawn: false, graceSeconds: 20, json: true });
  });

  it('refuses what it cannot run, each with a sentence', () => {
    const refused = (args: string[], message: RegExp) => {
      expect(() => parseChaosArgs(args), args.join(' ')).toThrow(UsageError);
      expect(() => parseChaosArgs(args), args.join(' ')).toThrow(message);
    };
    refused(['--nodes', '0'], /--nodes must be a whole number from 1 to 8/);
    refused(['--nodes', '9'], /from 1 to 8/);
    refused(['--seconds', '5'], /--seconds must be a whole number from 10/);
    refused(['--matches', '1.5'], /--matches/);
    refused(['--seed', ''], /--seed must be 1 to 100 characters/);
    refused(['--database', 'mysql://127.0.0.1/x'], /needs PostgreSQL/);
    refused(['--database', 'nonsense'], /is not a URL/);
    refused(['--bogus'], /bogus/);
    refused(['--nodes'], /--nodes/);
  });

  it('leaves the schema and application_name to the run, so that it touches nothing else', () => {
    expect(parseDatabase('postgresql://u@db:5433/games?sslmode=disable')).toBe(
      'postgresql://u@db:5433/games?sslmode=disable',
    );
    expect(() => parseDatabase('postgres://u@db/games?schema=public')).toThrow(/leave schema out/);
    expect(() => parseDatabase('postgres://u@db/games?application_name=x')).toThrow(/leave application_name out/);
  });
});

describe('chaos fault schedule', () => {
  const draw = (seed: string, n: number) => {
    const schedule = new FaultSchedule(seed, 3, 3_000);
    return Array.from({ length: n }, () => schedule.next());
  };

  it('is the same for the same seed, and another for another seed', () => {
    expect(draw('a', 12)).toEqual(draw('a', 12));
    expect(draw('a', 12)).not.toEqual(draw('b', 12));
  });

  it('deals every kind once in every four faults, each hitting a node of the cluster', () => {
    const faults = draw('mix', 40);
    for (let i = 0; i < faults.length; i += 4) {
      expect(new Set(faults.slice(i, i + 4).map((f) => f.kind))).toEqual(new Set(FAULT_KINDS));
    }
    for (const f of faults) {
      if (f.kind === 'kill-9' || f.kind === 'sigstop') expect(f.node).toBeGreaterThanOrEqual(0);
      else expect(f.node).toBeNull();
      expect(f.node ?? 0).toBeLessThan(3);
      expect(f.calmMs).toBeGreaterThanOrEqual(4_000);
    }
    // Freezes from half the lease to three leases: some pass unnoticed, most make a takeover.
    const freezes = faults.filter((f) => f.kind === 'sigstop').map((f) => f.holdMs);
    expect(Math.min(...freezes)).toBeGreaterThanOrEqual(1_500);
    expect(Math.max(...freezes)).toBeLessThanOrEqual(9_000);
  });
});

/** A two-player match played for `n` random legal actions: what PostgreSQL would hold of it. */
function handMadeHistory(n: number): { stored: StoredMatch; rows: StoredAction[] } {
  const match = Match.create(fourHumours, 2, {}, 'chaos-tool-test');
  const rng = new Rng('chaos-tool-test');
  const rows: StoredAction[] = [];
  for (let seq = 1; seq <= n; seq++) {
    const seat = fourHumours.activeSeats(match.state)[0] as Seat;
    const action = rng.pick(fourHumours.legalActions(match.state, seat));
    const result = match.submit(seat, action);
    if (!result.ok) throw new Error(result.error.message);
    rows.push({ matchId: 'm1', seq, kind: 'action', seat, action, hash: result.hash, at: 0 });
  }
  const stored: StoredMatch = {
    id: 'm1',
    game: 'four-humours',
    players: 2,
    options: match.options,
    seed: match.seed,
    seats: [],
    status: 'playing',
    createdAt: 0,
    updatedAt: 0,
    outcome: null,
    rngScheme: match.rngScheme,
  };
  return { stored, rows };
}

/** What seat 0's client was told: each of its actions acknowledged at its version. */
const acksOf = (rows: readonly StoredAction[]): Ack[] =>
  rows
    .filter((r) => r.seat === 0)
    .map((r) => ({ requestId: `s0-${r.seq}`, version: r.seq, seat: r.seat, action: r.action }));

describe('checking a stored history against acknowledgements', () => {
  const { stored, rows } = handMadeHistory(12);
  const acks = acksOf(rows);

  it('recovers every acknowledged action of a whole history, which replays to its hashes', () => {
    const check = checkHistory(fourHumours, 'm1', stored, rows, acks);
    expect(acks.length).toBeGreaterThan(2);
    expect(check).toMatchObject({
      rows: 12,
      acknowledged: acks.length,
      recovered: acks.length,
      lost: [],
      problems: [],
    });
    expect(check.finished).toBe(false);
  });

  it('reports an acknowledged action missing from the history as lost', () => {
    const last = acks.at(-1) as Ack;
    const history = rows.slice(0, last.version - 1);
    const check = checkHistory(fourHumours, 'm1', stored, history, acks);
    expect(check.recovered).toBe(acks.length - 1);
    expect(check.lost).toEqual([
      {
        requestId: last.requestId,
        version: last.version,
        seat: 0,
        found: `no row (the history has ${history.length})`,
      },
    ]);
    // What is there still replays: the history is short, not damaged.
    expect(check.problems).toEqual([]);
  });

  it('reports another action at an acknowledged version as lost, and the history that no longer replays', () => {
    const first = acks[0] as Ack;
    const other = rows.find((r) => r.seat === 1) as StoredAction;
    const history = rows.map((r) => (r.seq === first.version ? { ...r, seat: 1 as Seat, action: other.action } : r));
    const check = checkHistory(fourHumours, 'm1', stored, history, acks);
    expect(check.lost).toHaveLength(1);
    expect(check.lost[0]?.found).toBe(`seat 1's ${JSON.stringify(other.action)}`);
    expect(check.problems[0]).toMatch(/cannot be rebuilt/);
  });

  it('counts one row acknowledged to two requests once, and the other as lost', () => {
    const first = acks[0] as Ack;
    const check = checkHistory(fourHumours, 'm1', stored, rows, [...acks, { ...first, requestId: 'again' }]);
    expect(check.recovered).toBe(acks.length);
    expect(check.lost.map((l) => l.found)).toEqual([`the same row, already acknowledged to ${first.requestId}`]);
  });

  it('reports a match that is not stored, and a finished status its history does not bear out', () => {
    const missing = checkHistory(fourHumours, 'm1', null, [], acks);
    expect(missing.problems).toEqual(['the match is not stored']);
    expect(missing.lost).toHaveLength(acks.length);
    const early = checkHistory(fourHumours, 'm1', { ...stored, status: 'finished' }, rows, acks);
    expect(early.problems).toEqual(['stored as finished, but its history does not end']);
    expect(early.finished).toBe(false);
  });
});

describe('the chaos verdict', () => {
  const { stored, rows } = handMadeHistory(6);
  const acks = acksOf(rows);
  const played = (matchId: string): TrackedMatch => ({
    matchId,
    label: 't0m0',
    seats: ['human', 'bot'],
    clients: [],
    setupLost: null,
  });
  const inputs = {
    seed: 's',
    nodes: 3,
    seconds: 120,
    concurrentMatches: 1,
    matches: [played('m1')],
    faults: { 'kill-9': 1, sigstop: 1, 'pg-terminate': 1, 'redis-restart': 1 },
    backendsTerminated: 6,
    crashes: [],
    unknownMatches: 0,
    logDir: '/tmp/x',
  };

  it('fails a run that lost an action, and counts a match not finished as stuck', () => {
    const last = acks.at(-1) as Ack;
    const check = checkHistory(fourHumours, 'm1', stored, rows.slice(0, last.version - 1), acks);
    const result = chaosResult({ ...inputs, checks: [check] });
    expect(result).toMatchObject({ acknowledged: acks.length, lost: 1, matchesStuck: 1, matchesFinished: 0 });
    expect(failed(result)).toBe(true);
    const summary = formatChaosResult(result);
    expect(summary).toMatch(/^lost: {15}1$/m);
    expect(summary).toMatch(/lost: m1 v\d+ \(seat 0/);
    expect(summary.trimEnd().split('\n').at(-1)).toBe('FAILED');
  });

  it('fails a run in which a node crashed, even with nothing lost', () => {
    const check = { ...checkHistory(fourHumours, 'm1', stored, rows, acks), finished: true };
    expect(failed(chaosResult({ ...inputs, checks: [check] }))).toBe(false);
    const crashed = chaosResult({ ...inputs, checks: [check], crashes: ['crashed: n2'] });
    expect(crashed.nodesCrashed).toBe(1);
    expect(failed(crashed)).toBe(true);
  });
});
