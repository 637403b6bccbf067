import { describe, expect, it } from 'vitest';
import { clientHints, tribesOfTheWind as g } from '../src/index.ts';
import {
  act,
  at,
  board,
  cellOf,
  code,
  F3,
  fixture,
  putTile,
  question,
  resolveEffects,
  setPollution,
} from './scenarios/fixtures.ts';

/** A 5-player table so that every leader is seated: 0 ysolde, 1 karrek, 2 mirren, 3 sefu, 4 amaru. */
const F5 = (seat: number, holders: Record<number, string[]> = {}) => fixture({ players: 5, seat, holders });

describe('leader abilities (§4.3)', () => {
  it('Spring Dowsing: +2 water when building a village', () => {
    const s = F3();
    board(s).abilities = ['springDowsing'];
    putTile(s, 0, 0, 1, 'M05', { riders: 3 });
    act(s, 0, { type: 'village', cell: at(0, 1) });
    expect(board(s).water).toBe(2);
  });

  it('Firebreak: choose a cell that would get build pollution; it gets none', () => {
    const s = F5(1);
    const b = board(s, 1);
    b.abilities = ['firebreak'];
    putTile(s, 1, 1, 1, 'M08', { riders: 3 });
    putTile(s, 1, 0, 1, 'A01');
    const before = [...b.pollution];
    act(s, 1, { type: 'village', cell: at(1, 1) });
    expect(question(s)?.kind).toBe('firebreak');
    expect(code(s, 1, { type: 'firebreak', cell: at(0, 1) })).toBe('bad-firebreak-cell');
    act(s, 1, { type: 'firebreak', cell: at(2, 1) });
    expect(b.pollution[cellOf(2, 1)]).toBe(before[cellOf(2, 1)]);
    expect(b.pollution[cellOf(1, 0)]).toBe((before[cellOf(1, 0)] as number) + 1);
    expect(b.pollution[cellOf(1, 2)]).toBe((before[cellOf(1, 2)] as number) + 1);
    expect(b.markers).toBe(4);
  });

  it('Ash to Soil: plant on a cell with exactly one token and remove it', () => {
    const s = F5(1);
    const b = board(s, 1);
    setPollution(s, 1, 0, 1, 1);
    setPollution(s, 1, 1, 0, 2);
    b.water = 5;
    b.abilities = ['ashToSoil'];
    resolveEffects(s, [{ kind: 'plant', discount: 0 }]);
    expect(code(s, 1, { type: 'plant', source: 'market', slot: 0, cell: at(1, 0) })).toBe('cell-polluted');
    act(s, 1, { type: 'plant', source: 'market', slot: 0, cell: at(0, 1) });
    expect(b.pollution[1]).toBe(0);
    expect(b.tiles[1]).not.toBeNull();
  });

  it('Seed Bank, Rooted Riders and Twin Saplings: cheaper plant, a rider, then one extra plant per turn', () => {
    const s = F5(2);
    const b = board(s, 2);
    b.abilities = ['seedBank', 'rootedRiders'];
    b.water = 2;
    resolveEffects(s, [
      { kind: 'plant', discount: 0 },
      { kind: 'water', n: 1 },
    ]);
    const tile = s.market[0];
    const printed = clientHints(g.view(s, 2)).plantCosts[0]?.printed ?? 0;
    act(s, 2, { type: 'plant', source: 'market', slot: 0, cell: at(1, 0) });
    expect(b.water).toBe(2 - Math.max(0, printed - 1));
    expect(question(s)?.kind).toBe('rooted');
    act(s, 2, { type: 'rootedRiders', accept: true });
    expect([b.capital, b.riders[4], b.tiles[4]]).toEqual([6, 1, tile]);

    const t = F5(2);
    const m = board(t, 2);
    m.abilities = ['twinSaplings'];
    m.water = 9;
    setPollution(t, 2, 2, 0, 0);
    resolveEffects(t, [
      { kind: 'plant', discount: 0 },
      { kind: 'plant', discount: 0 },
    ]);
    act(t, 2, { type: 'plant', source: 'market', slot: 0, cell: at(1, 0) });
    expect(question(t)?.kind).toBe('plant');
    expect(t.turn.twinUsed).toBe(true);
    act(t, 2, { type: 'plantSkip' });
    expect(question(t)?.kind).toBe('plant');
    act(t, 2, { type: 'plant', source: 'market', slot: 1, cell: at(2, 0) });
    // No second extra plant this turn: the turn ends (nothing to draw).
    expect(question(t)).toBeNull();
    expect(m.tiles.filter((x) => x !== null).length).toBe(3);
  });

  it('Grove Keeper and Holy Ground score forests and temples on villages', () => {
    const s = F5(0);
    board(s, 2).abilities = ['groveKeeper'];
    putTile(s, 2, 0, 1, 'M01');
    putTile(s, 2, 0, 2, 'M02');
    putTile(s, 2, 0, 3, 'M03', { village: true });
    expect(clientHints(g.view(s, 0)).scores[2]?.detail.powers).toEqual([{ id: 'groveKeeper', vp: 2 }]);
    board(s, 4).abilities = ['holyGround'];
    putTile(s, 4, 1, 0, 'A01', { village: true, temple: 0 });
    putTile(s, 4, 2, 0, 'A02', { village: true });
    expect(clientHints(g.view(s, 0)).scores[4]?.detail.powers).toEqual([{ id: 'holyGround', vp: 2 }]);
  });

  it('Tailwind adds a step; Light Camp needs one rider fewer; Updraft moves 2 after the village card', () => {
    const s = F5(3);
    const b = board(s, 3);
    b.abilities = ['tailwind'];
    resolveEffects(s, [{ kind: 'move', n: 1 }]);
    expect(question(s)).toEqual({ kind: 'move', done: 0, n: 2 });

    const v = F5(3);
    const c = board(v, 3);
    c.abilities = ['lightCamp', 'updraft'];
    putTile(v, 3, 0, 1, 'M08', { riders: 2 });
    act(v, 3, { type: 'village', cell: at(0, 1) });
    expect([c.riders[1], c.capital]).toEqual([0, 7]);
    act(v, 3, { type: 'villageCard', slot: 0, side: 'tuck' });
    expect(question(v)).toEqual({ kind: 'move', done: 0, n: 2 });
  });

  it('Stonemason discards 2 and draws 2 blind; Temple Blessing adds +1 water, cleanse 1; Pilgrims moves 2', () => {
    const s = F5(4, { 4: ['b', 'r', 'g', 'y', 'g'] });
    const b = board(s, 4);
    b.abilities = ['stonemason', 'templeBlessing'];
    const [x, y] = s.holders[4] as string[];
    expect(code(s, 4, { type: 'temple', discard: [x, y, 'Y01'] as string[], slot: 0, cell: at(0, 0) })).toBe(
      'wrong-discard-count',
    );
    act(s, 4, { type: 'temple', discard: [x, y] as string[], slot: 0, cell: at(0, 0) });
    // T1 is +2 water, move 1: then the blessing's +1 water and cleanse 1.
    expect(question(s)?.kind).toBe('move');
    act(s, 4, { type: 'stopMoving' });
    expect(b.water).toBe(3);
    expect(question(s)?.kind).toBe('cleanse');
    act(s, 4, { type: 'cleanse', cell: at(0, 1) });
    expect(question(s)).toEqual({ kind: 'draw', done: 0, n: 2 });

    const p = F5(4);
    const a = board(p, 4);
    a.abilities = ['pilgrims'];
    putTile(p, 4, 1, 0, 'M08', { riders: 3, temple: 1 });
    act(p, 4, { type: 'village', cell: at(1, 0) });
    expect(question(p)).toEqual({ kind: 'move', done: 0, n: 2 });
  });
});
