import { describe, expect, it } from 'vitest';
import { assertBotAllowed, decisionBudgetMs } from '../src/service/bot-policy.ts';

const refusal = (spec: string, game: string) => {
  try {
    assertBotAllowed(spec, game);
  } catch (error) {
    return error as { code: string; status: number; message: string };
  }
  return null;
};

describe('the server bot policy', () => {
  it("caps a search at the game's own hard level", () => {
    expect(refusal('ismcts:iterations=10000', 'four-humours')).toBeNull();
    expect(refusal('ismcts:iterations=10000', 'tribes-of-the-wind')).toMatchObject({
      code: 'bad-bot',
      status: 400,
      message:
        "ismcts: iterations must be a whole number from 1 to 8000 on this server (the hard level's budget for tribes-of-the-wind); got '10000'.",
    });
    expect(refusal('ismcts:iterations=8000,ms=3000', 'tribes-of-the-wind')).toBeNull();
    expect(refusal('ismcts:iterations=8001', 'tribes-of-the-wind')?.code).toBe('bad-bot');
    expect(refusal('ismcts:ms=3001', 'tribes-of-the-wind')?.message).toMatch(/ms must be .* from 1 to 3000/);
    expect(refusal('ismcts:eps=1.5', 'tribes-of-the-wind')?.message).toMatch(/eps must be a number from 0 to 1/);
    expect(refusal('ismcts:prior=3;eps=0.2'.replace(';', ','), 'tribes-of-the-wind')).toBeNull();
  });

  it('accepts every documented level and the plain kinds', () => {
    for (const game of ['four-humours', 'tribes-of-the-wind']) {
      for (const spec of [
        'random',
        'greedy',
        'ismcts',
        'ismcts:level=easy',
        'ismcts:level=normal',
        'ismcts:level=hard',
      ]) {
        expect(refusal(spec, game)).toBeNull();
      }
    }
  });

  it('offers the policy bot only for a game that has a playout policy', () => {
    expect(refusal('policy', 'tribes-of-the-wind')).toBeNull();
    expect(refusal('policy', 'four-humours')).toMatchObject({ code: 'bad-bot', status: 400 });
    expect(refusal('policy', 'four-humours')?.message).toMatch(/has no playout policy/);
  });

  it('refuses what the bots package refuses, and unknown kinds', () => {
    expect(refusal('ismcts:level=insane', 'four-humours')?.message).toMatch(/level must be easy, normal or hard/);
    expect(refusal('genius', 'four-humours')?.message).toMatch(/Unknown bot 'genius'/);
    // The hint bot is for tournaments on one's own machine: its search has no time limit.
    expect(refusal('hint', 'four-humours')).toMatchObject({
      code: 'bad-bot',
      status: 400,
      message: "Unknown bot 'hint' (available on this server: random, greedy, ismcts).",
    });
    expect(refusal('hint', 'tribes-of-the-wind')?.message).toBe(
      "Unknown bot 'hint' (available on this server: random, greedy, policy, ismcts).",
    );
    expect(refusal('hint:budget=10', 'tribes-of-the-wind')?.code).toBe('bad-bot');
    expect(refusal('ismcts:iterations', 'four-humours')?.code).toBe('bad-bot');
    expect(refusal('ismcts:iterations=12.5', 'four-humours')?.message).toMatch(/iterations must be a whole number/);
  });

  it("gives a decision its search's time limit, or the hard level's", () => {
    expect(decisionBudgetMs('ismcts:ms=250', 'four-humours')).toBe(250);
    expect(decisionBudgetMs('ismcts:level=easy', 'four-humours')).toBe(500);
    expect(decisionBudgetMs('ismcts:iterations=100', 'four-humours')).toBe(3000);
    expect(decisionBudgetMs('greedy', 'tribes-of-the-wind')).toBe(3000);
    // A spec stored before the caps is still held to the hard level.
    expect(decisionBudgetMs('ismcts:ms=86400000', 'four-humours')).toBe(3000);
  });
});
