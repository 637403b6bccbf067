import { describe, expect, it } from 'vitest';
import { nextCell } from '../src/games/four-humours/map-focus.ts';

const grid = [
  { id: 'a', x: 0, y: 0 },
  { id: 'b', x: 50, y: 0 },
  { id: 'c', x: 0, y: 50 },
  { id: 'd', x: 55, y: 60 },
];

describe('arrow keys on the map', () => {
  it('go to the nearest cell that way', () => {
    expect(nextCell(grid, 'a', 'ArrowRight')).toBe('b');
    expect(nextCell(grid, 'a', 'ArrowDown')).toBe('c');
    expect(nextCell(grid, 'b', 'ArrowDown')).toBe('d');
    expect(nextCell(grid, 'd', 'ArrowLeft')).toBe('c');
  });
  it('stop at the edge and ignore other keys', () => {
    expect(nextCell(grid, 'a', 'ArrowUp')).toBeNull();
    expect(nextCell(grid, 'a', 'Enter')).toBeNull();
  });
});
