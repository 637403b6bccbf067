import type { Element, PlainRow, Requirement, ScalingRow } from '../content/schema.ts';
import { neighbourOf } from '../neighbours.ts';
import type { TotwState } from '../state.ts';
import { CAT, ELEMENT_INDEX, elementOfCard } from '../tables.ts';

/** Card counts by element (water, fire, earth, wind) of the three holders a requirement reads. */
export interface Counts {
  self: number[];
  left: number[];
  right: number[];
  /** In a 2-player game one side is the element row (§3.2.4); null otherwise. */
  rowSide: 'left' | 'right' | null;
}

export function countHolder(ids: readonly (string | null)[]): number[] {
  return countHolderInto(ids, [0, 0, 0, 0]);
}

/** `countHolder` into `out` (four counts, overwritten). */
function countHolderInto(ids: readonly (string | null)[], out: number[]): number[] {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (id == null) continue;
    const e = elementOfCard(id);
    if (e >= 0) out[e] = (out[e] as number) + 1;
  }
  return out;
}

/**
 * The counts for `seat` with the neighbours of §3.2 (`neighbourOf`): for N ≥ 3 the two adjacent
 * seats; for N = 2 the opponent and the element row, on the sides `twoPlayerRowSide` names.
 */
export function baseCounts(s: TotwState, seat: number): Counts {
  return baseCountsInto(s, seat, newCounts());
}

export function newCounts(): Counts {
  return { self: [0, 0, 0, 0], left: [0, 0, 0, 0], right: [0, 0, 0, 0], rowSide: null };
}

/** `baseCounts` into `out`, overwritten: for bots, which count at every step of their playouts. */
export function baseCountsInto(s: TotwState, seat: number, out: Counts): Counts {
  const rowSide = s.config.twoPlayerRowSide;
  const left = neighbourOf(s.players, rowSide, seat, 'left');
  const right = neighbourOf(s.players, rowSide, seat, 'right');
  countHolderInto(s.holders[seat] as string[], out.self);
  countHolderInto(left === null ? s.row : (s.holders[left] as string[]), out.left);
  countHolderInto(right === null ? s.row : (s.holders[right] as string[]), out.right);
  out.rowSide = s.players === 2 ? rowSide : null;
  return out;
}

/** The counts as the played card's requirement sees them (`playedCardCounts`, §3.2.2). */
export function countsForPlay(s: TotwState, base: Counts, card: string): Counts {
  if (s.config.playedCardCounts) return base;
  const e = CAT.elementOf.get(card);
  if (e === undefined) return base;
  const self = base.self.slice();
  self[e] = (self[e] as number) - 1;
  return { ...base, self };
}

/**
 * `scalingTier(row, countsForPlay(s, base, card))` without copying the counts: the played card
 * leaves `base` for the reading and is put back (bots ask at every step of their playouts).
 */
export function scalingTierForPlay(s: TotwState, row: ScalingRow, base: Counts, card: string): number {
  const e = s.config.playedCardCounts ? -1 : elementOfCard(card);
  if (e >= 0) base.self[e] = (base.self[e] as number) - 1;
  const tier = scalingTier(row, base);
  if (e >= 0) base.self[e] = (base.self[e] as number) + 1;
  return tier;
}

function el(e: Element): number {
  return ELEMENT_INDEX[e];
}

export function requirementMet(req: Requirement, c: Counts): boolean {
  switch (req.kind) {
    case 'selfAtLeast':
      return (c.self[el(req.element)] as number) >= req.n;
    case 'selfNone':
      return c.self[el(req.element)] === 0;
    case 'allFour':
      return (
        (c.self[0] as number) > 0 && (c.self[1] as number) > 0 && (c.self[2] as number) > 0 && (c.self[3] as number) > 0
      );
    case 'compare': {
      const i = el(req.element);
      const me = c.self[i] as number;
      const l = c.left[i] as number;
      const r = c.right[i] as number;
      const vsL = req.relation === 'more' ? me > l : me < l;
      const vsR = req.relation === 'more' ? me > r : me < r;
      switch (req.against) {
        case 'one':
          return vsL || vsR;
        case 'both':
          return vsL && vsR;
        case 'left':
          return vsL;
        case 'right':
          return vsR;
      }
      return false;
    }
    case 'neighboursHold': {
      const i = el(req.element);
      return (c.left[i] as number) > 0 && (c.right[i] as number) > 0;
    }
    case 'totalAtLeast': {
      const i = el(req.element);
      return (c.self[i] as number) + (c.left[i] as number) + (c.right[i] as number) >= req.n;
    }
  }
}

export function scalingValue(row: ScalingRow, c: Counts): number {
  const i = el(row.element);
  const own = c.self[i] as number;
  return row.scope === 'self' ? own : own + (c.left[i] as number) + (c.right[i] as number);
}

/** The index of the highest tier met, or -1 when even the lowest is not met. */
export function scalingTier(row: ScalingRow, c: Counts): number {
  const v = scalingValue(row, c);
  let best = -1;
  for (let t = 0; t < row.tiers.length; t++) if (v >= (row.tiers[t] as { atLeast: number }).atLeast) best = t;
  return best;
}

export function rowMet(row: PlainRow | ScalingRow, c: Counts): boolean {
  return row.kind === 'plain' ? requirementMet(row.requirement, c) : scalingTier(row, c) >= 0;
}

/** Counts by element of a list of backs (element names; null = empty slot). */
export function countHolderElements(backs: readonly (Element | null)[]): number[] {
  const out = [0, 0, 0, 0];
  for (const e of backs) if (e !== null) out[ELEMENT_INDEX[e]] = (out[ELEMENT_INDEX[e]] as number) + 1;
  return out;
}
