import { checkGameInvariants } from '@boardhall/engine/testkit';
import { describe, expect, it } from 'vitest';
import { conservation, fourHumours } from '../src/index.ts';

// Kingdom and Fiefdom with 2–6 players and Solo with 1, each over 1000 games, with conservation
// (Solo: the Rival's potions in bag, on scenes and parties, in the ledger and removed) after every
// action. Tuned for two shared cores: the expensive checks (views and secrets, determinize, illegal
// actions, pure apply, JSON) run on every game's first action and every 100th after it, the
// listed-actions-validate check on every 20th; conservation runs after every action. Most of the
// remaining time is the kit's replay, which re-checks every log message of every action.
const GAMES = 1000;

const RUNS: readonly { mode: 'kingdom' | 'fiefdom' | 'solo'; players: readonly number[] }[] = [
  { mode: 'kingdom', players: [2, 3, 4, 5, 6] },
  { mode: 'fiefdom', players: [2, 3, 4, 5, 6] },
  { mode: 'solo', players: [1] },
];

describe('the engine test kit over random games', () => {
  for (const { mode, players: counts } of RUNS) {
    for (const players of counts) {
      it(`keeps every invariant in ${GAMES} random ${mode} games with ${players} player${players > 1 ? 's' : ''}`, () => {
        const report = checkGameInvariants(fourHumours, {
          players,
          games: GAMES,
          // The Kingdom seeds are those of the runs before Fiefdom and Solo existed.
          seed: mode === 'kingdom' ? `kit-${players}` : `kit-${mode}-${players}`,
          options: { mode },
          maxActions: 1000,
          // Fiefdom and Solo games are shorter, so they afford deep checks more often.
          deepEvery: mode === 'kingdom' ? 100 : 50,
          legalEvery: mode === 'kingdom' ? 20 : 10,
          invariant: conservation,
        });
        expect(report.games).toBe(GAMES);
        expect(report.deepSteps).toBeGreaterThanOrEqual(GAMES);
        const reasons = Object.keys(report.endReasons);
        expect(Object.values(report.endReasons).reduce((a, b) => a + b, 0)).toBe(GAMES);
        if (mode === 'solo') expect(reasons.every((r) => /^solo-(win|draw|loss)-/.test(r))).toBe(true);
        else expect(reasons.some((r) => r.startsWith('solo'))).toBe(false);
      });
    }
  }
});
