/**
 * How far a board is from its next village: which forest tile to gather riders on, and how many
 * rider steps that takes. The race to the fifth village is won by moving riders (§3.6, §3.8), so
 * both the evaluator and the playout policy read this.
 */
import { CAPITAL, CELL_COUNT, COLS, NEIGHBOURS, START_CELL } from '../grid.ts';
import { has, isPortalVillage, ridersNeeded } from '../rules/board.ts';
import { ridersAt } from '../rules/movement.ts';
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
  /**
   * Steps from each node (capital first, then cells) to the target; FAR when cut off. Worked out
   * when first asked (`distanceOf`): only a rider move reads it, and most plans judge a board.
   */
  distance: Int8Array | null;
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

/**
 * Each node's neighbours in G(p) (§3.6) as a bit set over node indices, into `out`: the same edges
 * as `isEdge`, built from the board in one pass because the evaluator plans every board it judges.
 */
function adjacency(b: BoardState, out: Int32Array): void {
  out.fill(0);
  const skyways = has(b, 'skyways');
  let portals = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (isPortalVillage(b, i)) portals |= 1 << (i + 1);
  for (let i = 0; i < CELL_COUNT; i++) {
    if (b.tiles[i] === null) continue;
    const bit = 1 << (i + 1);
    let mask = 0;
    for (const j of NEIGHBOURS[i] as readonly number[]) if (b.tiles[j] !== null) mask |= 1 << (j + 1);
    if (portals & bit)
      mask |= (portals & ~bit) | 1 | (skyways && b.tiles[START_CELL] !== null ? 1 << (START_CELL + 1) : 0);
    if (i === START_CELL) mask |= 1 | (skyways ? portals & ~bit : 0);
    out[i + 1] = mask;
  }
  let capital = 0;
  if (b.tiles[START_CELL] !== null) capital |= 1 << (START_CELL + 1);
  out[0] = capital | portals;
}

/** Steps from every node to `target` (a cell), into `d`: FAR where it is cut off. */
function distancesTo(adj: Int32Array, target: number, d: Int8Array): void {
  d.fill(FAR);
  let frontier = 1 << (target + 1);
  let seen = frontier;
  for (let dist = 0; frontier !== 0; dist++) {
    let next = 0;
    for (let n = 0; n < NODES; n++) {
      if ((frontier & (1 << n)) === 0) continue;
      d[n] = dist;
      next |= adj[n] as number;
    }
    frontier = next & ~seen;
    seen |= frontier;
  }
}

/** Scratch buffers: planning runs at every playout's end and must not make garbage. */
const ADJ = new Int32Array(NODES);
const DIST = new Int8Array(NODES);
/** Riders by their distance to the target: a path visits each node once, so no distance reaches NODES. */
const BY_DISTANCE = new Int32Array(NODES);
const READY_CELLS = new Uint8Array(CELL_COUNT);
/** The targets (plans) whose board's graph ADJ holds now: the last board it was built for. */
const graphFor: (VillagePlan | null)[] = [null, null];

/**
 * Steps to bring `missing` riders to the target, nearest first. Riders on tiles that are ready to
 * build are left where they are: moving them would undo a village.
 */
function stepsToGather(b: BoardState, d: Int8Array, target: number, missing: number): number {
  BY_DISTANCE.fill(0);
  for (let n = CAPITAL; n < CELL_COUNT; n++) {
    if (n === target || (n >= 0 && READY_CELLS[n] === 1)) continue;
    const dist = d[n + 1] as number;
    if (dist < FAR) BY_DISTANCE[dist] = (BY_DISTANCE[dist] as number) + ridersAt(b, n);
  }
  let steps = 0;
  let left = missing;
  for (let dist = 1; dist < NODES && left > 0; dist++) {
    const take = Math.min(left, BY_DISTANCE[dist] as number);
    steps += take * dist;
    left -= take;
  }
  return left > 0 ? FAR : steps;
}

const NO_PLAN: VillagePlan = { target: -1, missing: 0, steps: FAR, distance: new Int8Array(NODES).fill(FAR) };

/** What a plan reads of a board, copied, with the plan made from it. */
interface Remembered {
  tiles: (string | null)[];
  village: boolean[];
  riders: number[];
  capital: number;
  markers: number;
  abilities: (string | undefined)[];
  plan: BoardPlan | null;
}

const remembered = (): Remembered => ({
  tiles: new Array<string | null>(CELL_COUNT).fill(null),
  village: new Array<boolean>(CELL_COUNT).fill(false),
  riders: new Array<number>(CELL_COUNT).fill(0),
  capital: 0,
  markers: 0,
  abilities: [undefined, undefined],
  plan: null,
});

/**
 * The last eight plans made. A search plans one board several times in a row (every draw and
 * rider step of a turn asks), mostly unchanged in between, and a board comes back unchanged after
 * the other players' turns, and in every sample of a search (boards are public): a board equal in
 * everything a plan reads gets the plan already made, which callers only read. Eight remembered
 * plans make 39 % fewer plans than two in a 2-player search.
 */
const MEMO: Remembered[] = Array.from({ length: 8 }, remembered);
let memoNext = 0;

function sameBoard(m: Remembered, b: BoardState): boolean {
  if (m.capital !== b.capital || m.markers !== b.markers) return false;
  if (m.abilities[0] !== b.abilities[0] || m.abilities[1] !== b.abilities[1]) return false;
  // Riders first: they are what most often differs (a step), so most boards are ruled out there.
  for (let i = 0; i < CELL_COUNT; i++) if (m.riders[i] !== b.riders[i]) return false;
  for (let i = 0; i < CELL_COUNT; i++) if (m.tiles[i] !== b.tiles[i] || m.village[i] !== b.village[i]) return false;
  return true;
}

function remember(m: Remembered, b: BoardState, plan: BoardPlan): void {
  for (let i = 0; i < CELL_COUNT; i++) {
    m.tiles[i] = b.tiles[i] as string | null;
    m.village[i] = b.village[i] as boolean;
    m.riders[i] = b.riders[i] as number;
  }
  m.capital = b.capital;
  m.markers = b.markers;
  m.abilities[0] = b.abilities[0];
  m.abilities[1] = b.abilities[1];
  m.plan = plan;
}

/** How far `b` is from its next village (see `BoardPlan`); the result is shared: read it, never change it. */
export function planBoard(b: BoardState): BoardPlan {
  // Newest first: most often the board is the one planned last.
  for (let k = 1; k <= MEMO.length; k++) {
    const m = MEMO[(memoNext - k + MEMO.length) % MEMO.length] as Remembered;
    if (m.plan !== null && sameBoard(m, b)) return m.plan;
  }
  const plan = makePlan(b);
  remember(MEMO[memoNext] as Remembered, b, plan);
  memoNext = (memoNext + 1) % MEMO.length;
  return plan;
}

function makePlan(b: BoardState): BoardPlan {
  READY_CELLS.fill(0);
  let ready = 0;
  let sites = 0;
  let candidates = 0;
  for (let i = 0; i < CELL_COUNT; i++) {
    const tile = b.tiles[i];
    if (tile == null || b.village[i] || i === START_CELL) continue;
    const need = ridersNeeded(b, tile);
    if (need === 0) continue;
    sites++;
    if ((b.riders[i] as number) >= need) {
      READY_CELLS[i] = 1;
      ready++;
    } else candidates |= 1 << i;
  }
  if (candidates === 0 || b.markers <= ready) return { ready, sites, best: NO_PLAN, second: NO_PLAN };
  adjacency(b, ADJ);
  let best = -1;
  let bestSteps = FAR;
  let second = -1;
  let secondSteps = FAR;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if ((candidates & (1 << cell)) === 0) continue;
    distancesTo(ADJ, cell, DIST);
    const steps = stepsToGather(b, DIST, cell, missingAt(b, cell));
    if (steps < bestSteps) {
      second = best;
      secondSteps = bestSteps;
      best = cell;
      bestSteps = steps;
    } else if (steps < secondSteps) {
      second = cell;
      secondSteps = steps;
    }
  }
  const plan = { ready, sites, best: planFor(b, best, bestSteps), second: planFor(b, second, secondSteps) };
  graphFor[0] = plan.best;
  graphFor[1] = plan.second;
  return plan;
}

function missingAt(b: BoardState, cell: number): number {
  return ridersNeeded(b, b.tiles[cell] as string) - (b.riders[cell] as number);
}

function planFor(b: BoardState, cell: number, steps: number): VillagePlan {
  if (cell < 0) return NO_PLAN;
  return { target: cell, missing: missingAt(b, cell), steps, distance: null };
}

/** G(p) as bit sets per node (capital 0, cell i at i + 1): for tests against `isEdge`. */
export function movementGraph(b: BoardState): Int32Array {
  const out = new Int32Array(NODES);
  adjacency(b, out);
  return out;
}

/** The distance of node `n` (CAPITAL or a cell) in the table of a plan made for board `b`. */
export function distanceOf(b: BoardState, plan: VillagePlan, n: number): number {
  let d = plan.distance;
  if (d === null) {
    // A rider move plans the board and then asks for distances: the graph is most often still in ADJ.
    if (graphFor[0] !== plan && graphFor[1] !== plan) {
      adjacency(b, ADJ);
      graphFor[0] = plan;
      graphFor[1] = null;
    }
    d = new Int8Array(NODES);
    distancesTo(ADJ, plan.target, d);
    plan.distance = d;
  }
  return d[n + 1] as number;
}

export { FAR as UNREACHABLE };

const GRID_DISTANCE = Int8Array.from({ length: CELL_COUNT }, (_, cell) => Math.floor(cell / COLS) + (cell % COLS));

/** Steps on the grid from the start tile at (0,0): "next to the capital" for planting. */
export function gridDistance(cell: number): number {
  return GRID_DISTANCE[cell] as number;
}
