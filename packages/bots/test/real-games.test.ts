import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { createBots, evaluatorFor, runGame } from '../src/index.ts';
import { checkHonesty } from './honesty.ts';

const GAMES = ['four-humours', 'tribes-of-the-wind'] as const;

describe.each(GAMES)('bots on %s', (id) => {
  const def = games.get(id);
  if (!def) throw new Error(`${id} is not registered`);

  it('has an evaluator that scores every seat', () => {
    const state = def.setup(3, def.optionsSchema.parse({}), 'eval');
    const scores = evaluatorFor(def)?.(state);
    expect(scores).toHaveLength(3);
    expect(scores?.every(Number.isFinite)).toBe(true);
  });

  it.each(['greedy', 'ismcts:iterations=60'])('%s is honest: the same view gives the same decision', (spec) => {
    const { compared, differentStates } = checkHonesty(def, spec, { players: 3, positions: 6, seed: `honest-${id}` });
    expect(compared).toBe(6);
    expect(differentStates).toBeGreaterThanOrEqual(5);
  });

  it('plays whole games with greedy and ismcts seats, only legal actions', () => {
    const run = runGame(def, {
      players: 2,
      options: {},
      seed: `whole-${id}`,
      bots: createBots('greedy,ismcts:iterations=40', 2),
      maxActions: 5000,
      record: true,
    });
    expect(run.error).toBeNull();
    expect(run.outcome).not.toBeNull();
  });
});

describe('the policy bot', () => {
  it('is honest in Tribes of the Wind: the same view gives the same decision', () => {
    const def = games.get('tribes-of-the-wind');
    if (!def) throw new Error('tribes-of-the-wind is not registered');
    const { compared, differentStates } = checkHonesty(def, 'policy', {
      players: 3,
      positions: 6,
      seed: 'honest-policy',
    });
    expect(compared).toBe(6);
    expect(differentStates).toBeGreaterThanOrEqual(5);
  });

  it("plays Tribes of the Wind's scripted player to the fifth village, and refuses a game without a policy", () => {
    const def = games.get('tribes-of-the-wind');
    if (!def) throw new Error('tribes-of-the-wind is not registered');
    const run = runGame(def, {
      players: 2,
      options: {},
      seed: 'policy-1',
      bots: createBots('policy', 2),
      maxActions: 5000,
    });
    expect(run.error).toBeNull();
    expect(run.endReason).toBe('fifth-village');
    const fh = games.get('four-humours');
    if (!fh) throw new Error('four-humours is not registered');
    const refused = runGame(fh, {
      players: 2,
      options: {},
      seed: 'policy-2',
      bots: createBots('policy', 2),
      maxActions: 50,
    });
    expect(refused.error).toMatch(/has no playout policy/);
  });
});
