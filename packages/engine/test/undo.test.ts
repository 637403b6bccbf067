import { describe, expect, it } from 'vitest';
import type { AnyGameDefinition, Seat, Viewer } from '../src/types.ts';
import { StateViews, undoVerdict } from '../src/undo.ts';

interface Hidden {
  rng: number[];
  seats: number;
  hands: string[][];
}

/** Just what the rule reads: outcome, views and secrets of a state with hidden hands. */
const hidden = {
  outcome: () => null,
  view: (s: Hidden, viewer: Viewer) => ({ mine: viewer === 'spectator' ? [] : s.hands[viewer as Seat] }),
  secretsOf: (s: Hidden, seat: Seat) => s.hands[seat] ?? [],
  undo: { randomness: (s: Hidden) => s.rng, seats: (s: Hidden) => s.seats },
} as unknown as AnyGameDefinition;

describe('undoVerdict', () => {
  const before: Hidden = { rng: [1, 2, 3, 4], seats: 2, hands: [['a'], ['x']] };

  it('checks the secrets of every seat the state has, beyond the match’s players (a Solo Rival)', () => {
    const rivalDrew: Hidden = { ...before, hands: [['a'], ['x', 'y']] };
    expect(undoVerdict(hidden, 1, before, rivalDrew)).toMatchObject({ ok: false, code: 'secrets-changed' });
    expect(undoVerdict(hidden, 1, before, { ...before })).toEqual({ ok: true });
  });

  it('refuses a random draw with a code and a sentence, and uses views already computed', () => {
    const drawn: Hidden = { ...before, rng: [9, 9, 9, 9] };
    expect(undoVerdict(hidden, 2, before, drawn)).toEqual({
      ok: false,
      code: 'random-draw',
      reason: 'Something was drawn at random since.',
    });
    const views = { before: new StateViews(hidden, before), after: new StateViews(hidden, { ...before }) };
    expect(undoVerdict(hidden, 2, before, { ...before }, views)).toEqual({ ok: true });
    expect(views.after.secretsOf(1)).toEqual(['x']);
  });
});
