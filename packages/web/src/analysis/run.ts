/**
 * The work of the analysis worker, without the worker: a game's analysis and a hint's best moves.
 * Shared by the Web Worker and the in-thread runner (tests, browsers without module workers).
 */
import { analyseReplayAsync, analysisTuning, type GameAnalysis, ismctsSearch, levelBudget } from '@boardhall/bots/core';
import { type AnyGameDefinition, BoardhallError, Rng } from '@boardhall/engine';
import type { AnalyseRequest, HintMove, HintRequest } from './messages.ts';

/** How many moves a hint shows. */
export const HINT_MOVES = 3;

export function runAnalysis(
  def: AnyGameDefinition,
  req: AnalyseRequest,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<GameAnalysis> {
  if (req.replay.game !== def.id) throw new BoardhallError('bad-replay', `The replay is of '${req.replay.game}'.`);
  return analyseReplayAsync(def, req.replay, { budget: req.budget, seed: req.seed, signal, onProgress });
}

/** The hint's budget: at least the `hard` bot's, so that following the hints plays as well as it does. */
export function hintBudget(def: AnyGameDefinition): number {
  return levelBudget(def, 'hard').iterations;
}

/**
 * The best moves for `seat`, judged from its view alone (the search samples hidden cards from the
 * view, as a bot does): the analysis's search settings and scoring, so a move's value is the win
 * chance an analysis would give it, and an iteration budget, so the same position and seed give
 * the same hint. Most visited first, as the search would choose.
 */
export function hintMoves(def: AnyGameDefinition, req: HintRequest): HintMove[] {
  const budget = req.budget ?? hintBudget(def);
  if (!Number.isInteger(budget) || budget < 1) {
    throw new BoardhallError(
      'bad-budget',
      `A hint's budget is a whole number of iterations, at least 1; got ${budget}.`,
    );
  }
  if (req.legal.length === 0) throw new BoardhallError('no-legal-moves', 'The seat has nothing to do now.');
  const result = ismctsSearch(
    def,
    req.view,
    req.seat,
    req.legal,
    new Rng(`boardhall/hint/${req.seed}`),
    { ...analysisTuning(def), iterations: budget, ms: 0 },
    // A single move is weighed all the same (a search skips it otherwise), so the hint gives its chance too.
    req.legal.length === 1
      ? { scoring: 'first-place', forced: { action: req.legal[0], share: 0 } }
      : { scoring: 'first-place' },
  );
  // `describe` wants a state: one sampled from the view, which agrees with it on everything the
  // seat sees, and so on its own moves.
  const sample = def.determinize(req.view, req.seat, new Rng(`boardhall/hint-describe/${req.seed}`));
  return result.moves
    .filter((m) => m.value !== null)
    .slice(0, HINT_MOVES)
    .map((m) => ({
      action: m.action,
      text: def.describe(sample, req.seat, m.action),
      value: m.value ?? 0,
      visits: m.visits,
    }));
}
