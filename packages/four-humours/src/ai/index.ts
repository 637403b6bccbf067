import type { GameAi } from '@boardhall/engine';
import type { FourHumoursAction } from '../actions.ts';
import { prepareDeterminize } from '../determinize.ts';
import type { FourHumoursState } from '../state.ts';
import { humourIndex, tablesOf } from '../tables.ts';
import type { FourHumoursView } from '../view.ts';
import { evaluateFourHumours } from './evaluate.ts';
import { randomLegalAction } from './legal-at.ts';

// Slots, plot rows and columns are small (a card has a handful of slots, a fief a few rows), so
// these strides keep every field of a key apart; the low three bits say which kind of action it is.
const SLOT_STRIDE = 256;

/**
 * A number per action, distinct among the actions legal in a state: the search keys every action
 * it meets, and numbers are far cheaper to build and look up than serialised actions. Cards,
 * parties and cells are numbered by the content's tables, which every sampled state shares.
 */
function actionKey(s: FourHumoursState, a: FourHumoursAction): number {
  switch (a.type) {
    case 'pass':
      return 0;
    case 'mulligan':
      return 1;
    case 'place': {
      const t = tablesOf(s);
      const h = humourIndex(a.humour);
      const target = a.target;
      if (target.kind === 'scene') {
        return 2 + 8 * (h + 4 * (target.slot + SLOT_STRIDE * (t.sceneIndex.get(target.card) ?? 0)));
      }
      return 3 + 8 * (h + 4 * (target.slot + SLOT_STRIDE * (t.partyIndex.get(target.party) ?? 0)));
    }
    case 'choose':
      return 4 + 8 * (tablesOf(s).cellIndex.get(a.cell) ?? 0);
    case 'choosePlot':
      return 5 + 8 * (a.plot[0] * SLOT_STRIDE + a.plot[1]);
  }
}

/**
 * What Four Humours bots know. Each level is an iteration cap under a time limit: the cap makes a
 * decision reproducible (the same seed, the same move) and, on the standard machine, takes well
 * under the limit (`normal`: median about 0.25 s); the limit only bounds a very busy machine.
 * Exploration 0.7, playouts of 20 actions scored by rank, and a progressive bias of weight 2 at
 * the root from the evaluator: against `greedy` (40 games, seed 11) 1,000 iterations won 62.5 %,
 * 3,000 won 80 %, 4,000 won 80 %, 2,000 with the bias 81 %, 3,000 with the bias 91 %.
 */
export const fourHumoursAi: GameAi<FourHumoursState, FourHumoursAction, FourHumoursView> = {
  evaluate: evaluateFourHumours,
  midTurn: (s) => s.pending !== null,
  actionKey,
  defaultOpponent: 'ismcts:level=normal',
  levels: {
    easy: { iterations: 300, ms: 500 },
    normal: { iterations: 3000, ms: 1000 },
    hard: { iterations: 10000, ms: 3000 },
  },
  tuning: { exploration: 0.7, rolloutDepth: 20, bias: 2, marginScale: 0 },
  // `hard` plays its playouts to the end, as an analysis and a hint do: at its 10,000 iterations it
  // then beat `normal` far more often than with playouts cut at 20 actions (docs/benchmarks.md,
  // "Strength"), still well within its 3 s. `normal` keeps the cut, its median under 0.3 s.
  levelTuning: { hard: { rolloutDepth: 10_000 } },
  // An analysis plays every playout to the end: cut off after 20 actions and scored by rank, a
  // position's value says who leads, not how likely a win is (a seat that went on to lose was
  // given 0.99 to 1.00 for half a game; docs/analysis.md).
  analysisTuning: { rolloutDepth: 10_000 },
  // Even so, a seat's search is surer of itself than the games bear out (positions it gave 75 %
  // were won 52 % of the time): the logistic fit on 40 games of `normal` against `normal`
  // (docs/benchmarks.md, "Post-game analysis").
  analysisCalibration: { slope: 0.881, intercept: -0.543 },
  randomAction: randomLegalAction,
  prepareDeterminize,
};
