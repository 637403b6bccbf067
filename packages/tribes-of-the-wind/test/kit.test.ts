import { checkGameInvariants, kitGames } from '@boardhall/engine/testkit';
import { describe, expect, it } from 'vitest';
import { conservation, tribesOfTheWind } from '../src/index.ts';

const invariant = (s: Parameters<typeof conservation>[0]) => {
  const problems = conservation(s);
  return problems.length === 0 ? null : problems.join('; ');
};

const GAMES = kitGames(process.env.BOARDHALL_KIT_GAMES, 100);

/**
 * The engine's invariant kit over 100 random games per player count (BOARDHALL_KIT_GAMES for a
 * deeper run): listed actions validate,
 * illegal ones are refused (unknown keys too), apply is pure and deterministic, views keep secrets, determinize
 * round-trips, games end; conservation after every action. The expensive checks run on a sample
 * of steps (deepEvery/legalEvery), and every third game's log is rendered in every language, so
 * the file stays well inside the suite's time budget.
 */
describe('invariant kit', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`holds over ${GAMES} random games with ${players} players`, () => {
      const report = checkGameInvariants(tribesOfTheWind, {
        players,
        games: GAMES,
        seed: `totw-kit-${players}`,
        maxActions: 4000,
        deepEvery: 211,
        legalEvery: 53,
        messageEvery: 3,
        invariant,
      });
      expect(report.games).toBe(GAMES);
      expect(report.deepSteps).toBeGreaterThan(GAMES);
      expect(report.messagesRendered).toBeGreaterThan(GAMES);
      // Legal actions with an unknown key added (top level and nested cells) are refused.
      expect(report.unknownKeysRefused).toBeGreaterThan(report.deepSteps);
      expect((report.endReasons['max-rounds'] ?? 0) + (report.endReasons['fifth-village'] ?? 0)).toBe(GAMES);
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
