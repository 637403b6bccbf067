/** The clocks' arithmetic (packages/server/src/clocks/clock.ts), on a time the test chooses. */
import { describe, expect, it } from 'vitest';
import {
  afterChange,
  afterUndo,
  charge,
  expiredAt,
  leftAt,
  newClocks,
  nextDeadline,
  resumeAfterDowntime,
} from '../../src/clocks/clock.ts';
import { realtimeRules, turnBasedRules } from '../../src/clocks/rules.ts';

const S = 1_000;
const DAY = 86_400_000;
const rules = {
  speed: { kind: 'realtime' as const, preset: 'fast' as const },
  initialMs: 60 * S,
  incrementMs: 5 * S,
  capMs: null,
};

describe('clock arithmetic', () => {
  it('runs the clock of the seat asked to act, and gives its increment back when it moves', () => {
    let c = afterChange(newClocks(rules, 2), new Set([0]), null, 1_000);
    expect(c.seats[0]).toEqual({ remainingMs: 60 * S, runningSince: 1_000 });
    expect(c.seats[1]).toEqual({ remainingMs: 60 * S, runningSince: null });
    expect(leftAt(c.seats[0] as never, 11_000)).toBe(50 * S);
    // Seat 0 moves after 10 s: 50 s left, plus the 5 s increment; seat 1's clock starts.
    c = afterChange(c, new Set([1]), 0, 11_000);
    expect(c.seats).toEqual([
      { remainingMs: 55 * S, runningSince: null },
      { remainingMs: 60 * S, runningSince: 11_000 },
    ]);
    expect(nextDeadline(c)).toBe(71_000);
  });

  it('runs several seats at once (a decision that asks several seats), each stopping as it answers', () => {
    let c = afterChange(newClocks(rules, 3), new Set([0, 1, 2]), null, 0);
    c = afterChange(c, new Set([0, 2]), 1, 20 * S);
    expect(c.seats.map((s) => [s.remainingMs, s.runningSince])).toEqual([
      [40 * S, 20 * S],
      [45 * S, null],
      [40 * S, 20 * S],
    ]);
    expect(nextDeadline(c)).toBe(60 * S);
  });

  it('gives no time back for an undo, takes back the increment of the undone move, and none to a seat that stops without moving', () => {
    let c = afterChange(newClocks(rules, 2), new Set([0]), null, 0);
    c = afterChange(c, new Set([1]), 0, 10 * S); // seat 0 moved: 50 + 5
    expect(c.lastGain).toEqual({ seat: 0, ms: 5 * S });
    c = afterUndo(c, new Set([0]), 12 * S); // seat 0 undoes it: the 10 s are spent, the 5 s taken back
    expect(c.seats[0]).toEqual({ remainingMs: 50 * S, runningSince: 12 * S });
    expect(c.seats[1]).toEqual({ remainingMs: 58 * S, runningSince: null });
    expect(c.lastGain).toBeNull();
    // Moving again and undoing again buys nothing: each round costs the time it took.
    c = afterChange(c, new Set([1]), 0, 13 * S);
    c = afterUndo(c, new Set([0]), 13 * S);
    expect(c.seats[0]).toEqual({ remainingMs: 49 * S, runningSince: 13 * S });
  });

  it('takes back only what the cap let the undone move gain', () => {
    const tb = turnBasedRules(1);
    let c = afterChange(newClocks(tb, 2), new Set([0]), null, 0);
    c = afterChange(c, new Set([1]), 0, 3_600_000); // 23 h + 24 h = 47 h: the whole day gained
    c = afterChange(c, new Set([0]), 1, 2 * 3_600_000);
    c = afterChange(c, new Set([1]), 0, 2 * 3_600_000 + 60_000); // 47 h − 1 min + 24 h, capped at 48 h
    expect(c.lastGain).toEqual({ seat: 0, ms: 3_600_000 + 60_000 });
    c = afterUndo(c, new Set([0]), 2 * 3_600_000 + 60_000);
    expect(c.seats[0]?.remainingMs).toBe(47 * 3_600_000 - 60_000);
  });

  it('has run out at exactly zero, not a millisecond before', () => {
    const c = afterChange(newClocks(rules, 1), new Set([0]), null, 0);
    expect(expiredAt(c, 60 * S - 1)).toEqual([]);
    expect(expiredAt(c, 60 * S)).toEqual([0]);
    expect(leftAt(c.seats[0] as never, 61 * S)).toBe(0);
    // A spent clock still asked keeps running, so that it is due at once rather than never.
    const spent = afterChange(charge(c, 60 * S), new Set([0]), null, 61 * S);
    expect(spent.seats[0]).toEqual({ remainingMs: 0, runningSince: 61 * S });
    expect(nextDeadline(spent)).toBe(61 * S);
    expect(expiredAt(spent, 61 * S)).toEqual([0]);
  });

  it('refills a turn-based bank by the days of a move, up to twice the days', () => {
    const tb = turnBasedRules(1);
    let c = afterChange(newClocks(tb, 2), new Set([0]), null, 0);
    expect(c.seats[0]?.remainingMs).toBe(DAY);
    c = afterChange(c, new Set([1]), 0, 2 * 3_600_000); // moved in 2 h: 22 h + 24 h, capped at 48 h
    expect(c.seats[0]?.remainingMs).toBe(46 * 3_600_000);
    c = afterChange(c, new Set([0]), 1, DAY);
    c = afterChange(c, new Set([1]), 0, DAY + 60_000); // moved in a minute: capped at 2 days
    expect(c.seats[0]?.remainingMs).toBe(2 * DAY);
  });

  it('charges no one for the time the server was down', () => {
    const c = afterChange(newClocks(rules, 2), new Set([0]), null, 0);
    // The server was last alive at 10 s and back at 40 s: 10 s are charged, 30 s are not.
    const resumed = resumeAfterDowntime(c, 10 * S, 40 * S);
    expect(resumed.seats[0]).toEqual({ remainingMs: 50 * S, runningSince: 40 * S });
    expect(resumed.seats[1]).toEqual({ remainingMs: 60 * S, runningSince: null });
  });

  it('sizes the real-time presets from the decisions of each game, so that a game lasts about its target', () => {
    for (const [game, players, decisions] of [
      ['four-humours', 4, 29.9],
      ['tribes-of-the-wind', 4, 112.3],
      ['four-humours', 2, 27.5],
    ] as const) {
      for (const [preset, minutes] of [
        ['fast', 20],
        ['normal', 40],
        ['slow', 75],
      ] as const) {
        const r = realtimeRules(game, players, preset);
        const allotments = players * (r.initialMs + decisions * r.incrementMs);
        // Two thirds of every allotment used comes to the target, within the rounding of the figures.
        expect(allotments * (2 / 3)).toBeGreaterThan(minutes * 60_000 * 0.85);
        expect(allotments * (2 / 3)).toBeLessThan(minutes * 60_000 * 1.15);
      }
    }
  });
});
