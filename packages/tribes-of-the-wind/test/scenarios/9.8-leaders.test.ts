import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/rules/legal.ts';
import { hasColourPath } from '../../src/rules/tasks.ts';
import type { TotwState } from '../../src/state.ts';
import { act, at, board, F3, putTile, question, setHolder, setPollution } from './fixtures.ts';

/** §9.8 #39: Ysolde with water 7, S1–M08–A05 in row 0, (0,3) clean, D08 in the market. */
function ysolde39(): TotwState {
  const s = F3({ holders: { 0: ['G05', 'b', 'b', 'r', 'y'] }, market: ['D08', 'A11', 'A12', 'D12'] });
  board(s).water = 7;
  putTile(s, 0, 0, 1, 'M08');
  putTile(s, 0, 0, 2, 'A05');
  setPollution(s, 0, 0, 3, 0);
  return s;
}

/** Plays every other seat's turn with its first legal action until `seat` is to act again. */
function othersPlay(s: TotwState, seat: number): void {
  while (s.seat !== seat || s.phase !== 'action') {
    const a = legalActions(s, s.seat).find((x) => x.type !== 'village') ?? legalActions(s, s.seat)[0];
    if (!a) throw new Error('no legal action');
    act(s, s.seat, a);
  }
}

describe('9.8 Leaders', () => {
  it('9.8.1 (#39) both tasks in one turn: two ability choices at the end of the turn', () => {
    const s = ysolde39();
    act(s, 0, { type: 'play', card: 'G05', row: 'hard' });
    expect(board(s).water).toBe(9);
    act(s, 0, { type: 'plant', source: 'market', slot: 0, cell: at(0, 3) });
    expect(board(s).water).toBe(8);
    expect(question(s)).toEqual({ kind: 'draw', done: 0, n: 1 });
    act(s, 0, { type: 'draw', source: 'deck' });
    expect(question(s)).toEqual({ kind: 'ability', done: 0, n: 2 });
    expect(legalActions(s, 0).map((a) => (a.type === 'ability' ? a.id : a.type))).toEqual([
      'wellspring',
      'springDowsing',
      'confluence',
      'reservoir',
    ]);
    act(s, 0, { type: 'ability', id: 'wellspring' });
    expect(question(s)).toEqual({ kind: 'ability', done: 1, n: 2 });
    act(s, 0, { type: 'ability', id: 'reservoir' });
    expect(board(s).abilities).toEqual(['wellspring', 'reservoir']);
    expect(board(s).tasks).toEqual([true, true]);
    expect(s.seat).toBe(1);
  });

  it('9.8.2 (#40) a task pays once, and nothing is retroactive', () => {
    const s = ysolde39();
    act(s, 0, { type: 'play', card: 'G05', row: 'hard' });
    act(s, 0, { type: 'plant', source: 'market', slot: 0, cell: at(0, 3) });
    act(s, 0, { type: 'draw', source: 'deck' });
    act(s, 0, { type: 'ability', id: 'wellspring' });
    act(s, 0, { type: 'ability', id: 'reservoir' });
    expect(board(s).water).toBe(8);
    othersPlay(s, 0);
    setHolder(s, 0, ['B03', 'b', 'r', 'g', 'y']);
    act(s, 0, { type: 'play', card: 'B03', row: 'easy' });
    expect(board(s).water).toBe(11);
    act(s, 0, { type: 'draw', source: 'deck' });
    expect(question(s)).toBeNull();
    expect(s.seat).toBe(1);
  });

  it('9.8.3 (#41) a task completed in the middle of the turn counts', () => {
    const run = (water: number) => {
      const s = F3({ holders: { 0: ['G05', 'b', 'b', 'r', 'y'] }, market: ['M01', 'A11', 'A12', 'D12'] });
      board(s).water = water;
      act(s, 0, { type: 'play', card: 'G05', row: 'hard' });
      act(s, 0, { type: 'plant', source: 'market', slot: 0, cell: at(0, 1) });
      act(s, 0, { type: 'draw', source: 'deck' });
      return s;
    };
    const mid = run(7);
    expect(board(mid).water).toBe(7);
    expect(question(mid)).toEqual({ kind: 'ability', done: 0, n: 1 });
    const never = run(5);
    expect(board(never).water).toBe(5);
    expect(question(never)).toBeNull();
    expect(never.seat).toBe(1);
  });

  it('9.8.4 (#42) path geometry: any start, no tile twice', () => {
    const s = F3();
    const karrek = () => board(s, 1);
    putTile(s, 1, 0, 1, 'M01');
    putTile(s, 1, 1, 1, 'A01');
    putTile(s, 1, 1, 2, 'D01');
    putTile(s, 1, 0, 2, 'D03');
    putTile(s, 1, 0, 3, 'M02');
    const path = ['amber', 'dusk', 'dusk', 'moss'] as const;
    expect(hasColourPath(karrek(), path)).toBe(true);
    karrek().tiles[2] = 'M04';
    s.stack.push('D03');
    s.stack.splice(s.stack.indexOf('M04'), 1);
    expect(hasColourPath(karrek(), path)).toBe(false);
  });
});
