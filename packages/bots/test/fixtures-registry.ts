import { createRegistry } from '@boardhall/engine';
import { tally } from '../../engine/test/fixtures/toy-game.ts';

/** The registry the pool's workers load in tests. */
export const games = createRegistry([tally]);
