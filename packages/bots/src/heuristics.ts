import type { AnyGameDefinition } from '@boardhall/engine';

/**
 * A game-specific judgement of a position: one score per seat, higher is better. `greedy` ranks
 * moves with it and `ismcts` scores the playouts it cuts short. Games provide it in their `ai` part.
 */
export type Evaluator = (state: unknown) => number[];

/** What a bot knows of a game beyond the rules: the `evaluate` and `midTurn` of the game's `ai`. */
export interface GameHeuristics {
  evaluate: Evaluator;
  /** True while the acting seat answers the questions of its own turn (see `GameAi.midTurn`). */
  midTurn(state: unknown): boolean;
}

export function heuristicsFor(def: AnyGameDefinition): GameHeuristics | undefined {
  return def.ai;
}

export function evaluatorFor(def: AnyGameDefinition): Evaluator | undefined {
  return def.ai?.evaluate;
}
