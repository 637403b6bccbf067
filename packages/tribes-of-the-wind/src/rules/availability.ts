import type { PlayRow } from '../actions.ts';
import { CELL_COUNT } from '../grid.ts';
import type { TotwState } from '../state.ts';
import { cardNumber } from '../tables.ts';
import { boardOf, has, isForest, ridersNeeded, templeDiscardCount } from './board.ts';
import { baseCounts, type Counts } from './requirements.ts';
import { CARD_TESTS, type RowTest, rowTestMet } from './row-test.ts';
import { hasTileWithoutTemple, hasUnusedSlot } from './temples.ts';

const NO_ROWS: readonly PlayRow[] = Object.freeze([]);
const ONLY: readonly PlayRow[] = Object.freeze(['only']);
const EASY: readonly PlayRow[] = Object.freeze(['easy']);
const HARD: readonly PlayRow[] = Object.freeze(['hard']);
const EASY_HARD: readonly PlayRow[] = Object.freeze(['easy', 'hard']);
const EASY_HARD_BOTH: readonly PlayRow[] = Object.freeze(['easy', 'hard', 'both']);

/**
 * The rows of `card` that may be declared now (`both` only for Confluence on a water card).
 * Bots ask this for every card at every step of their playouts, so it makes no garbage: the
 * answer is a shared frozen list, and the played card leaves the seat's counts (§3.2.2) by a
 * decrement of `base` undone before returning.
 */
export function playableRows(s: TotwState, seat: number, card: string, base: Counts): readonly PlayRow[] {
  const k = cardNumber(card);
  const c = k < 0 ? undefined : CARD_TESTS[k];
  if (!c) return NO_ROWS;
  const e = s.config.playedCardCounts ? -1 : c.e;
  if (e >= 0) base.self[e] = (base.self[e] as number) - 1;
  const r0 = c.rows[0] as RowTest;
  const r1 = c.rows[1];
  const easy = rowTestMet(r0, base);
  const hard = r1 !== undefined && rowTestMet(r1, base);
  if (e >= 0) base.self[e] = (base.self[e] as number) + 1;
  if (r1 === undefined) return easy ? ONLY : NO_ROWS;
  if (easy && hard) return c.water && has(boardOf(s, seat), 'confluence') ? EASY_HARD_BOTH : EASY_HARD;
  return easy ? EASY : hard ? HARD : NO_ROWS;
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
    // A forest tile needs 2 riders at least (slots 2–4, Light Camp ≥ 2): most cells are out before any lookup.
    if ((b.riders[i] as number) < 2 || b.village[i] || !isForest(b, i)) continue;
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
