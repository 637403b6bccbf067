import type { LogSink, Seat, TestableGame, Viewer } from '@boardhall/engine';
import { actionCandidates } from './action-candidates.ts';
import { actionSchema, type FourHumoursAction } from './actions.ts';
import { fourHumoursAi } from './ai/index.ts';
import { cloneState } from './clone.ts';
import { describeAction } from './describe.ts';
import { determinizeView } from './determinize.ts';
import { messages } from './messages/index.ts';
import { type FourHumoursOptions, optionsSchema } from './options.ts';
import { applyAction } from './rules/apply.ts';
import { legalActions } from './rules/legal.ts';
import { outcomeOf } from './rules/scoring.ts';
import { validate } from './rules/validate.ts';
import { secretsOf } from './secrets.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setupGame, setupProblem } from './setup.ts';
import type { FourHumoursState, GameEndTrigger } from './state.ts';
import { type FourHumoursView, viewOf } from './view.ts';

export * from './actions.ts';
export { evaluateFourHumours } from './ai/evaluate.ts';
export { legalAt, legalCount, randomLegalAction } from './ai/legal-at.ts';
export { conservation } from './conservation.ts';
export * from './content/index.ts';
export { buildGraph, type Link, type MapGraph, type PlacedTile } from './map.ts';
export * from './options.ts';
export { evaluateFief, fiefDestinations } from './rules/fief.ts';
export { resolveSlots } from './rules/ladder.ts';
export { RIVAL_FOCUS, type RivalFocus, type RivalTarget, rivalTarget } from './rules/rival.ts';
export {
  type FhFigure,
  type FourHumoursOutcome,
  outcomeOf,
  type SoloResult,
  type SoloResultCode,
} from './rules/scoring.ts';
export { secretsOf } from './secrets.ts';
export { seatsFor, setupProblem } from './setup.ts';
export * from './state.ts';
export { compileContent, registerContent, type Tables, tablesFor } from './tables.ts';
export * from './view.ts';
export { messages };

const END_REASONS: Readonly<Record<GameEndTrigger, string>> = {
  parties: 'all-parties-resolved',
  deck: 'scene-deck-short',
  bag: 'bag-cannot-refill',
};

function activeSeats(s: FourHumoursState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.pending) return [s.pending.owner];
  return s.toAct >= 0 ? [s.toAct] : [];
}

function applyInPlace(s: FourHumoursState, seat: Seat, a: FourHumoursAction, log?: LogSink): void {
  applyAction(s, seat, a, log);
}

/**
 * Why a finished game ended (§7.1); in Solo prefixed with the result against the Rival, e.g.
 * 'solo-win-scene-deck-short', so simulations can count solo results from end reasons alone.
 */
function endReason(s: FourHumoursState): string | null {
  if (s.phase !== 'over') return null;
  const reason = s.endTriggers.map((t) => END_REASONS[t]).join('-and-') || 'over';
  const o = outcomeOf(s);
  return o?.soloResult ? `solo-${o.soloResult}-${reason}` : reason;
}

/**
 * The game. Solo mode has one seat in the match (players = 1); the automaton Rival is seat 1 of
 * the state's turn order (and of log messages), never an active seat.
 */
export const fourHumours: TestableGame<FourHumoursState, FourHumoursAction, FourHumoursView, FourHumoursOptions> = {
  id: 'four-humours',
  name: 'Four Humours',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  optionsSchema,
  actionSchema,
  validateSetup: setupProblem,
  fixedSetupOptions: (o) => (o.fixedSetup ? ['fixedSetup'] : []),
  keepsSecretsAfterEnd: (o) => !o.revealAllAtGameEnd,
  setup: (players, options, seed, _log, rngScheme) => setupGame(players, options, seed, rngScheme),
  activeSeats,
  legalActions,
  validate,
  apply(s, seat, a, log) {
    const next = cloneState(s);
    applyInPlace(next, seat, a, log);
    return next;
  },
  clone: cloneState,
  applyInPlace,
  view: (s, viewer: Viewer) => viewOf(s, viewer),
  determinize: determinizeView,
  outcome: outcomeOf,
  describe: describeAction,
  endReason,
  round: (s: FourHumoursState) => s.round,
  ai: fourHumoursAi,
  messages,
  secretsOf,
  // The Solo Rival (seat 1 of a one-player match) holds secrets too: its draws must block undo.
  undo: { randomness: (s) => s.rng, seats: (s) => s.seats },
  actionCandidates,
};
