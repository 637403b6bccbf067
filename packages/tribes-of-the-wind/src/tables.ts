/**
 * Lookup tables over the content set, built once at load. Rules read content only through here,
 * so a publisher's card list can replace the stand-in set without touching rules code.
 */
import { type ContentEdition, CURRENT_EDITION, contentOfEdition } from './content/editions.ts';
import type {
  AbilityCard,
  AbilityId,
  ContentSet,
  Effect,
  Element,
  ElementCard,
  ForestColour,
  ForestTile,
  LeaderBoard,
  LeaderId,
  StartTile,
  VillageCard,
} from './content/schema.ts';

export const ELEMENT_INDEX: Readonly<Record<Element, number>> = { water: 0, fire: 1, earth: 2, wind: 3 };

export interface Tables {
  cards: ReadonlyMap<string, ElementCard>;
  /** The element cards in `cardIds` order: by `cardNumber`. */
  cardList: readonly ElementCard[];
  /** Element index (0 water, 1 fire, 2 earth, 3 wind) of each element card. */
  elementOf: ReadonlyMap<string, number>;
  cardIds: readonly string[];
  forest: ReadonlyMap<string, ForestTile>;
  forestIds: readonly string[];
  start: ReadonlyMap<string, StartTile>;
  /** Start tile by seat: seat i takes the tile numbered i+1. */
  startBySeat: readonly StartTile[];
  villages: ReadonlyMap<string, VillageCard>;
  villageIds: readonly string[];
  leaders: ReadonlyMap<LeaderId, LeaderBoard>;
  abilities: ReadonlyMap<AbilityId, AbilityCard>;
  /** Colour of every tile id, start tiles included. */
  colour: ReadonlyMap<string, ForestColour>;
  /** Build-bonus effects of each forest tile, printed order (turbine and portal have none). */
  bonusEffects: ReadonlyMap<string, readonly Effect[]>;
  portal: ReadonlySet<string>;
  turbine: ReadonlySet<string>;
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const m = new Map<string, T>();
  for (const it of items) {
    if (m.has(it.id)) throw new Error(`Content: duplicate id ${it.id}`);
    m.set(it.id, it);
  }
  return m;
}

/**
 * The element of an element card by the first letter of its id, where the content names every
 * card so (B water, R fire, G earth, Y wind in the stand-in set): element counts are read at every
 * step of a search's playouts, and a character code is cheaper to look up than a string in a map.
 * Null when some card's letter does not tell its element; then only the map answers.
 */
function elementsByLetter(set: ContentSet): Int8Array | null {
  const byLetter = new Int8Array(128).fill(-1);
  for (const c of set.elementCards) {
    const code = c.id.charCodeAt(0);
    const e = ELEMENT_INDEX[c.element];
    if (!(code < 128) || (byLetter[code] !== -1 && byLetter[code] !== e)) return null;
    byLetter[code] = e;
  }
  return byLetter;
}

export function buildTables(set: ContentSet): Tables {
  const cards = byId(set.elementCards);
  const elementOf = new Map<string, number>();
  for (const c of set.elementCards) elementOf.set(c.id, ELEMENT_INDEX[c.element]);
  const forest = byId(set.forestTiles);
  const start = byId(set.startTiles);
  const startBySeat = [...set.startTiles].sort((a, b) => a.number - b.number);
  const colour = new Map<string, ForestColour>();
  const bonusEffects = new Map<string, readonly Effect[]>();
  const portal = new Set<string>();
  const turbine = new Set<string>();
  for (const t of set.startTiles) colour.set(t.id, t.colour);
  for (const t of set.forestTiles) {
    colour.set(t.id, t.colour);
    const effects: Effect[] = [];
    for (const b of t.bonuses) {
      if (b.kind === 'portal') portal.add(t.id);
      else if (b.kind === 'turbine') turbine.add(t.id);
      else effects.push(b);
    }
    bonusEffects.set(t.id, Object.freeze(effects));
  }
  const leaders = new Map<LeaderId, LeaderBoard>();
  for (const l of set.leaders) leaders.set(l.id, l);
  const abilities = new Map<AbilityId, AbilityCard>();
  for (const a of set.abilityCards) abilities.set(a.id, a);
  const sortIds = (xs: readonly { id: string }[]) => xs.map((x) => x.id).sort();
  const cardIds = sortIds(set.elementCards);
  return {
    cards,
    cardList: cardIds.map((id) => cards.get(id) as ElementCard),
    elementOf,
    cardIds,
    forest,
    forestIds: sortIds(set.forestTiles),
    start,
    startBySeat,
    villages: byId(set.villageCards),
    villageIds: sortIds(set.villageCards),
    leaders,
    abilities,
    colour,
    bonusEffects,
    portal,
    turbine,
  };
}

const TABLES: Readonly<Record<ContentEdition, Tables>> = {
  1: buildTables(contentOfEdition(1)),
  2: buildTables(contentOfEdition(2)),
};

/**
 * The tables of the current content edition, the one new matches play. Ids, elements, tiles,
 * leaders, requirements, tasks and points read the same in every edition; what a card's row or a
 * village card's immediate half does in a given match is `tablesOf(editionOf(config))`.
 */
export const CAT: Tables = TABLES[CURRENT_EDITION];

const LETTER_ELEMENTS = elementsByLetter(contentOfEdition(CURRENT_EDITION));

/**
 * The element index of `id`, which must be an element card's (a holder's or the row's): by its
 * letter where the content allows, else from the map. Ids and elements are the same in every edition.
 */
export function elementOfCard(id: string): number {
  const e = LETTER_ELEMENTS === null ? -1 : (LETTER_ELEMENTS[id.charCodeAt(0)] ?? -1);
  return e >= 0 ? e : (CAT.elementOf.get(id) ?? -1);
}

/**
 * Cards (or tiles) by a number read off their ids' characters: a letter and two digits in the
 * stand-in set. Null when some id has another form or two ids would share a number; then only the
 * map answers.
 */
function cardsByCode(ids: readonly string[]): Int16Array | null {
  const byCode = new Int16Array(32 * 100).fill(-1);
  for (let k = 0; k < ids.length; k++) {
    const code = idCode(ids[k] as string);
    if (code < 0 || byCode[code] !== -1) return null;
    byCode[code] = k;
  }
  return byCode;
}

/** A letter and two digits as a number below 3,200; -1 for any other id. */
function idCode(id: string): number {
  if (id.length !== 3) return -1;
  const tens = id.charCodeAt(1) - 48;
  const units = id.charCodeAt(2) - 48;
  if (!(tens >= 0 && tens <= 9 && units >= 0 && units <= 9)) return -1;
  return (id.charCodeAt(0) & 31) * 100 + tens * 10 + units;
}

const CARD_CODES = cardsByCode(CAT.cardIds);
const CARD_NUMBERS: ReadonlyMap<string, number> = new Map(CAT.cardIds.map((id, k) => [id, k]));

/**
 * The position of an element card in `CAT.cardIds` (the same in every edition), or -1 for any
 * other id. Searches look cards up at every step of their playouts: read off the id's characters
 * where the content allows, it costs less than a string in a map.
 */
export function cardNumber(id: string): number {
  if (CARD_CODES !== null) {
    const code = idCode(id);
    const k = code < 0 ? -1 : (CARD_CODES[code] as number);
    return k >= 0 && CAT.cardIds[k] === id ? k : -1;
  }
  return CARD_NUMBERS.get(id) ?? -1;
}

/** The whole tables of a content edition. */
export function tablesOf(edition: ContentEdition): Tables {
  return TABLES[edition];
}

/** The edition a match plays with: its config's, edition 1 when it names none (§0.3, `contentEdition`). */
export function editionOf(config: { readonly contentEdition?: ContentEdition }): ContentEdition {
  return config.contentEdition ?? 1;
}

/**
 * An element card's id, element and requirements, which no edition changes; what its rows do is
 * `cardOf(id, edition)`.
 */
export function cardShapeOf(id: string): ElementCard | undefined {
  return TABLES[1].cards.get(id);
}

/** Whether `id` is a village card (of every edition). */
export function isVillageCard(id: string): boolean {
  return TABLES[1].villages.has(id);
}

export function cardOf(id: string, edition: ContentEdition): ElementCard {
  const c = cardIn(id, edition);
  if (!c) throw new Error(`Unknown element card ${id}`);
  return c;
}

/** The element card `id` of an edition, or undefined for any other id. */
export function cardIn(id: string, edition: ContentEdition): ElementCard | undefined {
  const k = cardNumber(id);
  return k < 0 ? undefined : TABLES[edition].cardList[k];
}

export function forestOf(id: string): ForestTile {
  const t = CAT.forest.get(id);
  if (!t) throw new Error(`Unknown forest tile ${id}`);
  return t;
}

export function villageOf(id: string, edition: ContentEdition): VillageCard {
  const v = TABLES[edition].villages.get(id);
  if (!v) throw new Error(`Unknown village card ${id}`);
  return v;
}

/** The leaders as a list: the rules ask at every checkpoint, and a scan of a few beats a string in a map. */
const LEADER_LIST: readonly LeaderBoard[] = [...CAT.leaders.values()];

export function leaderOf(id: LeaderId): LeaderBoard {
  for (let i = 0; i < LEADER_LIST.length; i++) {
    const l = LEADER_LIST[i] as LeaderBoard;
    if (l.id === id) return l;
  }
  throw new Error(`Unknown leader ${id}`);
}

const FOREST_CODES = cardsByCode(CAT.forestIds);
const FOREST_LIST: readonly ForestTile[] = CAT.forestIds.map((id) => CAT.forest.get(id) as ForestTile);

/**
 * The forest tile `id`, or undefined for any other id (a start tile's, say). Read off the id's
 * characters where the content allows, as `cardNumber` does: searches ask at every step.
 */
export function forestTileOf(id: string): ForestTile | undefined {
  if (FOREST_CODES === null) return CAT.forest.get(id);
  const code = idCode(id);
  const k = code < 0 ? -1 : (FOREST_CODES[code] as number);
  return k >= 0 && CAT.forestIds[k] === id ? FOREST_LIST[k] : undefined;
}

/** Seat i's start tile: the one numbered i+1 (§0.2). */
export function startTileOf(seat: number): StartTile {
  const t = CAT.startBySeat[seat];
  if (!t) throw new Error(`No start tile for seat ${seat}`);
  return t;
}
