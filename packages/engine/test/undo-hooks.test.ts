import { describe, expect, it } from 'vitest';
import { checkGameInvariants } from '../src/testkit/index.ts';
import type { AnyGameDefinition } from '../src/types.ts';
import { undoVerdict } from '../src/undo.ts';
import { type DiceAction, diceTally } from './fixtures/dice-game.ts';

const dice = diceTally as unknown as AnyGameDefinition;

describe('undo through the game’s hooks, whatever its state calls things', () => {
  const before = diceTally.setup(3, { handSize: 2 }, 'hooks');
  const seat = before.table.turn;
  const after = (a: DiceAction) => diceTally.apply(before, seat, a);

  it('is a real game by the test kit, hooks included', () => {
    const report = checkGameInvariants(diceTally, { players: 3, games: 4, seed: 'dice', maxActions: 200 });
    expect(report.games).toBe(4);
  });

  it('allows an information-free move of a state without `rng` or `reveals` fields', () => {
    expect(before).not.toHaveProperty('rng');
    expect(undoVerdict(dice, 3, before, after({ type: 'tap' }))).toEqual({ ok: true });
  });

  it('refuses a draw from `dice`, a counted glimpse, and a played token', () => {
    expect(undoVerdict(dice, 3, before, after({ type: 'roll' }))).toMatchObject({ ok: false, code: 'random-draw' });
    expect(undoVerdict(dice, 3, before, after({ type: 'glimpse' }))).toMatchObject({
      ok: false,
      code: 'reveal-counted',
    });
    const token = before.table.hands[seat]?.[0] as string;
    expect(undoVerdict(dice, 3, before, after({ type: 'play', token }))).toMatchObject({
      ok: false,
      code: 'secrets-changed',
    });
  });

  it('never allows undo to a game without the hooks', () => {
    const { undo: _, ...noHooks } = diceTally;
    const verdict = undoVerdict(noHooks as unknown as AnyGameDefinition, 3, before, after({ type: 'tap' }));
    expect(verdict).toMatchObject({ ok: false, code: 'no-rng' });
  });
});
