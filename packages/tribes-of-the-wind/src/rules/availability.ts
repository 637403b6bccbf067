import type { PlayRow } from '../actions.ts';
import { CELL_COUNT } from '../grid.ts';
import type { TotwState } from '../state.ts';
import { CAT } from '../tables.ts';
import { boardOf, has, isForest, ridersNeeded, templeDiscardCount } from './board.ts';
import { baseCounts, type Counts, countsForPlay, rowMet } from './requirements.ts';
import { hasTileWithoutTemple, hasUnusedSlot } from './temples.ts';

/** The rows of `card` that may be declared now (`both` only for Confluence on a water card). */
export function playableRows(s: TotwState, seat: number, card: string, base: Counts): PlayRow[] {
  const c = CAT.cards.get(card);
  if (!c) return [];
  const counts = countsForPlay(s, base, card);
  const [r0, r1] = c.rows;
  if (r1 === undefined) return rowMet(r0, counts) ? ['only'] : [];
  const out: PlayRow[] = [];
  const easy = rowMet(r0, counts);
  const hard = rowMet(r1, counts);
  if (easy) out.push('easy');
  if (hard) out.push('hard');
  if (easy && hard && c.element === 'water' && has(boardOf(s, seat), 'confluence')) out.push('both');
  return out;
}

export function anyPlayable(s: TotwState, seat: number): boolean {
  const base = baseCounts(s, seat);
  for (const id of s.holders[seat] as string[]) if (playableRows(s, seat, id, base).length > 0) return true;
  return false;
}

export function villageCells(s: TotwState, seat: number): number[] {
  const b = boardOf(s, seat);
  const out: number[] = [];
  if (b.markers <= 0) return out;
  for (let i = 0; i < CELL_COUNT; i++) {
    if (b.village[i] || !isForest(b, i)) continue;
    if ((b.riders[i] as number) >= ridersNeeded(b, b.tiles[i] as string)) out.push(i);
  }
  return out;
}

/** Which top-level actions exist now for `seat` (§3.1, §3.7). */
export interface ActionAvailability {
  canPlay: boolean;
  canVillage: boolean;
  /** Temple form B1: an unused slot, a tile without a temple and enough cards. */
  canTemple: boolean;
  /** Discard-only form B2: all temples built (with enough cards) or stuck with `stuckDiscard`. */
  canDiscard: boolean;
  /** Cards the discard-only form takes now. */
  discardCount: number;
  canPass: boolean;
  /** No play, village or B1: the stuck rule applies. */
  stuck: boolean;
  allTemplesBuilt: boolean;
}

export function availability(s: TotwState, seat: number): ActionAvailability {
  return availabilityGiven(s, seat, anyPlayable(s, seat), villageCells(s, seat).length > 0);
}

/** `availability` for a caller that has already worked out whether a card can be played or a village built. */
export function availabilityGiven(
  s: TotwState,
  seat: number,
  canPlay: boolean,
  canVillage: boolean,
): ActionAvailability {
  const b = boardOf(s, seat);
  const k = templeDiscardCount(b);
  const hand = (s.holders[seat] as string[]).length;
  const allTemplesBuilt = !hasUnusedSlot(b);
  const canTemple = !allTemplesBuilt && hasTileWithoutTemple(b) && hand >= k;
  const stuck = !canPlay && !canVillage && !canTemple;
  const form1 = allTemplesBuilt && hand >= k;
  const canDiscard = form1 || (s.config.stuckDiscard && stuck);
  return {
    canPlay,
    canVillage,
    canTemple,
    canDiscard,
    discardCount: form1 ? k : Math.min(k, hand),
    canPass: stuck && !canDiscard,
    stuck,
    allTemplesBuilt,
  };
}
