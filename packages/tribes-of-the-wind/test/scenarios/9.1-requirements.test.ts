import { describe, expect, it } from 'vitest';
import { act, board, code, F2, F3, question, reject } from './fixtures.ts';

describe('9.1 Requirements and card play', () => {
  it('9.1.1 (#1) the played card counts', () => {
    const s = F3({ holders: { 0: ['B03', 'b', 'r', 'g', 'y'] } });
    act(s, 0, { type: 'play', card: 'B03', row: 'easy' });
    expect(board(s).water).toBe(2);
    expect(s.discard.at(-1)).toBe('B03');
    expect(question(s)).toEqual({ kind: 'draw', done: 0, n: 1 });
  });

  it('9.1.2 (#2) with playedCardCounts off the card does not count', () => {
    const s = F3({ holders: { 0: ['B03', 'b', 'r', 'g', 'y'] }, config: { playedCardCounts: false } });
    const e = reject(s, 0, { type: 'play', card: 'B03', row: 'easy' });
    expect(e.code).toBe('requirement-not-met');
    expect(e.message).toBe(
      'Requirement not met: the easy row of B03 needs at least 2 water cards in your holder; you have 1.',
    );
  });

  it('9.1.3 (#3) selfNone fails when one water card is present', () => {
    const s = F3({ holders: { 0: ['R04', 'b', 'r', 'g', 'y'] } });
    expect(code(s, 0, { type: 'play', card: 'R04', row: 'only' })).toBe('requirement-not-met');
  });

  it('9.1.4 (#4) allFour includes the played card; plant −2 on a cost-1 tile is free; move 1 follows', () => {
    const s = F3({ holders: { 0: ['G08', 'b', 'r', 'y', 'y'] }, market: ['M11', 'A01', 'D01', 'M02'] });
    board(s).water = 2;
    act(s, 0, { type: 'play', card: 'G08', row: 'only' });
    expect(question(s)?.kind).toBe('plant');
    act(s, 0, { type: 'plant', source: 'market', slot: 0, cell: { r: 0, c: 1 } });
    expect(board(s).water).toBe(2);
    expect(board(s).tiles[1]).toBe('M11');
    expect(question(s)).toEqual({ kind: 'move', done: 0, n: 1 });
  });

  it('9.1.5 (#5) one neighbour versus both (3 players)', () => {
    const s = F3({
      holders: { 0: ['R01', 'r', 'r', 'g', 'y'], 1: ['b', 'r', 'g', 'y', 'r'], 2: ['r', 'g', 'y', 'r', 'g'] },
    });
    const e = reject(s, 0, { type: 'play', card: 'R01', row: 'hard' });
    expect(e.code).toBe('requirement-not-met');
    expect(e.message).toContain('you have 0, your left neighbour has 1 and your right neighbour has 0');
    act(s, 0, { type: 'play', card: 'R01', row: 'easy' });
    expect(board(s).water).toBe(2);
    expect(question(s)).toEqual({ kind: 'cleanse', done: 0, n: 1 });
  });

  const twoPlayer = (row: string[]) =>
    F2({ holders: { 0: ['R01', 'r', 'g', 'g', 'y'], 1: ['b', 'b', 'r', 'g', 'y'] }, row });

  it('9.1.6 (#6) two players: the row is a neighbour', () => {
    const s = twoPlayer(['b', 'r', 'g', 'y']);
    act(s, 0, { type: 'play', card: 'R01', row: 'hard' });
    expect(board(s).water).toBe(3);
    expect(question(s)).toEqual({ kind: 'cleanse', done: 0, n: 2 });
  });

  it('9.1.7 (#7) two players: a tie with the row does not count', () => {
    const s = twoPlayer(['r', 'r', 'g', 'y']);
    const e = reject(s, 0, { type: 'play', card: 'R01', row: 'hard' });
    expect(e.code).toBe('requirement-not-met');
    expect(e.message).toContain('the element row (your right neighbour) has 0');
    act(s, 0, { type: 'play', card: 'R01', row: 'easy' });
    expect(board(s).water).toBe(2);
  });

  it('9.1.8 (#8) scaling card pays only the highest tier met', () => {
    const four = F2({
      holders: { 0: ['B01', 'b', 'r', 'g', 'y'], 1: ['b', 'r', 'g', 'y', 'r'] },
      row: ['b', 'r', 'g', 'y'],
    });
    act(four, 0, { type: 'play', card: 'B01', row: 'only' });
    expect(board(four).water).toBe(5);
    const seven = F2({
      holders: { 0: ['B01', 'b', 'r', 'g', 'y'], 1: ['b', 'b', 'b', 'g', 'y'] },
      row: ['b', 'b', 'g', 'y'],
    });
    act(seven, 0, { type: 'play', card: 'B01', row: 'only' });
    expect(board(seven).water).toBe(8);
    const one = F2({
      holders: { 0: ['B01', 'r', 'r', 'g', 'y'], 1: ['r', 'r', 'g', 'g', 'y'] },
      row: ['r', 'g', 'g', 'y'],
    });
    expect(code(one, 0, { type: 'play', card: 'B01', row: 'only' })).toBe('requirement-not-met');
  });

  it('9.1.9 (#9) both neighbours hold, with two players', () => {
    const s = F2({
      holders: { 0: ['B02', 'b', 'r', 'g', 'y'], 1: ['b', 'r', 'g', 'y', 'r'] },
      row: ['r', 'g', 'g', 'y'],
    });
    expect(code(s, 0, { type: 'play', card: 'B02', row: 'hard' })).toBe('requirement-not-met');
    act(s, 0, { type: 'play', card: 'B02', row: 'easy' });
    expect(board(s).water).toBe(2);
  });

  it('9.1.10 (#10) the easy row by choice', () => {
    const s = twoPlayer(['b', 'r', 'g', 'y']);
    act(s, 0, { type: 'play', card: 'R01', row: 'easy' });
    expect(board(s).water).toBe(2);
    expect(question(s)).toEqual({ kind: 'cleanse', done: 0, n: 1 });
  });

  it('9.1.11 (#11) named side: more than the right neighbour does not help', () => {
    const s = F3({
      holders: { 0: ['B10', 'b', 'r', 'g', 'y'], 1: ['b', 'b', 'b', 'g', 'y'], 2: ['r', 'g', 'y', 'r', 'g'] },
    });
    expect(code(s, 0, { type: 'play', card: 'B10', row: 'only' })).toBe('requirement-not-met');
  });

  it('9.1.12 (#12) malformed plays', () => {
    const s = F3({ holders: { 0: ['B06', 'B03', 'r', 'g', 'y'] } });
    expect(code(s, 0, { type: 'play', card: 'B06', row: 'hard' })).toBe('row-not-on-card');
    expect(code(s, 0, { type: 'play', card: 'Y04', row: 'only' })).toBe('card-not-in-holder');
    expect(code(s, 0, { type: 'play', card: 'B03', row: 'both' })).toBe('both-rows-not-allowed');
    expect(code(s, 1, { type: 'play', card: 'B03', row: 'easy' })).toBe('not-your-turn');
    expect(code(s, 1, { type: 'pass' })).toBe('not-your-turn');
  });

  it('9.1.13 (#13) Confluence with Wellspring: both rows, +1 on each', () => {
    const s = F3({ holders: { 0: ['B03', 'b', 'b', 'b', 'r'] } });
    board(s).abilities = ['confluence', 'wellspring'];
    act(s, 0, { type: 'play', card: 'B03', row: 'both' });
    expect(board(s).water).toBe(9);
  });
});
