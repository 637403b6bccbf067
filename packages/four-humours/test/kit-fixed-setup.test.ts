import { kitGames } from '@boardhall/engine/testkit';
import { describe } from 'vitest';
import { kitRun } from './kit-run.ts';

/**
 * Matches created with a fixed setup: its stacked deck order is a secret of nobody at the table
 * (secretsOf lists it for every seat), so the kit's "views keep secrets" check looks for it in
 * every view. Twelve stacked cards: the display takes four or five, the rest stay in the deck.
 */
const deck = ['S20', 'S03', 'S31', 'S11', 'S07', 'S26', 'S14', 'S35', 'S02', 'S18', 'S29', 'S09'];
/** Fewer than the other runs' (kit-run.ts): these add a setup, not a mode; BOARDHALL_KIT_GAMES for more. */
const GAMES = kitGames(process.env.BOARDHALL_KIT_GAMES, 120);

describe('the engine test kit over random games with a fixed setup', () => {
  kitRun('kingdom', 4, {
    name: 'fixed-setup',
    games: GAMES,
    options: {
      fixedSetup: {
        tiles: [
          { tile: 'B', rotation: 1 },
          { tile: 'A', rotation: 0 },
          { tile: 'F', rotation: 3 },
          { tile: 'C', rotation: 2 },
          { tile: 'E', rotation: 0 },
          { tile: 'D', rotation: 1 },
        ],
        objectives: ['O2', 'O5', 'O9', 'O12'],
        deck,
        firstPlayer: 2,
      },
    },
  });
  kitRun('fiefdom', 3, { name: 'stacked-deck', games: GAMES, options: { fixedSetup: { deck } } });
  kitRun('solo', 1, { name: 'stacked-deck', games: GAMES, options: { fixedSetup: { deck } } });
});
