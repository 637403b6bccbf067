import { describe, expect, it } from 'vitest';
import { placesOf, type RankFigure, rankingOf, rankSeats } from '../src/ranking.ts';

type Name = 'score' | 'polluted' | 'water';
const FIGURES: readonly RankFigure<Name>[] = [
  { name: 'score', better: 'higher' },
  { name: 'polluted', better: 'lower' },
  { name: 'water', better: 'higher' },
];
const seat = (score: number, polluted: number, water: number) => ({ score, polluted, water });

describe('rankSeats', () => {
  it('ranks by the first figure and says so', () => {
    const r = rankSeats(FIGURES, [seat(10, 0, 0), seat(30, 2, 0), seat(20, 1, 0)]);
    expect(rankingOf(r)).toEqual([[1], [2], [0]]);
    expect(r.places).toEqual([
      { place: 1, seats: [1], decidedBy: 'score' },
      { place: 2, seats: [2], decidedBy: 'score' },
      { place: 3, seats: [0], decidedBy: null },
    ]);
  });

  it('breaks a tie with the next figures, lower better where the figure says so', () => {
    const r = rankSeats(FIGURES, [seat(20, 2, 5), seat(20, 1, 0), seat(20, 2, 7), seat(5, 0, 9)]);
    expect(r.places).toEqual([
      { place: 1, seats: [1], decidedBy: 'polluted' },
      { place: 2, seats: [2], decidedBy: 'water' },
      { place: 3, seats: [0], decidedBy: 'score' },
      { place: 4, seats: [3], decidedBy: null },
    ]);
  });

  it('lets seats equal on every figure share a place, in seat order, and skips the places they fill', () => {
    const r = rankSeats(FIGURES, [seat(8, 1, 1), seat(9, 0, 0), seat(9, 0, 0), seat(8, 1, 1), seat(1, 0, 0)]);
    expect(r.places).toEqual([
      { place: 1, seats: [1, 2], decidedBy: 'score' },
      { place: 3, seats: [0, 3], decidedBy: 'score' },
      { place: 5, seats: [4], decidedBy: null },
    ]);
    expect(rankingOf(r)).toEqual([[1, 2], [0, 3], [4]]);
  });

  it('compares only the figures listed, in their order, and keeps every value for display', () => {
    const values = [seat(3, 0, 1), seat(3, 5, 2)];
    const waterFirst = rankSeats([FIGURES[0] as RankFigure<Name>, FIGURES[2] as RankFigure<Name>], values);
    expect(waterFirst.places.map((p) => [p.seats, p.decidedBy])).toEqual([
      [[1], 'water'],
      [[0], null],
    ]);
    expect(waterFirst.values).toEqual(values);
    expect(rankSeats([FIGURES[0] as RankFigure<Name>], values).places).toEqual([
      { place: 1, seats: [0, 1], decidedBy: null },
    ]);
  });

  it('gives an outcome without an explanation places from its ranking', () => {
    expect(placesOf({ ranking: [[2], [0, 1]], scores: [1, 1, 4] })).toEqual([
      { place: 1, seats: [2], decidedBy: null },
      { place: 2, seats: [0, 1], decidedBy: null },
    ]);
    const explanation = rankSeats(FIGURES, [seat(1, 0, 0), seat(2, 0, 0)]);
    expect(placesOf({ ranking: rankingOf(explanation), scores: [1, 2], explanation })).toBe(explanation.places);
  });
});
