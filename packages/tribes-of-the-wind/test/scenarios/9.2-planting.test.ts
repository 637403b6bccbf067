import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/state.ts';
import { act, at, board, code, F3, pending, question, setPollution } from './fixtures.ts';

const PLANT: Task = { t: 'plant', d: 0, src: { kind: 'card', id: 'G01', row: 'easy' } };

function market() {
  const s = F3({ market: ['M06', 'A01', 'D07', 'M10'], stackTop: ['A05'] });
  board(s).water = 3;
  pending(s, { ...PLANT });
  return s;
}

describe('9.2 Planting', () => {
  it('9.2.1 (#14) a legal plant pays the cost and refills the market slot from the stack', () => {
    const s = market();
    const next = s.stack[1];
    act(s, 0, { type: 'plant', source: 'market', slot: 2, cell: at(0, 1) });
    const b = board(s);
    expect(b.water).toBe(1);
    expect(b.tiles[1]).toBe('D07');
    expect(b.village[1]).toBe(false);
    expect(b.riders[1]).toBe(0);
    expect(s.market).toEqual(['M06', 'A01', 'A05', 'M10']);
    expect(s.stack[0]).toBe(next);
  });

  it('9.2.2 (#15) illegal placements', () => {
    const s = market();
    setPollution(s, 0, 2, 3, 0);
    expect(code(s, 0, { type: 'plant', source: 'market', slot: 2, cell: at(1, 0) })).toBe('cell-polluted');
    expect(code(s, 0, { type: 'plant', source: 'market', slot: 2, cell: at(2, 3) })).toBe('cell-not-adjacent');
    expect(code(s, 0, { type: 'plant', source: 'market', slot: 2, cell: at(0, 0) })).toBe('cell-occupied');
    expect(code(s, 0, { type: 'plant', source: 'market', slot: 2, cell: at(3, 0) })).toBe('cell-out-of-grid');
    board(s).water = 0;
    const e = code(s, 0, { type: 'plant', source: 'market', slot: 3, cell: at(0, 1) });
    expect(e).toBe('insufficient-water');
    const before = JSON.stringify(s.boards);
    act(s, 0, { type: 'plantSkip' });
    expect(JSON.stringify(s.boards)).toBe(before);
  });

  it('9.2.3 (#16) the stack top can be bought', () => {
    const s = market();
    board(s).water = 2;
    const next = s.stack[1];
    act(s, 0, { type: 'plant', source: 'stack', cell: at(0, 1) });
    expect(board(s).water).toBe(0);
    expect(board(s).tiles[1]).toBe('A05');
    expect(s.market).toEqual(['M06', 'A01', 'D07', 'M10']);
    expect(s.stack[0]).toBe(next);
  });

  it('with forestStackTopTakeable off, buying the stack top is source-empty', () => {
    const s = market();
    s.config = { ...s.config, forestStackTopTakeable: false };
    expect(code(s, 0, { type: 'plant', source: 'stack', cell: at(0, 1) })).toBe('source-empty');
  });

  it('9.2.4 (#17) a plant with no affordable placement is skipped; the rest of the card resolves', () => {
    const s = F3({ holders: { 0: ['G11', 'y', 'r', 'g', 'b'] } });
    expect(board(s).water).toBe(0);
    act(s, 0, { type: 'play', card: 'G11', row: 'easy' });
    expect(question(s)).toEqual({ kind: 'move', done: 0, n: 1 });
    act(s, 0, { type: 'stopMoving' });
    expect(s.discard.at(-1)).toBe('G11');
    expect(question(s)?.kind).toBe('draw');
  });
});
