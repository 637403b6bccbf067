/** The lesson's last button: a real first game on this device, the learner against an easy bot. */
import type { AnyGamePlugin } from '../games/types.ts';
import { newId, newSeed, saveLocalMatch } from '../session/storage.ts';

export const EASY_BOT = 'ismcts:level=easy';

/** Saves a new two-player local match (the game's default options, a fresh seed) and returns its id. */
export function createFirstGame(plugin: AnyGamePlugin, playerName: string | null): string {
  const options = plugin.engine.optionsSchema.parse(plugin.defaultOptions());
  const seed = newSeed();
  plugin.engine.setup(2, options, seed);
  const now = Date.now();
  const id = newId();
  saveLocalMatch({
    v: 1,
    id,
    game: plugin.id,
    players: 2,
    options,
    seed,
    rngScheme: 'chacha20',
    seats: [
      { kind: 'human', name: playerName },
      { kind: 'bot', bot: EASY_BOT, name: null },
    ],
    actions: [],
    createdAt: now,
    updatedAt: now,
    finished: false,
    toAct: [],
  });
  return id;
}
