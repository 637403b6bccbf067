import type { Element, PlainRow, Requirement, ScalingRow } from '../content/schema.ts';
import { ELEMENT_INDEX } from '../tables.ts';
import type { Counts } from './requirements.ts';
import { scalingValue } from './requirements.ts';

function cards(n: number, el: string): string {
  return `${n} ${el} card${n === 1 ? '' : 's'}`;
}

export function sideName(c: Counts, side: 'left' | 'right'): string {
  return c.rowSide === side ? `the element row (your ${side} neighbour)` : `your ${side} neighbour`;
}

function n3(c: Counts, e: Element): [number, number, number] {
  const i = ELEMENT_INDEX[e];
  return [c.self[i] as number, c.left[i] as number, c.right[i] as number];
}

/** What a requirement asks and the counts behind it, as a clause: "needs …; you have …". */
export function explainRequirement(req: Requirement, c: Counts): string {
  switch (req.kind) {
    case 'selfAtLeast': {
      const [me] = n3(c, req.element);
      return `needs at least ${cards(req.n, req.element)} in your holder; you have ${me}`;
    }
    case 'selfNone': {
      const [me] = n3(c, req.element);
      return `needs no ${req.element} card in your holder; you have ${me}`;
    }
    case 'allFour':
      return `needs a card of every element in your holder; you have ${c.self[0]} water, ${c.self[1]} fire, ${c.self[2]} earth and ${c.self[3]} wind`;
    case 'compare': {
      const [me, l, r] = n3(c, req.element);
      const against =
        req.against === 'one'
          ? 'at least one of your neighbours'
          : req.against === 'both'
            ? 'both of your neighbours'
            : sideName(c, req.against);
      return `needs ${req.relation} ${req.element} cards than ${against} (ties do not count); you have ${me}, ${sideName(c, 'left')} has ${l} and ${sideName(c, 'right')} has ${r}`;
    }
    case 'neighboursHold': {
      const [, l, r] = n3(c, req.element);
      return `needs both neighbours to hold a ${req.element} card; ${sideName(c, 'left')} has ${l} and ${sideName(c, 'right')} has ${r}`;
    }
    case 'totalAtLeast': {
      const [me, l, r] = n3(c, req.element);
      return `needs at least ${cards(req.n, req.element)} across your holder and both neighbours; there are ${me + l + r} (you ${me}, left ${l}, right ${r})`;
    }
  }
}

export function explainRow(row: PlainRow | ScalingRow, c: Counts): string {
  if (row.kind === 'plain') return explainRequirement(row.requirement, c);
  const lowest = row.tiers[0]?.atLeast ?? 0;
  const where = row.scope === 'self' ? 'in your holder' : 'across your holder and both neighbours';
  return `needs at least ${cards(lowest, row.element)} ${where}; there are ${scalingValue(row, c)}`;
}
