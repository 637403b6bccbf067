/**
 * Hints while playing (issue #36): the best moves of a seat from its view alone, by the
 * analysis's own search, so a hint's chance agrees with what a later analysis would say of the
 * move. The Hint button (in the browser's analysis worker) and the `hint` bot (the tournament
 * that measures how well following hints plays) both run `hintSearch`.
 */
import {
  type AnyGameDefinition,
  BoardhallError,
  type GameDefinition,
  type Message,
  Rng,
  type Seat,
} from '@boardhall/engine';
import type { Bot, BotTurn } from '../bot.ts';
import { ismctsSearch, levelBudget } from '../ismcts.ts';
import { analysisSearchOptions, analysisValue } from './decision.ts';

/** How many moves a hint shows. */
export const HINT_MOVES = 3;

/** What a hint is asked for: one seat's position as it sees it. */
export interface HintPosition<V = unknown, A = unknown> {
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly A[];
  /** Fixes the search's stream: the same position and seed give the same hint. */
  readonly seed: string;
  /** ISMCTS iterations; undefined: `hintBudget`. */
  readonly budget?: number;
}

/** A move the search found, in the order the search prefers them (most visited first). */
export interface HintCandidate<A = unknown> {
  readonly action: A;
  /** The search's mean reward: the seat's share of first place in its playouts, 0..1. */
  readonly searchValue: number;
  readonly visits: number;
}

/** One move a hint shows: the seat's win chance (or share of first place) after it, as an analysis reports it. */
export interface HintMove<A = unknown> extends HintCandidate<A> {
  /** The game's account of the move (`describe`), told from a state sampled from the view. */
  readonly text: Message;
  /** 0..1, through the game's calibration with 2 players (`analysisValue`). */
  readonly value: number;
}

/** The hint's budget: the `hard` bot's, so that following the hints plays as well as it does. */
export function hintBudget<S, A, V, O>(def: GameDefinition<S, A, V, O>): number {
  return levelBudget(def as AnyGameDefinition, 'hard').iterations;
}

function checkHintBudget(budget: number): void {
  if (!Number.isInteger(budget) || budget < 1) {
    throw new BoardhallError(
      'bad-budget',
      `A hint's budget is a whole number of iterations, at least 1; got ${budget}.`,
    );
  }
}

/**
 * The moves the analysis's search prefers for the seat, judged from its view alone (hidden cards
 * are sampled from the view, as a bot does), best first. Iterations, never time: the same
 * position, seed and budget give the same answer on any machine.
 */
export function hintSearch<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  position: HintPosition<V, A>,
): HintCandidate<A>[] {
  const budget = position.budget ?? hintBudget(def);
  checkHintBudget(budget);
  const { seat, view, legal, seed } = position;
  if (legal.length === 0) throw new BoardhallError('no-legal-moves', 'The seat has nothing to do now.');
  const result = ismctsSearch(
    def,
    view,
    seat,
    legal,
    new Rng(`boardhall/hint/${seed}`),
    analysisSearchOptions(def, budget),
    // A single move is weighed all the same (a search skips it otherwise), so the hint gives its chance too.
    legal.length === 1
      ? { scoring: 'first-place', forced: { action: legal[0] as A, share: 0 } }
      : { scoring: 'first-place' },
  );
  return result.moves.flatMap((m) =>
    m.value === null ? [] : [{ action: m.action, searchValue: m.value, visits: m.visits }],
  );
}

/** The `HINT_MOVES` best moves, described and valued as an analysis of a `players`-seat game reports them. */
export function hintMoves<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  position: HintPosition<V, A>,
  players: number,
): HintMove<A>[] {
  const best = hintSearch(def, position).slice(0, HINT_MOVES);
  // `describe` wants a state: one sampled from the view, which agrees with it on everything the
  // seat sees, and so on its own moves.
  const sample = def.determinize(position.view, position.seat, new Rng(`boardhall/hint-describe/${position.seed}`));
  return best.map((m) => ({
    ...m,
    text: def.describe(sample, position.seat, m.action),
    value: analysisValue(def, players, m.searchValue),
  }));
}

/**
 * A bot that plays the hint's first move (`hint`, or `hint:budget=N`): what a player who always
 * follows the hints would play. Each decision's seed comes from the bot's own stream.
 */
export function hintBot(params: Record<string, string>): Bot {
  let budget: number | undefined;
  if (params.budget !== undefined) {
    budget = Number(params.budget);
    if (!Number.isInteger(budget) || budget < 1)
      throw new BoardhallError('bad-bot', `hint: budget must be a whole number ≥ 1; got '${params.budget}'.`);
  }
  return {
    name: budget === undefined ? 'hint' : `hint:budget=${budget}`,
    choose<S, A, V, O>(turn: BotTurn<S, A, V, O>): A {
      if (turn.legal.length === 1) return turn.legal[0] as A;
      const seed = `${turn.rng.int(2 ** 30)}-${turn.rng.int(2 ** 30)}`;
      const [first] = hintSearch(turn.game, { seat: turn.seat, view: turn.view(), legal: turn.legal, seed, budget });
      return first?.action ?? (turn.legal[0] as A);
    },
  };
}
