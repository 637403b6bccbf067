import type { GameAi } from '@boardhall/engine';
import type { NodeArg, TotwAction } from '../actions.ts';
import { prepareDeterminize } from '../determinize.ts';
import type { TotwState } from '../state.ts';
import type { TotwView } from '../view.ts';
import { evaluateTribesOfTheWind } from './evaluate.ts';
import { randomLegalAction } from './legal-at.ts';

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
 * What Tribes of the Wind bots know. An iteration costs more than in Four Humours (longer games,
 * more decisions per turn: a game asks its players about five times as many questions), so the
 * levels get fewer iterations. The game always runs its full 40 rounds and is decided by points,
 * so a playout cut short is scored by its margin: ranking it as a win or a loss made a one-point
 * lead worth as much as a twenty-point one. Margin rewards vary less than win/loss ones, so it
 * explores less (c 0.4 won 29 of 40 games against greedy where 0.7 won 24, at 300 iterations).
 */
export const tribesOfTheWindAi: GameAi<TotwState, TotwAction, TotwView> = {
  evaluate: evaluateTribesOfTheWind,
  midTurn: (s) => s.phase === 'resolve',
  actionKey,
  levels: {
    easy: { iterations: 60, ms: 1000 },
    normal: { iterations: 300, ms: 1000 },
    hard: { iterations: 1500, ms: 4000 },
  },
  tuning: { exploration: 0.4, rolloutDepth: 20, bias: 0, marginScale: 8 },
  randomAction: randomLegalAction,
  prepareDeterminize,
};
