import { type GameDefinition, type Message, Rng } from '@boardhall/engine';
import { gameTuning, type IsmctsOptions, type IsmctsTuning, ismctsSearch, type RootMove } from '../ismcts.ts';
import { calibrate } from './calibration.ts';
import { decisionAccuracy, labelOf, labelThresholds } from './labels.ts';
import type { DecisionPoint } from './positions.ts';
import type { DecisionAnalysis, JudgedMove, LabelThresholds } from './types.ts';

/**
 * The share of a comparison search's iterations the played move gets at least: half, so the
 * played move and the best one are measured by searches of the same depth. A move visited far
 * more than another has had the opponent's answers to it explored further, and looks worse for
 * it; comparing the main search's figures would blame the moves the search visited most.
 */
export const PLAYED_MOVE_SHARE = 0.5;

/** How a decision is judged: the search's budget and the stream it draws from. */
export interface DecisionSettings {
  /** ISMCTS iterations. */
  readonly budget: number;
  /** The analysis seed; each decision draws from its own stream, `<seed>/<index>`. */
  readonly seed: string;
  /** Absent: the game's (`labelThresholds`). */
  readonly thresholds?: LabelThresholds;
}

/**
 * The analysis's own generator for the decision at `index`: one stream per decision, so a
 * decision's figures depend on the seed and the position only, on any thread and in any order.
 */
export function decisionRng(seed: string, index: number): Rng {
  return new Rng(`boardhall/analysis/${seed}/${index}`);
}

/**
 * Judges one decision from the seat's view of the position only: the search samples states from
 * `def.view(state, seat)` (never the state itself) and scores playouts by the seat's share of
 * first place, so a move's mean reward is its win chance. The main search (`budget` iterations)
 * finds the best move (the most visited) and the top three. When the played move is another, a
 * comparison search of half the budget weighs the two alone, each with half the iterations, and
 * gives both values (when the played move comes out at least as good, it is the best); otherwise
 * the best move's value is the played one's.
 */
export function analyseDecision<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  point: DecisionPoint<S, A>,
  settings: DecisionSettings,
): DecisionAnalysis<A> {
  const view = def.view(point.state, point.seat);
  const options = analysisSearchOptions(def, settings.budget);
  const rng = decisionRng(settings.seed, point.index);
  const main = ismctsSearch(def, view, point.seat, point.legal, rng, options, {
    forced: { action: point.played, share: 0 },
    scoring: 'first-place',
  });
  const describe = (a: A): Message => def.describe(point.state, point.seat, a);
  const judged = (m: RootMove<A>): JudgedMove<A> => ({
    action: m.action,
    text: describe(m.action),
    value: analysisValue(def, point.players, m.value ?? 0),
    searchValue: m.value ?? 0,
    visits: m.visits,
  });
  const moves = main.moves.filter((m) => m.value !== null);
  const first = moves[0] as RootMove<A>;
  let played: JudgedMove<A>;
  let best: JudgedMove<A>;
  if (first === main.forced) {
    played = judged(first);
    best = played;
  } else {
    const comparison = ismctsSearch(
      def,
      view,
      point.seat,
      [first.action, point.played],
      rng,
      { ...options, iterations: Math.max(2, Math.round(settings.budget / 2)) },
      { forced: { action: point.played, share: PLAYED_MOVE_SHARE }, scoring: 'first-place' },
    );
    const playedMove = comparison.forced as RootMove<A>;
    const bestMove = comparison.moves.find((m) => m !== playedMove) as RootMove<A>;
    played = judged(playedMove);
    // Measured side by side, a played move as good as the search's choice is the best there was.
    best = (bestMove.value ?? 0) > (playedMove.value ?? 0) ? judged(bestMove) : played;
  }
  const loss = Math.max(0, best.value - played.value);
  return {
    index: point.index,
    seat: point.seat,
    played,
    best,
    loss,
    label: labelOf(loss, settings.thresholds ?? labelThresholds(def)),
    accuracy: decisionAccuracy(loss),
    top: moves.slice(0, 3).map(judged),
    legalCount: point.legal.length,
  };
}

/**
 * The value an analysis reports for a search's mean reward `searchValue` (a root move's `value`
 * from `ismctsSearch` with `first-place` scoring): through the game's calibration with 2 players,
 * where the fit was made; with more, the searched share of first place as it is. A hint that
 * shows a move's chance should show this, so that it agrees with the analysis.
 */
export function analysisValue<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  players: number,
  searchValue: number,
): number {
  return calibrate(searchValue, players === 2 ? def.ai?.analysisCalibration : undefined);
}

/**
 * The search settings of an analysis: the game's bot tuning with its `ai.analysisTuning` over
 * it (a game whose cut-off playouts judge too boldly for a win chance plays them further).
 */
export function analysisTuning<S, A, V, O>(def: GameDefinition<S, A, V, O>): IsmctsTuning {
  return { ...gameTuning(def), ...def.ai?.analysisTuning };
}

/**
 * An analysis's search options at `iterations`: its tuning, and no time limit, so that the same
 * seed gives the same values on any machine (an analysis and a hint alike).
 */
export function analysisSearchOptions<S, A, V, O>(def: GameDefinition<S, A, V, O>, iterations: number): IsmctsOptions {
  return { ...analysisTuning(def), iterations, ms: 0 };
}
