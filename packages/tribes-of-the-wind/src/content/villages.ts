/**
 * The 30 village cards of stand-in set v1. V01–V15 are the spec's examples
 * (§8.7), copied exactly; V16–V30 complete the set following §8.3 (reasons and
 * figures: docs/rules-notes/tribes-of-the-wind-content.md).
 * `task` is the left half (tuck, scored at the end), `immediate` the right half.
 */
import { catapult, cleanse, deepFreeze, move, plant, temple, water } from './build.ts';
import type { Effect, TaskPredicate, VillageCard } from './schema.ts';

const v = (id: string, task: TaskPredicate, vp: number, ...immediate: Effect[]): VillageCard => ({
  id,
  task,
  vp,
  immediate,
  provenance: 'stand-in',
});

export const VILLAGE_CARDS: readonly VillageCard[] = deepFreeze([
  // spec examples (§8.7)
  v('V01', { kind: 'templesOnVillagesAtLeast', n: 2 }, 5, temple()),
  v('V02', { kind: 'cornersFilled' }, 4, catapult()),
  v('V03', { kind: 'sameColourLine', length: 3 }, 4, water(3)),
  v('V04', { kind: 'colourTilesAtLeast', colour: 'moss', n: 4 }, 3, plant(1)),
  v('V05', { kind: 'colourTilesAtLeast', colour: 'amber', n: 4 }, 3, cleanse(2), water(1)),
  v('V06', { kind: 'colourTilesAtLeast', colour: 'dusk', n: 4 }, 3, move(3)),
  v('V07', { kind: 'fullRow' }, 5, cleanse(3)),
  v('V08', { kind: 'fullColumn' }, 3, move(2), water(1)),
  v('V09', { kind: 'waterAtLeast', n: 6 }, 3, water(2), cleanse(1)),
  v('V10', { kind: 'capitalEmpty' }, 4, catapult(), water(1)),
  v('V11', { kind: 'portalVillagesAtLeast', n: 2 }, 4, temple()),
  v('V12', { kind: 'ridersOnOneTileAtLeast', n: 3 }, 3, catapult()),
  v('V13', { kind: 'adjacentVillages' }, 3, water(2), move(1)),
  v('V14', { kind: 'cleanRow', row: 2 }, 4, cleanse(2), move(1)),
  v('V15', { kind: 'tilesAtLeast', n: 9 }, 5, temple()),
  // completion (§8.3): 3 catapult, 2 temple and 10 resource halves; 52 VP
  v('V16', { kind: 'pollutedCellsAtMost', n: 1 }, 4, move(3)),
  v('V17', { kind: 'pollutedCellsAtMost', n: 3 }, 3, move(4)),
  v('V18', { kind: 'tilesWithRidersAtLeast', n: 3 }, 2, catapult(), water(1)),
  v('V19', { kind: 'tilesWithRidersAtLeast', n: 5 }, 4, catapult(), water(1)),
  v('V20', { kind: 'ridersOnOneTileAtLeast', n: 5 }, 4, catapult()),
  v('V21', { kind: 'templesBuiltAtLeast', n: 4 }, 2, temple()),
  v('V22', { kind: 'templesOnVillagesAtLeast', n: 3 }, 6, temple()),
  v('V23', { kind: 'portalVillagesAtLeast', n: 3 }, 6, move(3)),
  v('V24', { kind: 'sameColourLine', length: 4 }, 5, water(1), plant()),
  v('V25', { kind: 'sameColourLine', length: 2 }, 2, move(3), water(1)),
  v('V26', { kind: 'colourPath', colours: ['moss', 'amber', 'dusk'] }, 2, water(2), plant()),
  v('V27', { kind: 'colourPath', colours: ['dusk', 'moss', 'amber', 'dusk', 'moss'] }, 4, plant(2)),
  v('V28', { kind: 'waterAtLeast', n: 10 }, 4, move(4)),
  v('V29', { kind: 'tilesAtLeast', n: 7 }, 2, plant(1), move(1)),
  v('V30', { kind: 'cleanRow', row: 0 }, 2, move(3), water(1)),
]);
