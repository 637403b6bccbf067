/**
 * The turn-based benchmark (`npm run turn-based`, docs/benchmarks.md) with tiny numbers, so that
 * the tool cannot rot: its own node, matches set up, parked, loaded on demand, and deadlines that
 * fire by themselves and are read from the node's log.
 */
import { describe, expect, it } from 'vitest';
import { runTurnBased } from '../src/loadtest/turn-based.ts';
import { parseTurnBasedArgs } from '../src/loadtest/turn-based-options.ts';

// Parked 300 ms after the last request when the deadline is over 2 s away; loaded 1 s before it.
const PARKING = 'idle=300,horizon=2000,lookahead=1000,scan=100';

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
