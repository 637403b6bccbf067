import type { GameAi } from '@boardhall/engine';
import type { NodeArg, TotwAction } from '../actions.ts';
import { prepareDeterminize } from '../determinize.ts';
import type { TotwState } from '../state.ts';
import type { TotwView } from '../view.ts';
import { searchActions } from './candidates.ts';
import { evaluateTribesOfTheWind } from './evaluate.ts';
import { randomLegalAction } from './legal-at.ts';
import { purposefulAction } from './policy.ts';

const node = (n: NodeArg): string => (n === 'capital' ? 'k' : `${n.r}.${n.c}`);

/**
 * A short string per action, distinct among the actions of a state (card and ability ids never
 * contain the separators used here): far cheaper to build than a serialised action.
 */
function actionKey(_s: TotwState, a: TotwAction): string {
  switch (a.type) {
    case 'play':
      return `p${a.card}/${a.row}`;
    case 'temple':
      return `t${a.slot}/${a.cell.r}.${a.cell.c}/${a.discard.join(',')}`;
    case 'discard':
      return `d${a.discard.join(',')}`;
    case 'village':
    case 'cleanse':
    case 'firebreak':
      return `${a.type}${a.cell.r}.${a.cell.c}`;
    case 'plant':
      return a.source === 'stack' ? `ps${a.cell.r}.${a.cell.c}` : `pm${a.slot}/${a.cell.r}.${a.cell.c}`;
    case 'step':
    case 'catapult':
      return `${a.type}${node(a.from)}/${node(a.to)}`;
    case 'freeTemple':
      return `f${a.slot}/${a.cell.r}.${a.cell.c}`;
    case 'villageCard':
      return `v${a.slot}/${a.side}/${a.replace ?? ''}`;
    case 'rootedRiders':
      return a.accept ? 'r1' : 'r0';
    case 'draw':
      return a.source === 'deck' ? 'dd' : `dr${a.slot}`;
    case 'ability':
      return `a${a.id}`;
    default:
      return a.type;
  }
}

/**
 * What Tribes of the Wind bots know. The game is a race to the fifth village, won by gathering
 * riders on forest tiles, and most of a turn's decisions are small (one rider step, one cell):
 * their effect on a cut-off playout's score is far below the playouts' noise, so a search left to
 * itself shuffles riders back and forth. The search therefore leans on a purposeful playout policy
 * (`policy.ts`): playouts follow it (ε = 0.1 random moves), and at every node its move is tried
 * first and keeps a prior bonus of weight 3. Measured in 2-player `normal` self-play: without the
 * policy 0 of 4 games reached the fifth village in 40 rounds (2.4 villages a player); with it 20
 * of 20 did, median round 28 (docs/benchmarks.md). A progressive bias of weight 2 at the root
 * from the evaluator, as in Four Humours, is also on (tuning runs in docs/benchmarks.md).
 * Playouts cut short are scored by their margin (width 8): a one-point lead is not worth as much
 * as a twenty-point one.
 */
export const tribesOfTheWindAi: GameAi<TotwState, TotwAction, TotwView> = {
  evaluate: evaluateTribesOfTheWind,
  midTurn: (s) => s.phase === 'resolve',
  actionKey,
  defaultOpponent: 'ismcts:level=normal',
  levels: {
    easy: { iterations: 100, ms: 500 },
    normal: { iterations: 1000, ms: 1000 },
    hard: { iterations: 4000, ms: 3000 },
  },
  tuning: { exploration: 0.4, rolloutDepth: 20, bias: 2, marginScale: 8, playoutEpsilon: 0.1, policyPrior: 3 },
  randomAction: randomLegalAction,
  playoutAction: purposefulAction,
  searchActions,
  prepareDeterminize,
};
