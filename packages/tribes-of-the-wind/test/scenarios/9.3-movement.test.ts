import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/state.ts';
import { act, at, board, code, F2, F3, pending, putTile, question, ridersOn } from './fixtures.ts';

const move = (n: number): Task => ({ t: 'move', n, done: 0, src: { kind: 'card', id: 'Y01', row: 'easy' } });

function threeTiles() {
  const s = F3();
  putTile(s, 0, 0, 1, 'M08');
  putTile(s, 0, 1, 1, 'A05');
  pending(s, move(3));
  return s;
}

describe('9.3 Movement', () => {
  it('9.3.1 (#18) split steps; the prompt closes after the last step', () => {
    const s = threeTiles();
    act(s, 0, { type: 'step', from: 'capital', to: at(0, 0) });
    act(s, 0, { type: 'step', from: at(0, 0), to: at(0, 1) });
    expect(question(s)).toEqual({ kind: 'move', done: 2, n: 3 });
    act(s, 0, { type: 'step', from: 'capital', to: at(0, 0) });
    const b = board(s);
    expect([b.capital, b.riders[0], b.riders[1]]).toEqual([5, 1, 1]);
    expect(question(s)?.kind).not.toBe('move');
  });

  it('9.3.2 (#19) illegal steps; stopping early', () => {
    const s = threeTiles();
    expect(code(s, 0, { type: 'step', from: 'capital', to: at(0, 1) })).toBe('invalid-step');
    expect(code(s, 0, { type: 'step', from: at(1, 1), to: at(0, 1) })).toBe('no-rider-at-source');
    ridersOn(s, 0, 0, 1, 1);
    expect(code(s, 0, { type: 'step', from: at(0, 1), to: at(0, 2) })).toBe('invalid-step');
    act(s, 0, { type: 'step', from: at(0, 1), to: at(1, 1) });
    act(s, 0, { type: 'stopMoving' });
    expect(question(s)?.kind).not.toBe('move');
    expect(board(s).riders[5]).toBe(1);
  });

  it('9.3.3 (#20) portals link the capital and portal villages; a forest-side portal does not', () => {
    const s = F3();
    putTile(s, 0, 0, 3, 'M03', { village: true });
    putTile(s, 0, 2, 2, 'D07', { village: true });
    putTile(s, 0, 1, 3, 'A07');
    pending(s, move(2));
    expect(code(s, 0, { type: 'step', from: 'capital', to: at(1, 3) })).toBe('invalid-step');
    act(s, 0, { type: 'step', from: 'capital', to: at(2, 2) });
    act(s, 0, { type: 'step', from: at(2, 2), to: at(0, 3) });
    expect(board(s).riders[3]).toBe(1);

    const sefu = F2();
    expect(sefu.leaders[1]).toBe('sefu');
    sefu.seat = 1;
    putTile(sefu, 1, 0, 3, 'M03', { village: true });
    putTile(sefu, 1, 2, 2, 'D07', { village: true });
    putTile(sefu, 1, 1, 3, 'A07');
    ridersOn(sefu, 1, 0, 0, 1);
    pending(sefu, move(2));
    expect(code(sefu, 1, { type: 'step', from: at(0, 0), to: at(2, 2) })).toBe('invalid-step');
    board(sefu, 1).abilities = ['skyways'];
    act(sefu, 1, { type: 'step', from: at(0, 0), to: at(2, 2) });
    expect(board(sefu, 1).riders[10]).toBe(1);
  });
});
