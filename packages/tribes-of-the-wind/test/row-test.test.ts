import { Rng } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { type Counts, rowMet } from '../src/rules/requirements.ts';
import { CARD_TESTS, rowTestMet } from '../src/rules/row-test.ts';
import { tablesOf } from '../src/tables.ts';

describe('compiled row requirements', () => {
  it('agree with rowMet for every row of every card on random counts', () => {
    const rng = new Rng('row-test');
    const four = () => [0, 1, 2, 3].map(() => rng.int(6));
    for (let k = 0; k < 2000; k++) {
      const c: Counts = { self: four(), left: four(), right: four(), rowSide: null };
      // Requirements are the same in every edition; both are checked all the same.
      for (const card of [...tablesOf(1).cards.values(), ...tablesOf(2).cards.values()]) {
        const test = CARD_TESTS.get(card.id);
        card.rows.forEach((row, i) => {
          expect(rowTestMet(test?.rows[i] as never, c)).toBe(rowMet(row, c));
        });
      }
    }
  });
});
