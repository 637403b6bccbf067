/**
 * Card rows' requirements compiled once into numbers: whether a row can be declared is asked for
 * every card in hand at every turn of every playout a bot runs, and reading the content's
 * requirement objects (kinds and elements by name) cost more than the counting itself.
 * `rowMet` in requirements.ts stays the reference; the tests check that both agree.
 */
import type { ElementCard, PlainRow, ScalingRow } from '../content/schema.ts';
import { CAT, cardShapeOf, ELEMENT_INDEX } from '../tables.ts';
import type { Counts } from './requirements.ts';

const SELF_AT_LEAST = 0;
const SELF_NONE = 1;
const ALL_FOUR = 2;
const COMPARE = 3;
const NEIGHBOURS_HOLD = 4;
const TOTAL_AT_LEAST = 5;
const SCALING_SELF = 6;
const SCALING_TOTAL = 7;

const AGAINST = { one: 0, both: 1, left: 2, right: 3 } as const;

/** A row's requirement as numbers: what to count, against which threshold. */
export interface RowTest {
  kind: number;
  /** The element index counted (0 for allFour). */
  e: number;
  /** selfAtLeast / totalAtLeast: n; scaling: the lowest tier's threshold. */
  n: number;
  /** compare: 1 for 'more', 0 for 'fewer'. */
  more: number;
  /** compare: one, both, left, right as 0..3. */
  against: number;
}

export function compileRow(row: PlainRow | ScalingRow): RowTest {
  if (row.kind === 'scaling') {
    let lowest = Number.POSITIVE_INFINITY;
    for (const t of row.tiers) lowest = Math.min(lowest, t.atLeast);
    const kind = row.scope === 'self' ? SCALING_SELF : SCALING_TOTAL;
    return { kind, e: ELEMENT_INDEX[row.element], n: lowest, more: 0, against: 0 };
  }
  const r = row.requirement;
  switch (r.kind) {
    case 'selfAtLeast':
      return { kind: SELF_AT_LEAST, e: ELEMENT_INDEX[r.element], n: r.n, more: 0, against: 0 };
    case 'selfNone':
      return { kind: SELF_NONE, e: ELEMENT_INDEX[r.element], n: 0, more: 0, against: 0 };
    case 'allFour':
      return { kind: ALL_FOUR, e: 0, n: 0, more: 0, against: 0 };
    case 'compare':
      return {
        kind: COMPARE,
        e: ELEMENT_INDEX[r.element],
        n: 0,
        more: r.relation === 'more' ? 1 : 0,
        against: AGAINST[r.against],
      };
    case 'neighboursHold':
      return { kind: NEIGHBOURS_HOLD, e: ELEMENT_INDEX[r.element], n: 0, more: 0, against: 0 };
    case 'totalAtLeast':
      return { kind: TOTAL_AT_LEAST, e: ELEMENT_INDEX[r.element], n: r.n, more: 0, against: 0 };
  }
}

/** `rowMet(row, c)` for the row `t` was compiled from. */
export function rowTestMet(t: RowTest, c: Counts): boolean {
  const me = c.self[t.e] as number;
  switch (t.kind) {
    case SELF_AT_LEAST:
    case SCALING_SELF:
      return me >= t.n;
    case SELF_NONE:
      return me === 0;
    case ALL_FOUR:
      return (
        (c.self[0] as number) > 0 && (c.self[1] as number) > 0 && (c.self[2] as number) > 0 && (c.self[3] as number) > 0
      );
    case COMPARE: {
      const l = c.left[t.e] as number;
      const r = c.right[t.e] as number;
      const vsL = t.more === 1 ? me > l : me < l;
      const vsR = t.more === 1 ? me > r : me < r;
      switch (t.against) {
        case 0:
          return vsL || vsR;
        case 1:
          return vsL && vsR;
        case 2:
          return vsL;
        default:
          return vsR;
      }
    }
    case NEIGHBOURS_HOLD:
      return (c.left[t.e] as number) > 0 && (c.right[t.e] as number) > 0;
    default:
      // totalAtLeast, and a scaling row counting every holder.
      return me + (c.left[t.e] as number) + (c.right[t.e] as number) >= t.n;
  }
}

/** What deciding a card's playable rows reads, by card id (requirements: the same in every edition). */
export interface CardTest {
  e: number;
  water: boolean;
  rows: readonly RowTest[];
}

/** Each element card's tests, in the order of `CAT.cardIds` (look one up by `cardNumber`). */
export const CARD_TESTS: readonly CardTest[] = CAT.cardIds
  .map((id) => cardShapeOf(id) as ElementCard)
  .map((c) => ({ e: ELEMENT_INDEX[c.element], water: c.element === 'water', rows: c.rows.map(compileRow) }));
