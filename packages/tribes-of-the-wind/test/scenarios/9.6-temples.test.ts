import { describe, expect, it } from 'vitest';
import { act, at, board, code, F3, putTile, question, templeAt } from './fixtures.ts';

function withVillage() {
  const s = F3({ holders: { 0: ['B03', 'B05', 'R02', 'g', 'y'] } });
  putTile(s, 0, 0, 1, 'A01');
  putTile(s, 0, 1, 1, 'M08', { village: true });
  return s;
}

describe('9.6 Temples', () => {
  it('9.6.1 (#32) a temple on a village: sorted discards, the slot bonus, a blind draw of 3', () => {
    const s = withVillage();
    act(s, 0, { type: 'temple', discard: ['B05', 'R02', 'B03'], slot: 0, cell: at(1, 1) });
    expect(s.discard.slice(-3)).toEqual(['B03', 'B05', 'R02']);
    const b = board(s);
    expect(b.temple[5]).toBe(0);
    expect(b.water).toBe(3);
    expect(b.slotUsed).toEqual([true, false, false, false]);
    expect(question(s)).toEqual({ kind: 'draw', done: 0, n: 3 });
    expect(s.queue.at(-1)).toMatchObject({ t: 'draw', blind: true });
  });

  it('9.6.2 (#33) temple rejections', () => {
    const s = withVillage();
    templeAt(s, 0, 0, 1, 1);
    const three = ['B03', 'B05', 'R02'];
    expect(code(s, 0, { type: 'temple', discard: three, slot: 0, cell: at(0, 1) })).toBe('tile-has-temple');
    expect(code(s, 0, { type: 'temple', discard: three, slot: 1, cell: at(1, 1) })).toBe('temple-slot-used');
    expect(code(s, 0, { type: 'temple', discard: ['B03', 'B05'], slot: 0, cell: at(1, 1) })).toBe(
      'wrong-discard-count',
    );
    expect(code(s, 0, { type: 'temple', discard: three, slot: 0, cell: at(2, 2) })).toBe('no-tile-at-cell');
    expect(code(s, 0, { type: 'temple', discard: ['B03', 'B03', 'R02'], slot: 0, cell: at(1, 1) })).toBe(
      'card-not-in-holder',
    );
    expect(code(s, 0, { type: 'discard', discard: three })).toBe('discard-only-not-allowed');
  });

  it('9.6.3 (#34) all temples built: discard-only, then a blind draw of 3', () => {
    const s = withVillage();
    templeAt(s, 0, 0, 0, 0);
    templeAt(s, 0, 0, 1, 1);
    templeAt(s, 0, 1, 1, 2);
    putTile(s, 0, 1, 0, 'A02', { temple: 3 });
    expect(code(s, 0, { type: 'temple', discard: ['B03', 'B05', 'R02'], slot: 0, cell: at(1, 1) })).toBe(
      'no-temples-left',
    );
    act(s, 0, { type: 'discard', discard: ['B03', 'B05', 'R02'] });
    expect(question(s)).toEqual({ kind: 'draw', done: 0, n: 3 });
    expect(s.queue.at(-1)).toMatchObject({ t: 'draw', blind: true });
  });

  const stuck = ['B06', 'R04', 'G06', 'Y05', 'B19'];

  it('9.6.4 (#35) stuck: discard-only with stuckDiscard, pass without it', () => {
    const s = F3({ holders: { 0: stuck } });
    templeAt(s, 0, 0, 0, 0);
    expect(code(s, 0, { type: 'pass' })).toBe('pass-not-allowed');
    const legal = structuredClone(s);
    act(legal, 0, { type: 'discard', discard: ['B06', 'R04', 'G06'] });
    expect(question(legal)).toEqual({ kind: 'draw', done: 0, n: 3 });

    const off = F3({ holders: { 0: stuck }, config: { stuckDiscard: false } });
    templeAt(off, 0, 0, 0, 0);
    expect(code(off, 0, { type: 'discard', discard: ['B06', 'R04', 'G06'] })).toBe('discard-only-not-allowed');
    act(off, 0, { type: 'pass' });
    expect(off.holders[0]).toEqual(stuck);
    expect(off.seat).toBe(1);
    expect(off.phase).toBe('action');
  });
});
