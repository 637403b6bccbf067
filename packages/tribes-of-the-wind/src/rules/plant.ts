import type { LogSink } from '@boardhall/engine';
import { CELL_COUNT, NEIGHBOURS, nodeId } from '../grid.ts';
import type { BoardState, TotwState } from '../state.ts';
import { forestTileOf } from '../tables.ts';
import { boardOf, has } from './board.ts';
import { player, say } from './log.ts';

/** §3.5 plant step 2: printed cost − discount − 1 with Seed Bank, at least 0. */
export function plantCost(b: BoardState, tile: string, discount: number): number {
  const printed = forestTileOf(tile)?.waterCost ?? 0;
  return Math.max(0, printed - discount - (has(b, 'seedBank') ? 1 : 0));
}

/** §3.5 plant step 3 (Ash to Soil relaxes "clean" to "at most 1 token"). */
export function cellPlantable(b: BoardState, cell: number): boolean {
  if (b.tiles[cell] !== null) return false;
  const p = b.pollution[cell] as number;
  if (p > (has(b, 'ashToSoil') ? 1 : 0)) return false;
  for (const n of NEIGHBOURS[cell] as readonly number[]) if (b.tiles[n] !== null) return true;
  return false;
}

export function isAdjacentToTile(b: BoardState, cell: number): boolean {
  for (const n of NEIGHBOURS[cell] as readonly number[]) if (b.tiles[n] !== null) return true;
  return false;
}

/** The tile a plant source offers now, or null when the source is empty or not takeable. */
export function sourceTile(s: TotwState, source: 'market' | 'stack', slot: number): string | null {
  if (source === 'stack') return s.config.forestStackTopTakeable ? (s.stack[0] ?? null) : null;
  return slot >= 0 && slot < 4 ? (s.market[slot] ?? null) : null;
}

/** Every takeable source: market slots 0..3 (-1 = the stack top), with its tile. */
export function forEachSource(s: TotwState, cb: (slot: number, tile: string) => void): void {
  for (let i = 0; i < 4; i++) {
    const t = s.market[i];
    if (t != null) cb(i, t);
  }
  if (s.config.forestStackTopTakeable && s.stack.length > 0) cb(-1, s.stack[0] as string);
}

/** §3.5 plant step 7: some affordable source and some legal cell. */
export function anyPlant(s: TotwState, seat: number, discount: number): boolean {
  const b = boardOf(s, seat);
  let cellOk = false;
  for (let c = 0; c < CELL_COUNT; c++) {
    if (cellPlantable(b, c)) {
      cellOk = true;
      break;
    }
  }
  if (!cellOk) return false;
  // The sources of `forEachSource`, without a callback: asked at every plant question of a search.
  for (let i = 0; i < 4; i++) {
    const t = s.market[i];
    if (t != null && plantCost(b, t, discount) <= b.water) return true;
  }
  const top = s.stack[0];
  return s.config.forestStackTopTakeable && top !== undefined && plantCost(b, top, discount) <= b.water;
}

/**
 * Buys and places a tile (§3.5 steps 4–6), then queues the ability hooks: Rooted Riders first,
 * then Twin Saplings' extra plant (pushed below it, so it is asked after).
 */
export function placeTile(
  s: TotwState,
  seat: number,
  slot: number,
  cell: number,
  discount: number,
  log?: LogSink,
): void {
  const b = boardOf(s, seat);
  const tile = (slot < 0 ? s.stack.shift() : s.market[slot]) as string;
  const cost = plantCost(b, tile, discount);
  s.reveals++;
  b.water -= cost;
  b.tiles[cell] = tile;
  b.riders[cell] = 0;
  b.village[cell] = false;
  b.temple[cell] = -1;
  const cleared = b.pollution[cell] as number;
  b.pollution[cell] = 0;
  if (log) {
    say(log, 'totw.log.plant', {
      player: player(seat),
      tile,
      cell: nodeId(cell),
      cost,
      from: slot < 0 ? { key: 'totw.from.stack' } : { key: 'totw.from.market', params: { n: slot + 1 } },
    });
    if (cleared > 0) say(log, 'totw.log.ash-to-soil', { player: player(seat), cell: nodeId(cell) });
  }
  if (slot >= 0) {
    const next = s.stack.shift();
    s.market[slot] = next ?? null;
    if (log && next !== undefined) say(log, 'totw.log.market-refill', { slot: slot + 1, tile: next });
  }
  if (log && s.stack.length > 0) say(log, 'totw.log.stack-top', { tile: s.stack[0] as string });
  if (has(b, 'twinSaplings') && !s.turn.twinUsed && !s.setup) {
    s.queue.push({ t: 'twin', src: { kind: 'ability', id: 'twinSaplings' } });
  }
  if (has(b, 'rootedRiders')) s.queue.push({ t: 'rooted', cell, src: { kind: 'ability', id: 'rootedRiders' } });
}

/** Cells that would be legal for a plant now. */
export function anyPlantableCell(b: BoardState): boolean {
  for (let c = 0; c < CELL_COUNT; c++) if (cellPlantable(b, c)) return true;
  return false;
}

export function plantableCells(b: BoardState): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELL_COUNT; c++) if (cellPlantable(b, c)) out.push(c);
  return out;
}
