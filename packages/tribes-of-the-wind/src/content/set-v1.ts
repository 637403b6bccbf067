/** Stand-in set v1 as authored: the content of edition 1 (`editions.ts`). */
import { ELEMENT_CARDS } from './elements.ts';
import { FOREST_TILES } from './forest.ts';
import { ABILITY_CARDS, LEADERS } from './leaders.ts';
import type { ContentSet } from './schema.ts';
import { START_TILES } from './start-tiles.ts';
import { VILLAGE_CARDS } from './villages.ts';

/** The complete stand-in set v1 (80 element cards, 39 forest tiles, 5 start tiles, 30 village cards, 5 leaders). */
export const CONTENT_V1: ContentSet = Object.freeze({
  elementCards: ELEMENT_CARDS,
  forestTiles: FOREST_TILES,
  startTiles: START_TILES,
  villageCards: VILLAGE_CARDS,
  leaders: LEADERS,
  abilityCards: ABILITY_CARDS,
});
