/**
 * The names of Tribes of the Wind's cards and tiles in every language (issue #15 item 1), as
 * catalogue entries `totw.card-name.<id>`, `totw.tile-name.<id>`, `totw.village-name.<id>`.
 *
 * Names are composed from the content, not listed by hand, so a card reads as what it does and a
 * publisher's card list is named with it:
 * - an element card: [the element its requirement counts, when not its own] + a head word for its
 *   element and the first effect beyond the element's usual one (a bolder word for a one-row card
 *   that pays only the usual one: Well, Blaze…) + the motif of its only or easy row's requirement
 *   ("Fiery Spring of Plenty": a water card asking for fire; "Spring without Fire");
 * - a forest tile: its colour + a word for its rider slots (glade 2, wood 3, forest 4) + its
 *   bonuses ("Moss Glade of Springs");
 * - a village card: a word for its VP + its task ("Town of the Four Corners").
 * The test checks that every id gets a distinct name in every language.
 */
import type { Locale, Templates } from '@boardhall/engine';
import type { Effect, Element, ElementCard, ForestTile, Requirement, VillageCard } from '../content/schema.ts';
import { type Tables, tablesOf } from '../tables.ts';
import { EN, type HeadKind, RU, UK, type Words } from './name-words.ts';

/** The effect each element's cards mostly pay: the head word changes only for a different one. */
const MAIN: Readonly<Record<Element, Effect['kind']>> = {
  water: 'water',
  fire: 'cleanse',
  earth: 'plant',
  wind: 'move',
};

/** Every effect of a card, rows and tiers in printed order. */
function cardEffects(card: ElementCard): Effect[] {
  return card.rows.flatMap((row) => (row.kind === 'plain' ? row.effects : row.tiers.flatMap((t) => t.effects)));
}

/** The card's flavour: the first effect beyond its element's usual one that has a head word. */
function flavour(card: ElementCard): HeadKind {
  const heads = EN.heads[card.element];
  const other = cardEffects(card).find((e) => e.kind !== MAIN[card.element] && heads[e.kind] !== undefined);
  return other?.kind ?? (card.rows.length === 1 ? 'single' : 'main');
}

/** The requirement that names the card: its only row's, or its easy row's. */
function motifOf(card: ElementCard): { key: string; element: Element | null; side: 'left' | 'right' | null } {
  const row = card.rows[0];
  if (row.kind === 'scaling') return { key: 'scaling', element: row.element, side: null };
  const r: Requirement = row.requirement;
  switch (r.kind) {
    case 'compare':
      return r.against === 'left' || r.against === 'right'
        ? { key: `${r.relation}-side`, element: r.element, side: r.against }
        : { key: `${r.relation}-${r.against}`, element: r.element, side: null };
    case 'allFour':
      return { key: 'allFour', element: null, side: null };
    default:
      return { key: r.kind, element: r.element, side: null };
  }
}

function cardName(card: ElementCard, w: Words): string {
  const head = w.heads[card.element][flavour(card)] ?? w.heads[card.element].main;
  if (!head) return card.id;
  const [noun, gender] = head;
  const row = card.rows[0];
  if (row.kind === 'plain' && row.requirement.kind === 'selfNone')
    return w.join([noun, w.without[row.requirement.element]]);
  const m = motifOf(card);
  // The element asked for shows as an adjective only when it is not the card's own.
  const adjective = m.element !== null && m.element !== card.element ? w.adjective[m.element][gender] : '';
  return w.join([adjective, noun, w.motif[m.key] ?? '', m.side ? w.side[m.side] : '']);
}

function tileName(tile: ForestTile, w: Words): string {
  return w.join([w.colour[tile.colour], w.slots[tile.slots], w.bonuses(tile.bonuses.map((b) => w.bonus[b.kind]))]);
}

function villageName(card: VillageCard, w: Words): string {
  return w.join([w.vp(card.vp), w.task(card.task)]);
}

function namesIn(w: Words, tables: Tables): Templates {
  const out: Record<string, string> = {};
  for (const c of tables.cards.values()) out[`totw.card-name.${c.id}`] = cardName(c, w);
  for (const t of tables.forest.values()) out[`totw.tile-name.${t.id}`] = tileName(t, w);
  for (const v of tables.villages.values()) out[`totw.village-name.${v.id}`] = villageName(v, w);
  return out;
}

/**
 * The names of every element card, forest tile and village card, by language. A card keeps the
 * name edition 1 gave it in every edition (`content/editions.ts`): players know cards by name.
 */
export const names: Readonly<Record<Locale, Templates>> = {
  en: namesIn(EN, tablesOf(1)),
  uk: namesIn(UK, tablesOf(1)),
  ru: namesIn(RU, tablesOf(1)),
};
