import { BoardhallError, Rng } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { createBot, createBots, parseBotSpec, randomBot, runGame } from '../src/index.ts';

describe('bot specs', () => {
  it('parse a kind with parameters', () => {
    expect(parseBotSpec('ismcts:iterations=2000,c=1.4')).toEqual({
      kind: 'ismcts',
      params: { iterations: '2000', c: '1.4' },
    });
    expect(parseBotSpec(' random ')).toEqual({ kind: 'random', params: {} });
  });

  it('refuse unknown bots, unknown parameters and malformed parameters with bad-bot', () => {
    for (const spec of ['genius', 'random:depth=3', 'random:depth', '']) {
      expect(() => createBot(spec)).toThrow(BoardhallError);
    }
    expect(() => createBots('random,random', 3)).toThrow(/2 bots were named for 3 seats/);
    expect(createBots('random', 4).map((b) => b.name)).toEqual(['random', 'random', 'random', 'random']);
  });

  it('refuse a playout share or a policy prior out of range, and a policy bot with parameters', () => {
    expect(() => createBot('ismcts:eps=1.5')).toThrow(/eps is a share of moves, from 0 to 1; got '1.5'/);
    expect(() => createBot('ismcts:eps=-0.1')).toThrow(/eps must be a number ≥ 0/);
    expect(() => createBot('ismcts:prior=x')).toThrow(/prior must be a number ≥ 0; got 'x'/);
    expect(() => createBot('policy:depth=2')).toThrow(/Bot 'policy' has no parameter 'depth'/);
    expect(createBot('ismcts:eps=0.2,prior=1').name).toBe('ismcts:eps=0.2,prior=1');
  });
});

describe('random bot', () => {
  it('only ever picks legal actions, all of them eventually', () => {
    const bot = randomBot();
    const legal = ['a', 'b', 'c'];
    const rng = new Rng('r');
    const picks = new Set(
      Array.from({ length: 60 }, () =>
        bot.choose({ game: tally, seat: 0, legal: legal as never[], rng, view: () => ({}) as never }),
      ),
    );
    expect([...picks].sort()).toEqual(legal);
  });
});

describe('runGame', () => {
  const bots = createBots('random', 3);
  it('plays a game to the end on the fast path and with a recorded match, identically', () => {
    const fast = runGame(tally, { players: 3, options: {}, seed: 's', bots, maxActions: 100 });
    const recorded = runGame(tally, { players: 3, options: {}, seed: 's', bots, maxActions: 100, record: true });
    expect(fast.error).toBeNull();
    expect(fast.outcome).toEqual(recorded.outcome);
    expect(fast.actions).toBe(recorded.actions);
    expect(recorded.match?.actions).toHaveLength(recorded.actions);
    expect(fast.endReason).toBe('hands-empty');
  });

  it('reports a game that runs too long as an error instead of hanging', () => {
    const run = runGame(tally, { players: 3, options: {}, seed: 's', bots, maxActions: 3 });
    expect(run.error).toMatch(/no end after 3 actions/);
    expect(run.outcome).toBeNull();
  });
});
