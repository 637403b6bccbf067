import { describe, expect, it } from 'vitest';
import { type FourHumoursOutcome, fourHumours } from '../src/index.ts';
import { ANN, BOB, CID, game, putOnMap, stash } from './scenarios/fixture.ts';

const outcome = (s: Parameters<typeof fourHumours.outcome>[0]) => fourHumours.outcome(s) as FourHumoursOutcome;

describe('the outcome explains the ranking (§7.4–7.5)', () => {
  it('names the figure that decided each place: objectives, then a tie broken by map potions', () => {
    const s = game(3);
    s.objectives[0]?.claimedBy.push(ANN);
    putOnMap(s, BOB, 'C', 'A1');
    putOnMap(s, BOB, 'S', 'A1');
    putOnMap(s, CID, 'M', 'A2');
    s.phase = 'over';
    const o = outcome(s);
    expect(o.ranking).toEqual([[ANN], [BOB], [CID]]);
    expect(o.explanation?.figures.map((f) => f.name)).toEqual(['objectives', 'mapPotions', 'distinctCells']);
    expect(o.explanation?.places).toEqual([
      { place: 1, seats: [ANN], decidedBy: 'objectives' },
      { place: 2, seats: [BOB], decidedBy: 'mapPotions' },
      { place: 3, seats: [CID], decidedBy: null },
    ]);
    expect(o.explanation?.values[BOB]).toEqual({ objectives: 0, mapPotions: 2, distinctCells: 1, removed: 0 });
    expect(o.scores).toEqual([1, 0, 0]);
  });

  it('follows the options’ tie-breakers: fewest removed is lower-better, and full ties share a place', () => {
    const s = game(3, { options: { tieBreakers: ['fewestRemoved'] } });
    stash(s, BOB, { C: 2 });
    s.phase = 'over';
    expect(outcome(s).explanation?.places).toEqual([
      { place: 1, seats: [ANN, CID], decidedBy: 'removed' },
      { place: 3, seats: [BOB], decidedBy: null },
    ]);
    expect(outcome(s).explanation?.figures).toEqual([
      { name: 'objectives', better: 'higher' },
      { name: 'removed', better: 'lower' },
    ]);
  });

  it('has no explanation while the game runs, nor in Solo (the Solo result says what decided it)', () => {
    expect(fourHumours.outcome(game(2))).toBeNull();
    const solo = game(1, { options: { mode: 'solo' } });
    solo.phase = 'over';
    expect(outcome(solo).explanation).toBeUndefined();
    expect(outcome(solo).solo?.decidedBy).toBeDefined();
  });
});
