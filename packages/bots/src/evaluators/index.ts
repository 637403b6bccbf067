import type { FourHumoursState } from '@boardhall/four-humours';
import type { TotwState } from '@boardhall/tribes-of-the-wind';
import { evaluateFourHumours } from './four-humours.ts';
import { evaluateTribesOfTheWind } from './tribes-of-the-wind.ts';

/**
 * A game-specific judgement of a position: one score per seat, higher is better. `greedy` ranks
 * moves with it and `ismcts` scores the playouts it cuts short.
 */
export type Evaluator = (state: unknown) => number[];

/** What a bot knows of a game beyond the contract. */
export interface GameHeuristics {
  evaluate: Evaluator;
  /**
   * True while the acting seat is answering the questions of its own turn (where a potion goes,
   * where to plant, which card to draw), so a lookahead should follow them before judging;
   * false between turns, even when the same seat acts next (Solo).
   */
  midTurn(state: unknown): boolean;
}

const HEURISTICS: Readonly<Record<string, GameHeuristics>> = {
  'four-humours': {
    evaluate: evaluateFourHumours,
    midTurn: (s) => (s as FourHumoursState).pending !== null,
  },
  'tribes-of-the-wind': {
    evaluate: evaluateTribesOfTheWind,
    midTurn: (s) => (s as TotwState).phase === 'resolve',
  },
};

export function heuristicsFor(gameId: string): GameHeuristics | undefined {
  return HEURISTICS[gameId];
}

export function evaluatorFor(gameId: string): Evaluator | undefined {
  return HEURISTICS[gameId]?.evaluate;
}
