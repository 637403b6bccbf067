/** One rated result applied to the ratings as they stand: what changes, and when a result does not count. */
import { describe, expect, it } from 'vitest';
import type { RatingRequest } from '../storage/rating-types.ts';
import { applyResult, PAIR_RESULTS_PER_DAY, pairsOf, utcDay } from './apply-result.mjs';
import { NEW_RATING, rateFreeForAll } from './model.mjs';

const at = Date.UTC(2026, 11, 6, 15, 0, 0);
const none = () => null;
const noPairs = () => 0;

function request(seats: [string, number][]): RatingRequest {
  return { game: 'tally', finishedAt: at, seats: seats.map(([player, place], seat) => ({ player, seat, place })) };
}

describe('applying a rated result', () => {
  it('rates every player from their current rating and counts a game each', () => {
    const current = (p: string) => (p === 'a:ann' ? { mu: 30, sigma: 5, games: 7 } : null);
    const applied = applyResult(
      request([
        ['a:ann', 2],
        ['a:bo', 1],
      ]),
      current,
      noPairs,
    );
    const [ann, bo] = rateFreeForAll([{ mu: 30, sigma: 5 }, NEW_RATING], [2, 1]);
    expect(applied.counted).toBe(true);
    expect(applied.day).toBe(utcDay(at));
    expect(applied.ratings).toEqual([
      { player: 'a:ann', ...ann, games: 8 },
      { player: 'a:bo', ...bo, games: 1 },
    ]);
    expect(applied.entries).toEqual([
      { player: 'a:ann', seat: 0, place: 2, before: { mu: 30, sigma: 5 }, after: ann },
      { player: 'a:bo', seat: 1, place: 1, before: null, after: bo },
    ]);
    expect(applied.pairs).toEqual([['a:ann', 'a:bo']]);
  });

  it('updates a bot level playing two seats once, to the mean of its seats', () => {
    const applied = applyResult(
      request([
        ['b:normal', 1],
        ['a:ann', 2],
        ['b:normal', 3],
      ]),
      none,
      noPairs,
    );
    const [first, , third] = rateFreeForAll([NEW_RATING, NEW_RATING, NEW_RATING], [1, 2, 3]);
    const mean = {
      mu: ((first?.mu ?? 0) + (third?.mu ?? 0)) / 2,
      sigma: ((first?.sigma ?? 0) + (third?.sigma ?? 0)) / 2,
    };
    expect(applied.ratings.find((r) => r.player === 'b:normal')).toEqual({ player: 'b:normal', ...mean, games: 1 });
    expect(applied.entries[0]?.after).toEqual(mean);
    expect(applied.entries[2]?.after).toEqual(mean);
    // Bots are no pair of people.
    expect(applied.pairs).toEqual([]);
  });

  it('does not count a pair of accounts past its day’s limit, and changes nothing then', () => {
    const current = (p: string) => (p === 'a:ann' ? { mu: 30, sigma: 5, games: 7 } : null);
    const full = (_day: number, a: string, b: string) => (a === 'a:ann' && b === 'a:bo' ? PAIR_RESULTS_PER_DAY : 0);
    const applied = applyResult(
      request([
        ['a:bo', 1],
        ['a:ann', 2],
        ['b:easy', 3],
      ]),
      current,
      full,
    );
    expect(applied.counted).toBe(false);
    expect(applied.ratings).toEqual([]);
    expect(applied.pairs).toEqual([]);
    expect(applied.entries.map((e) => e.after)).toEqual([NEW_RATING, { mu: 30, sigma: 5 }, NEW_RATING]);
    const under = (_day: number, a: string, b: string) =>
      a === 'a:ann' && b === 'a:bo' ? PAIR_RESULTS_PER_DAY - 1 : 0;
    expect(
      applyResult(
        request([
          ['a:bo', 1],
          ['a:ann', 2],
        ]),
        current,
        under,
      ).counted,
    ).toBe(true);
  });

  it('does not count a result of fewer than two players', () => {
    expect(
      applyResult(
        request([
          ['b:easy', 1],
          ['b:easy', 2],
        ]),
        none,
        noPairs,
      ).counted,
    ).toBe(false);
  });

  it('pairs people only, each pair once, smaller key first', () => {
    expect(
      pairsOf([{ player: 'a:z' }, { player: 'b:hard' }, { player: 'a:m' }, { player: 'a:z' }, { player: 'd:x' }]),
    ).toEqual([
      ['a:m', 'a:z'],
      ['a:m', 'd:x'],
      ['a:z', 'd:x'],
    ]);
  });
});
