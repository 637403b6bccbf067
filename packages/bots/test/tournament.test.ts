import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { runTournament, seating, wilson95 } from '../src/index.ts';

describe('tournament', () => {
  it('rotates seats so every bot plays every seat equally often', () => {
    const counts = new Map<string, number>();
    for (let g = 0; g < 12; g++) {
      seating(g, 4, 3).forEach((bot, seat) => {
        counts.set(`${bot}@${seat}`, (counts.get(`${bot}@${seat}`) ?? 0) + 1);
      });
    }
    expect(counts.size).toBe(12);
    expect(new Set(counts.values())).toEqual(new Set([4]));
    expect(seating(0, 2, 2)).toEqual([0, 1]);
    expect(seating(1, 2, 2)).toEqual([1, 0]);
  });

  it('tallies wins, counting a shared first place as a share, with a confidence interval', async () => {
    const result = await runTournament(tally, {
      players: 2,
      games: 30,
      bots: ['random', 'ismcts:iterations=50'],
      seed: 't',
      options: {},
      maxActions: 200,
      threads: 1,
    });
    expect(result.errors).toBe(0);
    expect(result.results.map((r) => r.games)).toEqual([30, 30]);
    const totalWins = result.results.reduce((a, r) => a + r.wins, 0);
    expect(totalWins).toBeCloseTo(30);
    for (const r of result.results) {
      expect(r.winRate).toBeCloseTo(r.wins / r.games, 3);
      expect(r.ci95[0]).toBeLessThanOrEqual(r.winRate);
      expect(r.ci95[1]).toBeGreaterThanOrEqual(r.winRate);
    }
  });

  it('gives the same results on worker threads as on one thread', async () => {
    const opts = { players: 3, games: 12, bots: ['random', 'random'], seed: 'w', options: {}, maxActions: 200 };
    const registryModule = fileURLToPath(new URL('./fixtures-registry.ts', import.meta.url));
    const one = await runTournament(tally, { ...opts, threads: 1 });
    const two = await runTournament(tally, { ...opts, threads: 2, registryModule });
    expect(two).toEqual(one);
  });

  it('computes Wilson intervals', () => {
    expect(wilson95(50, 100)).toEqual([0.404, 0.596]);
    expect(wilson95(0, 0)).toEqual([0, 1]);
    expect(wilson95(100, 100)[1]).toBe(1);
  });
});
