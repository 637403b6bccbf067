import { describe, expect, it } from 'vitest';
import { totwOutcome, tribesOfTheWind } from '../src/index.ts';
import { board, F3 } from './scenarios/fixtures.ts';

describe('the outcome explains the ranking (§6.4)', () => {
  it('names the figure that decided each place: the score, then equal scores split by villages', () => {
    const s = F3();
    s.phase = 'over';
    s.endedBy = 'max-rounds';
    s.endToken = 0;
    board(s, 1).village[0] = true;
    const cleaner = board(s, 2);
    let polluted = cleaner.pollution.filter((n) => n > 0).length;
    cleaner.pollution = cleaner.pollution.map((n) => (n > 0 && polluted-- > 2 ? 0 : n));
    const o = totwOutcome(s);
    expect(o?.scores).toEqual([5, 3, 3]);
    expect(o?.ranking).toEqual([[0], [1], [2]]);
    expect(o?.explanation.places).toEqual([
      { place: 1, seats: [0], decidedBy: 'score' },
      { place: 2, seats: [1], decidedBy: 'villages' },
      { place: 3, seats: [2], decidedBy: null },
    ]);
    expect(o?.explanation.values[2]).toEqual({ score: 3, villages: 0, polluted: 2, water: 0, tiles: 1 });
    expect(tribesOfTheWind.outcome(s)).toEqual(o);
  });

  it('lets fully tied seats share a place, and has no outcome while the game runs', () => {
    const s = F3();
    expect(totwOutcome(s)).toBeNull();
    s.phase = 'over';
    s.endedBy = 'fifth-village';
    board(s, 2).water = 1;
    expect(totwOutcome(s)?.explanation.places).toEqual([
      { place: 1, seats: [2], decidedBy: 'water' },
      { place: 2, seats: [0, 1], decidedBy: null },
    ]);
  });
});
