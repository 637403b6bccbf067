/**
 * The five leaders (§4.3, §8.8): boards with the starting pollution layouts
 * (§2.2), temple slots T1–T4, the colour-path task, the unique task, and the
 * 4 ability cards each. All stand-in (names, boards, tasks and abilities).
 */
import { catapult, cleanse, deepFreeze, move, plant, water } from './build.ts';
import type { AbilityCard, LeaderBoard } from './schema.ts';

export const LEADERS: readonly LeaderBoard[] = deepFreeze<LeaderBoard[]>([
  {
    id: 'ysolde',
    name: 'Ysolde, the Spring Keeper',
    // layout A
    pollution: [
      [0, 0, 1, 2],
      [1, 2, 2, 1],
      [2, 2, 2, 1],
    ],
    templeSlots: [[water(3)], [move(2)], [cleanse(2)], [plant(2)]],
    colourPath: ['moss', 'moss', 'amber', 'dusk'],
    uniqueTask: { kind: 'waterAtLeast', n: 8 },
    abilities: ['wellspring', 'springDowsing', 'confluence', 'reservoir'],
    provenance: 'stand-in',
  },
  {
    id: 'karrek',
    name: 'Karrek, the Ash Mender',
    // layout C
    pollution: [
      [0, 1, 2, 1],
      [1, 2, 0, 2],
      [2, 2, 1, 2],
    ],
    templeSlots: [[cleanse(3)], [water(2), cleanse(1)], [move(3)], [plant(1)]],
    colourPath: ['amber', 'dusk', 'dusk', 'moss'],
    uniqueTask: { kind: 'pollutedCellsAtMost', n: 4 },
    abilities: ['purifier', 'firebreak', 'ashToSoil', 'clearSkies'],
    provenance: 'stand-in',
  },
  {
    id: 'mirren',
    name: 'Mirren, the Grove Singer',
    // layout B
    pollution: [
      [0, 1, 2, 2],
      [0, 2, 1, 2],
      [2, 1, 2, 1],
    ],
    templeSlots: [[plant(2)], [water(3)], [cleanse(2)], [move(2)]],
    colourPath: ['moss', 'amber', 'dusk', 'moss'],
    uniqueTask: { kind: 'tilesAtLeast', n: 6 },
    abilities: ['seedBank', 'twinSaplings', 'groveKeeper', 'rootedRiders'],
    provenance: 'stand-in',
  },
  {
    id: 'sefu',
    name: 'Sefu, the Gale Rider',
    // layout D
    pollution: [
      [0, 1, 1, 2],
      [2, 2, 2, 1],
      [1, 2, 2, 0],
    ],
    templeSlots: [[move(3)], [catapult(), move(1)], [water(3)], [cleanse(2)]],
    colourPath: ['dusk', 'amber', 'amber', 'moss'],
    uniqueTask: { kind: 'tilesWithRidersAtLeast', n: 4 },
    abilities: ['tailwind', 'skyways', 'lightCamp', 'updraft'],
    provenance: 'stand-in',
  },
  {
    id: 'amaru',
    name: 'Amaru, the Stone Listener',
    // layout E
    pollution: [
      [0, 2, 1, 0],
      [1, 2, 2, 1],
      [2, 1, 2, 2],
    ],
    templeSlots: [[water(2), move(1)], [cleanse(2), water(1)], [plant(1)], [move(2), water(1)]],
    colourPath: ['amber', 'moss', 'dusk', 'amber'],
    uniqueTask: { kind: 'templesBuiltAtLeast', n: 3 },
    abilities: ['stonemason', 'templeBlessing', 'pilgrims', 'holyGround'],
    provenance: 'stand-in',
  },
]);

/** The 20 ability cards, by leader in board order; `text` is the spec's exact effect (§4.3). */
export const ABILITY_CARDS: readonly AbilityCard[] = deepFreeze<AbilityCard[]>([
  // Ysolde
  {
    id: 'wellspring',
    leader: 'ysolde',
    name: 'Wellspring',
    text: "When you resolve an element-card row (plain or scaling) that contains at least one water effect, gain 1 extra water together with that row's first water effect, so later effects of the row can use it. This applies once per row.",
    provenance: 'stand-in',
  },
  {
    id: 'springDowsing',
    leader: 'ysolde',
    name: 'Spring Dowsing',
    text: 'When you build a village, gain 2 water at §3.8 step 6.',
    provenance: 'stand-in',
  },
  {
    id: 'confluence',
    leader: 'ysolde',
    name: 'Confluence',
    text: 'When you play a water card with two rows and both requirements are met at declaration, you may declare `both`: resolve the easy row, then the hard row.',
    provenance: 'stand-in',
  },
  {
    id: 'reservoir',
    leader: 'ysolde',
    name: 'Reservoir',
    text: 'End of game: +1 VP for every 3 water you hold, rounded down.',
    provenance: 'stand-in',
  },
  // Karrek
  {
    id: 'purifier',
    leader: 'karrek',
    name: 'Purifier',
    text: 'Every `cleanse n` you resolve, from any source, becomes `cleanse n+1`.',
    provenance: 'stand-in',
  },
  {
    id: 'firebreak',
    leader: 'karrek',
    name: 'Firebreak',
    text: 'When you place build pollution, first choose one cell that would receive a token; it receives none.',
    provenance: 'stand-in',
  },
  {
    id: 'ashToSoil',
    leader: 'karrek',
    name: 'Ash to Soil',
    text: 'Your plant effects may also target a cell with exactly 1 token, provided it is otherwise legal. Remove that token when the tile is placed.',
    provenance: 'stand-in',
  },
  {
    id: 'clearSkies',
    leader: 'karrek',
    name: 'Clear Skies',
    text: 'End of game: your polluted-cell count is scored as one lower (minimum 0).',
    provenance: 'stand-in',
  },
  // Mirren
  {
    id: 'seedBank',
    leader: 'mirren',
    name: 'Seed Bank',
    text: 'Every plant you resolve costs 1 less water (minimum 0). This adds to printed discounts.',
    provenance: 'stand-in',
  },
  {
    id: 'twinSaplings',
    leader: 'mirren',
    name: 'Twin Saplings',
    text: "Once per turn, right after you place a tile with a plant effect (after the market refill and any Rooted Riders decision, §3.5), you may resolve one extra `plant` (discount 0; Seed Bank still applies). It comes before the rest of that effect's row or source.",
    provenance: 'stand-in',
  },
  {
    id: 'groveKeeper',
    leader: 'mirren',
    name: 'Grove Keeper',
    text: 'End of game: +1 VP for each forest-side tile in your grid (not the start tile, not villages).',
    provenance: 'stand-in',
  },
  {
    id: 'rootedRiders',
    leader: 'mirren',
    name: 'Rooted Riders',
    text: 'When you place a forest tile, you may move 1 rider from your capital onto it.',
    provenance: 'stand-in',
  },
  // Sefu
  {
    id: 'tailwind',
    leader: 'sefu',
    name: 'Tailwind',
    text: 'Every `move n` you resolve, from any source, becomes `move n+1`.',
    provenance: 'stand-in',
  },
  {
    id: 'skyways',
    leader: 'sefu',
    name: 'Skyways',
    text: 'For movement, your start tile is linked to every portal village. It does not count as a portal village for tasks.',
    provenance: 'stand-in',
  },
  {
    id: 'lightCamp',
    leader: 'sefu',
    name: 'Light Camp',
    text: 'To build a village you need R = max(2, slots − 1) riders on it, and you return exactly R.',
    provenance: 'stand-in',
  },
  {
    id: 'updraft',
    leader: 'sefu',
    name: 'Updraft',
    text: 'When you build a village, resolve `move 2` after the village card (§3.8 step 8).',
    provenance: 'stand-in',
  },
  // Amaru
  {
    id: 'stonemason',
    leader: 'amaru',
    name: 'Stonemason',
    text: 'The temple action (B1 and B2) discards exactly 2 cards instead of 3, and the blind draw is then 2.',
    provenance: 'stand-in',
  },
  {
    id: 'templeBlessing',
    leader: 'amaru',
    name: 'Temple Blessing',
    text: 'When you build a temple (B1 or free), after the slot bonus: `+1 water`, then `cleanse 1`.',
    provenance: 'stand-in',
  },
  {
    id: 'pilgrims',
    leader: 'amaru',
    name: 'Pilgrims',
    text: 'When you build a village on a tile that has a temple, resolve `move 2` at §3.8 step 6.',
    provenance: 'stand-in',
  },
  {
    id: 'holyGround',
    leader: 'amaru',
    name: 'Holy Ground',
    text: 'End of game: +2 VP for each of your temples standing on a village.',
    provenance: 'stand-in',
  },
]);
