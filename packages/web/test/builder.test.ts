import { Match } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import {
  chooseCells,
  handList,
  onlyPass,
  placeableHumours,
  placeTargets,
  slotRefusal,
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

  it('says why a slot that is not a target refuses a click, from the legal actions alone', () => {
    const hand = view.me?.hand ?? { C: 0, S: 0, M: 0, P: 0 };
    const held = handList(hand);
    const base = { legal, phase: 'placement', readOnly: false, occupied: false, hand, picked: null };
    // A slot some held humour may go on: with nothing picked, pick first; with another humour, that one is refused.
    const [key, acts] = [...placeTargets(legal, null)][0] ?? ['', []];
    const ok = new Set(acts.map((a) => a.humour));
    const humours = [...ok];
    expect(slotRefusal({ ...base, key, humours }).kind).toBe('pick-first');
    const other = (['C', 'S', 'M', 'P'] as const).find((h) => !ok.has(h)) ?? 'C';
    expect(slotRefusal({ ...base, key, humours, picked: other })).toEqual({ kind: 'wrong-humour', humour: other });
    expect(slotRefusal({ ...base, key, humours, occupied: true }).kind).toBe('taken');
    expect(slotRefusal({ ...base, key, humours, phase: 'resolution' }).kind).toBe('over');
    expect(slotRefusal({ ...base, key, humours, legal: [] }).kind).toBe('not-your-turn');
    expect(slotRefusal({ ...base, key, humours, readOnly: true }).kind).toBe('spectating');
    // A slot whose two humours are not in hand at all.
    const missing = (['C', 'S', 'M', 'P'] as const).filter((h) => !held.includes(h));
    if (missing.length >= 2) {
      expect(slotRefusal({ ...base, key: 'scene:x:0', humours: missing.slice(0, 2), legal: [] }).kind).toBe(
        'not-your-turn',
      );
      expect(slotRefusal({ ...base, key: 'scene:x:0', humours: missing.slice(0, 2) }).kind).toBe('no-potion');
    }
    // An empty party slot that takes a held humour but is not offered: the per-player limit.
    const h0 = held[0] ?? 'C';
    expect(slotRefusal({ ...base, key: 'party:none:0', humours: [h0, h0] }).kind).toBe('party-limit');
  });
});
