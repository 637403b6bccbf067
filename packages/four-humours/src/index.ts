import type { GameDefinition, LogSink, Seat, Viewer } from '@boardhall/engine';
import { actionSchema, type FourHumoursAction } from './actions.ts';
import { actionCandidates } from './candidates.ts';
import { cloneState } from './clone.ts';
import { describeAction } from './describe.ts';
import { determinizeView } from './determinize.ts';
import { messages } from './messages.ts';
import { type FourHumoursOptions, optionsSchema } from './options.ts';
import { applyAction } from './rules/apply.ts';
import { legalActions } from './rules/legal.ts';
import { outcomeOf } from './rules/scoring.ts';
import { validate } from './rules/validate.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setupGame } from './setup.ts';
import type { FourHumoursState, GameEndTrigger } from './state.ts';
import { type FourHumoursView, secretsOf, viewOf } from './view.ts';

export * from './actions.ts';
export { conservation } from './conservation.ts';
export * from './content/index.ts';
export { describeObject, type ObjectRef } from './describe-object.ts';
export { buildGraph, type Link, type MapGraph, type PlacedTile } from './map.ts';
export * from './options.ts';
export { resolveSlots } from './rules/ladder.ts';
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

export const fourHumours: GameDefinition<FourHumoursState, FourHumoursAction, FourHumoursView, FourHumoursOptions> = {
  id: 'four-humours',
  name: 'Four Humours',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  optionsSchema,
  actionSchema,
  setup: setupGame,
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
  endReason: (s) => (s.phase === 'over' ? s.endTriggers.map((t) => END_REASONS[t]).join('-and-') || 'over' : null),
  messages,
  secretsOf,
  actionCandidates,
};
