import type { AbilityId } from '../content/schema.ts';
import { CELL_COUNT } from '../grid.ts';
import type { BoardState, TotwState } from '../state.ts';
import { CAT, forestTileOf } from '../tables.ts';

export function boardOf(s: TotwState, seat: number): BoardState {
  return s.boards[seat] as BoardState;
}

export function has(b: BoardState, id: AbilityId): boolean {
  const a = b.abilities;
  return a.length > 0 && (a[0] === id || a[1] === id);
}

export function tileCount(b: BoardState): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (b.tiles[i] !== null) n++;
  return n;
}

export function pollutedCells(b: BoardState): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) if ((b.pollution[i] as number) > 0) n++;
  return n;
}

export function totalTokens(b: BoardState): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) n += b.pollution[i] as number;
  return n;
}

export function templesBuilt(b: BoardState): number {
  let n = 0;
  for (const u of b.slotUsed) if (u) n++;
  return n;
}

export function villageCount(b: BoardState): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (b.village[i]) n++;
  return n;
}

/** A forest tile (not the start tile), either side up. */
export function isForest(b: BoardState, cell: number): boolean {
  const t = b.tiles[cell];
  return t != null && forestTileOf(t) !== undefined;
}

export function isPortalVillage(b: BoardState, cell: number): boolean {
  const t = b.tiles[cell];
  return t != null && b.village[cell] === true && CAT.portal.has(t);
}

/** Riders needed to build a village on a forest tile (Light Camp lowers it). */
export function ridersNeeded(b: BoardState, tile: string): number {
  const slots = forestTileOf(tile)?.slots ?? 0;
  return has(b, 'lightCamp') ? Math.max(2, slots - 1) : slots;
}

/** Cards the temple action discards: 3, or 2 with Stonemason. */
export function templeDiscardCount(b: BoardState): number {
  return has(b, 'stonemason') ? 2 : 3;
}
