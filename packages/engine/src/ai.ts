import type { Rng } from './rng.ts';
import type { Seat } from './types.ts';

/** How long a search may think: whichever limit comes first. */
export interface SearchBudget {
  iterations: number;
  /** Wall-clock limit in milliseconds (0 = none). Makes decisions depend on machine speed. */
  ms: number;
}

/** A logistic recalibration of a probability: `σ(slope · logit(p) + intercept)`. */
export interface ValueCalibration {
  slope: number;
  intercept: number;
}

/** Win chance given away (0..1) from which an analysis labels a move: inaccuracy, mistake, blunder. */
export interface LabelThresholds {
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

/** The documented bot levels. */
export type SearchLevel = 'easy' | 'normal' | 'hard';

/** The search settings that are not a budget: exploration, playouts and their scoring. */
export interface SearchTuning {
  /** UCB exploration constant. */
  exploration: number;
  /** Playouts stop after this many actions and are scored by the game's evaluator. */
  rolloutDepth: number;
  /**
   * Progressive bias at the root: the evaluator's opinion of each move (0..1) is added to its
   * UCB score with this weight, fading as the move is visited. 0 turns it off.
   */
  bias: number;
  /**
   * How cut-off playouts are scored. 0: by rank under the evaluator (the leader gets a win's
   * reward). Above 0: by margin, each seat's evaluator lead over the best other seat squashed by
   * a logistic curve of this width, so a big lead counts more than a narrow one.
   */
  marginScale?: number;
  /**
   * With a game's `playoutAction`: the share of playout moves drawn uniformly at random instead
   * (ε-greedy playouts), so a playout still tries what the game's policy would never do.
   */
  playoutEpsilon?: number;
  /**
   * With a game's `playoutAction`: how strongly the tree prefers the policy's move at each node
   * (tried first, then a bonus of this weight × √visits / (1 + its visits), a PUCT-style prior).
   * 0 turns it off.
   */
  policyPrior?: number;
  /**
   * How the root bias judges a move: 0 (default) by the evaluator right after it; 1 after the
   * seat's own follow-up decisions of that turn, each the evaluator's best (as `greedy` judges a
   * move), so a move that only asks a question (which card, where to plant) is judged by what
   * it achieves.
   */
  priorFollowUp?: number;
}

/**
 * What a game tells its bots beyond the rules (optional part of `GameDefinition`). The bots
 * package has no knowledge of any game: a game that fills this in gets greedy and ISMCTS bots
 * that judge positions, search at the game's own levels and search fast. Everything here must
 * stay as pure as the rules, and may use only what the state it is given holds (a bot's state is
 * always one sampled from its view, so this cannot leak secrets).
 */
export interface GameAi<S, A, V> {
  /** A judgement of a position: one score per seat (indexed by seat), higher is better. */
  evaluate(s: S): number[];
  /**
   * True while the acting seat is answering the questions of its own turn (where a potion goes,
   * where to plant, which card to draw), so a lookahead should follow them before judging;
   * false between turns, even when the same seat acts next.
   */
  midTurn(s: S): boolean;
  /**
   * A key for an action legal in `s`: equal for equal actions, different for different ones
   * among the actions legal in one state, and the same for the same move in every state a search
   * may sample from one view (so that moves are shared across samples). Much cheaper than
   * serialising the action: the search keys every action it meets.
   */
  actionKey(s: S, a: A): number | string;
  /**
   * The opponent a new player meets by default: a bot spec of `@boardhall/bots` (for example
   * `ismcts:level=normal`), the web client's choice for a new match's bot seats.
   */
  readonly defaultOpponent?: string;
  /** The search budget of each level; absent: the bots' defaults. */
  readonly levels?: Readonly<Record<SearchLevel, SearchBudget>>;
  /** Settings that suit the game better than the bots' defaults. */
  readonly tuning?: Readonly<Partial<SearchTuning>>;
  /**
   * Settings over `tuning` for one level: a level with a larger budget may afford what a quick
   * one may not (longer playouts, say). Absent for a level: `tuning` alone.
   */
  readonly levelTuning?: Readonly<Partial<Record<SearchLevel, Readonly<Partial<SearchTuning>>>>>;
  /**
   * Settings over `tuning` for a post-game analysis, whose values must be win chances rather
   * than only rank moves well (e.g. playouts played further before the evaluator judges them).
   * Absent: the bots' tuning.
   */
  readonly analysisTuning?: Readonly<Partial<SearchTuning>>;
  /**
   * The iterations per decision of an analysis when none is asked for: enough that two analyses
   * with different seeds label most decisions alike (docs/benchmarks.md). Absent: `normal`'s.
   */
  readonly analysisIterations?: number;
  /**
   * The analysis's labels for this game, when the general ones (5, 10, 20 points of win chance)
   * do not suit it: a game of many small decisions loses its games by small steps. Absent: those.
   */
  readonly analysisThresholds?: Readonly<LabelThresholds>;
  /**
   * How an analysis turns the search's mean reward `v` of a 2-player game into a win chance:
   * `σ(slope · logit(v) + intercept)`, fitted on the bots' games by `npm run analysis-bench`
   * (docs/analysis.md). The search judges from one seat's view with its own playouts, which
   * is not how the game goes on; the fit says how much its figure is worth. Absent: `v` itself.
   */
  readonly analysisCalibration?: Readonly<ValueCalibration>;
  /**
   * The playout policy: one action legal for `seat` in `s`, drawn uniformly at random, without
   * listing them all where the game can do that faster. Absent: a uniform pick from `legalActions`.
   */
  randomAction?(s: S, seat: Seat, rng: Rng): A;
  /**
   * An informed playout policy: a cheap, sensible action legal for `seat` in `s` (a scripted
   * player's choice, with `rng` for its ties). Playouts then follow it, except for a share
   * `tuning.playoutEpsilon` of uniform random moves. Absent: playouts are uniformly random.
   */
  playoutAction?(s: S, seat: Seat, rng: Rng): A;
  /**
   * The moves a search should consider for `seat` in `s`: a non-empty subset of
   * `legalActions(s, seat)` without the near-copies (the same temple on another tile, say), so
   * the search spends its visits on moves that differ. It may read only what `seat` knows, so it
   * picks the same moves in every state sampled from one view. Absent: every legal move.
   */
  searchActions?(s: S, seat: Seat): A[];
  /**
   * `determinize` split for a search, which samples thousands of states from one view: reads the
   * view once, and each call of the function it returns gives exactly what
   * `determinize(v, seat, rng)` would with that `rng`. Absent: `determinize` is called each time.
   */
  prepareDeterminize?(v: V, seat: Seat): (rng: Rng) => S;
}
