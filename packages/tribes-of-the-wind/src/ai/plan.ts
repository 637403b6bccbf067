/**
 * How far a board is from its next village: which forest tile to gather riders on, and how many
 * rider steps that takes. The race to the fifth village is won by moving riders (§3.6, §3.8), so
 * both the evaluator and the playout policy read this.
 */
import { CAPITAL, CELL_COUNT, START_CELL } from '../grid.ts';
import { ridersNeeded } from '../rules/board.ts';
import { isEdge, ridersAt } from '../rules/movement.ts';
import type { BoardState } from '../state.ts';

/** Nodes are the capital (index 0 here) and the 12 cells (index cell + 1). */
const NODES = CELL_COUNT + 1;
const FAR = 99;

/** A target tile and what completing it costs. */
export interface VillagePlan {
  /** The forest tile to gather riders on, or -1 when no tile can be completed. */
  target: number;
  /** Riders still missing on it. */
  missing: number;
  /** Rider steps to bring the missing riders from the nearest nodes (FAR when impossible). */
  steps: number;
  /** Steps from each node (capital first, then cells) to the target; FAR when cut off. */
  distance: Int8Array;
}

export interface BoardPlan {
  /** Forest tiles (not villages) with riders enough to build now. */
  ready: number;
  /** Forest tiles, forest side up. */
  sites: number;
  /** The best tile still missing riders, and the second best (for a board that has two). */
  best: VillagePlan;
  second: VillagePlan;
}

/** Each node's neighbours in G(p), as node indices. */
function adjacency(b: BoardState): number[][] {
  const out: number[][] = Array.from({ length: NODES }, () => []);
  for (let x = CAPITAL; x < CELL_COUNT; x++) {
    for (let y = x + 1; y < CELL_COUNT; y++) {
      if (isEdge(b, x, y)) {
        (out[x + 1] as number[]).push(y + 1);
        (out[y + 1] as number[]).push(x + 1);
      }
    }
  }
  return out;
}

function distancesTo(adj: readonly number[][], target: number): Int8Array {
  const d = new Int8Array(NODES).fill(FAR);
  const queue = [target + 1];
  d[target + 1] = 0;
  for (let head = 0; head < queue.length; head++) {
    const x = queue[head] as number;
    for (const y of adj[x] as number[]) {
      if ((d[y] as number) === FAR) {
        d[y] = (d[x] as number) + 1;
        queue.push(y);
      }
    }
  }
  return d;
}

/**
 * Steps to bring `missing` riders to the target, nearest first. Riders on tiles that are ready to
 * build are left where they are: moving them would undo a village.
 */
function stepsToGather(b: BoardState, d: Int8Array, target: number, missing: number, readyCells: boolean[]): number {
  const counts = new Array<number>(FAR + 1).fill(0);
  for (let n = CAPITAL; n < CELL_COUNT; n++) {
    if (n === target || (n >= 0 && readyCells[n])) continue;
    const dist = d[n + 1] as number;
    if (dist < FAR) counts[dist] = (counts[dist] as number) + ridersAt(b, n);
  }
  let steps = 0;
  let left = missing;
  for (let dist = 1; dist < FAR && left > 0; dist++) {
    const take = Math.min(left, counts[dist] as number);
    steps += take * dist;
    left -= take;
  }
  return left > 0 ? FAR : steps;
}

const NO_PLAN: VillagePlan = { target: -1, missing: 0, steps: FAR, distance: new Int8Array(NODES).fill(FAR) };

export function planBoard(b: BoardState): BoardPlan {
  const readyCells = new Array<boolean>(CELL_COUNT).fill(false);
  const candidates: number[] = [];
  let ready = 0;
  let sites = 0;
  for (let i = 0; i < CELL_COUNT; i++) {
    const tile = b.tiles[i];
    if (tile == null || b.village[i] || i === START_CELL) continue;
    const need = ridersNeeded(b, tile);
    if (need === 0) continue;
    sites++;
    if ((b.riders[i] as number) >= need) {
      readyCells[i] = true;
      ready++;
    } else candidates.push(i);
  }
  let best = NO_PLAN;
  let second = NO_PLAN;
  if (candidates.length > 0 && b.markers > ready) {
    const adj = adjacency(b);
    for (const cell of candidates) {
      const missing = ridersNeeded(b, b.tiles[cell] as string) - (b.riders[cell] as number);
      const distance = distancesTo(adj, cell);
      const steps = stepsToGather(b, distance, cell, missing, readyCells);
      const plan: VillagePlan = { target: cell, missing, steps, distance };
      if (steps < best.steps) {
        second = best;
        best = plan;
      } else if (steps < second.steps) second = plan;
    }
  }
  return { ready, sites, best, second };
}

/** The distance of node `n` (CAPITAL or a cell) in a plan's table. */
export function distanceOf(plan: VillagePlan, n: number): number {
  return plan.distance[n + 1] as number;
}

export { FAR as UNREACHABLE };
