/**
 * The turn-based benchmark (`npm run turn-based`, docs/benchmarks.md) with tiny numbers, so that
 * the tool cannot rot: its own node, matches set up, parked, loaded on demand, and deadlines that
 * fire by themselves and are read from the node's log.
 */
import { describe, expect, it } from 'vitest';
import { runTurnBased, spreadBank } from '../src/loadtest/turn-based.ts';
import { parseTurnBasedArgs } from '../src/loadtest/turn-based-options.ts';

// Parked 300 ms after the last request when the deadline is over 2 s away; loaded 1 s before it.
const PARKING = 'idle=300,horizon=2000,lookahead=1000,scan=100';

describe("the turn-based benchmark's command line", () => {
  it('measures 20,000 matches on SQLite by default, deadlines with banks over an hour', () => {
    expect(parseTurnBasedArgs([])).toMatchObject({ mode: 'memory', matches: 20_000, database: null, restart: false });
    expect(parseTurnBasedArgs(['--deadlines'])).toMatchObject({
      mode: 'deadlines',
      bankSeconds: { min: 60, max: 3600 },
    });
  });

  it('refuses what it cannot run, with a sentence', () => {
    expect(() => parseTurnBasedArgs(['--bank-seconds', '90-30'])).toThrow(/--bank-seconds takes <min>-<max>/);
    expect(() => parseTurnBasedArgs(['--game', 'chess'])).toThrow(/--game takes four-humours or tribes-of-the-wind/);
    expect(() => parseTurnBasedArgs(['--database', 'sqlite:/tmp/x'])).toThrow(/--database takes a postgres:\/\/ URL/);
    expect(() => parseTurnBasedArgs(['--days', '4'])).toThrow(/--days takes 1, 2, 3 or 7/);
  });

  it('spreads the banks evenly over their range', () => {
    const banks = Array.from({ length: 1000 }, (_, i) => spreadBank(i, { min: 60, max: 3600 }));
    expect(Math.min(...banks)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...banks)).toBeLessThanOrEqual(3600);
    // Every tenth of the range holds about a tenth of the banks.
    for (let tenth = 0; tenth < 10; tenth++) {
      const inIt = banks.filter((b) => Math.min(9, Math.floor(((b - 60) / 3540) * 10)) === tenth).length;
      expect(inIt).toBeGreaterThan(80);
      expect(inIt).toBeLessThan(120);
    }
  });
});

describe('the turn-based benchmark', () => {
  it('measures a node holding parked turn-based matches: memory, idle CPU, loads on demand', async () => {
    const opts = parseTurnBasedArgs([
      '--matches',
      '12',
      '--parking',
      PARKING,
      '--settle-seconds',
      '0',
      '--idle-seconds',
      '1',
      '--load-samples',
      '6',
    ]);
    const report = await runTurnBased(opts);
    if (report.mode !== 'memory') throw new Error('a memory report was expected');
    expect(report.matches).toBe(12);
    expect(report.liveParked).toBe(0);
    expect(report.rssParkedMiB).toBeGreaterThan(0);
    expect(report.idleCpuPercent).toBeGreaterThanOrEqual(0);
    expect(report.load.samples).toBe(6);
    expect(report.load.p50Ms).toBeGreaterThan(0);
    expect(report.load.maxMs).toBeGreaterThanOrEqual(report.load.p99Ms);
  });

  it('reads the firing of every deadline, parked or not, from the node log', async () => {
    const opts = parseTurnBasedArgs([
      '--deadlines',
      '--matches',
      '12',
      '--bank-seconds',
      '3-4',
      '--parking',
      PARKING,
      '--grace-seconds',
      '20',
    ]);
    const report = await runTurnBased(opts);
    if (report.mode !== 'deadlines') throw new Error('a deadline report was expected');
    expect(report.expected).toBe(12);
    expect(report.fired).toBe(12);
    expect(report.late.samples).toBe(12);
    // A firing is never early: the clock keeper arms its timer for the deadline itself.
    expect(report.late.p50Ms).toBeGreaterThanOrEqual(0);
    // Against the deadline as it stood after the move, a firing is no sooner than the node says.
    expect(report.wallLate.samples).toBe(12);
    expect(report.wallLate.p50Ms).toBeGreaterThanOrEqual(report.late.p50Ms);
    expect(report.peakLive).toBeGreaterThan(0);
  });
});
