import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import {
  cloneRngState,
  drawWithoutReplacement,
  nextInt32,
  Rng,
  type RngState,
  randomInt,
  rngStateFromSeed,
  seedToInt,
  shuffleInPlace,
  xoroshiroStateFromSeed,
} from './rng.ts';

describe('rng', () => {
  it('produces exactly pure-rand xoroshiro128plus outputs', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const ours = xoroshiroStateFromSeed(seed);
        const theirs = xoroshiro128plus(seedToInt(seed));
        for (let i = 0; i < 50; i++) expect(nextInt32(ours)).toBe(theirs.next());
        expect(ours).toEqual(theirs.getState());
      }),
    );
  });

  it('draws integers exactly as pure-rand uniformInt(0, n-1)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 31 }), (seed, n) => {
        const ours = xoroshiroStateFromSeed(seed);
        const theirs = xoroshiro128plus(seedToInt(seed));
        for (let i = 0; i < 20; i++) {
          const x = randomInt(ours, n);
          expect(x).toBe(uniformInt(theirs, 0, n - 1));
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(n);
        }
      }),
    );
  });

  it('keeps its state as plain JSON that resumes the same stream', () => {
    const a = new Rng('resume');
    a.int(10);
    const copy = new Rng(JSON.parse(JSON.stringify(a.state)));
    expect(Array.from({ length: 10 }, () => copy.int(1000))).toEqual(Array.from({ length: 10 }, () => a.int(1000)));
  });

  it('builds ChaCha20 for a seed unless told to build the old generator', () => {
    const chacha = rngStateFromSeed('scheme');
    expect(Array.isArray(chacha)).toBe(false);
    expect(rngStateFromSeed('scheme', 'chacha20')).toEqual(chacha);
    expect(rngStateFromSeed('scheme', 'xoroshiro128plus')).toEqual(xoroshiroStateFromSeed('scheme'));
  });

  it('keeps a ChaCha20 state as plain JSON that resumes the same stream, and clones it independently', () => {
    const a = rngStateFromSeed('resume');
    randomInt(a, 10);
    const copy = JSON.parse(JSON.stringify(a)) as RngState;
    const clone = cloneRngState(a);
    const draws = (st: RngState) => Array.from({ length: 40 }, () => randomInt(st, 1000));
    const expected = draws(a);
    expect(draws(copy)).toEqual(expected);
    expect(draws(clone)).toEqual(expected);
  });

  it('shuffles as Fisher–Yates from the end and keeps every element', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 40 }), (seed, items) => {
        const st = rngStateFromSeed(seed);
        const reference = rngStateFromSeed(seed);
        const expected = [...items];
        for (let i = expected.length - 1; i >= 1; i--) {
          const j = randomInt(reference, i + 1);
          [expected[i], expected[j]] = [expected[j] as number, expected[i] as number];
        }
        const shuffled = shuffleInPlace(st, [...items]);
        expect(shuffled).toEqual(expected);
        expect([...shuffled].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('draws without replacement', () => {
    const st = rngStateFromSeed('draw');
    const pool = Array.from({ length: 10 }, (_, i) => i);
    const drawn = drawWithoutReplacement(st, pool, 4);
    expect(drawn).toHaveLength(4);
    expect(pool).toHaveLength(6);
    expect([...drawn, ...pool].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    expect(drawWithoutReplacement(st, pool, 99)).toHaveLength(6);
  });

  it('refuses impossible ranges and empty picks', () => {
    const rng = new Rng('x');
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('forks an independent stream deterministically', () => {
    const a = new Rng('fork');
    const b = new Rng('fork');
    expect(a.fork().int(1e9)).toBe(b.fork().int(1e9));
    expect(a.int(1e9)).toBe(b.int(1e9));
  });

  it('gives as forkState the state fork starts from, advancing the parent alike', () => {
    const a = new Rng('fork-state');
    const b = new Rng('fork-state');
    for (let i = 0; i < 5; i++) {
      expect(a.forkState()).toEqual(b.fork().state);
      expect(a.state).toEqual(b.state);
    }
  });
});
