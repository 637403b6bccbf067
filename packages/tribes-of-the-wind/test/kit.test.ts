import { checkGameInvariants } from '@boardhall/engine/testkit';
import { describe, expect, it } from 'vitest';
import { conservation, tribesOfTheWind } from '../src/index.ts';

const invariant = (s: Parameters<typeof conservation>[0]) => {
  const problems = conservation(s);
  return problems.length === 0 ? null : problems.join('; ');
};

/**
 * The engine's invariant kit over 500 random games per player count: listed actions validate,
 * illegal ones are refused (unknown keys too), apply is pure and deterministic, views keep secrets, determinize
 * round-trips, games end; conservation after every action. The expensive checks run on a sample
 * of steps (deepEvery/legalEvery) so the file stays well inside the suite's time budget.
 */
describe('invariant kit', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`holds over 500 random games with ${players} players`, () => {
      const report = checkGameInvariants(tribesOfTheWind, {
        players,
        games: 500,
        seed: `totw-kit-${players}`,
        maxActions: 4000,
        deepEvery: 211,
        legalEvery: 53,
        invariant,
      });
      expect(report.games).toBe(500);
      expect(report.deepSteps).toBeGreaterThan(500);
      // Legal actions with an unknown key added (top level and nested cells) are refused.
      expect(report.unknownKeysRefused).toBeGreaterThan(report.deepSteps);
      expect((report.endReasons['max-rounds'] ?? 0) + (report.endReasons['fifth-village'] ?? 0)).toBe(500);
    });
  }

  it('holds with every RulesConfig switch flipped', () => {
    const report = checkGameInvariants(tribesOfTheWind, {
      players: 3,
      games: 60,
      seed: 'totw-kit-flipped',
      maxActions: 4000,
      deepEvery: 7,
      legalEvery: 5,
      options: {
        playedCardCounts: false,
        deckTopVisible: false,
        forestStackTopTakeable: false,
        buildPollutionStacks: false,
        discardVisibility: 'top',
        tuckedCardsPublic: false,
        startingWater: 3,
        stuckDiscard: false,
        maxRounds: 15,
      },
      invariant,
    });
    expect(report.games).toBe(60);
  });

  it('holds for two players with the row on the left', () => {
    const report = checkGameInvariants(tribesOfTheWind, {
      players: 2,
      games: 60,
      seed: 'totw-kit-2p-left',
      maxActions: 4000,
      deepEvery: 7,
      legalEvery: 5,
      options: { twoPlayerRowSide: 'left', tuckedCardsPublic: false, maxRounds: 20 },
      invariant,
    });
    expect(report.games).toBe(60);
  });
});
