import { canonicalJson, Rng } from '@boardhall/engine';
import { checkAiPart } from '@boardhall/engine/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movementGraph, planBoard } from '../src/ai/plan.ts';
import { purposefulAction } from '../src/ai/policy.ts';
import { legalAt, legalCount, randomLegalAction, type TotwState, tribesOfTheWind } from '../src/index.ts';
import { isEdge } from '../src/rules/movement.ts';
import { scoreBoard, scoreTotal } from '../src/rules/scoring.ts';

const def = tribesOfTheWind;

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

/** Random moves on from `at` until a seat starts its turn (the action phase). */
function actionPhaseFrom(
  at: { state: TotwState; seat: number | null },
  seed: string,
): { state: TotwState; seat: number } {
  const walk = new Rng(`on:${seed}`);
  const { state } = at;
  for (let i = 0; i < 200; i++) {
    const seat = def.activeSeats(state)[0];
    if (seat === undefined) break;
    if (state.phase === 'action') return { state, seat };
    def.applyInPlace(state, seat, walk.pick(def.legalActions(state, seat)));
  }
  throw new Error('the game ended before a seat started its turn');
}

const position = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  options: fc.constantFrom({}),
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

  it.each([
    ['with temples to build', false],
    ['with every temple built (the discard-only form)', true],
  ])('draws every legal action about equally often in the action phase, %s', (_, templesBuilt) => {
    // From 35 random moves in, the first turn's start: the seat chooses among card plays and temples.
    const { state, seat } = actionPhaseFrom(positionOf(2, {}, 'uniform', 35), 'uniform');
    if (templesBuilt) (state.boards[seat] as TotwState['boards'][number]).slotUsed.fill(true);
    const legal = def.legalActions(state, seat).map((a) => canonicalJson(a));
    expect(legal.some((a) => a.includes('"play"'))).toBe(true);
    expect(legal.some((a) => a.includes(templesBuilt ? '"discard"' : '"temple"'))).toBe(true);
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

  it('plays the race with its playout policy: legal moves only, and games end by the fifth village', () => {
    const rounds: number[] = [];
    for (let g = 0; g < 8; g++) {
      const state = def.setup(2, def.optionsSchema.parse({}), `race-${g}`);
      const rng = new Rng(`race-${g}`);
      for (;;) {
        const seat = def.activeSeats(state)[0];
        if (seat === undefined) break;
        const a = purposefulAction(state, seat, rng);
        expect(def.validate(state, seat, a)).toBeNull();
        def.applyInPlace(state, seat, a);
      }
      if (state.endedBy === 'fifth-village') rounds.push(state.round);
    }
    // Uniformly random play never builds a fifth village in 40 rounds (docs/benchmarks.md).
    expect(rounds.length).toBeGreaterThanOrEqual(6);
  });

  it('plans the next village: the tile with the fewest rider steps still to take', () => {
    const { state } = positionOf(2, {}, 'plan', 0);
    const b = state.boards[0] as TotwState['boards'][number];
    // Start tile at (0,0); a 2-slot forest at (0,1) and a 4-slot one at (1,0); riders in the capital.
    b.tiles[1] = 'M01';
    b.tiles[4] = 'M10';
    b.riders[4] = 3;
    b.capital = 4;
    const plan = planBoard(b);
    // (1,0) lacks one rider, two steps away (capital → start → (1,0)); (0,1) lacks two, two steps each.
    expect(plan.best).toMatchObject({ target: 4, missing: 1, steps: 2 });
    expect(plan.second).toMatchObject({ target: 1, missing: 2, steps: 4 });
    b.riders[4] = 4;
    expect(planBoard(b)).toMatchObject({ ready: 1, sites: 2, best: { target: 1, steps: 4 } });
  });

  it("builds the movement graph the plan walks with exactly the rules' edges, portals and Skyways included", () => {
    let portalEdges = 0;
    for (let g = 0; g < 12; g++) {
      const state = def.setup(2, def.optionsSchema.parse({}), `graph-${g}`);
      const rng = new Rng(`graph-${g}`);
      for (let step = 0; ; step++) {
        const seat = def.activeSeats(state)[0];
        if (seat === undefined) break;
        if (step % 25 === 0) {
          for (const [i, b] of state.boards.entries()) {
            // Every third look also grants Skyways, to cover its start–portal edges.
            const board = g % 3 === 0 ? { ...b, abilities: ['skyways' as const] } : b;
            const graph = movementGraph(board);
            for (let x = -1; x < 12; x++) {
              for (let y = -1; y < 12; y++) {
                const bit = ((graph[x + 1] as number) >> (y + 1)) & 1;
                expect(bit === 1, `seat ${i}, ${x}–${y}`).toBe(isEdge(board, x, y));
                if (bit && (x === -1 || y === -1) && x !== 0 && y !== 0) portalEdges++;
              }
            }
          }
        }
        def.applyInPlace(state, seat, purposefulAction(state, seat, rng));
      }
    }
    // The games built portal villages, so their edges were compared too.
    expect(portalEdges).toBeGreaterThan(0);
  });

  it("gives the evaluator's lean score total exactly the total of the score breakdown", () => {
    fc.assert(
      fc.property(position, ({ players, options, seed, steps }) => {
        const { state: s } = positionOf(players, options, seed, steps);
        for (let seat = 0; seat < s.players; seat++) expect(scoreTotal(s, seat)).toBe(scoreBoard(s, seat).total);
      }),
      { numRuns: 40, seed: 17 },
    );
  });
});
