import { CAPITAL, CELL_COUNT, NEIGHBOUR_BITS, START_CELL } from '../grid.ts';
import type { BoardState } from '../state.ts';
import { has, isPortalVillage } from './board.ts';

/** A node of G(p) (§3.6): the capital, or a cell that holds one of your tiles. */
export function isNode(b: BoardState, n: number): boolean {
  if (n === CAPITAL) return true;
  return n >= 0 && n < CELL_COUNT && b.tiles[n] !== null;
}

export function ridersAt(b: BoardState, n: number): number {
  if (n === CAPITAL) return b.capital;
  if (n < 0 || n >= CELL_COUNT) return 0;
  return b.riders[n] as number;
}

/** Whether {x, y} is an edge of G(p): capital–start, orthogonal tiles, portals, Skyways. */
export function isEdge(b: BoardState, x: number, y: number): boolean {
  if (x === y || !isNode(b, x) || !isNode(b, y)) return false;
  if (x === CAPITAL || y === CAPITAL) {
    const c = x === CAPITAL ? y : x;
    return c === START_CELL || isPortalVillage(b, c);
  }
  if (((NEIGHBOUR_BITS[x] as number) & (1 << y)) !== 0) return true;
  const px = isPortalVillage(b, x);
  const py = isPortalVillage(b, y);
  if (px && py) return true;
  if (has(b, 'skyways') && ((x === START_CELL && py) || (y === START_CELL && px))) return true;
  return false;
}

/** Every legal step {from, to} (a rider at `from`, an edge to `to`), capital first, then cells. */
export function forEachStep(b: BoardState, cb: (from: number, to: number) => void): void {
  for (let from = CAPITAL; from < CELL_COUNT; from++) {
    if (ridersAt(b, from) === 0) continue;
    for (let to = CAPITAL; to < CELL_COUNT; to++) if (isEdge(b, from, to)) cb(from, to);
  }
}

export function anyStep(b: BoardState): boolean {
  for (let from = CAPITAL; from < CELL_COUNT; from++) {
    if (ridersAt(b, from) === 0) continue;
    for (let to = CAPITAL; to < CELL_COUNT; to++) if (isEdge(b, from, to)) return true;
  }
  return false;
}

/** A legal catapult: a rider at `from` (capital or tile), `to` another of your tiles. */
export function isCatapult(b: BoardState, from: number, to: number): boolean {
  return ridersAt(b, from) > 0 && to !== from && to >= 0 && to < CELL_COUNT && b.tiles[to] !== null && isNode(b, from);
}

export function forEachCatapult(b: BoardState, cb: (from: number, to: number) => void): void {
  for (let from = CAPITAL; from < CELL_COUNT; from++) {
    if (ridersAt(b, from) === 0) continue;
    for (let to = 0; to < CELL_COUNT; to++) if (to !== from && b.tiles[to] !== null) cb(from, to);
  }
}

export function anyCatapult(b: BoardState): boolean {
  let found = false;
  forEachCatapult(b, () => {
    found = true;
  });
  return found;
}

export function moveRider(b: BoardState, from: number, to: number): void {
  if (from === CAPITAL) b.capital--;
  else b.riders[from] = (b.riders[from] as number) - 1;
  if (to === CAPITAL) b.capital++;
  else b.riders[to] = (b.riders[to] as number) + 1;
}
