/**
 * Fiefdom rules (§10): where winners and escapers may go on their owner's fief (FW-1, FW-2, FE-1,
 * FE-2) and the Fiefdom objective predicates (§10.6). Plots are numbered row × columns + column.
 */
import type { CitizenType, FiefPredicate } from '../content/schema.ts';
import { EMPTY, humourOf, type PotionCode } from '../state.ts';
import type { FiefInfo } from '../tables.ts';

/**
 * The legal plots for a potion that won or escaped through a slot of `citizen` (null: an animal
 * slot), ascending, i.e. sorted by row, then column. Empty when it has nowhere to go (FX).
 */
export function fiefDestinations(
  f: FiefInfo,
  fief: readonly PotionCode[],
  citizen: CitizenType | null,
  effect: 'win' | 'escape',
): number[] {
  const out: number[] = [];
  const n = f.types.length;
  if (citizen === null) {
    for (let p = 0; p < n; p++) {
      if (fief[p] !== EMPTY) continue;
      // FW-2: any empty plot. FE-2: an empty plot next to one already holding the owner's potion.
      if (effect === 'win' || (f.adj[p] ?? []).some((q) => fief[q] !== EMPTY)) out.push(p);
    }
    return out;
  }
  const own = f.plotsOf[citizen];
  if (effect === 'win') {
    // FW-1: an empty plot of the type; when none is empty, an empty plot next to one of the type.
    for (const p of own) if (fief[p] === EMPTY) out.push(p);
    if (out.length > 0) return out;
  }
  // FW-1 fallback and FE-1: empty plots next to a plot of the type (FE-1: not of the type itself).
  for (let p = 0; p < n; p++) {
    if (fief[p] !== EMPTY || f.types[p] === citizen) continue;
    if ((f.adj[p] ?? []).some((q) => f.types[q] === citizen)) out.push(p);
  }
  return out;
}

const occupied = (fief: readonly PotionCode[], p: number): boolean => (fief[p] ?? EMPTY) !== EMPTY;

function allOccupied(fief: readonly PotionCode[], plots: readonly number[]): boolean {
  for (const p of plots) if (!occupied(fief, p)) return false;
  return true;
}

/** The first straight line of `length` plots holding potions of one humour, or null (FO8). */
function humourLine(f: FiefInfo, fief: readonly PotionCode[], length: number): number[] | null {
  const steps: readonly (readonly [number, number])[] = [
    [0, 1],
    [1, 0],
  ];
  for (let p = 0; p < f.types.length; p++) {
    if (!occupied(fief, p)) continue;
    const r = Math.floor(p / f.cols);
    const c = p % f.cols;
    const h = humourOf(fief[p] as number);
    for (const [dr, dc] of steps) {
      if (r + dr * (length - 1) >= f.rows || c + dc * (length - 1) >= f.cols) continue;
      const line: number[] = [];
      for (let k = 0; k < length; k++) {
        const q = (r + dr * k) * f.cols + c + dc * k;
        if (!occupied(fief, q) || humourOf(fief[q] as number) !== h) break;
        line.push(q);
      }
      if (line.length === length) return line;
    }
  }
  return null;
}

/**
 * Evaluates a Fiefdom predicate on one fief: the plots that satisfy it (ascending), or null.
 * Each takes the first witness in reading order (rows top to bottom, plots left to right).
 */
export function evaluateFief(pred: FiefPredicate, f: FiefInfo, fief: readonly PotionCode[]): number[] | null {
  const occ: number[] = [];
  for (let p = 0; p < f.types.length; p++) if (occupied(fief, p)) occ.push(p);
  if (occ.length === 0) return null;
  switch (pred.kind) {
    case 'fiefTypes': {
      const first = new Map<CitizenType, number>();
      for (const p of occ) {
        const type = f.types[p] as CitizenType;
        if (!first.has(type)) first.set(type, p);
      }
      return first.size >= pred.min ? [...first.values()].sort((a, b) => a - b) : null;
    }
    case 'fullRow': {
      for (let r = 0; r < f.rows; r++) {
        const row = Array.from({ length: f.cols }, (_, c) => r * f.cols + c);
        if (allOccupied(fief, row)) return row;
      }
      return null;
    }
    case 'fullColumn': {
      for (let c = 0; c < f.cols; c++) {
        const col = Array.from({ length: f.rows }, (_, r) => r * f.cols + c);
        if (allOccupied(fief, col)) return col;
      }
      return null;
    }
    case 'twinTypes': {
      const out: number[] = [];
      let types = 0;
      for (const plots of Object.values(f.plotsOf)) {
        if (plots.length > 0 && allOccupied(fief, plots)) {
          types++;
          out.push(...plots);
        }
      }
      return types >= pred.min ? out.sort((a, b) => a - b) : null;
    }
    case 'corners': {
      const last = f.types.length - 1;
      const corners = [0, f.cols - 1, last - (f.cols - 1), last];
      return allOccupied(fief, corners) ? corners : null;
    }
    case 'fiefHumours': {
      let mask = 0;
      for (const p of occ) mask |= 1 << humourOf(fief[p] as number);
      let n = 0;
      for (; mask; mask &= mask - 1) n++;
      return n >= pred.min ? occ : null;
    }
    case 'block2x2': {
      for (let r = 0; r + 1 < f.rows; r++) {
        for (let c = 0; c + 1 < f.cols; c++) {
          const p = r * f.cols + c;
          const block = [p, p + 1, p + f.cols, p + f.cols + 1];
          if (allOccupied(fief, block)) return block;
        }
      }
      return null;
    }
    case 'humourLine':
      return humourLine(f, fief, pred.length);
  }
}

/** Potions on a fief (TB-F1, the solo result). */
export function fiefCount(fief: readonly PotionCode[] | undefined): number {
  let n = 0;
  for (const p of fief ?? []) if (p !== EMPTY) n++;
  return n;
}
