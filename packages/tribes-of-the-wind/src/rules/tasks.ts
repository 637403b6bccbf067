import type { ForestColour, TaskPredicate } from '../content/schema.ts';
import { CELL_COUNT, COLS, NEIGHBOURS, ROWS } from '../grid.ts';
import type { BoardState } from '../state.ts';
import { CAT } from '../tables.ts';
import { isPortalVillage, pollutedCells, templesBuilt, tileCount } from './board.ts';

function colourAt(b: BoardState, cell: number): ForestColour | null {
  const t = b.tiles[cell];
  return t == null ? null : (CAT.colour.get(t) ?? null);
}

const pathUsed: boolean[] = new Array<boolean>(CELL_COUNT).fill(false);
/** The colour of each cell's tile for the path search under way, read once per search. */
const cellColour: (ForestColour | null)[] = new Array<ForestColour | null>(CELL_COUNT).fill(null);

/** Depth-first search for colours[k+1..] from `cell` (which matches colours[k]); `pathUsed` marks the path. */
function extendPath(colours: readonly ForestColour[], cell: number, k: number): boolean {
  if (k === colours.length - 1) return true;
  pathUsed[cell] = true;
  let found = false;
  for (const n of NEIGHBOURS[cell] as readonly number[]) {
    if (!pathUsed[n] && cellColour[n] === colours[k + 1] && extendPath(colours, n, k + 1)) {
      found = true;
      break;
    }
  }
  pathUsed[cell] = false;
  return found;
}

/**
 * The last colour-path searches: the tiles they read and what they found. Every checkpoint asks
 * for the seat's path, and tiles change only when one is planted, so most answers are known.
 */
interface PathMemo {
  colours: readonly ForestColour[] | null;
  tiles: (string | null)[];
  found: boolean;
}
const PATH_MEMO: PathMemo[] = [0, 1, 2, 3].map(() => ({
  colours: null,
  tiles: new Array<string | null>(CELL_COUNT).fill(null),
  found: false,
}));
let pathMemoNext = 0;

function sameTiles(tiles: readonly (string | null)[], b: BoardState): boolean {
  for (let i = 0; i < CELL_COUNT; i++) if (tiles[i] !== b.tiles[i]) return false;
  return true;
}

/** §4.2: a path of distinct, orthogonally adjacent tiles with the given colours (DFS from each start). */
export function hasColourPath(b: BoardState, colours: readonly ForestColour[]): boolean {
  if (colours.length === 0) return true;
  for (const m of PATH_MEMO) if (m.colours === colours && sameTiles(m.tiles, b)) return m.found;
  const found = searchColourPath(b, colours);
  const m = PATH_MEMO[pathMemoNext] as PathMemo;
  pathMemoNext = (pathMemoNext + 1) % PATH_MEMO.length;
  m.colours = colours;
  for (let i = 0; i < CELL_COUNT; i++) m.tiles[i] = b.tiles[i] as string | null;
  m.found = found;
  return found;
}

function searchColourPath(b: BoardState, colours: readonly ForestColour[]): boolean {
  // Checked at every checkpoint: a board with fewer tiles than the path cannot hold it.
  let tiles = 0;
  for (let c = 0; c < CELL_COUNT; c++) {
    const col = colourAt(b, c);
    cellColour[c] = col;
    if (col !== null) tiles++;
  }
  if (tiles < colours.length) return false;
  for (let c = 0; c < CELL_COUNT; c++) if (cellColour[c] === colours[0] && extendPath(colours, c, 0)) return true;
  return false;
}

/** The longest run of same-coloured tiles along `n` cells from `start`, `stride` apart. */
function sameColourRun(b: BoardState, start: number, stride: number, n: number): number {
  let best = 0;
  let run = 0;
  let prev: ForestColour | null = null;
  for (let k = 0; k < n; k++) {
    const col = colourAt(b, start + k * stride);
    if (col === null) {
      run = 0;
      prev = null;
      continue;
    }
    run = col === prev ? run + 1 : 1;
    prev = col;
    if (run > best) best = run;
  }
  return best;
}

function longestSameColourLine(b: BoardState): number {
  let best = 0;
  for (let r = 0; r < ROWS; r++) best = Math.max(best, sameColourRun(b, r * COLS, 1, COLS));
  for (let c = 0; c < COLS; c++) best = Math.max(best, sameColourRun(b, c, COLS, ROWS));
  return best;
}

/** Progress toward a task: `have` against `need` where a count applies, and whether it holds. */
export interface TaskProgress {
  met: boolean;
  have: number;
  need: number;
}

export function taskProgress(b: BoardState, p: TaskPredicate): TaskProgress {
  const have = taskHave(b, p);
  return { met: metBy(p, have), have, need: taskNeed(p) };
}

/** Whether the task holds: `taskProgress(b, p).met` without the object (checkpoints ask after every action). */
export function taskMet(b: BoardState, p: TaskPredicate): boolean {
  if (p.kind === 'waterAtLeast') return b.water >= p.n;
  return metBy(p, taskHave(b, p));
}

/** What a task counts, `have` of its progress; for a yes-or-no task, 1 or 0. */
function taskHave(b: BoardState, p: TaskPredicate): number {
  switch (p.kind) {
    case 'waterAtLeast':
      return b.water;
    case 'pollutedCellsAtMost':
      return pollutedCells(b);
    case 'tilesAtLeast':
      return tileCount(b);
    case 'tilesWithRidersAtLeast': {
      let n = 0;
      for (let i = 0; i < CELL_COUNT; i++) if (b.tiles[i] !== null && (b.riders[i] as number) > 0) n++;
      return n;
    }
    case 'templesBuiltAtLeast':
      return templesBuilt(b);
    case 'templesOnVillagesAtLeast': {
      let n = 0;
      for (let i = 0; i < CELL_COUNT; i++) if (b.village[i] && (b.temple[i] as number) >= 0) n++;
      return n;
    }
    case 'colourTilesAtLeast': {
      let n = 0;
      for (let i = 0; i < CELL_COUNT; i++) if (colourAt(b, i) === p.colour) n++;
      return n;
    }
    case 'sameColourLine':
      return longestSameColourLine(b);
    case 'cornersFilled': {
      let n = 0;
      for (let k = 0; k < CORNERS.length; k++) if (b.tiles[CORNERS[k] as number] !== null) n++;
      return n;
    }
    case 'fullRow': {
      let best = 0;
      for (let r = 0; r < ROWS; r++) {
        let n = 0;
        for (let c = 0; c < COLS; c++) if (b.tiles[r * COLS + c] !== null) n++;
        best = Math.max(best, n);
      }
      return best;
    }
    case 'fullColumn': {
      let best = 0;
      for (let c = 0; c < COLS; c++) {
        let n = 0;
        for (let r = 0; r < ROWS; r++) if (b.tiles[r * COLS + c] !== null) n++;
        best = Math.max(best, n);
      }
      return best;
    }
    case 'ridersOnOneTileAtLeast': {
      let best = 0;
      for (let i = 0; i < CELL_COUNT; i++) if (b.tiles[i] !== null) best = Math.max(best, b.riders[i] as number);
      return best;
    }
    case 'capitalEmpty':
      return b.capital;
    case 'portalVillagesAtLeast': {
      let n = 0;
      for (let i = 0; i < CELL_COUNT; i++) if (isPortalVillage(b, i)) n++;
      return n;
    }
    case 'adjacentVillages': {
      for (let i = 0; i < CELL_COUNT; i++) {
        if (!b.village[i]) continue;
        for (const n of NEIGHBOURS[i] as readonly number[]) if (b.village[n]) return 1;
      }
      return 0;
    }
    case 'cleanRow': {
      let n = 0;
      for (let c = 0; c < COLS; c++) if ((b.pollution[p.row * COLS + c] as number) > 0) n++;
      return n;
    }
    case 'colourPath':
      return hasColourPath(b, p.colours) ? 1 : 0;
  }
}

/** What `have` must reach (or, for the "at most" tasks, stay within). */
function taskNeed(p: TaskPredicate): number {
  switch (p.kind) {
    case 'cornersFilled':
      return 4;
    case 'fullRow':
      return COLS;
    case 'fullColumn':
      return ROWS;
    case 'sameColourLine':
      return p.length;
    case 'capitalEmpty':
    case 'cleanRow':
      return 0;
    case 'adjacentVillages':
    case 'colourPath':
      return 1;
    default:
      return p.n;
  }
}

function metBy(p: TaskPredicate, have: number): boolean {
  switch (p.kind) {
    case 'pollutedCellsAtMost':
    case 'capitalEmpty':
    case 'cleanRow':
      return have <= taskNeed(p);
    default:
      return have >= taskNeed(p);
  }
}

const CORNERS: readonly number[] = [0, 3, 8, 11];
