import { Rng } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { type Counts, rowMet } from '../src/rules/requirements.ts';
import { CARD_TESTS, rowTestMet } from '../src/rules/row-test.ts';
import { CAT, cardNumber, ELEMENT_INDEX, elementOfCard, tablesOf } from '../src/tables.ts';

describe('compiled row requirements', () => {
  it('agree with rowMet for every row of every card on random counts', () => {
    const rng = new Rng('row-test');
    const four = () => [0, 1, 2, 3].map(() => rng.int(6));
    for (let k = 0; k < 2000; k++) {
      const c: Counts = { self: four(), left: four(), right: four(), rowSide: null };
      // Requirements are the same in every edition; both are checked all the same.
      for (const card of [...tablesOf(1).cards.values(), ...tablesOf(2).cards.values()]) {
        const test = CARD_TESTS[cardNumber(card.id)];
        card.rows.forEach((row, i) => {
          expect(rowTestMet(test?.rows[i] as never, c)).toBe(rowMet(row, c));
        });
      }
    }
  });
});

describe('card lookups by id', () => {
  it('number every element card by its place in the id list, and nothing else', () => {
    CAT.cardIds.forEach((id, k) => {
      expect(cardNumber(id)).toBe(k);
      // An id built at run time (not the content's own string) is found all the same.
      expect(cardNumber(`${id.slice(0, 1)}${id.slice(1)}`)).toBe(k);
    });
    for (const other of ['', 'B', 'B0', 'b01', 'B1', 'B001', 'B9x', 'Z01', 'V16', 'F01', 'B99', '🂡01']) {
      expect(cardNumber(other), other).toBe(-1);
    }
  });

  it('give every element card its element', () => {
    for (const card of tablesOf(1).cards.values()) expect(elementOfCard(card.id)).toBe(ELEMENT_INDEX[card.element]);
    for (const card of tablesOf(2).cards.values()) expect(elementOfCard(card.id)).toBe(ELEMENT_INDEX[card.element]);
  });
});
