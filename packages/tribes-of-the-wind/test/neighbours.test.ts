import { describe, expect, it } from 'vitest';
import { neighbourOf, type Side } from '../src/index.ts';

describe('neighbourOf (§0.2, §3.2)', () => {
  it('with three or more players: the next seat on the left, the previous on the right, each the other’s mirror', () => {
    for (const players of [3, 4, 5]) {
      for (let seat = 0; seat < players; seat++) {
        const left = neighbourOf(players, 'right', seat, 'left') as number;
        expect(left).toBe((seat + 1) % players);
        expect(neighbourOf(players, 'left', left, 'right')).toBe(seat);
      }
    }
  });

  it('with two players: the element row on the side the option names, the opponent on the other', () => {
    for (const rowSide of ['left', 'right'] as Side[]) {
      const other: Side = rowSide === 'left' ? 'right' : 'left';
      for (const seat of [0, 1]) {
        expect(neighbourOf(2, rowSide, seat, rowSide)).toBeNull();
        expect(neighbourOf(2, rowSide, seat, other)).toBe(1 - seat);
      }
    }
  });
});
