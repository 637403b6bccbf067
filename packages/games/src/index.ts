import { createRegistry, type GameRegistry } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';

/** Every game Boardhall plays. Adding a game is one package and one line here. */
export const games: GameRegistry = createRegistry([fourHumours]);
