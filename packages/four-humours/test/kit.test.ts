import { checkGameInvariants } from '@boardhall/engine/testkit';
import { describe, expect, it } from 'vitest';
import { conservation, fourHumours } from '../src/index.ts';

// Tuned for two shared cores: the expensive checks (views and secrets, determinize, illegal
// actions, pure apply, JSON) run on every game's first action and every 100th after it, the
// listed-actions-validate check on every 20th; conservation runs after every action. Most of the
// remaining time is the kit's replay, which re-checks every log message of every action.
const GAMES = 1000;

describe('the engine test kit over random games', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`keeps every invariant in ${GAMES} random ${players}-player games`, () => {
      const report = checkGameInvariants(fourHumours, {
        players,
        games: GAMES,
        seed: `kit-${players}`,
        maxActions: 1000,
        deepEvery: 100,
        legalEvery: 20,
        invariant: conservation,
      });
      expect(report.games).toBe(GAMES);
      expect(report.deepSteps).toBeGreaterThanOrEqual(GAMES);
      expect(Object.values(report.endReasons).reduce((a, b) => a + b, 0)).toBe(GAMES);
    });
  }
});
