import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AnyGameDefinition,
  BoardhallError,
  canonicalJson,
  findGame,
  parseReplay,
  Rng,
  type Seat,
  toReplay,
} from '@boardhall/engine';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import {
  analyseDecision,
  analyseReplay,
  analyseReplayAsync,
  CALIBRATION_MARGIN,
  calibrate,
  createBot,
  createBots,
  type DecisionAnalysis,
  type DecisionPoint,
  decisionAccuracy,
  fitCalibration,
  hintBudget,
  hintMoves,
  hintSearch,
  LABEL_THRESHOLDS,
  labelOf,
  levelBudget,
  planAnalysis,
  runGame,
  seatAccuracy,
  turningPoints,
  valueSeries,
} from '../src/index.ts';

const fixture = parseReplay(
  readFileSync(join(import.meta.dirname, '../../cli/test/fixtures/analysis/four-humours-2p.json'), 'utf8'),
);
const fourHumours = findGame(games, 'four-humours');
const tribes = findGame(games, 'tribes-of-the-wind');

/** A decision analysis with only what the series and summaries read. */
function decision(index: number, seat: Seat, value: number): DecisionAnalysis {
  const move = { action: null, text: { key: 'x' }, value, searchValue: value, visits: 1 };
  return { index, seat, played: move, best: move, loss: 0, label: null, accuracy: 100, top: [move], legalCount: 2 };
}

describe('labels and accuracy', () => {
  it('labels a loss by the worst threshold it reaches', () => {
    expect(labelOf(0)).toBeNull();
    expect(labelOf(LABEL_THRESHOLDS.inaccuracy - 1e-9)).toBeNull();
    expect(labelOf(LABEL_THRESHOLDS.inaccuracy)).toBe('inaccuracy');
    expect(labelOf(LABEL_THRESHOLDS.mistake)).toBe('mistake');
    expect(labelOf(LABEL_THRESHOLDS.blunder)).toBe('blunder');
    expect(labelOf(0.9)).toBe('blunder');
    expect(labelOf(0.15, { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 })).toBe('inaccuracy');
  });

  it('gives the best move 100, falls with the loss, and never leaves 0..100', () => {
    expect(decisionAccuracy(0)).toBeCloseTo(100, 3);
    expect(decisionAccuracy(0.05)).toBeCloseTo(79.8, 1);
    expect(decisionAccuracy(0.2)).toBeCloseTo(40.0, 1);
    expect(decisionAccuracy(1)).toBe(0);
    expect(decisionAccuracy(-0.1)).toBeCloseTo(100, 3);
    for (let l = 0; l < 0.8; l += 0.01) expect(decisionAccuracy(l + 0.01)).toBeLessThan(decisionAccuracy(l));
  });

  it('averages a seat’s accuracies, and has none without decisions', () => {
    expect(seatAccuracy([100, 50, 0])).toBe(50);
    expect(seatAccuracy([])).toBeNull();
  });
});

describe('calibration', () => {
  it('leaves a value alone without a calibration, and keeps it within the margin with one', () => {
    expect(calibrate(0.37, undefined)).toBe(0.37);
    expect(calibrate(0.37, { slope: 1, intercept: 0 })).toBeCloseTo(0.37, 12);
    expect(calibrate(0, { slope: 1, intercept: 0 })).toBeCloseTo(CALIBRATION_MARGIN, 12);
    expect(calibrate(1, { slope: 0.5, intercept: 0 })).toBeLessThan(1);
    expect(calibrate(0.8, { slope: 0.5, intercept: 0 })).toBeLessThan(0.8);
    expect(calibrate(0.8, { slope: 2, intercept: 0 })).toBeGreaterThan(0.8);
  });

  it('fits the slope and intercept that made the outcomes', () => {
    const truth = { slope: 0.6, intercept: -0.4 };
    const points = Array.from({ length: 99 }, (_, i) => {
      const predicted = (i + 1) / 100;
      return { predicted, actual: calibrate(predicted, truth) };
    });
    const fit = fitCalibration(points);
    expect(fit.slope).toBeCloseTo(truth.slope, 6);
    expect(fit.intercept).toBeCloseTo(truth.intercept, 6);
  });
});

describe('the series and turning points', () => {
  it('gives the other of two seats the rest, and keeps the values across an action without a choice', () => {
    const series = valueSeries(2, 4, [decision(0, 0, 0.7), decision(2, 1, 0.9)]);
    expect(series[0]).toEqual([0.7, 0.7, expect.closeTo(0.1, 9), expect.closeTo(0.1, 9)]);
    expect(series[1]).toEqual([expect.closeTo(0.3, 9), expect.closeTo(0.3, 9), 0.9, 0.9]);
  });

  it('shares the rest among more seats in proportion to their values, so the shares add up to 1', () => {
    const series = valueSeries(3, 2, [decision(0, 0, 0.5), decision(1, 1, 0.1)]);
    expect(series.map((s) => s[0])).toEqual([0.5, 0.25, 0.25]);
    const after = series.map((s) => s[1] as number);
    expect(after[1]).toBe(0.1);
    expect(after[0]).toBeCloseTo(0.9 * (0.5 / 0.75), 9);
    expect(after.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('keeps the three largest swings, in game order', () => {
    const points = turningPoints([0.5, 0.9, 0.85, 0.2, 0.25, 0.6], [0, 1, 0, 1, 0, 1], 2);
    expect(points.map((p) => p.index)).toEqual([1, 3, 5]);
    expect(points[1]).toEqual({ index: 3, actor: 1, before: 0.85, after: 0.2 });
  });
});

describe('analysing a replay', () => {
  it('is the same for the same replay, budget and seed, and judges every decision once', () => {
    const progress: number[] = [];
    const a = analyseReplay(fourHumours, fixture, { budget: 40, seed: 's', onProgress: (done) => progress.push(done) });
    const b = analyseReplay(fourHumours, fixture, { budget: 40, seed: 's' });
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    const plan = planAnalysis(fourHumours, fixture);
    expect(a.decisions.map((d) => d.index)).toEqual(plan.decisions.map((d) => d.index));
    expect(progress).toEqual(plan.decisions.map((_, i) => i + 1));
    expect(a.series.map((s) => s.length)).toEqual([fixture.actions.length, fixture.actions.length]);
    expect(a.result).toEqual([1, 0]);
    for (const d of a.decisions) {
      expect(d.loss).toBeCloseTo(Math.max(0, d.best.value - d.played.value), 12);
      expect(d.best.value).toBeGreaterThanOrEqual(d.played.value);
      expect(d.top.length).toBeGreaterThan(0);
    }
    // Another seed is another analysis: the figures come from the seed, not from anything fixed.
    const c = analyseReplay(fourHumours, fixture, { budget: 40, seed: 't' });
    expect(canonicalJson(c)).not.toBe(canonicalJson(a));
  });

  it('gives the async form the same analysis, and stops once cancelled', async () => {
    const a = analyseReplay(fourHumours, fixture, { budget: 10, seed: 's' });
    expect(canonicalJson(await analyseReplayAsync(fourHumours, fixture, { budget: 10, seed: 's' }))).toBe(
      canonicalJson(a),
    );
    const controller = new AbortController();
    let judged = 0;
    const run = analyseReplayAsync(fourHumours, fixture, {
      budget: 10,
      seed: 's',
      signal: controller.signal,
      onProgress: (done) => {
        judged = done;
        if (done === 3) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'analysis-cancelled' });
    expect(judged).toBe(3);
  });

  it('refuses a bad budget and a replay of another game, with a code', () => {
    expect(() => analyseReplay(fourHumours, fixture, { budget: 0, seed: 's' })).toThrow(BoardhallError);
    expect(() => analyseReplay(fourHumours, fixture, { budget: 1.5, seed: 's' })).toThrow(/whole number/);
    expect(() => analyseReplay(tribes, fixture, { budget: 10, seed: 's' })).toThrow(/not tribes-of-the-wind/);
    const refused = { ...fixture, actions: [{ ...fixture.actions[0], action: { type: 'nonsense' } }] };
    expect(() => analyseReplay(fourHumours, refused as typeof fixture, { budget: 10, seed: 's' })).toThrow(
      /Action 1 of the replay is refused/,
    );
  });
});

/**
 * A decision judged from a state whose hidden part differs but whose view, for the acting seat,
 * is the same: the analysis may read only the view, so it must be identical.
 */
function judgedAlike(def: AnyGameDefinition, point: DecisionPoint<unknown, unknown>, other: unknown): void {
  expect(canonicalJson(def.view(other, point.seat))).toBe(canonicalJson(def.view(point.state, point.seat)));
  expect(canonicalJson(other)).not.toBe(canonicalJson(point.state));
  const settings = { budget: 60, seed: 'hidden' };
  const real = analyseDecision(def, point, settings);
  const changed = analyseDecision(
    def,
    { ...point, state: other, legal: def.legalActions(other, point.seat) },
    settings,
  );
  expect(canonicalJson(changed)).toBe(canonicalJson(real));
}

describe('the analysis reads only the seat’s view', () => {
  it('Four Humours: the same analysis with the deck in another order', () => {
    const plan = planAnalysis(fourHumours, fixture);
    const point = plan.decisions.find((d) => (d.state as { deck: string[] }).deck.length > 2);
    if (!point) throw new Error('the fixture has no decision with cards in the deck');
    const state = structuredClone(point.state) as { deck: string[] };
    state.deck.reverse();
    judgedAlike(fourHumours, point, state);
  });

  for (const def of [fourHumours, tribes]) {
    it(`${def.name}: the same analysis of other hidden states the seat cannot tell apart`, () => {
      const bots = createBots('random', 2);
      const run = runGame(def, { players: 2, options: {}, seed: 'hidden-state', bots, maxActions: 2000, record: true });
      const plan = planAnalysis(def, toReplay(run.match as NonNullable<typeof run.match>));
      const rng = new Rng('other-hidden-state');
      let checked = 0;
      for (const point of plan.decisions.filter((_, i) => i % 7 === 3)) {
        if (checked >= 3) break;
        const other = def.determinize(def.view(point.state, point.seat), point.seat, rng);
        if (canonicalJson(other) === canonicalJson(point.state)) continue;
        judgedAlike(def, point, other);
        checked++;
      }
      expect(checked).toBe(3);
    });
  }
});

describe('hints', () => {
  const plan = planAnalysis(fourHumours, fixture);
  const point = plan.decisions.find((d) => d.legal.length > 3) as DecisionPoint<unknown, unknown>;
  const view = fourHumours.view(point.state, point.seat);
  const position = { seat: point.seat, view, legal: point.legal, seed: 'h', budget: 200 };

  it('search at the hard level’s budget by default, from the view, the same for the same seed', () => {
    expect(hintBudget(fourHumours)).toBe(levelBudget(fourHumours, 'hard').iterations);
    const moves = hintSearch(fourHumours, position);
    expect(moves.length).toBeGreaterThan(1);
    expect(moves.map((m) => m.visits)).toEqual([...moves.map((m) => m.visits)].sort((a, b) => b - a));
    expect(hintSearch(fourHumours, position)).toEqual(moves);
    // Another hidden state the seat cannot tell from this one: the same hint.
    const other = fourHumours.determinize(view, point.seat, new Rng('other'));
    expect(hintSearch(fourHumours, { ...position, view: fourHumours.view(other, point.seat) })).toEqual(moves);
  });

  it('show three moves valued as the analysis values them, calibrated only with 2 seats', () => {
    const two = hintMoves(fourHumours, position, 2);
    expect(two).toHaveLength(3);
    for (const m of two) expect(m.value).toBeCloseTo(calibrate(m.searchValue, fourHumours.ai?.analysisCalibration), 12);
    const three = hintMoves(fourHumours, position, 3);
    for (const m of three) expect(m.value).toBe(m.searchValue);
  });

  it('refuse a bad budget and a seat with nothing to do, with a code', () => {
    for (const budget of [0, 1.5, -3]) {
      expect(() => hintSearch(fourHumours, { ...position, budget })).toThrow(
        expect.objectContaining({ code: 'bad-budget' }),
      );
    }
    expect(() => hintSearch(fourHumours, { ...position, legal: [] })).toThrow(
      expect.objectContaining({ code: 'no-legal-moves' }),
    );
  });

  it('the hint bot plays the first move of a hint with its own stream’s seed, and refuses a bad budget', () => {
    const bot = createBot('hint:budget=200');
    expect(bot.name).toBe('hint:budget=200');
    const turn = (rng: Rng) => ({ game: fourHumours, seat: point.seat, view: () => view, legal: point.legal, rng });
    const chosen = bot.choose(turn(new Rng('bot')));
    const rng = new Rng('bot');
    const seed = `${rng.int(2 ** 30)}-${rng.int(2 ** 30)}`;
    expect(chosen).toEqual(hintSearch(fourHumours, { ...position, seed })[0]?.action);
    expect(bot.choose(turn(new Rng('bot')))).toEqual(chosen);
    for (const spec of ['hint:budget=0', 'hint:budget=x', 'hint:depth=3']) {
      expect(() => createBot(spec)).toThrow(BoardhallError);
    }
  });
});
