import { canonicalJson, Rng } from '@boardhall/engine';
import { checkAiPart } from '@boardhall/engine/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fourHumours, legalAt, legalCount, randomLegalAction } from '../src/index.ts';

const def = fourHumours;

/** A position some random moves into a game, and the seat to act (null once the game is over). */
function positionOf(players: number, options: unknown, seed: string, steps: number) {
  const state = def.setup(players, def.optionsSchema.parse(options), seed);
  const walk = new Rng(`walk:${seed}`);
  for (let i = 0; i < steps; i++) {
    const seat = def.activeSeats(state)[0];
    if (seat === undefined) break;
    def.applyInPlace(state, seat, walk.pick(def.legalActions(state, seat)));
  }
  return { state, seat: def.activeSeats(state)[0] ?? null };
}

const position = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  options: fc.constantFrom({}, { mode: 'fiefdom' }, { partyLimitScope: 'allTiles' }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  steps: fc.nat({ max: 300 }),
});

describe('the ai part', () => {
  it('counts and picks by index exactly the legal actions, in order, so a random pick is uniform', () => {
    fc.assert(
      fc.property(position, ({ players, options, seed, steps }) => {
        const { state, seat } = positionOf(players, options, seed, steps);
        if (seat === null) return;
        const legal = def.legalActions(state, seat);
        expect(legalCount(state, seat)).toBe(legal.length);
        const picked = legal.map((_, k) => legalAt(state, seat, k));
        expect(canonicalJson(picked)).toBe(canonicalJson(legal));
        expect(() => legalAt(state, seat, legal.length)).toThrow(/no legal action/);
        const a = randomLegalAction(state, seat, new Rng(seed));
        expect(def.validate(state, seat, a)).toBeNull();
      }),
      { numRuns: 60, seed: 13 },
    );
  });

  it('counts and picks the legal actions exactly at every step of whole random games', () => {
    for (let g = 0; g < 4; g++) {
      const state = def.setup(2 + (g % 3), def.optionsSchema.parse({}), `whole-${g}`);
      const walk = new Rng(`whole-${g}`);
      for (;;) {
        const seat = def.activeSeats(state)[0];
        if (seat === undefined) break;
        const legal = def.legalActions(state, seat);
        const picked = legal.map((_, k) => legalAt(state, seat, k));
        if (legalCount(state, seat) !== legal.length || canonicalJson(picked) !== canonicalJson(legal)) {
          expect(canonicalJson(picked)).toBe(canonicalJson(legal));
        }
        def.applyInPlace(state, seat, walk.pick(legal));
      }
    }
  });

  it('keys actions apart, plays only legal moves and samples states consistent with the view', () => {
    fc.assert(
      fc.property(position, ({ players, options, seed, steps }) => {
        const { state, seat } = positionOf(players, options, seed, steps);
        if (seat !== null) checkAiPart(def, state, seat, seed);
      }),
      { numRuns: 25, seed: 13 },
    );
  });

  it('draws every legal action about equally often', () => {
    const { state, seat } = positionOf(2, {}, 'uniform', 7);
    if (seat === null) throw new Error('the game ended too early for this test');
    const legal = def.legalActions(state, seat).map((a) => canonicalJson(a));
    const counts = new Map<string, number>();
    const rng = new Rng('uniform');
    const draws = 200 * legal.length;
    for (let i = 0; i < draws; i++) {
      const key = canonicalJson(randomLegalAction(state, seat, rng));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...legal].sort());
    // 200 expected per action: a binomial standard deviation is about 14, so ±80 is over 5 of them.
    for (const n of counts.values()) expect(Math.abs(n - 200)).toBeLessThan(80);
  });
});
