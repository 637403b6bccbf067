/**
 * The 39 forest tiles of set v1, exactly as the spec's complete table (§8.5):
 * ids `M01–M13` (moss), `A01–A13` (amber), `D01–D13` (dusk). Bonuses are in
 * printed order. Structure published, values stand-in.
 */
import { bonus as b, deepFreeze } from './build.ts';
import type { BuildBonus, ForestColour, ForestTile } from './schema.ts';

type TemplateRow = readonly [
  number: string,
  slots: 2 | 3 | 4,
  waterCost: number,
  moss: BuildBonus[],
  amber: BuildBonus[],
  dusk: BuildBonus[],
];

/** §8.5, one line per tile number. */
const TEMPLATE: readonly TemplateRow[] = [
  ['01', 2, 3, [b.water(2)], [b.cleanse(2)], [b.move(2)]],
  ['02', 2, 3, [b.water(1), b.cleanse(1)], [b.water(1), b.move(1)], [b.cleanse(1), b.move(1)]],
  ['03', 2, 3, [b.portal()], [b.portal()], [b.portal()]],
  ['04', 2, 3, [b.turbine()], [b.turbine()], [b.turbine()]],
  ['05', 3, 2, [b.turbine()], [b.turbine()], [b.turbine()]],
  ['06', 3, 2, [b.catapult()], [b.catapult()], [b.catapult()]],
  ['07', 3, 2, [b.portal()], [b.portal()], [b.portal()]],
  ['08', 3, 2, [b.water(2)], [b.cleanse(2)], [b.move(2)]],
  ['09', 3, 2, [b.water(1), b.cleanse(1)], [b.cleanse(1), b.move(1)], [b.water(1), b.move(1)]],
  ['10', 4, 1, [b.turbine(), b.water(1)], [b.turbine(), b.cleanse(1)], [b.turbine(), b.move(1)]],
  ['11', 4, 1, [b.catapult(), b.water(1)], [b.catapult(), b.water(1)], [b.catapult(), b.water(1)]],
  ['12', 4, 1, [b.portal(), b.cleanse(1)], [b.portal(), b.cleanse(1)], [b.portal(), b.cleanse(1)]],
  ['13', 4, 1, [b.turbine(), b.catapult()], [b.turbine(), b.catapult()], [b.turbine(), b.catapult()]],
];

function tilesOf(colour: ForestColour, prefix: 'M' | 'A' | 'D', column: 3 | 4 | 5): ForestTile[] {
  return TEMPLATE.map((line) => ({
    id: `${prefix}${line[0]}`,
    colour,
    slots: line[1],
    waterCost: line[2],
    bonuses: line[column].map((bonus) => ({ ...bonus })),
    provenance: 'stand-in',
  }));
}

export const MOSS_TILES: readonly ForestTile[] = deepFreeze(tilesOf('moss', 'M', 3));
export const AMBER_TILES: readonly ForestTile[] = deepFreeze(tilesOf('amber', 'A', 4));
export const DUSK_TILES: readonly ForestTile[] = deepFreeze(tilesOf('dusk', 'D', 5));

/** All 39 forest tiles: moss, amber, dusk, each by number. */
export const FOREST_TILES: readonly ForestTile[] = Object.freeze([...MOSS_TILES, ...AMBER_TILES, ...DUSK_TILES]);
