/**
 * The search's key of an action. The search keys every action it meets at every node of every
 * iteration, and looks children up by the key.
 */
import type { CellRef, NodeArg, TotwAction } from '../actions.ts';
import { CELL_COUNT, COLS, ROWS } from '../grid.ts';
import type { TotwState } from '../state.ts';
import { CAT, cardNumber } from '../tables.ts';

const node = (n: NodeArg): string => (n === 'capital' ? 'k' : `${n.r}.${n.c}`);

/** A short string per action, distinct among the actions of a state: the key of what `numericKey` cannot number. */
function stringKey(a: TotwAction): string {
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

const ABILITY_NUMBER: ReadonlyMap<string, number> = new Map([...CAT.abilities.keys()].map((id, i) => [id, i]));
const PLAY_ROW = { easy: 0, hard: 1, only: 2, both: 3 } as const;
/** The kinds of action, numbered: a key's lowest five bits' worth (key % 32). */
const KIND = {
  play: 0,
  temple: 1,
  discard: 2,
  village: 3,
  pass: 4,
  cleanse: 5,
  plantMarket: 6,
  plantStack: 7,
  plantSkip: 8,
  step: 9,
  stopMoving: 10,
  catapult: 11,
  catapultSkip: 12,
  freeTemple: 13,
  freeTempleSkip: 14,
  villageCard: 15,
  firebreak: 16,
  rootedRiders: 17,
  drawRow: 18,
  drawDeck: 19,
  ability: 20,
} as const;

/** A cell 0..11, or -1 off the grid. */
function cellNumber(c: CellRef): number {
  return c.r >= 0 && c.r < ROWS && c.c >= 0 && c.c < COLS && Number.isInteger(c.r) && Number.isInteger(c.c)
    ? c.r * COLS + c.c
    : -1;
}

/** A node 0..12 (the capital 12), or -1 off the grid. */
function nodeNumber(n: NodeArg): number {
  return n === 'capital' ? CELL_COUNT : cellNumber(n);
}

/** The cards of a discard, in their order, as one number (0 = none); -1 when it cannot be numbered. */
function discardNumber(ids: readonly string[]): number {
  if (ids.length > 5) return -1;
  let x = 0;
  for (const id of ids) {
    // 1-based, so that no card reads as "none".
    const k = cardNumber(id) + 1;
    if (k === 0) return -1;
    x = x * 128 + k;
  }
  return x;
}

/** kind + 32 × payload, or -1 when the payload could not be numbered. */
function at(kind: number, payload: number): number {
  return payload < 0 ? -1 : kind + 32 * payload;
}

/** The action as a number, or -1 when a part cannot be numbered. */
function numericKey(a: TotwAction): number {
  switch (a.type) {
    case 'play': {
      const card = cardNumber(a.card) + 1;
      return card === 0 ? -1 : at(KIND.play, card * 4 + PLAY_ROW[a.row]);
    }
    case 'temple': {
      const cell = cellNumber(a.cell);
      const discard = discardNumber(a.discard);
      return cell < 0 || discard < 0 || !(a.slot >= 0 && a.slot < 4)
        ? -1
        : at(KIND.temple, a.slot + 4 * (cell + CELL_COUNT * discard));
    }
    case 'discard':
      return at(KIND.discard, discardNumber(a.discard));
    case 'village':
      return at(KIND.village, cellNumber(a.cell));
    case 'cleanse':
      return at(KIND.cleanse, cellNumber(a.cell));
    case 'firebreak':
      return at(KIND.firebreak, cellNumber(a.cell));
    case 'plant': {
      const cell = cellNumber(a.cell);
      if (a.source === 'stack') return at(KIND.plantStack, cell);
      return cell < 0 || !(a.slot >= 0 && a.slot < 4) ? -1 : at(KIND.plantMarket, a.slot * CELL_COUNT + cell);
    }
    case 'step':
    case 'catapult': {
      const from = nodeNumber(a.from);
      const to = nodeNumber(a.to);
      return from < 0 || to < 0 ? -1 : at(a.type === 'step' ? KIND.step : KIND.catapult, from * 13 + to);
    }
    case 'freeTemple': {
      const cell = cellNumber(a.cell);
      return cell < 0 || !(a.slot >= 0 && a.slot < 4) ? -1 : at(KIND.freeTemple, a.slot * CELL_COUNT + cell);
    }
    case 'villageCard': {
      const r = a.replace ?? -1;
      if (!(a.slot >= 0 && a.slot < 4) || !(r >= -1 && r < 4)) return -1;
      return at(KIND.villageCard, a.slot + 4 * ((a.side === 'tuck' ? 1 : 0) + 2 * (r + 1)));
    }
    case 'rootedRiders':
      return at(KIND.rootedRiders, a.accept ? 1 : 0);
    case 'draw':
      return a.source === 'deck' ? at(KIND.drawDeck, 0) : a.slot >= 0 && a.slot < 4 ? at(KIND.drawRow, a.slot) : -1;
    case 'ability':
      return at(KIND.ability, ABILITY_NUMBER.get(a.id) ?? -1);
    case 'pass':
    case 'plantSkip':
    case 'stopMoving':
    case 'catapultSkip':
    case 'freeTempleSkip':
      return at(KIND[a.type], 0);
    default:
      return -1;
  }
}

/**
 * A key per action, distinct among the actions of a state: a number where the action's parts can
 * be numbered (always, for legal actions), which a search's maps hash far faster than a string
 * built for the occasion; the string otherwise (strings and numbers never collide in a Map).
 */
export function actionKey(_s: TotwState, a: TotwAction): number | string {
  const k = numericKey(a);
  return k >= 0 ? k : stringKey(a);
}
