/**
 * The legal actions counted and picked by index, in the order of `legalActions`, without listing
 * them. A turn's first choice can run to hundreds of temple actions (every discard set × slot ×
 * tile); a playout draws one uniformly at random by counting them and building only the one drawn.
 * Inside a turn, the questions asked most (where to plant, where to move riders) are counted too;
 * the others have few answers, so those are listed.
 */

import type { Rng } from '@boardhall/engine';
import type { CellRef, PlayRow, TotwAction } from '../actions.ts';
import { CAPITAL, CELL_COUNT, CELLS, nodeRef } from '../grid.ts';
import { availabilityGiven, playableRows, villageCells } from '../rules/availability.ts';
import { boardOf, templeDiscardCount } from '../rules/board.ts';
import { deckAvailable } from '../rules/draw.ts';
import { legalActions } from '../rules/legal.ts';
import { isEdge, ridersAt } from '../rules/movement.ts';
import { plantableCells, plantCost } from '../rules/plant.ts';
import { baseCountsInto, newCounts } from '../rules/requirements.ts';
import { currentQuestion } from '../rules/run.ts';
import { sortIdsInto } from '../rules/sorted-ids.ts';
import type { BoardState, TotwState } from '../state.ts';

/** n choose k, exactly for the small numbers of a hand. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The `rank`-th k-subset of `sorted` in the lexicographic order `combinations` lists them in. */
function combinationAt(sorted: readonly string[], k: number, rank: number): string[] {
  const out: string[] = [];
  let r = rank;
  let start = 0;
  for (let left = k; left > 0; left--) {
    for (let i = start; ; i++) {
      // Subsets whose next element is sorted[i]: choose the rest from the elements after it.
      const withI = choose(sorted.length - i - 1, left - 1);
      if (r < withI) {
        out.push(sorted[i] as string);
        start = i + 1;
        break;
      }
      r -= withI;
    }
  }
  return out;
}

/** The action-phase choices, counted by kind, with what is needed to build the k-th. */
interface TopLevel {
  s: TotwState;
  seat: number;
  /** The card plays when the caller listed them; null: counted only, built when drawn. */
  plays: readonly TotwAction[] | null;
  playCount: number;
  holder: readonly string[];
  templeCount: number;
  templeK: number;
  /** Free temple slots (a bit per slot) and how many; tiles without a temple likewise. */
  freeSlots: number;
  freeSlotCount: number;
  cells: number;
  cellCount: number;
  discardCount: number;
  discardK: number;
  villages: number[];
  pass: number;
  total: number;
}

/** Scratch counts for `topLevel`, read only while it counts or builds the plays. */
const BASE = newCounts();

/**
 * `known`: the seat's card plays, in `legalActions` order, when the caller has listed them
 * already. Otherwise they are only counted: a uniform draw builds the one it picks.
 */
function topLevel(s: TotwState, seat: number, known?: readonly TotwAction[]): TopLevel {
  const b = boardOf(s, seat);
  const holder = s.holders[seat] as string[];
  let playCount = known ? known.length : 0;
  if (!known) {
    const base = baseCountsInto(s, seat, BASE);
    for (let i = 0; i < holder.length; i++) playCount += playableRows(s, seat, holder[i] as string, base).length;
  }
  const villages = villageCells(s, seat);
  const av = availabilityGiven(s, seat, playCount > 0, villages.length > 0);
  const templeK = templeDiscardCount(b);
  let freeSlots = 0;
  let freeSlotCount = 0;
  for (let slot = 0; slot < 4; slot++) {
    if (b.slotUsed[slot]) continue;
    freeSlots |= 1 << slot;
    freeSlotCount++;
  }
  let cells = 0;
  let cellCount = 0;
  for (let i = 0; i < CELL_COUNT; i++) {
    if (b.tiles[i] === null || b.temple[i] !== -1) continue;
    cells |= 1 << i;
    cellCount++;
  }
  const templeCount = av.canTemple ? choose(holder.length, templeK) * freeSlotCount * cellCount : 0;
  const discardCount = av.canDiscard ? choose(holder.length, av.discardCount) : 0;
  const pass = av.canPass ? 1 : 0;
  const total = playCount + templeCount + discardCount + villages.length + pass;
  return {
    s,
    seat,
    plays: known ?? null,
    playCount,
    holder,
    templeCount,
    templeK,
    freeSlots,
    freeSlotCount,
    cells,
    cellCount,
    discardCount,
    discardK: av.discardCount,
    villages,
    pass,
    total,
  };
}

/** The k-th card play of `legalActions` (0 ≤ k < the plays' count). */
function playAt(s: TotwState, seat: number, k: number): TotwAction | null {
  const holder = s.holders[seat] as string[];
  const base = baseCountsInto(s, seat, BASE);
  let left = k;
  for (let i = 0; i < holder.length; i++) {
    const id = holder[i] as string;
    const rows = playableRows(s, seat, id, base);
    if (left < rows.length) return { type: 'play', card: id, row: rows[left] as PlayRow };
    left -= rows.length;
  }
  return null;
}

/** The position of the k-th set bit of `bits` (0 for the lowest set), or -1. */
function nthBit(bits: number, k: number): number {
  let n = 0;
  for (let i = 0; i < 31; i++) {
    if ((bits & (1 << i)) === 0) continue;
    if (n === k) return i;
    n++;
  }
  return -1;
}

const cellRef = (i: number): CellRef => CELLS[i] as CellRef;

/** Scratch for `sortedHand`, overwritten by each call. */
const SORTED: string[] = [];

/** The hand in id order (as `combinations` sorts it), into a scratch list. */
function sortedHand(hand: readonly string[]): readonly string[] {
  return sortIdsInto(hand, SORTED);
}

function topLevelAt(t: TopLevel, index: number): TotwAction | null {
  let k = index;
  if (k < t.playCount) return t.plays ? (t.plays[k] as TotwAction) : playAt(t.s, t.seat, k);
  k -= t.playCount;
  if (k < t.templeCount) {
    const perDiscard = t.freeSlotCount * t.cellCount;
    const discard = combinationAt(sortedHand(t.holder), t.templeK, Math.floor(k / perDiscard));
    const rest = k % perDiscard;
    const slot = nthBit(t.freeSlots, Math.floor(rest / t.cellCount));
    return { type: 'temple', discard, slot, cell: cellRef(nthBit(t.cells, rest % t.cellCount)) };
  }
  k -= t.templeCount;
  if (k < t.discardCount) return { type: 'discard', discard: combinationAt(sortedHand(t.holder), t.discardK, k) };
  k -= t.discardCount;
  if (k < t.villages.length) return { type: 'village', cell: cellRef(t.villages[k] as number) };
  k -= t.villages.length;
  return k < t.pass ? { type: 'pass' } : null;
}

/**
 * The answers of the current question, counted, with what is needed to build the k-th. Plain data
 * and loops rather than callbacks: this runs at every step of every playout.
 */
interface Question {
  kind: 'plant' | 'move' | 'catapult' | 'draw' | 'cleanse' | 'listed';
  total: number;
  state: TotwState;
  board: BoardState;
  /** plant: the cells and the affordable sources (market slots, -1 for the stack top). */
  cells: number[];
  sources: number[];
  /** Any other question: its answers, listed. */
  listed: TotwAction[];
}

/**
 * Rider moves of a `move` (steps along edges) or `catapult` question, in the order of
 * `forEachStep` / `forEachCatapult`: with k < 0 their number, else the k-th as
 * (from + 1) × 13 + (to + 1), or -1 when there are not that many.
 */
function riderMoves(b: BoardState, catapult: boolean, k: number): number {
  let n = 0;
  for (let from = CAPITAL; from < CELL_COUNT; from++) {
    if (ridersAt(b, from) === 0) continue;
    for (let to = catapult ? 0 : CAPITAL; to < CELL_COUNT; to++) {
      if (catapult ? to === from || b.tiles[to] === null : !isEdge(b, from, to)) continue;
      if (n === k) return (from + 1) * 13 + (to + 1);
      n++;
    }
  }
  return k < 0 ? n : -1;
}

/**
 * The row's cards to draw, in the order of `decisions`: with k < 0 their number, else the slot of
 * the k-th (-1 when there are not that many).
 */
function rowDraws(s: TotwState, k: number): number {
  let n = 0;
  for (let slot = 0; slot < 4; slot++) {
    if (s.row[slot] == null) continue;
    if (n === k) return slot;
    n++;
  }
  return k < 0 ? n : -1;
}

/** Polluted cells in order: with k < 0 their number, else the k-th (-1 when there are not that many). */
function pollutedAt(b: BoardState, k: number): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) {
    if ((b.pollution[i] as number) <= 0) continue;
    if (n === k) return i;
    n++;
  }
  return k < 0 ? n : -1;
}

function question(s: TotwState, seat: number): Question {
  const q = currentQuestion(s);
  // Read once: tasks come in many shapes, so each read of a kind is a slow lookup.
  const kind = q?.t;
  const board = boardOf(s, seat);
  const none: never[] = [];
  if (kind === 'plant') {
    const cells = plantableCells(board);
    const sources: number[] = [];
    // The order of forEachSource: the market's slots, then the stack's top.
    for (let i = 0; i < 4; i++) {
      const tile = s.market[i];
      if (tile != null && plantCost(board, tile, q.d) <= board.water) sources.push(i);
    }
    const top = s.stack[0];
    if (s.config.forestStackTopTakeable && top !== undefined && plantCost(board, top, q.d) <= board.water) {
      sources.push(-1);
    }
    return { kind: 'plant', total: sources.length * cells.length + 1, state: s, board, cells, sources, listed: none };
  }
  if (kind === 'move' || kind === 'catapult') {
    const total = riderMoves(board, kind === 'catapult', -1) + 1;
    return { kind, total, state: s, board, cells: none, sources: none, listed: none };
  }
  // The two questions asked most after a turn's first choice: counted, not listed.
  if (kind === 'draw') {
    const total = rowDraws(s, -1) + (deckAvailable(s) ? 1 : 0);
    return { kind: 'draw', total, state: s, board, cells: none, sources: none, listed: none };
  }
  if (kind === 'cleanse')
    return { kind: 'cleanse', total: pollutedAt(board, -1), state: s, board, cells: none, sources: none, listed: none };
  const listed = legalActions(s, seat);
  return { kind: 'listed', total: listed.length, state: s, board, cells: none, sources: none, listed };
}

function questionAt(q: Question, k: number): TotwAction | null {
  if (k < 0 || k >= q.total) return null;
  switch (q.kind) {
    case 'plant': {
      if (k === q.total - 1) return { type: 'plantSkip' };
      const slot = q.sources[Math.floor(k / q.cells.length)] as number;
      const cell = cellRef(q.cells[k % q.cells.length] as number);
      return slot < 0 ? { type: 'plant', source: 'stack', cell } : { type: 'plant', source: 'market', slot, cell };
    }
    case 'move':
    case 'catapult': {
      const catapult = q.kind === 'catapult';
      if (k === q.total - 1) return { type: catapult ? 'catapultSkip' : 'stopMoving' };
      const code = riderMoves(q.board, catapult, k);
      const from = nodeRef(Math.floor(code / 13) - 1);
      const to = nodeRef((code % 13) - 1);
      return { type: catapult ? 'catapult' : 'step', from, to };
    }
    case 'draw': {
      const slot = rowDraws(q.state, k);
      return slot >= 0 ? { type: 'draw', source: 'row', slot } : { type: 'draw', source: 'deck' };
    }
    case 'cleanse':
      return { type: 'cleanse', cell: cellRef(pollutedAt(q.board, k)) };
    default:
      return q.listed[k] ?? null;
  }
}

/** How many actions `legalActions(s, seat)` lists. */
export function legalCount(s: TotwState, seat: number): number {
  if (s.phase === 'over' || seat !== s.seat) return 0;
  if (s.phase === 'action') return topLevel(s, seat).total;
  return question(s, seat).total;
}

/** The k-th action of `legalActions(s, seat)`, for 0 ≤ k < `legalCount(s, seat)`. */
export function legalAt(s: TotwState, seat: number, k: number): TotwAction {
  let a: TotwAction | null = null;
  if (s.phase !== 'over' && seat === s.seat && k >= 0) {
    a = s.phase === 'action' ? topLevelAt(topLevel(s, seat), k) : questionAt(question(s, seat), k);
  }
  if (a === null) throw new Error(`legalAt: no legal action ${k} for seat ${seat}`);
  return a;
}

/** One legal action drawn uniformly at random, without listing them where they can be counted. */
export function randomLegalAction(s: TotwState, seat: number, rng: Rng): TotwAction {
  if (s.phase !== 'over' && seat === s.seat) {
    if (s.phase === 'action') {
      const t = topLevel(s, seat);
      if (t.total > 0) return topLevelAt(t, rng.int(t.total)) as TotwAction;
    } else {
      const q = question(s, seat);
      if (q.total > 0) return questionAt(q, rng.int(q.total)) as TotwAction;
    }
  }
  throw new Error(`randomLegalAction: seat ${seat} has no legal action`);
}

/**
 * `randomLegalAction` in the action phase for a caller that has listed the seat's card plays
 * already (in `legalActions` order): the same draw, without playing the cards' rows again.
 */
export function randomTopLevelAction(s: TotwState, seat: number, rng: Rng, plays: readonly TotwAction[]): TotwAction {
  const t = topLevel(s, seat, plays);
  if (t.total === 0) throw new Error(`randomLegalAction: seat ${seat} has no legal action`);
  return topLevelAt(t, rng.int(t.total)) as TotwAction;
}
