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
  return {
    cards,
    elementOf,
    cardIds: sortIds(set.elementCards),
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
  const c = TABLES[edition].cards.get(id);
  if (!c) throw new Error(`Unknown element card ${id}`);
  return c;
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

export function leaderOf(id: LeaderId): LeaderBoard {
  const l = CAT.leaders.get(id);
  if (!l) throw new Error(`Unknown leader ${id}`);
  return l;
}

/** Seat i's start tile: the one numbered i+1 (§0.2). */
export function startTileOf(seat: number): StartTile {
  const t = CAT.startBySeat[seat];
  if (!t) throw new Error(`No start tile for seat ${seat}`);
  return t;
}
