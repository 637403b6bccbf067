import { evaluateFourHumours } from './four-humours.ts';
import { evaluateTribesOfTheWind } from './tribes-of-the-wind.ts';

/**
 * A game-specific judgement of a position: one score per seat, higher is better. `greedy` ranks
 * moves with it and `ismcts` scores the playouts it cuts short.
 */
export type Evaluator = (state: unknown) => number[];

const EVALUATORS: Readonly<Record<string, Evaluator>> = {
  'four-humours': evaluateFourHumours,
  'tribes-of-the-wind': evaluateTribesOfTheWind,
};

export function evaluatorFor(gameId: string): Evaluator | undefined {
  return EVALUATORS[gameId];
}
