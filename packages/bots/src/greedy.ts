import { BoardhallError, type GameDefinition, type Rng, type Seat } from '@boardhall/engine';
import type { Bot, BotTurn } from './bot.ts';
import { type GameHeuristics, heuristicsFor } from './heuristics.ts';

/**
 * One-ply lookahead: try every legal action on a few full states sampled from the view, score
 * the result with the game's evaluator (own score minus the best opponent's), keep the best.
 * When an action leaves the seat with more decisions of its own turn (where to plant, which
 * way to move), those are followed greedily first, so a card is judged by what it achieves
 * rather than by the question it asks. Sampling keeps it honest: it never sees hidden facts.
 */
export function greedyChoose<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  heuristics: GameHeuristics,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  samples: number,
): A {
  if (legal.length === 1) return legal[0] as A;
  const states = Array.from({ length: samples }, () => def.determinize(view, seat, rng));
  let best: A[] = [];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    let total = 0;
    for (const sample of states) {
      const next = def.clone(sample);
      def.applyInPlace(next, seat, action);
      total += relativeScore(heuristics.evaluate(followOwnDecisions(def, heuristics, next, seat)), seat);
    }
    const score = total / states.length;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = [action];
    } else if (Math.abs(score - bestScore) <= 1e-9) {
      best.push(action);
    }
  }
  return best[rng.int(best.length)] as A;
}

/** How many of its own follow-up decisions a greedy lookahead plays out before judging. */
const FOLLOW_UP_LIMIT = 12;

/** Plays the seat's own remaining decisions, each the immediately best one, and returns the state. */
export function followOwnDecisions<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  { evaluate, midTurn }: GameHeuristics,
  state: S,
  seat: Seat,
): S {
  let current = state;
  for (let step = 0; step < FOLLOW_UP_LIMIT; step++) {
    const active = def.activeSeats(current);
    if (active.length !== 1 || active[0] !== seat || !midTurn(current)) break;
    const legal = def.legalActions(current, seat);
    let best: S | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      const next = def.clone(current);
      def.applyInPlace(next, seat, a);
      const score = relativeScore(evaluate(next), seat);
      if (score > bestScore) {
        bestScore = score;
        best = next;
      }
    }
    if (!best) break;
    current = best;
  }
  return current;
}

/** A seat's score minus the best of the others: what matters is winning, not scoring. */
export function relativeScore(scores: readonly number[], seat: Seat): number {
  let others = Number.NEGATIVE_INFINITY;
  scores.forEach((x, p) => {
    if (p !== seat && x > others) others = x;
  });
  return (scores[seat] ?? 0) - (others === Number.NEGATIVE_INFINITY ? 0 : others);
}

export function greedyBot(params: Record<string, string>): Bot {
  const samples = params.samples === undefined ? 4 : Number(params.samples);
  if (!Number.isInteger(samples) || samples < 1 || samples > 100) {
    throw new BoardhallError(
      'bad-bot',
      `greedy: samples must be a whole number from 1 to 100; got '${params.samples}'.`,
    );
  }
  return {
    name: params.samples === undefined ? 'greedy' : `greedy:samples=${samples}`,
    choose<S, A, V, O>(turn: BotTurn<S, A, V, O>): A {
      const heuristics = heuristicsFor(turn.game);
      if (!heuristics) throw new BoardhallError('bad-bot', `greedy has no evaluation for the game '${turn.game.id}'.`);
      return greedyChoose(turn.game, heuristics, turn.view(), turn.seat, turn.legal, turn.rng, samples);
    },
  };
}
