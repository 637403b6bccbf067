import { describe, expect, it } from 'vitest';
import { act, at, board, cellOf, code, F3, putTile, question, setPollution, village21 } from './fixtures.ts';

describe('9.4 Building villages', () => {
  it('9.4.1 (#21) exactly enough riders', () => {
    const s = village21();
    act(s, 0, { type: 'village', cell: at(1, 1) });
    const b = board(s);
    expect(b.capital).toBe(7);
    expect(b.riders[cellOf(1, 1)]).toBe(0);
    expect(b.village[cellOf(1, 1)]).toBe(true);
    expect(b.pollution[cellOf(1, 2)]).toBe(2);
    expect(b.pollution[cellOf(2, 1)]).toBe(1);
    expect(b.markers).toBe(4);
    expect(b.water).toBe(2);
    expect(question(s)?.kind).toBe('villageCard');
  });

  it('9.4.2 (#22) more riders than slots: the extra riders and the temple stay', () => {
    const s = F3();
    putTile(s, 0, 0, 1, 'A01');
    putTile(s, 0, 0, 2, 'M03', { riders: 4, temple: 1 });
    act(s, 0, { type: 'village', cell: at(0, 2) });
    const b = board(s);
    const i = cellOf(0, 2);
    expect([b.riders[i], b.capital]).toEqual([2, 5]);
    expect(b.temple[i]).toBe(1);
    expect(b.village[i]).toBe(true);
    // A portal village: the capital now links to it.
    s.queue = [{ t: 'move', n: 1, done: 0, src: { kind: 'card', id: 'Y01', row: 'easy' } }];
    s.phase = 'resolve';
    act(s, 0, { type: 'step', from: 'capital', to: at(0, 2) });
    expect(b.riders[i]).toBe(3);
  });

  it('9.4.3 (#23) too few riders', () => {
    const s = F3();
    putTile(s, 0, 1, 1, 'M08', { riders: 2 });
    const e = code(s, 0, { type: 'village', cell: at(1, 1) });
    expect(e).toBe('not-enough-riders');
  });

  it('9.4.4 (#24) a turbine suppresses build pollution', () => {
    const s = F3();
    putTile(s, 0, 0, 2, 'A01');
    putTile(s, 0, 1, 2, 'M10', { riders: 4 });
    setPollution(s, 0, 1, 3, 0);
    setPollution(s, 0, 2, 2, 2);
    const before = [...board(s).pollution];
    act(s, 0, { type: 'village', cell: at(1, 2) });
    expect(board(s).pollution).toEqual(before);
    expect(board(s).water).toBe(1);
  });

  it('9.4.5 (#25) the catapult bonus moves a rider from the capital to any tile', () => {
    const s = F3();
    putTile(s, 0, 1, 0, 'M06', { riders: 3 });
    putTile(s, 0, 0, 2, 'A01');
    expect(board(s).capital).toBe(4);
    act(s, 0, { type: 'village', cell: at(1, 0) });
    expect(board(s).capital).toBe(7);
    expect(question(s)?.kind).toBe('catapult');
    expect(code(s, 0, { type: 'catapult', from: 'capital', to: 'capital' })).toBe('invalid-catapult-target');
    const skip = structuredClone(s);
    act(skip, 0, { type: 'catapultSkip' });
    expect(question(skip)?.kind).toBe('villageCard');
    act(s, 0, { type: 'catapult', from: 'capital', to: at(0, 2) });
    expect(board(s).riders[cellOf(0, 2)]).toBe(1);
    expect(question(s)?.kind).toBe('villageCard');
  });

  it('9.4.6 (#26) wrong targets', () => {
    const s = F3();
    putTile(s, 0, 0, 1, 'M01', { village: true, riders: 2 });
    expect(code(s, 0, { type: 'village', cell: at(0, 0) })).toBe('not-a-forest-tile');
    expect(code(s, 0, { type: 'village', cell: at(0, 1) })).toBe('village-already-built');
    expect(code(s, 0, { type: 'village', cell: at(2, 2) })).toBe('no-tile-at-cell');
    expect(code(s, 0, { type: 'village', cell: at(5, 9) })).toBe('no-tile-at-cell');
  });

  it('9.4.7 (#27) no village markers left', () => {
    const s = F3({ seat: 1 });
    for (const [c, id] of [
      [1, 'M05'],
      [2, 'M06'],
      [3, 'M07'],
    ] as const) {
      putTile(s, 1, 0, c, id, { village: true });
    }
    putTile(s, 1, 1, 0, 'A05', { village: true });
    putTile(s, 1, 1, 1, 'A06', { village: true });
    putTile(s, 1, 2, 0, 'M01', { riders: 4 });
    expect(board(s, 1).markers).toBe(0);
    expect(code(s, 1, { type: 'village', cell: at(2, 0) })).toBe('no-village-markers');
  });
});
