import type { GameAi } from '@boardhall/engine';
import type { TotwAction } from '../actions.ts';
import { prepareDeterminize } from '../determinize.ts';
import type { TotwState } from '../state.ts';
import type { TotwView } from '../view.ts';
import { actionKey } from './action-key.ts';
import { searchActions } from './candidates.ts';
import { evaluateTribesOfTheWind } from './evaluate.ts';
import { randomLegalAction } from './legal-at.ts';
import { purposefulAction } from './policy.ts';

/**
 * What Tribes of the Wind bots know. The game is a race to the fifth village, won by gathering
 * riders on forest tiles, and most of a turn's decisions are small (one rider step, one cell):
 * their effect on a cut-off playout's score is far below the playouts' noise, so a search left to
 * itself shuffles riders back and forth. The search therefore leans on a purposeful playout policy
 * (`policy.ts`): playouts follow it (ε = 0.1 random moves), and at every node its move is tried
 * first and keeps a prior bonus of weight 1. Measured in 2-player `normal` self-play: without the
 * policy 0 of 4 games reached the fifth village in 40 rounds (2.4 villages a player); with it 20
 * of 20 did, median round 28 (docs/benchmarks.md). A progressive bias of weight 2 at the root
 * from the evaluator, as in Four Humours, judges each root move after the seat's own follow-up
 * decisions of the turn (`priorFollowUp`), as `greedy` does: right after the move, a card that
 * only asks questions (where to plant, where riders go) looks like nothing gained. With that
 * bias the policy's prior can be lighter (3 → 1): against `greedy`, 83 % of 120 games with the
 * policy's weight 3, 89 % with 1 (tuning runs in docs/benchmarks.md).
 * Playouts cut short are scored by their margin (width 8): a one-point lead is not worth as much
 * as a twenty-point one.
 */
export const tribesOfTheWindAi: GameAi<TotwState, TotwAction, TotwView> = {
  evaluate: evaluateTribesOfTheWind,
  midTurn: (s) => s.phase === 'resolve',
  actionKey,
  defaultOpponent: 'ismcts:level=normal',
  // With edition 2's longer rider moves the race is shorter and `normal` needs more search to keep
  // its margin over `greedy` (82.5 % at 1,000 iterations, 200 games); `hard` keeps four times
  // `normal`'s budget. Figures in docs/benchmarks.md ("Content edition 2").
  levels: {
    easy: { iterations: 100, ms: 500 },
    normal: { iterations: 2000, ms: 1000 },
    hard: { iterations: 8000, ms: 3000 },
  },
  tuning: {
    exploration: 0.4,
    rolloutDepth: 20,
    bias: 2,
    marginScale: 8,
    playoutEpsilon: 0.1,
    policyPrior: 1,
    priorFollowUp: 1,
  },
  // Half of `normal`'s budget: a game asks some 200 questions, and the analysis of one must stay
  // short (figures in docs/benchmarks.md, "Post-game analysis").
  analysisIterations: 1000,
  // A game of some 100 decisions a seat is lost by small steps: `normal` gives away 2 points or
  // more in under 0.5 % of its decisions, a random player in about 5 % (docs/analysis.md).
  analysisThresholds: { inaccuracy: 0.02, mistake: 0.04, blunder: 0.08 },
  randomAction: randomLegalAction,
  playoutAction: purposefulAction,
  searchActions,
  prepareDeterminize,
};
