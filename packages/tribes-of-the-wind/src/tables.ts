/**
 * Lookup tables over the content set, built once at load. Rules read content only through here,
 * so a publisher's card list can replace the stand-in set without touching rules code.
 */
import { CONTENT } from './content/index.ts';
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

/** The tables of the content set the rules play with. */
export const CAT: Tables = buildTables(CONTENT);

export function cardOf(id: string): ElementCard {
  const c = CAT.cards.get(id);
  if (!c) throw new Error(`Unknown element card ${id}`);
  return c;
}

export function forestOf(id: string): ForestTile {
  const t = CAT.forest.get(id);
  if (!t) throw new Error(`Unknown forest tile ${id}`);
  return t;
}

export function villageOf(id: string): VillageCard {
  const v = CAT.villages.get(id);
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
