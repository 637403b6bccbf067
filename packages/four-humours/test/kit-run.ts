/**
 * One run of the engine test kit: random games of a mode and player count, conservation
 * (Solo: the Rival's potions in bag, on scenes and parties, in the ledger and removed) after every
 * action. Tuned for two shared cores: the expensive checks (views and secrets, determinize,
 * illegal actions, pure apply, JSON) run on every game's first action and every 100th after it,
 * the listed-actions-validate check on every 20th. Most of the remaining time is the kit's replay,
 * which re-checks every log message of every action (rendered in every language in every third
 * game: rendering was a third of the kit's time), and its state hashes. 150 games a run keep the
 * whole suite inside its 15-minute budget (issue #39); set BOARDHALL_KIT_GAMES for a deeper run
 * (e.g. 5000).
 *
 * The runs are split over two files (kit.test.ts: Kingdom and Solo; kit-fiefdom.test.ts: Fiefdom)
 * so that the test runner can give them a core each.
 */
import { checkGameInvariants, kitGames } from '@boardhall/engine/testkit';
import { expect, it } from 'vitest';
import { conservation, fourHumours, type Mode } from '../src/index.ts';

export const GAMES = kitGames(process.env.BOARDHALL_KIT_GAMES, 150);

/** A run with more options than the mode (a fixed setup, say): named in the test and its seeds. */
export interface KitVariant {
  readonly name: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly games: number;
}

export function kitRun(mode: Mode, players: number, variant?: KitVariant): void {
  const games = variant?.games ?? GAMES;
  const label = variant ? `, ${variant.name}` : '';
  it(`keeps every invariant in ${games} random ${mode} games with ${players} player${players > 1 ? 's' : ''}${label}`, () => {
    const base = mode === 'kingdom' ? `kit-${players}` : `kit-${mode}-${players}`;
    const report = checkGameInvariants(fourHumours, {
      players,
      games,
      // The Kingdom seeds are those of the runs before Fiefdom and Solo existed.
      seed: variant ? `${base}-${variant.name}` : base,
      options: { mode, ...variant?.options },
      maxActions: 1000,
      deepEvery: 100,
      legalEvery: 20,
      messageEvery: 3,
      invariant: conservation,
    });
    expect(report.games).toBe(games);
    expect(report.deepSteps).toBeGreaterThanOrEqual(games);
    expect(report.messagesRendered).toBeGreaterThanOrEqual(Math.ceil(games / 3));
    expect(report.unknownKeysRefused).toBeGreaterThanOrEqual(games);
    expect(Object.values(report.endReasons).reduce((a, b) => a + b, 0)).toBe(games);
    const reasons = Object.keys(report.endReasons);
    if (mode === 'solo') expect(reasons.every((r) => /^solo-(win|draw|loss)-/.test(r))).toBe(true);
    else expect(reasons.some((r) => r.startsWith('solo'))).toBe(false);
  });
}
