import {
  BoardhallError,
  type GameDefinition,
  type LabelThresholds,
  Match,
  type Outcome,
  REPLAY_RNG_SCHEMES,
  type ReplayFile,
  type Seat,
} from '@boardhall/engine';
import { labelThresholds } from './labels.ts';

/** A point of a game where a seat chose among two or more legal actions. */
export interface DecisionPoint<S, A> {
  /** The action's index in the replay. */
  readonly index: number;
  readonly seat: Seat;
  /** The match's players (the analysis calibrates 2-player values only). */
  readonly players: number;
  /** The full state before the action. The analysis hands the search only `seat`'s view of it. */
  readonly state: S;
  readonly played: A;
  readonly legal: readonly A[];
}

/** A replay rebuilt for analysis: its decisions, and what an action without a choice needs to know. */
export interface AnalysisPlan<S, A> {
  readonly game: string;
  readonly players: number;
  /** The acting seat of every action, by index. */
  readonly actors: readonly Seat[];
  readonly decisions: readonly DecisionPoint<S, A>[];
  readonly outcome: Outcome | null;
  /** The game's label thresholds. */
  readonly thresholds: Readonly<LabelThresholds>;
}

/**
 * Rebuilds a replay's match (with the generator of its version) and lists its decisions. A file
 * of another game, with an invalid setup or a refused action, is a BoardhallError('bad-replay').
 */
export function planAnalysis<S, A, V, O>(def: GameDefinition<S, A, V, O>, file: ReplayFile): AnalysisPlan<S, A> {
  if (file.game !== def.id) {
    throw new BoardhallError('bad-replay', `The replay is a game of ${file.game}, not ${def.id}.`);
  }
  const scheme = REPLAY_RNG_SCHEMES[file.version];
  if (scheme === undefined) throw new BoardhallError('bad-replay', `There is no replay version ${file.version}.`);
  let match: Match<S, A, V, O>;
  try {
    match = Match.restore(def, file.players, file.options, file.seed, scheme);
  } catch (e) {
    if (e instanceof BoardhallError)
      throw new BoardhallError('bad-replay', `The replay's setup is invalid: ${e.message}`);
    throw e;
  }
  const actors: Seat[] = [];
  const decisions: DecisionPoint<S, A>[] = [];
  file.actions.forEach((entry, index) => {
    const state = match.state;
    const result = match.submit(entry.seat, entry.action);
    if (!result.ok) {
      throw new BoardhallError(
        'bad-replay',
        `Action ${index + 1} of the replay is refused: ${result.error.message} (${result.error.code}).`,
      );
    }
    actors.push(entry.seat);
    const legal = def.legalActions(state, entry.seat);
    const played = (match.actions[index] as { action: A }).action;
    if (legal.length >= 2) decisions.push({ index, seat: entry.seat, players: file.players, state, played, legal });
  });
  return {
    game: def.id,
    players: file.players,
    actors,
    decisions,
    outcome: match.outcome(),
    thresholds: labelThresholds(def),
  };
}
