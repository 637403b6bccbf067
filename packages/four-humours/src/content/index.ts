import { LADDERS } from './ladders.ts';
import { FIEF_BOARD, FIEFDOM_OBJECTIVES, KINGDOM_OBJECTIVES } from './objectives.ts';
import { PARTIES } from './parties.ts';
import { SCENES } from './scenes.ts';
import type { ContentSet } from './schema.ts';
import { TILES } from './tiles.ts';

export * from './ladders.ts';
export * from './objectives.ts';
export * from './parties.ts';
export * from './scenes.ts';
export * from './schema.ts';
export * from './tiles.ts';

/** SC-1, the stand-in content set of spec §9. */
export const SC1: ContentSet = {
  id: 'SC-1',
  tiles: TILES,
  ladders: LADDERS,
  scenes: SCENES,
  parties: PARTIES,
  objectives: [...KINGDOM_OBJECTIVES, ...FIEFDOM_OBJECTIVES],
  fief: FIEF_BOARD,
};
