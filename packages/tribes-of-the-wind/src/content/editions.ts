/**
 * Content editions. Edition 2, which new matches play, is the set in the content files (`CONTENT`);
 * edition 1 is stand-in set v1 as first authored, before seventeen authored cards' effects were
 * revised so that riders move further (reasons and figures:
 * docs/rules-notes/tribes-of-the-wind-content.md, "Edition 2"). Ids, elements,
 * requirements, tasks and points never change between editions: only what a row or an immediate
 * half does. Each match records its edition (`contentEdition` in the options), so a match or replay
 * recorded on edition 1 replays on edition 1 for ever.
 */
import { cleanse, deepFreeze, move, plant, water } from './build.ts';
import type { ContentSet, Effect, ElementCard, PlainRow, VillageCard } from './schema.ts';
import { CURRENT_SET } from './set.ts';

export type ContentEdition = 1 | 2;
export const CONTENT_EDITIONS: readonly ContentEdition[] = [1, 2];
/** The edition new matches are played with. */
export const CURRENT_EDITION: ContentEdition = 2;

/** One row of an element card (its requirement stays), or a village card's immediate half, as an edition has it. */
export type ContentChange =
  | { card: string; row: 'easy' | 'hard'; effects: Effect[] }
  | { village: string; immediate: Effect[] };

/**
 * Where edition 2 (the content files, `CONTENT`) differs from edition 1: each revised row or
 * immediate half with what edition 1 has there. Every edition-2 value keeps to §8.3's guide (easy
 * rows about 2u, hard rows 1.5–3× their easy row, village halves 3–4u, each card's own effect in
 * every row): wind hard rows at 3× their easy row (they were about 2.5×), a secondary rider step
 * instead of a secondary cleanse or water on four hard rows, and village halves of the same worth
 * in rider steps.
 */
export const EDITION_1_VALUES: readonly ContentChange[] = deepFreeze([
  // edition 2: plant, move 4 · cleanse 2, move 4 · move 5, +1 water
  { card: 'Y13', row: 'hard', effects: [plant(), move(3)] },
  { card: 'Y14', row: 'hard', effects: [cleanse(2), move(3)] },
  { card: 'Y15', row: 'hard', effects: [move(4), water(1)] },
  // edition 2: move 2 · move 4, +2 water
  { card: 'Y16', row: 'easy', effects: [move(1), water(1)] },
  { card: 'Y16', row: 'hard', effects: [move(3), water(2)] },
  // edition 2: plant, move 4 · move 6
  { card: 'Y17', row: 'hard', effects: [plant(), move(3)] },
  { card: 'Y18', row: 'hard', effects: [move(5)] },
  // edition 2: move 2 · move 4, +2 water
  { card: 'Y19', row: 'easy', effects: [move(1), water(1)] },
  { card: 'Y19', row: 'hard', effects: [move(3), water(2)] },
  // edition 2: +4 water, move 2 · +4 water, move 1 · cleanse 3, move 2 · move 2, plant −1
  { card: 'B16', row: 'hard', effects: [water(4), cleanse(2)] },
  { card: 'B17', row: 'hard', effects: [water(4), cleanse(1)] },
  { card: 'R14', row: 'hard', effects: [cleanse(3), water(2)] },
  { card: 'G17', row: 'hard', effects: [cleanse(2), plant(1)] },
  // edition 2: move 3 · move 4 · move 3 · move 3, +1 water · move 4 · move 3, +1 water
  { village: 'V16', immediate: [cleanse(1), move(2)] },
  { village: 'V17', immediate: [cleanse(4)] },
  { village: 'V23', immediate: [move(2), cleanse(1)] },
  { village: 'V25', immediate: [water(3), move(1)] },
  { village: 'V28', immediate: [water(4)] },
  { village: 'V30', immediate: [cleanse(3), water(1)] },
]);

function withRow(card: ElementCard, row: 'easy' | 'hard', effects: Effect[]): ElementCard {
  const k = row === 'hard' ? 1 : 0;
  const old = card.rows[k];
  if (card.rows.length !== 2 || old?.kind !== 'plain') {
    throw new Error(`Content edition: ${card.id} has no plain ${row} row to revise`);
  }
  const rows = card.rows.map((r, i): PlainRow => (i === k ? { ...old, effects: [...effects] } : (r as PlainRow)));
  return { ...card, rows: rows as [PlainRow, PlainRow] };
}

/** `base` with `changes` made: a new, frozen set (the base is untouched). */
export function revisedSet(base: ContentSet, changes: readonly ContentChange[]): ContentSet {
  const cards = new Map(base.elementCards.map((c) => [c.id, c]));
  const villages = new Map<string, VillageCard>(base.villageCards.map((v) => [v.id, v]));
  for (const change of changes) {
    if ('card' in change) {
      const card = cards.get(change.card);
      if (!card) throw new Error(`Content edition: no element card ${change.card}`);
      cards.set(change.card, withRow(card, change.row, change.effects));
    } else {
      const card = villages.get(change.village);
      if (!card) throw new Error(`Content edition: no village card ${change.village}`);
      villages.set(change.village, { ...card, immediate: [...change.immediate] });
    }
  }
  return deepFreeze({
    ...base,
    elementCards: base.elementCards.map((c) => cards.get(c.id) as ElementCard),
    villageCards: base.villageCards.map((v) => villages.get(v.id) as VillageCard),
  });
}

const SETS: Readonly<Record<ContentEdition, ContentSet>> = {
  1: revisedSet(CURRENT_SET, EDITION_1_VALUES),
  2: CURRENT_SET,
};

/** The content set of an edition. */
export function contentOfEdition(edition: ContentEdition): ContentSet {
  return SETS[edition];
}
