/**
 * Content schema of Tribes of the Wind, exactly as in the rules spec §8.1
 * (`shared/rules/tribes-of-the-wind.md`). The rules engine imports these types;
 * do not change a shape here without changing the spec.
 *
 * The data modules export these records as `readonly` arrays and deep-freeze
 * them at runtime (see `index.ts`): treat every content object as immutable.
 */

export type Provenance = 'published' | 'stand-in';
/** Blue, red, green and yellow backs. */
export type Element = 'water' | 'fire' | 'earth' | 'wind';
export type ForestColour = 'moss' | 'amber' | 'dusk';
export type RowIdx = 0 | 1 | 2;
export type ColIdx = 0 | 1 | 2 | 3;
export interface Cell {
  r: RowIdx;
  c: ColIdx;
}
export type NodeRef = 'capital' | Cell;

/** §3.3 requirement kinds. */
export type Requirement =
  | { kind: 'selfAtLeast'; element: Element; n: number }
  | { kind: 'selfNone'; element: Element }
  | { kind: 'allFour' }
  | { kind: 'compare'; element: Element; relation: 'more' | 'fewer'; against: 'one' | 'both' | 'left' | 'right' }
  | { kind: 'neighboursHold'; element: Element }
  | { kind: 'totalAtLeast'; element: Element; n: number };

/** §3.5 effects. */
export type Effect =
  | { kind: 'water'; n: number }
  | { kind: 'cleanse'; n: number }
  | { kind: 'plant'; discount: number }
  | { kind: 'move'; n: number }
  | { kind: 'catapult' }
  | { kind: 'temple' }; // VillageCard.immediate only

export interface PlainRow {
  kind: 'plain';
  requirement: Requirement;
  effects: Effect[];
}
export interface ScalingRow {
  kind: 'scaling';
  element: Element;
  scope: 'self' | 'total';
  tiers: { atLeast: number; effects: Effect[] }[]; // atLeast strictly ascending
}
export interface ElementCard {
  id: string;
  element: Element;
  rows: [PlainRow | ScalingRow] | [PlainRow, PlainRow]; // [only] | [easy, hard]
  provenance: Provenance;
  note?: string;
}

export type BuildBonus =
  | { kind: 'water'; n: number }
  | { kind: 'cleanse'; n: number }
  | { kind: 'move'; n: number }
  | { kind: 'catapult' }
  | { kind: 'turbine' }
  | { kind: 'portal' };
export interface ForestTile {
  id: string;
  colour: ForestColour;
  slots: 2 | 3 | 4;
  waterCost: number;
  bonuses: BuildBonus[]; // >= 1, printed order
  provenance: Provenance;
}
export interface StartTile {
  id: 'S1' | 'S2' | 'S3' | 'S4' | 'S5';
  number: 1 | 2 | 3 | 4 | 5;
  colour: ForestColour;
  gains: Effect[];
  provenance: Provenance;
}

/** Task predicates (§8.1 table); evaluated on the owner's board. */
export type TaskPredicate =
  | { kind: 'waterAtLeast'; n: number }
  | { kind: 'pollutedCellsAtMost'; n: number }
  | { kind: 'tilesAtLeast'; n: number }
  | { kind: 'tilesWithRidersAtLeast'; n: number }
  | { kind: 'templesBuiltAtLeast'; n: number }
  | { kind: 'templesOnVillagesAtLeast'; n: number }
  | { kind: 'colourTilesAtLeast'; colour: ForestColour; n: number }
  | { kind: 'sameColourLine'; length: number }
  | { kind: 'cornersFilled' }
  | { kind: 'fullRow' }
  | { kind: 'fullColumn' }
  | { kind: 'ridersOnOneTileAtLeast'; n: number }
  | { kind: 'capitalEmpty' }
  | { kind: 'portalVillagesAtLeast'; n: number }
  | { kind: 'adjacentVillages' }
  | { kind: 'cleanRow'; row: RowIdx }
  | { kind: 'colourPath'; colours: ForestColour[] };

export interface VillageCard {
  id: string;
  task: TaskPredicate;
  vp: number;
  immediate: Effect[];
  provenance: Provenance;
}

export type LeaderId = 'ysolde' | 'karrek' | 'mirren' | 'sefu' | 'amaru';
export type AbilityId =
  | 'wellspring'
  | 'springDowsing'
  | 'confluence'
  | 'reservoir'
  | 'purifier'
  | 'firebreak'
  | 'ashToSoil'
  | 'clearSkies'
  | 'seedBank'
  | 'twinSaplings'
  | 'groveKeeper'
  | 'rootedRiders'
  | 'tailwind'
  | 'skyways'
  | 'lightCamp'
  | 'updraft'
  | 'stonemason'
  | 'templeBlessing'
  | 'pilgrims'
  | 'holyGround';
export interface AbilityCard {
  id: AbilityId;
  leader: LeaderId;
  name: string;
  text: string;
  provenance: Provenance;
}
export interface LeaderBoard {
  id: LeaderId;
  name: string;
  pollution: [number[], number[], number[]]; // 3 x 4 token counts; [0][0] === 0; sum 16
  templeSlots: [Effect[], Effect[], Effect[], Effect[]];
  colourPath: ForestColour[];
  uniqueTask: TaskPredicate;
  abilities: [AbilityId, AbilityId, AbilityId, AbilityId];
  provenance: Provenance;
}

// ---------------------------------------------------------------------------
// Additions to §8.1 (not in the spec's schema; convenience for engine and tests)

/** Every value of the string unions above, in a fixed order. */
export const ELEMENTS: readonly Element[] = ['water', 'fire', 'earth', 'wind'];
export const FOREST_COLOURS: readonly ForestColour[] = ['moss', 'amber', 'dusk'];
export const LEADER_IDS = ['ysolde', 'karrek', 'mirren', 'sefu', 'amaru'] as const satisfies readonly LeaderId[];

/** A whole content set, as checked by `validateContent` (§8.2). */
export interface ContentSet {
  elementCards: readonly ElementCard[];
  forestTiles: readonly ForestTile[];
  startTiles: readonly StartTile[];
  villageCards: readonly VillageCard[];
  leaders: readonly LeaderBoard[];
  abilityCards: readonly AbilityCard[];
}
