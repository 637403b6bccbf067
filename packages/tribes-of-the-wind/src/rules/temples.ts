import type { LogSink } from '@boardhall/engine';
import type { Effect, LeaderId } from '../content/schema.ts';
import { CELL_COUNT, nodeId } from '../grid.ts';
import type { BoardState, TotwState } from '../state.ts';
import { leaderOf } from '../tables.ts';
import { boardOf, has } from './board.ts';
import { player, say } from './log.ts';
import { sortedIds } from './sorted-ids.ts';

const BLESSING: readonly Effect[] = Object.freeze([
  Object.freeze({ kind: 'water', n: 1 }),
  Object.freeze({ kind: 'cleanse', n: 1 }),
]);

export function hasUnusedSlot(b: BoardState): boolean {
  return !b.slotUsed[0] || !b.slotUsed[1] || !b.slotUsed[2] || !b.slotUsed[3];
}

export function hasTileWithoutTemple(b: BoardState): boolean {
  for (let i = 0; i < CELL_COUNT; i++) if (b.tiles[i] !== null && b.temple[i] === -1) return true;
  return false;
}

/** §3.7 B1 steps 2–4 (the free temple of §3.7.5 is the same without step 1). */
export function freeTempleAvailable(b: BoardState): boolean {
  return hasUnusedSlot(b) && hasTileWithoutTemple(b);
}

/**
 * Places the temple of `slot` on `cell`, then queues the slot's bonus (printed order) and,
 * below it, Temple Blessing's `+1 water, cleanse 1` (which comes after the slot bonus).
 */
export function buildTemple(s: TotwState, seat: number, slot: number, cell: number, log?: LogSink): void {
  const b = boardOf(s, seat);
  b.slotUsed[slot] = true;
  b.temple[cell] = slot;
  if (log) say(log, 'totw.log.temple', { player: player(seat), slot: slot + 1, cell: nodeId(cell) });
  if (has(b, 'templeBlessing')) {
    s.queue.push({ t: 'effs', list: BLESSING, i: 0, src: { kind: 'ability', id: 'templeBlessing' }, ws: false });
  }
  const bonus = leaderOf(s.leaders[seat] as LeaderId).templeSlots[slot] ?? [];
  if (bonus.length > 0) s.queue.push({ t: 'effs', list: bonus, i: 0, src: { kind: 'templeSlot', slot }, ws: false });
}

/** Puts cards from the holder face up on the element discard, in ascending id order (§3.7 B1.1). */
export function discardFromHolder(s: TotwState, seat: number, ids: readonly string[]): void {
  const holder = s.holders[seat] as string[];
  for (const id of sortedIds(ids)) {
    removeFirst(holder, id);
    s.discard.push(id);
  }
}

/** Removes the first `id` from `items` (nothing when absent), as `splice(indexOf(id), 1)` would. */
export function removeFirst(items: string[], id: string): void {
  const k = items.indexOf(id);
  if (k < 0) return;
  for (let i = k + 1; i < items.length; i++) items[i - 1] = items[i] as string;
  items.pop();
}
