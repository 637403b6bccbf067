/**
 * Distribution figures of a content set, measured against the distribution
 * guide of spec §8.3 (value units, row mix, own and secondary effects). Used by
 * the content test and by the content notes; not needed by the rules.
 */
import type { Effect, Element, ElementCard, PlainRow, Requirement, ScalingRow, VillageCard } from './schema.ts';

/** §8.3 value units: water, cleanse, move step 1u; `plant −d` 2u + d; catapult 2u; temple 4u. */
export function effectUnits(effect: Effect): number {
  switch (effect.kind) {
    case 'water':
    case 'cleanse':
    case 'move':
      return effect.n;
    case 'plant':
      return 2 + effect.discount;
    case 'catapult':
      return 2;
    case 'temple':
      return 4;
  }
}

export function units(effects: readonly Effect[]): number {
  return effects.reduce((sum, e) => sum + effectUnits(e), 0);
}

/** The row-mix classes of §8.3. */
export type RequirementClass =
  | 'selfAtLeast'
  | 'compareOne'
  | 'compareBoth'
  | 'compareNamed'
  | 'neighboursHold'
  | 'totalAtLeast'
  | 'selfNone'
  | 'allFour';
export const REQUIREMENT_CLASSES: readonly RequirementClass[] = [
  'selfAtLeast',
  'compareOne',
  'compareBoth',
  'compareNamed',
  'neighboursHold',
  'totalAtLeast',
  'selfNone',
  'allFour',
];

export function requirementClass(req: Requirement): RequirementClass {
  if (req.kind !== 'compare') return req.kind;
  if (req.against === 'one') return 'compareOne';
  if (req.against === 'both') return 'compareBoth';
  return 'compareNamed';
}

/** The effect kinds that count as an element's own effect (§8.3). */
export const OWN_EFFECTS: Readonly<Record<Element, readonly Effect['kind'][]>> = {
  water: ['water'],
  fire: ['cleanse'],
  earth: ['plant'],
  wind: ['move', 'catapult'],
};

export function rowsOf(card: ElementCard): readonly (PlainRow | ScalingRow)[] {
  return card.rows;
}

/** All effects of a row (for a scaling row, of every tier). */
export function rowEffects(row: PlainRow | ScalingRow): Effect[] {
  return row.kind === 'plain' ? [...row.effects] : row.tiers.flatMap((t) => t.effects);
}

export interface ElementSummary {
  cards: number;
  twoRow: number;
  oneRowPlain: number;
  scaling: number;
  /** Plain rows by requirement class. */
  mix: Record<RequirementClass, number>;
  rows: number;
  rowsWithoutOwnEffect: number;
  rowsWithSecondaryEffect: number;
  rowsWithCatapult: number;
  effectCounts: Record<Effect['kind'], number>;
}

export function summarizeElement(cards: readonly ElementCard[], element: Element): ElementSummary {
  const own = OWN_EFFECTS[element];
  const mix = Object.fromEntries(REQUIREMENT_CLASSES.map((k) => [k, 0])) as Record<RequirementClass, number>;
  const effectCounts: Record<Effect['kind'], number> = {
    water: 0,
    cleanse: 0,
    plant: 0,
    move: 0,
    catapult: 0,
    temple: 0,
  };
  const summary: ElementSummary = {
    cards: 0,
    twoRow: 0,
    oneRowPlain: 0,
    scaling: 0,
    mix,
    rows: 0,
    rowsWithoutOwnEffect: 0,
    rowsWithSecondaryEffect: 0,
    rowsWithCatapult: 0,
    effectCounts,
  };
  for (const card of cards) {
    if (card.element !== element) continue;
    summary.cards++;
    const rows = rowsOf(card);
    if (rows.length === 2) summary.twoRow++;
    else if (rows[0]?.kind === 'scaling') summary.scaling++;
    else summary.oneRowPlain++;
    for (const row of rows) {
      summary.rows++;
      if (row.kind === 'plain') mix[requirementClass(row.requirement)]++;
      const effects = rowEffects(row);
      for (const e of effects) effectCounts[e.kind]++;
      if (!effects.some((e) => own.includes(e.kind))) summary.rowsWithoutOwnEffect++;
      if (effects.some((e) => !own.includes(e.kind))) summary.rowsWithSecondaryEffect++;
      if (effects.some((e) => e.kind === 'catapult')) summary.rowsWithCatapult++;
    }
  }
  return summary;
}

export type VillageHalf = 'catapult' | 'catapultWater' | 'temple' | 'resource';

/** The §8.3 class of a village card's immediate half. */
export function villageHalf(card: VillageCard): VillageHalf {
  const kinds = card.immediate.map((e) => e.kind);
  if (kinds.includes('temple')) return 'temple';
  if (kinds.includes('catapult')) return kinds.includes('water') ? 'catapultWater' : 'catapult';
  return 'resource';
}
