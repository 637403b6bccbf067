/**
 * Small constructors that keep the content tables close to the spec's notation
 * (§0.2, §8.4). Every call returns a fresh object, so no two records share state.
 */
import type {
  BuildBonus,
  Effect,
  Element,
  ElementCard,
  PlainRow,
  Provenance,
  Requirement,
  ScalingRow,
} from './schema.ts';

// Effects (§3.5)
export const water = (n: number): Effect => ({ kind: 'water', n });
export const cleanse = (n: number): Effect => ({ kind: 'cleanse', n });
/** `plant` (d = 0) or `plant −d`. */
export const plant = (discount = 0): Effect => ({ kind: 'plant', discount });
export const move = (n: number): Effect => ({ kind: 'move', n });
export const catapult = (): Effect => ({ kind: 'catapult' });
/** Village cards only (§8.2 rule 6). */
export const temple = (): Effect => ({ kind: 'temple' });

// Requirements (§3.3)
/** `self(X) ≥ n` */
export const self = (element: Element, n: number): Requirement => ({ kind: 'selfAtLeast', element, n });
/** `self(X) = 0` */
export const none = (element: Element): Requirement => ({ kind: 'selfNone', element });
/** `allFour` */
export const allFour = (): Requirement => ({ kind: 'allFour' });
/** `more(X) than one|both|left|right` */
export const more = (element: Element, against: 'one' | 'both' | 'left' | 'right'): Requirement => ({
  kind: 'compare',
  element,
  relation: 'more',
  against,
});
/** `fewer(X) than one|both|left|right` */
export const fewer = (element: Element, against: 'one' | 'both' | 'left' | 'right'): Requirement => ({
  kind: 'compare',
  element,
  relation: 'fewer',
  against,
});
/** `both hold(X)` */
export const hold = (element: Element): Requirement => ({ kind: 'neighboursHold', element });
/** `total(X) ≥ n` */
export const total = (element: Element, n: number): Requirement => ({ kind: 'totalAtLeast', element, n });

// Rows and cards
export const row = (requirement: Requirement, ...effects: Effect[]): PlainRow => ({
  kind: 'plain',
  requirement,
  effects,
});
export const scaling = (
  element: Element,
  scope: 'self' | 'total',
  ...tiers: readonly [atLeast: number, effects: Effect[]][]
): ScalingRow => ({
  kind: 'scaling',
  element,
  scope,
  tiers: tiers.map(([atLeast, effects]) => ({ atLeast, effects })),
});

export interface CardOptions {
  provenance?: Provenance;
  note?: string;
}

/** A card factory for one element: `two(id, easy, hard)` and `one(id, row)`. */
export function cardsOf(element: Element) {
  const finish = (card: ElementCard, options: CardOptions): ElementCard => {
    if (options.note !== undefined) card.note = options.note;
    return card;
  };
  return {
    two: (id: string, easy: PlainRow, hard: PlainRow, options: CardOptions = {}): ElementCard =>
      finish({ id, element, rows: [easy, hard], provenance: options.provenance ?? 'stand-in' }, options),
    one: (id: string, only: PlainRow | ScalingRow, options: CardOptions = {}): ElementCard =>
      finish({ id, element, rows: [only], provenance: options.provenance ?? 'stand-in' }, options),
  };
}

// Build bonuses (§3.8)
export const bonus = {
  water: (n: number): BuildBonus => ({ kind: 'water', n }),
  cleanse: (n: number): BuildBonus => ({ kind: 'cleanse', n }),
  move: (n: number): BuildBonus => ({ kind: 'move', n }),
  catapult: (): BuildBonus => ({ kind: 'catapult' }),
  turbine: (): BuildBonus => ({ kind: 'turbine' }),
  portal: (): BuildBonus => ({ kind: 'portal' }),
} as const;

/** Freezes a value and everything reachable from it; returns it unchanged in type. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
