/**
 * The moves a search considers: every legal move except the many near-copies. A turn's first
 * choice lists every card play and village, but also every temple action, one per set of
 * discarded cards × slot × tile (up to 160): a search that gives each of those one visit has no
 * visits left to tell the good plays apart. The search keeps, per free slot, one temple action
 * (the cards least useful now discarded, on the best tile), and in a plant question the two best
 * cells per tile on offer. Everything here depends only on what the acting seat knows (its own
 * hand and the public board), so it is the same in every state sampled from the seat's view.
 */

import type { CellRef, PlayRow, TotwAction } from '../actions.ts';
import { CELL_COUNT, CELLS } from '../grid.ts';
import { availabilityGiven, playableRows, villageCells } from '../rules/availability.ts';
import { boardOf, templeDiscardCount } from '../rules/board.ts';
import { legalActions, plantAnswers } from '../rules/legal.ts';
import { plantableCells } from '../rules/plant.ts';
import { baseCountsInto, newCounts } from '../rules/requirements.ts';
import { questionIf } from '../rules/run.ts';
import { sortedIds } from '../rules/sorted-ids.ts';
import type { BoardState, TotwState } from '../state.ts';
import { ELEMENT_INDEX, elementOfCard } from '../tables.ts';
import { gridDistance, planBoard, UNREACHABLE } from './plan.ts';

const cell = (i: number): CellRef => CELLS[i] as CellRef;

/** The `k` cards the seat needs least now, in id order (the form `legalActions` lists). */
function leastUseful(s: TotwState, seat: number, b: BoardState, k: number, playable: readonly string[]): string[] {
  const plan = planBoard(b);
  const wantWind = plan.best.steps > 0 && plan.best.steps < UNREACHABLE;
  const wantEarth = b.markers > plan.sites;
  const holder = sortedIds(s.holders[seat] as string[]);
  const worth: number[] = [];
  for (const id of holder) {
    const e = elementOfCard(id);
    worth.push(
      (playable.includes(id) ? 2 : 0) +
        ((e === ELEMENT_INDEX.wind && wantWind) || (e === ELEMENT_INDEX.earth && wantEarth) ? 1 : 0),
    );
  }
  // The k least worth, ties to the lower id: a stable selection over the sorted hand.
  const taken: boolean[] = holder.map(() => false);
  for (let n = 0; n < k && n < holder.length; n++) {
    let pick = -1;
    for (let i = 0; i < holder.length; i++) {
      if (!taken[i] && (pick < 0 || (worth[i] as number) < (worth[pick] as number))) pick = i;
    }
    taken[pick] = true;
  }
  const out: string[] = [];
  for (let i = 0; i < holder.length; i++) if (taken[i]) out.push(holder[i] as string);
  return out;
}

/** The tile for a temple: a village first (tasks and Holy Ground reward those), else the first free. */
function templeCell(b: BoardState): number {
  let best = -1;
  for (let i = 0; i < CELL_COUNT; i++) {
    if (b.tiles[i] === null || b.temple[i] !== -1) continue;
    if (best < 0 || (b.village[i] && !b.village[best])) best = i;
  }
  return best;
}

/** Scratch counts for `topLevel`, read only while it runs. */
const BASE = newCounts();

function topLevel(s: TotwState, seat: number): TotwAction[] {
  const out: TotwAction[] = [];
  const b = boardOf(s, seat);
  const base = baseCountsInto(s, seat, BASE);
  const playable: string[] = [];
  const holder = s.holders[seat] as string[];
  for (let i = 0; i < holder.length; i++) {
    const id = holder[i] as string;
    const rows = playableRows(s, seat, id, base);
    // Indexed: a `for…of` over these frozen lists made garbage at every node.
    for (let r = 0; r < rows.length; r++) out.push({ type: 'play', card: id, row: rows[r] as PlayRow });
    if (rows.length > 0) playable.push(id);
  }
  const villages = villageCells(s, seat);
  const av = availabilityGiven(s, seat, playable.length > 0, villages.length > 0);
  if (av.canTemple) {
    const discard = leastUseful(s, seat, b, templeDiscardCount(b), playable);
    const at = cell(templeCell(b));
    for (let slot = 0; slot < 4; slot++) if (!b.slotUsed[slot]) out.push({ type: 'temple', discard, slot, cell: at });
  }
  if (av.canDiscard) out.push({ type: 'discard', discard: leastUseful(s, seat, b, av.discardCount, playable) });
  for (const i of villages) out.push({ type: 'village', cell: cell(i) });
  if (av.canPass) out.push({ type: 'pass' });
  return out;
}

/** Per tile on offer, the two plantable cells nearest the start tile. */
function nearestPlantAnswers(s: TotwState, seat: number, discount: number): TotwAction[] {
  const b = boardOf(s, seat);
  const cells = plantableCells(b)
    .sort((x, y) => gridDistance(x) - gridDistance(y) || x - y)
    .slice(0, 2);
  const out: TotwAction[] = [];
  plantAnswers(s, b, discount, cells, out);
  return out;
}

/** The moves worth searching for `seat` in `s`: a non-empty subset of `legalActions(s, seat)`. */
export function searchActions(s: TotwState, seat: number): TotwAction[] {
  if (s.phase === 'over' || seat !== s.seat) return [];
  if (s.phase === 'action') return topLevel(s, seat);
  const q = questionIf(s, 'plant');
  if (q !== null) return nearestPlantAnswers(s, seat, q.d);
  return legalActions(s, seat);
}
