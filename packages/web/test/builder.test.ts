import { Match } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import {
  chooseCells,
  handList,
  onlyPass,
  placeableHumours,
  placeTargets,
  targetKey,
} from '../src/games/four-humours/builder.ts';

describe('Four Humours action builder', () => {
  const m = Match.create(fourHumours, 3, { firstPlayer: 0 }, 'builder');
  const legal = fourHumours.legalActions(m.state, 0);
  const view = fourHumours.view(m.state, 0);

  it('highlights exactly the slots where a picked humour can go', () => {
    for (const h of ['C', 'S', 'M', 'P'] as const) {
      const targets = placeTargets(legal, h);
      const expected = new Set(
        legal.flatMap((a) => (a.type === 'place' && a.humour === h ? [targetKey(a.target)] : [])),
      );
      expect(new Set(targets.keys())).toEqual(expected);
      for (const acts of targets.values()) for (const a of acts) expect(fourHumours.validate(m.state, 0, a)).toBeNull();
    }
  });

  it('offers only humours held in hand, sorted C S M P', () => {
    const hand = handList(view.me?.hand ?? { C: 0, S: 0, M: 0, P: 0 });
    expect(hand).toHaveLength(4);
    expect([...hand].sort((a, b) => 'CSMP'.indexOf(a) - 'CSMP'.indexOf(b))).toEqual(hand);
    for (const h of placeableHumours(legal)) expect(hand).toContain(h);
  });

  it('has no cells to choose and more than a pass at the start', () => {
    expect(chooseCells(legal).size).toBe(0);
    expect(onlyPass(legal)).toBe(false);
    expect(onlyPass([{ type: 'pass' }])).toBe(true);
  });
});
