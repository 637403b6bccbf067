import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { BotPool } from '../src/index.ts';

const registryModule = fileURLToPath(new URL('./fixtures-registry.ts', import.meta.url));
const pool = new BotPool({ registryModule });
afterAll(() => pool.close());

/** The nice value of every thread of this process (Linux: field 19 of each task's stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

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

  it.runIf(process.platform === 'linux')(
    'runs a low-priority pool, started on its first decision, on threads of the lowest priority only',
    async () => {
      const before = threadNiceValues().filter((nice) => nice === 19).length;
      const low = new BotPool({ registryModule, threads: 2, priority: 'low', startThreads: 'on-first-decision' });
      // No thread before the first decision.
      expect(low.started).toBe(false);
      expect(threadNiceValues().filter((nice) => nice === 19).length).toBe(before);
      try {
        const state = tally.setup(2, { handSize: 3 }, 'low');
        const seat = tally.activeSeats(state)[0] as number;
        const legal = tally.legalActions(state, seat);
        const request = { game: 'tally', bot: 'random', seat, view: tally.view(state, seat), legal, seed: 'y' };
        // Two decisions at once: both workers have started (and lowered themselves).
        await Promise.all([low.choose(request), low.choose(request)]);
        expect(threadNiceValues().filter((nice) => nice === 19).length - before).toBe(2);
        // The process itself (this thread, the other pool's workers) keeps its priority.
        expect(getPriority()).toBe(0);
      } finally {
        await low.close();
      }
    },
  );
});
