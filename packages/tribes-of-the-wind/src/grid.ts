import type { Cell, ColIdx, NodeRef, RowIdx } from './content/schema.ts';

/** Cells are stored as indices r*4+c (0..11); actions and views use {r, c}. */
export const ROWS = 3;
export const COLS = 4;
export const CELL_COUNT = 12;
export const START_CELL = 0;

/** One shared, frozen {r,c} object per cell, so listing actions allocates no cells. */
export const CELLS: readonly Cell[] = Array.from({ length: CELL_COUNT }, (_, i) =>
  Object.freeze({ r: Math.floor(i / COLS) as RowIdx, c: (i % COLS) as ColIdx }),
);

/** Orthogonal neighbours of each cell, inside the grid. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELL_COUNT }, (_, i) => {
  const r = Math.floor(i / COLS);
  const c = i % COLS;
  const out: number[] = [];
  if (r > 0) out.push(i - COLS);
  if (c > 0) out.push(i - 1);
  if (c < COLS - 1) out.push(i + 1);
  if (r < ROWS - 1) out.push(i + COLS);
  return out;
});

/** Each cell's orthogonal neighbours as a bit set (bit j: cell j), for a test without a search. */
export const NEIGHBOUR_BITS: Int32Array = Int32Array.from(NEIGHBOURS, (ns) => ns.reduce((m, j) => m | (1 << j), 0));

/** The cell index of {r,c}, or -1 when it lies outside the grid (or is not a cell at all). */
export function cellIndex(cell: { r: number; c: number }): number {
  const { r, c } = cell;
  if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || r >= ROWS || c < 0 || c >= COLS) return -1;
  return r * COLS + c;
}

/** The capital as a movement node. */
export const CAPITAL = -1;

/** A node reference as an index: CAPITAL, a cell index, or -2 when it is outside the grid. */
export function nodeIndex(ref: 'capital' | { r: number; c: number }): number {
  if (ref === 'capital') return CAPITAL;
  const i = cellIndex(ref);
  return i < 0 ? -2 : i;
}

export function nodeRef(i: number): NodeRef {
  return i === CAPITAL ? 'capital' : (CELLS[i] as Cell);
}

/** "(r,c)" as the spec writes cells; "the capital" for the capital. */
export function cellText(i: number): string {
  if (i === CAPITAL) return 'the capital';
  return `(${Math.floor(i / COLS)},${i % COLS})`;
}

export function refText(ref: { r: number; c: number } | 'capital'): string {
  return ref === 'capital' ? 'the capital' : `(${ref.r},${ref.c})`;
}

const COL_LETTERS = 'ABCD';

/**
 * A node as message data: the cell as the board prints it (column letter A–D, row 1–3: "B2"),
 * or `capital`, which catalogues name (`totw.node.capital`).
 */
export function nodeId(i: number): string {
  if (i === CAPITAL) return 'capital';
  return `${COL_LETTERS[i % COLS] ?? '?'}${Math.floor(i / COLS) + 1}`;
}

export function refId(ref: { r: number; c: number } | 'capital'): string {
  if (ref === 'capital') return 'capital';
  const i = cellIndex(ref);
  return i < 0 ? `(${ref.r}, ${ref.c})` : nodeId(i);
}
