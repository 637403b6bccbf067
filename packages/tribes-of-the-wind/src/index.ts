import type { LogSink, Outcome, RankingExplanation, Rng, Seat, TestableGame, Viewer } from '@boardhall/engine';
import { rankingOf } from '@boardhall/engine';
import { actionCandidates } from './action-candidates.ts';
import { actionSchema, type TotwAction } from './actions.ts';
import { tribesOfTheWindAi } from './ai/index.ts';
import { clientHints } from './client-hints.ts';
import { cloneState } from './clone.ts';
import { describeAction } from './describe.ts';
import { determinizeView } from './determinize.ts';
import { messages } from './messages/index.ts';
import { optionsSchema, restoreOptions, type TotwOptions } from './options.ts';
import { applyAction } from './rules/apply.ts';
import { legalActions } from './rules/legal.ts';
import { rankBreakdowns, type ScoreBreakdown, scoreBoard, type TotwFigure } from './rules/scoring.ts';
import { validateAction } from './rules/validate.ts';
import { secretsOf } from './secrets.ts';
import { setupGame } from './setup.ts';
import type { EndReason, TotwState } from './state.ts';
import { type TotwView, viewOf } from './view.ts';

export type { CellRef, NodeArg, PlayRow, TotwAction, TotwActionType } from './actions.ts';
export { actionSchema } from './actions.ts';
export { evaluateTribesOfTheWind } from './ai/evaluate.ts';
export { legalAt, legalCount, randomLegalAction } from './ai/legal-at.ts';
export {
  type ClientHints,
  clientHints,
  type HandCardHint,
  type PendingView,
  type PlantCostHint,
  type RowHint,
  type TaskHint,
} from './client-hints.ts';
export { conservation } from './conservation.ts';
export { CONTENT_EDITIONS, type ContentEdition, CURRENT_EDITION } from './content/editions.ts';
export type * from './content/schema.ts';
export { ELEMENTS, FOREST_COLOURS, LEADER_IDS } from './content/schema.ts';
export * from './message-params.ts';
export { messages, type TotwMessageKey } from './messages/index.ts';
export { neighbourOf, type Side } from './neighbours.ts';
export {
  DEFAULT_TILE_SCORE_TABLE,
  defaultOptions,
  optionsSchema,
  type RulesConfig,
  restoreOptions,
  type TotwOptions,
} from './options.ts';
export type { ScoreBreakdown, TotwFigure, TuckedScore } from './rules/scoring.ts';
export type { TaskProgress } from './rules/tasks.ts';
export type { BoardState, EndReason, QuestionKind, Source, Task, TotwState, TurnState } from './state.ts';
export { QUESTION_KINDS } from './state.ts';
export { CAT, cardOf, editionOf, type Tables, tablesOf, villageOf } from './tables.ts';
export type { BoardView, HolderView, TotwView } from './view.ts';

/** The final outcome, with §6.2's breakdown per seat, §6.4's ranking explained, and why the game ended. */
export interface TotwOutcome extends Outcome {
  endedBy: EndReason;
  breakdowns: ScoreBreakdown[];
  readonly explanation: RankingExplanation<TotwFigure>;
}

/**
 * The live score breakdown of `seat` (§6.2), from a state or from a view. From a view, tucked
 * cards the viewer cannot see are left out (`complete` is then false).
 */
export function scoreBreakdown(s: TotwState | TotwView, seat: Seat): ScoreBreakdown {
  return scoreBoard(s, seat);
}

/** The outcome with its breakdowns (the GameDefinition's `outcome`, typed). */
export function totwOutcome(s: TotwState): TotwOutcome | null {
  if (s.phase !== 'over' || s.endedBy === null) return null;
  const breakdowns = s.boards.map((_, p) => scoreBoard(s, p));
  const explanation = rankBreakdowns(breakdowns);
  return {
    ranking: rankingOf(explanation),
    scores: breakdowns.map((b) => b.total),
    endedBy: s.endedBy,
    breakdowns,
    explanation,
  };
}

/** Shared answers of `activeSeats`, which a search asks at every step of every playout. */
const NO_SEATS: readonly Seat[] = Object.freeze([]);
const SEATS: readonly (readonly Seat[])[] = Array.from({ length: 5 }, (_, seat) => Object.freeze([seat]));

export const tribesOfTheWind: TestableGame<TotwState, TotwAction, TotwView, TotwOptions> = {
  id: 'tribes-of-the-wind',
  name: 'Tribes of the Wind',
  minPlayers: 2,
  maxPlayers: 5,
  optionsSchema,
  restoreOptions,
  actionSchema,
  setup: (players: number, options: TotwOptions, seed: string, _log, rngScheme) =>
    setupGame(players, options, seed, undefined, rngScheme),
  activeSeats: (s: TotwState) => (s.phase === 'over' ? NO_SEATS : (SEATS[s.seat] ?? [s.seat])),
  legalActions,
  validate: validateAction,
  apply(s: TotwState, seat: Seat, a: TotwAction, log?: LogSink): TotwState {
    const next = cloneState(s);
    applyAction(next, seat, a, log);
    return next;
  },
  clone: cloneState,
  applyInPlace: applyAction,
  view: (s: TotwState, viewer: Viewer) => viewOf(s, viewer),
  clientHints: (v: TotwView) => clientHints(v),
  determinize: (v: TotwView, seat: Seat, rng: Rng) => determinizeView(v, seat, rng),
  outcome: totwOutcome,
  describe: describeAction,
  endReason: (s: TotwState) => (s.phase === 'over' ? s.endedBy : null),
  round: (s: TotwState) => s.round,
  ai: tribesOfTheWindAi,
  messages,
  secretsOf,
  // Rules §7 note 4: every card turned face up counts, even one no view tells apart afterwards.
  undo: { randomness: (s: TotwState) => s.rng, reveals: (s: TotwState) => s.reveals },
  actionCandidates,
};

export default tribesOfTheWind;
