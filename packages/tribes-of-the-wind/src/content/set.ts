/** Stand-in set v1 as new matches play it: content edition 2 (`editions.ts` keeps edition 1). */
import { ELEMENT_CARDS } from './elements.ts';
import { FOREST_TILES } from './forest.ts';
import { ABILITY_CARDS, LEADERS } from './leaders.ts';
import type { ContentSet } from './schema.ts';
import { START_TILES } from './start-tiles.ts';
import { VILLAGE_CARDS } from './villages.ts';

/** The complete stand-in set v1, edition 2 (80 element cards, 39 forest tiles, 5 start tiles, 30 village cards, 5 leaders). */
export const CURRENT_SET: ContentSet = Object.freeze({
  elementCards: ELEMENT_CARDS,
  forestTiles: FOREST_TILES,
  startTiles: START_TILES,
  villageCards: VILLAGE_CARDS,
  leaders: LEADERS,
  abilityCards: ABILITY_CARDS,
});
