/**
 * The rating model against the `openskill` package's own reference values (its test suite at
 * v5.0.1, src/__tests__/rate.test.ts and predict-win.test.ts, copied as literals), for 2, 3 and 4
 * players with ties and a leaver ranked last. The package has no six-player free-for-all fixture,
 * so six players are checked against the Plackett-Luce update written out here from Weng and Lin's
 * paper (Algorithm 4), itself first checked against the package's four-player fixture.
 */
import type { Outcome } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import type { StoredSeat } from '../storage/types.ts';
import { NEW_RATING, rateFreeForAll, type SkillRating, winChances } from './model.mjs';
import { placesOf } from './places.ts';

const r = (mu: number, sigma: number): SkillRating => ({ mu, sigma });
const human = (extra: Partial<StoredSeat> = {}): StoredSeat => ({ kind: 'human', ...extra });
const outcome = (ranking: number[][]): Outcome => ({ ranking, scores: [] });

/**
 * Weng and Lin (2011), Algorithm 4, one player per team, with openskill's defaults: β = 25/6,
 * τ = 25/300 added to σ first, γ = σ/c, and σ² shrinking by at most the factor κ = 1e-4. Ties:
 * players of equal rank share the sums (A_q), as in the paper.
 */
function paperPlackettLuce(players: readonly SkillRating[], ranks: readonly number[]): SkillRating[] {
  const beta = 25 / 6;
  const tau = 25 / 300;
  const kappa = 1e-4;
  const sigmaSq = players.map((p) => p.sigma ** 2 + tau ** 2);
  const c = Math.sqrt(sigmaSq.reduce((sum, s) => sum + s + beta ** 2, 0));
  const rank = (i: number) => ranks[i] as number;
  const e = players.map((p) => Math.exp(p.mu / c));
  const sumQ = players.map((_, q) =>
    players.reduce((sum, _p, s) => (rank(s) >= rank(q) ? sum + (e[s] as number) : sum), 0),
  );
  const tied = players.map((_, q) => players.filter((_p, s) => rank(s) === rank(q)).length);
  return players.map((p, i) => {
    let omega = 0;
    let delta = 0;
    players.forEach((_q, q) => {
      if (rank(q) > rank(i)) return;
      const share = (e[i] as number) / (sumQ[q] as number);
      omega += ((i === q ? 1 : 0) - share) / (tied[q] as number);
      delta += (share * (1 - share)) / (tied[q] as number);
    });
    const s2 = sigmaSq[i] as number;
    const gamma = Math.sqrt(s2) / c;
    return {
      mu: p.mu + (s2 / c) * omega,
      sigma: Math.sqrt(s2) * Math.sqrt(Math.max(1 - gamma * (s2 / c ** 2) * delta, kappa)),
    };
  });
}

function expectClose(actual: readonly SkillRating[], expected: readonly SkillRating[], digits = 12): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => {
    expect(a.mu).toBeCloseTo((expected[i] as SkillRating).mu, digits);
    expect(a.sigma).toBeCloseTo((expected[i] as SkillRating).sigma, digits);
  });
}

describe('the rating model (openskill, Plackett-Luce)', () => {
  it('starts a new player at μ 25, σ 25/3', () => {
    expect(NEW_RATING).toEqual({ mu: 25, sigma: 25 / 3 });
  });

  it('rates two new players, the second winning (rate.test "reverses rank")', () => {
    expect(rateFreeForAll([NEW_RATING, NEW_RATING], [2, 1])).toStrictEqual([
      { mu: 22.364610506859503, sigma: 8.06590141354368 },
      { mu: 27.635389493140497, sigma: 8.06590141354368 },
    ]);
  });

  it('rates three players with a tie for second ("allows ties")', () => {
    expect(rateFreeForAll([r(10, 8), r(5, 10), r(0, 12)], [1, 2, 2])).toStrictEqual([
      { mu: 11.942996666741225, sigma: 7.926888197620324 },
      { mu: 2.9381178546315034, sigma: 9.653804487570165 },
      { mu: -1.4024317012198733, sigma: 11.323641575516767 },
    ]);
  });

  it('rates four players in order ("rate accepts and runs a placket-luce model by default")', () => {
    const four = [r(29.182, 4.782), r(27.174, 4.922), r(16.672, 6.217), NEW_RATING];
    expect(rateFreeForAll(four, [1, 2, 3, 4])).toStrictEqual([
      { mu: 30.210227447000438, sigma: 4.765617924939384 },
      { mu: 27.644725221915632, sigma: 4.883479590134575 },
      { mu: 17.4036218889969, sigma: 6.101259408259549 },
      { mu: 19.21460876538932, sigma: 7.854669920480409 },
    ]);
  });

  it('rates four players with a tie for second ("fixes orders of ties")', () => {
    const sigma = 25 / 3;
    expect(rateFreeForAll([r(15, sigma), r(20, sigma), r(25, sigma), r(30, sigma)], [2, 4, 2, 1])).toStrictEqual([
      { mu: 15.340043358359136, sigma: 8.213141619804967 },
      { mu: 18.007678675484204, sigma: 8.189033933813437 },
      { mu: 24.25801928251219, sigma: 8.166918055585525 },
      { mu: 32.39425868364447, sigma: 8.247687230833794 },
    ]);
  });

  it('rates a four-way tie of new players ("four-way-tie with newbies")', () => {
    const tie = { mu: 25, sigma: 8.263571791259416 };
    expect(rateFreeForAll([NEW_RATING, NEW_RATING, NEW_RATING, NEW_RATING], [1, 1, 1, 1])).toStrictEqual([
      tie,
      tie,
      tie,
      tie,
    ]);
  });

  it('ranks a leaver last: the game had seat 2 ahead, it resigned ("accepts a misordered rank ordering")', () => {
    const seats = [human(), human(), human({ resigned: true, substitute: true }), human()];
    const places = placesOf(outcome([[2], [1], [0], [3]]), seats);
    expect(places).toEqual([2, 1, 4, 3]);
    expect(rateFreeForAll([NEW_RATING, NEW_RATING, NEW_RATING, NEW_RATING], places)).toStrictEqual([
      { mu: 26.55291815138952, sigma: 8.17961798837266 },
      { mu: 27.795252672501135, sigma: 8.263571791259416 },
      { mu: 20.962412806387245, sigma: 8.084127880168786 },
      { mu: 24.689416369722096, sigma: 8.084127880168786 },
    ]);
  });

  it('the update written out from the paper reproduces the package’s four-player fixture', () => {
    const four = [r(29.182, 4.782), r(27.174, 4.922), r(16.672, 6.217), NEW_RATING];
    expectClose(paperPlackettLuce(four, [1, 2, 3, 4]), rateFreeForAll(four, [1, 2, 3, 4]));
    expectClose(paperPlackettLuce(four, [1, 2, 3, 4]), [
      { mu: 30.210227447000438, sigma: 4.765617924939384 },
      { mu: 27.644725221915632, sigma: 4.883479590134575 },
      { mu: 17.4036218889969, sigma: 6.101259408259549 },
      { mu: 19.21460876538932, sigma: 7.854669920480409 },
    ]);
    expectClose(paperPlackettLuce([r(10, 8), r(5, 10), r(0, 12)], [1, 2, 2]), [
      { mu: 11.942996666741225, sigma: 7.926888197620324 },
      { mu: 2.9381178546315034, sigma: 9.653804487570165 },
      { mu: -1.4024317012198733, sigma: 11.323641575516767 },
    ]);
  });

  it('rates six players with a tie and two leavers tied last, as the paper’s update does', () => {
    const six = [r(27, 5), r(25, 25 / 3), r(31, 3.5), r(22, 6), r(25, 25 / 3), r(18.5, 7)];
    // The game ranked 3, then 0 and 5 level, then 1, 4, 2; seats 1 and 4 resigned or ran out of time.
    const seats = [human(), human({ resigned: true }), human(), human(), human({ outOfTime: true }), human()];
    const places = placesOf(outcome([[3], [0, 5], [1], [4], [2]]), seats);
    expect(places).toEqual([2, 5, 4, 1, 5, 2]);
    const rated = rateFreeForAll(six, places);
    expectClose(rated, paperPlackettLuce(six, places));
    // Tied players moved by their own ratings; the leavers lost the most.
    expect(rated[3]?.mu).toBeGreaterThan(22);
    expect(rated[1]?.mu).toBeLessThan(25);
    expect(rated[4]?.mu).toBeLessThan(25);
  });

  it('predicts the chance to win of four players of different skill (predict-win.test)', () => {
    const chances = winChances([r(1, 0.1), r(2, 0.1), r(3, 0.1), r(4, 0.1)]);
    const expected = [0.20281164759988402, 0.2341964232088598, 0.2658035767911402, 0.297188352400116];
    chances.forEach((p, i) => {
      expect(p).toBeCloseTo(expected[i] as number, 7);
    });
    winChances([NEW_RATING, NEW_RATING, NEW_RATING]).forEach((p) => {
      expect(p).toBeCloseTo(1 / 3, 12);
    });
  });
});
