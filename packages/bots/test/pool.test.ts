import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { BotPool } from '../src/index.ts';

const pool = new BotPool({ registryModule: fileURLToPath(new URL('./fixtures-registry.ts', import.meta.url)) });
afterAll(() => pool.close());

describe('BotPool', () => {
  it('decides on a worker thread from a view and the legal actions', async () => {
    const state = tally.setup(3, { handSize: 3 }, 'pool');
    const seat = tally.activeSeats(state)[0] as number;
    const legal = tally.legalActions(state, seat);
    const request = { game: 'tally', bot: 'random', seat, view: tally.view(state, seat), legal, seed: 'x' };
    const chosen = await pool.choose(request);
    expect(legal).toContainEqual(chosen);
    // The same request and seed give the same decision.
    expect(await pool.choose(request)).toEqual(chosen);
  });

  it('rejects unknown bots and games', async () => {
    const base = { seat: 0, view: {}, legal: [{ type: 'pass' }], seed: 'x' };
    await expect(pool.choose({ ...base, game: 'tally', bot: 'genius' })).rejects.toThrow(/Unknown bot 'genius'/);
    await expect(pool.choose({ ...base, game: 'chess', bot: 'random' })).rejects.toThrow(/Unknown game 'chess'/);
  });
});
