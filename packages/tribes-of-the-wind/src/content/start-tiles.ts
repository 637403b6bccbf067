/**
 * The 5 start tiles (§8.6). No rider slots, no village side. Numbered, coloured
 * and giving resources is published; the values are stand-ins.
 */
import { cleanse, deepFreeze, move, water } from './build.ts';
import type { StartTile } from './schema.ts';

export const START_TILES: readonly StartTile[] = deepFreeze([
  { id: 'S1', number: 1, colour: 'moss', gains: [water(1)], provenance: 'stand-in' },
  { id: 'S2', number: 2, colour: 'amber', gains: [water(2)], provenance: 'stand-in' },
  { id: 'S3', number: 3, colour: 'dusk', gains: [water(2), cleanse(1)], provenance: 'stand-in' },
  { id: 'S4', number: 4, colour: 'amber', gains: [water(3), cleanse(1)], provenance: 'stand-in' },
  { id: 'S5', number: 5, colour: 'moss', gains: [water(3), cleanse(1), move(1)], provenance: 'stand-in' },
]);
