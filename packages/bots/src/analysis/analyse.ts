import { type AnyGameDefinition, BoardhallError, type GameDefinition, type ReplayFile } from '@boardhall/engine';
import { levelBudget } from '../ismcts.ts';
import { analyseDecision } from './decision.ts';
import { type AnalysisPlan, planAnalysis } from './positions.ts';
import { firstPlaceShares, seatSummaries, valueSeries } from './summary.ts';
import type { DecisionAnalysis, GameAnalysis } from './types.ts';

/** How a game is analysed. */
export interface AnalysisOptions {
  /** ISMCTS iterations per decision, a whole number ≥ 1 (`analysisBudget(def)` is the default). */
  readonly budget: number;
  /** The analysis's seed: the same replay, budget and seed give the same analysis. */
  readonly seed: string;
  /** Called after each decision: decisions judged so far, and in all. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Checked before each decision: once aborted, the analysis stops with 'analysis-cancelled'. */
  readonly signal?: AbortSignal;
}

/** The analysis budget a game gets when none is asked for: its `ai.analysisIterations`, else its `normal` level's iterations. */
export function analysisBudget<S, A, V, O>(def: GameDefinition<S, A, V, O>): number {
  return def.ai?.analysisIterations ?? levelBudget(def as AnyGameDefinition, 'normal').iterations;
}

/** Refuses a budget that is not a whole number ≥ 1 (code 'bad-budget'). */
export function checkBudget(budget: number): void {
  if (!Number.isInteger(budget) || budget < 1) {
    throw new BoardhallError(
      'bad-budget',
      `The analysis budget is a whole number of iterations, at least 1; got ${budget}.`,
    );
  }
}

function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BoardhallError('analysis-cancelled', 'The analysis was cancelled.');
}

/**
 * The whole analysis from a plan and its decisions' analyses (in any order, e.g. as threads
 * return them): series, report cards, the result.
 */
export function assembleAnalysis<S, A>(
  plan: AnalysisPlan<S, A>,
  decisions: readonly DecisionAnalysis<A>[],
  budget: number,
  seed: string,
): GameAnalysis<A> {
  const sorted = [...decisions].sort((a, b) => a.index - b.index);
  const series = valueSeries(plan.players, plan.actors.length, sorted);
  return {
    game: plan.game,
    players: plan.players,
    budget,
    seed,
    actions: plan.actors.length,
    decisions: sorted,
    seats: seatSummaries(plan.players, sorted, series, plan.actors),
    series,
    result: firstPlaceShares(plan.outcome, plan.players),
    thresholds: plan.thresholds,
  };
}

/**
 * Analyses every decision of every seat of a replay, on this thread. Pure and browser-safe; the
 * same replay, budget and seed always give the same result. Throws 'bad-replay' for a file that
 * does not replay, 'bad-budget', and 'analysis-cancelled' once `signal` aborts.
 */
export function analyseReplay<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  file: ReplayFile,
  options: AnalysisOptions,
): GameAnalysis<A> {
  checkBudget(options.budget);
  const plan = planAnalysis(def, file);
  const done: DecisionAnalysis<A>[] = [];
  for (const point of plan.decisions) {
    checkCancelled(options.signal);
    done.push(analyseDecision(def, point, { budget: options.budget, seed: options.seed }));
    options.onProgress?.(done.length, plan.decisions.length);
  }
  return assembleAnalysis(plan, done, options.budget, options.seed);
}

/**
 * `analyseReplay` that lets the event loop run between decisions (a macrotask each), so a Web
 * Worker still receives its messages (a cancel, say) while it analyses. The same result.
 */
export async function analyseReplayAsync<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  file: ReplayFile,
  options: AnalysisOptions,
): Promise<GameAnalysis<A>> {
  checkBudget(options.budget);
  const plan = planAnalysis(def, file);
  const done: DecisionAnalysis<A>[] = [];
  for (const point of plan.decisions) {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    checkCancelled(options.signal);
    done.push(analyseDecision(def, point, { budget: options.budget, seed: options.seed }));
    options.onProgress?.(done.length, plan.decisions.length);
  }
  return assembleAnalysis(plan, done, options.budget, options.seed);
}
