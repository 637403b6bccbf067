/**
 * Stand-in content set v1 of Tribes of the Wind: every list, the whole set as
 * `CONTENT`, and lookup maps by id. All data is deep-frozen.
 */
import { EARTH_CARDS, ELEMENT_CARDS, FIRE_CARDS, WATER_CARDS, WIND_CARDS } from './elements.ts';
import { AMBER_TILES, DUSK_TILES, FOREST_TILES, MOSS_TILES } from './forest.ts';
import { ABILITY_CARDS, LEADERS } from './leaders.ts';
import type {
  AbilityCard,
  AbilityId,
  ContentSet,
  ElementCard,
  ForestTile,
  LeaderBoard,
  LeaderId,
  StartTile,
  VillageCard,
} from './schema.ts';
import { CURRENT_SET } from './set.ts';
import { START_TILES } from './start-tiles.ts';
import { VILLAGE_CARDS } from './villages.ts';

export * from './editions.ts';
export * from './notation.ts';
export * from './schema.ts';
export { VALIDATION_RULES, type ValidationRule, validateContent } from './validate.ts';
export {
  ABILITY_CARDS,
  AMBER_TILES,
  DUSK_TILES,
  EARTH_CARDS,
  ELEMENT_CARDS,
  FIRE_CARDS,
  FOREST_TILES,
  LEADERS,
  MOSS_TILES,
  START_TILES,
  VILLAGE_CARDS,
  WATER_CARDS,
  WIND_CARDS,
};

/**
 * The complete stand-in set v1 as new matches play it: content edition 2. Edition 1, the set as
 * first authored, differs in seventeen cards' effects: `contentOfEdition(1)` (`editions.ts`).
 */
export const CONTENT: ContentSet = CURRENT_SET;

function indexById<K extends string, T extends { id: K }>(items: readonly T[]): ReadonlyMap<K, T> {
  return new Map(items.map((item) => [item.id, item] as const));
}

export const ELEMENT_CARD_BY_ID: ReadonlyMap<string, ElementCard> = indexById(ELEMENT_CARDS);
export const FOREST_TILE_BY_ID: ReadonlyMap<string, ForestTile> = indexById(FOREST_TILES);
export const START_TILE_BY_ID: ReadonlyMap<string, StartTile> = indexById<StartTile['id'], StartTile>(START_TILES);
export const VILLAGE_CARD_BY_ID: ReadonlyMap<string, VillageCard> = indexById(VILLAGE_CARDS);
export const LEADER_BY_ID: ReadonlyMap<LeaderId, LeaderBoard> = indexById<LeaderId, LeaderBoard>(LEADERS);
export const ABILITY_BY_ID: ReadonlyMap<AbilityId, AbilityCard> = indexById<AbilityId, AbilityCard>(ABILITY_CARDS);
