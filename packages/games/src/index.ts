import { createRegistry, type GameRegistry } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { tribesOfTheWind } from '@boardhall/tribes-of-the-wind';

/** Every game Boardhall plays. Adding a game is one package and one line here. */
export const games: GameRegistry = createRegistry([fourHumours, tribesOfTheWind]);
