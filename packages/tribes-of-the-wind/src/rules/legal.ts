import type { CellRef, PlayRow, TotwAction } from '../actions.ts';
import { CELL_COUNT, CELLS, nodeRef } from '../grid.ts';
import type { BoardState, TotwState } from '../state.ts';
import { availability, playableRows, villageCells } from './availability.ts';
import { boardOf, templeDiscardCount } from './board.ts';
import { deckAvailable } from './draw.ts';
import { availableAbilities } from './leaders.ts';
import { forEachCatapult, forEachStep } from './movement.ts';
import { forEachSource, plantableCells, plantCost } from './plant.ts';
import { baseCounts, type Counts } from './requirements.ts';
import { currentQuestion } from './run.ts';
import { sortedIds } from './sorted-ids.ts';
import { pollutionTargets } from './villages.ts';

const cell = (i: number): CellRef => CELLS[i] as CellRef;

/** All k-subsets of `ids`, each sorted ascending (the schema's canonical discard order). */
export function combinations(ids: readonly string[], k: number): string[][] {
  const sorted = sortedIds(ids);
  const out: string[][] = [];
  const pick: string[] = [];
  addCombinations(sorted, k, 0, pick, out);
  return out;
}

function addCombinations(sorted: readonly string[], k: number, start: number, pick: string[], out: string[][]): void {
  if (pick.length === k) {
    out.push(pick.slice());
    return;
  }
  for (let i = start; i <= sorted.length - (k - pick.length); i++) {
    pick.push(sorted[i] as string);
    addCombinations(sorted, k, i + 1, pick, out);
    pick.pop();
  }
}

/** The seat's card plays onto `out`, in the order `legalActions` lists them (hand order, then row). */
export function pushPlays(s: TotwState, seat: number, base: Counts, out: TotwAction[]): TotwAction[] {
  const holder = s.holders[seat] as string[];
  for (let i = 0; i < holder.length; i++) {
    const card = holder[i] as string;
    const rows = playableRows(s, seat, card, base);
    // Indexed: a `for…of` over these frozen lists made garbage at every call.
    for (let r = 0; r < rows.length; r++) out.push({ type: 'play', card, row: rows[r] as PlayRow });
  }
  return out;
}

function topLevel(s: TotwState, seat: number, out: TotwAction[]): void {
  const b = boardOf(s, seat);
  const holder = s.holders[seat] as string[];
  pushPlays(s, seat, baseCounts(s, seat), out);
  const av = availability(s, seat);
  if (av.canTemple) {
    const combos = combinations(holder, templeDiscardCount(b));
    for (const discard of combos) {
      for (let slot = 0; slot < 4; slot++) {
        if (b.slotUsed[slot]) continue;
        for (let i = 0; i < CELL_COUNT; i++) {
          if (b.tiles[i] !== null && b.temple[i] === -1) out.push({ type: 'temple', discard, slot, cell: cell(i) });
        }
      }
    }
  }
  if (av.canDiscard)
    for (const discard of combinations(holder, av.discardCount)) out.push({ type: 'discard', discard });
  for (const i of villageCells(s, seat)) out.push({ type: 'village', cell: cell(i) });
  if (av.canPass) out.push({ type: 'pass' });
}

function decisions(s: TotwState, seat: number, out: TotwAction[]): void {
  const q = currentQuestion(s);
  if (q === null) return;
  const b = boardOf(s, seat);
  switch (q.t) {
    case 'cleanse':
      for (let i = 0; i < CELL_COUNT; i++)
        if ((b.pollution[i] as number) > 0) out.push({ type: 'cleanse', cell: cell(i) });
      return;
    case 'plant': {
      plantAnswers(s, b, q.d, plantableCells(b), out);
      return;
    }
    case 'move':
      forEachStep(b, (from, to) => out.push({ type: 'step', from: nodeRef(from), to: nodeRef(to) }));
      out.push({ type: 'stopMoving' });
      return;
    case 'catapult':
      forEachCatapult(b, (from, to) => out.push({ type: 'catapult', from: nodeRef(from), to: nodeRef(to) }));
      out.push({ type: 'catapultSkip' });
      return;
    case 'freeTemple':
      for (let slot = 0; slot < 4; slot++) {
        if (b.slotUsed[slot]) continue;
        for (let i = 0; i < CELL_COUNT; i++) {
          if (b.tiles[i] !== null && b.temple[i] === -1) out.push({ type: 'freeTemple', slot, cell: cell(i) });
        }
      }
      out.push({ type: 'freeTempleSkip' });
      return;
    case 'rooted':
      out.push({ type: 'rootedRiders', accept: true }, { type: 'rootedRiders', accept: false });
      return;
    case 'firebreak':
      for (const i of pollutionTargets(s, b, q.cell)) out.push({ type: 'firebreak', cell: cell(i) });
      return;
    case 'villageCard': {
      const full = b.tucked.length >= 4;
      for (let slot = 0; slot < 4; slot++) {
        if (s.villageRow[slot] == null) continue;
        out.push({ type: 'villageCard', slot, side: 'immediate' });
        if (!full) out.push({ type: 'villageCard', slot, side: 'tuck' });
        else for (let r = 0; r < 4; r++) out.push({ type: 'villageCard', slot, side: 'tuck', replace: r });
      }
      return;
    }
    case 'draw':
      for (let slot = 0; slot < 4; slot++) if (s.row[slot] != null) out.push({ type: 'draw', source: 'row', slot });
      if (deckAvailable(s)) out.push({ type: 'draw', source: 'deck' });
      return;
    case 'ability':
      for (const id of availableAbilities(s, seat)) out.push({ type: 'ability', id });
      return;
  }
}

/**
 * The answers of a plant question with these cells: every affordable source (market slots, then
 * the stack top) on every cell, in that order, then the skip.
 */
export function plantAnswers(
  s: TotwState,
  b: BoardState,
  discount: number,
  cells: readonly number[],
  out: TotwAction[],
): void {
  forEachSource(s, (slot, tile) => {
    if (plantCost(b, tile, discount) > b.water) return;
    for (const i of cells) {
      out.push(
        slot < 0
          ? { type: 'plant', source: 'stack', cell: cell(i) }
          : { type: 'plant', source: 'market', slot, cell: cell(i) },
      );
    }
  });
  out.push({ type: 'plantSkip' });
}

/** Exactly the actions `validateAction` accepts from `seat` now (§3.12). */
export function legalActions(s: TotwState, seat: number): TotwAction[] {
  const out: TotwAction[] = [];
  if (s.phase === 'over' || seat !== s.seat) return out;
  if (s.phase === 'action') topLevel(s, seat, out);
  else decisions(s, seat, out);
  return out;
}
