import { describe, expect, it } from 'vitest';
import { gameAxis, niceStep, ratingAxis, scale } from '../src/profile/chart-scale.ts';

describe('the rating chart’s axes', () => {
  it('take round steps', () => {
    expect(niceStep(100, 5)).toBe(25);
    expect(niceStep(37, 5)).toBe(10);
    expect(niceStep(400, 5)).toBe(100);
    expect(niceStep(19, 6)).toBe(5);
  });
  it('widen a rating axis to round ticks around every point', () => {
    const axis = ratingAxis([1512, 1547, 1589, 1603]);
    expect(axis.min).toBeLessThanOrEqual(1512);
    expect(axis.max).toBeGreaterThanOrEqual(1603);
    expect(axis.ticks[0]).toBe(axis.min);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    expect(axis.ticks.length).toBeLessThanOrEqual(6);
    for (const tick of axis.ticks) expect(tick % 25).toBe(0);
  });
  it('show a single rating or near-equal ones with room around them', () => {
    const one = ratingAxis([1523]);
    expect(one.max - one.min).toBeGreaterThanOrEqual(40);
    expect(one.min).toBeLessThan(1523);
    expect(one.max).toBeGreaterThan(1523);
    expect(one.ticks.every((v) => Number.isInteger(v))).toBe(true);
  });
  it('count games from the start (0) with whole ticks', () => {
    expect(gameAxis(1)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(gameAxis(0)).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(gameAxis(3).ticks).toEqual([0, 1, 2, 3]);
    expect(gameAxis(20, 6).ticks).toEqual([0, 5, 10, 15, 20]);
    const many = gameAxis(347, 4);
    expect(many.ticks.length).toBeLessThanOrEqual(5);
    expect(many.ticks.every((v) => Number.isInteger(v) && v >= 0 && v <= 347)).toBe(true);
  });
  it('map values onto pixels, the rating axis upwards', () => {
    const axis = { min: 1400, max: 1600, ticks: [] };
    const y = scale(axis, 180, 20);
    expect(y(1400)).toBe(180);
    expect(y(1600)).toBe(20);
    expect(y(1500)).toBe(100);
    const x = scale(gameAxis(1), 40, 240);
    expect(x(0)).toBe(40);
    expect(x(1)).toBe(240);
  });
});
