/**
 * One run of the engine test kit: 1000 random games of a mode and player count, conservation
 * (Solo: the Rival's potions in bag, on scenes and parties, in the ledger and removed) after every
 * action. Tuned for two shared cores: the expensive checks (views and secrets, determinize,
 * illegal actions, pure apply, JSON) run on every game's first action and every 100th after it,
 * the listed-actions-validate check on every 20th. Most of the remaining time is the kit's replay,
 * which re-checks every log message of every action, and its state hashes.
 *
 * The runs are split over two files (kit.test.ts: Kingdom and Solo; kit-fiefdom.test.ts: Fiefdom)
 * so that the test runner can give them a core each.
 */
import { checkGameInvariants } from '@boardhall/engine/testkit';
import { expect, it } from 'vitest';
import { conservation, fourHumours, type Mode } from '../src/index.ts';

export const GAMES = 1000;

export function kitRun(mode: Mode, players: number): void {
  it(`keeps every invariant in ${GAMES} random ${mode} games with ${players} player${players > 1 ? 's' : ''}`, () => {
    const report = checkGameInvariants(fourHumours, {
      players,
      games: GAMES,
      // The Kingdom seeds are those of the runs before Fiefdom and Solo existed.
      seed: mode === 'kingdom' ? `kit-${players}` : `kit-${mode}-${players}`,
      options: { mode },
      maxActions: 1000,
      deepEvery: 100,
      legalEvery: 20,
      invariant: conservation,
    });
    expect(report.games).toBe(GAMES);
    expect(report.deepSteps).toBeGreaterThanOrEqual(GAMES);
    expect(Object.values(report.endReasons).reduce((a, b) => a + b, 0)).toBe(GAMES);
    const reasons = Object.keys(report.endReasons);
    if (mode === 'solo') expect(reasons.every((r) => /^solo-(win|draw|loss)-/.test(r))).toBe(true);
    else expect(reasons.some((r) => r.startsWith('solo'))).toBe(false);
  });
}
