/** Winner and tie-breaks (§7.4–7.6). */
import type { Outcome } from '@boardhall/engine';
import { type FourHumoursState, ownerOf, type Seat } from '../state.ts';
import { total } from './bag.ts';

export function objectivesOf(s: FourHumoursState, seat: Seat): number {
  let n = 0;
  for (const o of s.objectives) if (o.claimedBy.includes(seat)) n++;
  return n;
}

export function mapPotions(s: FourHumoursState, seat: Seat): number {
  let n = 0;
  for (const list of s.cells) for (const p of list) if (ownerOf(p) === seat) n++;
  return n;
}

export function distinctCells(s: FourHumoursState, seat: Seat): number {
  let n = 0;
  for (const list of s.cells) if (list.some((p) => ownerOf(p) === seat)) n++;
  return n;
}

/** The sort key of a seat: objectives, then each tie-breaker in order (bigger is better). */
export function rankKey(s: FourHumoursState, seat: Seat): number[] {
  const key = [objectivesOf(s, seat)];
  for (const tb of s.options.tieBreakers) {
    if (tb === 'mapPotions') key.push(mapPotions(s, seat));
    else if (tb === 'distinctCells') key.push(distinctCells(s, seat));
    else key.push(-total(s.removed[seat] as number[]));
  }
  return key;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (b[i] as number) - (a[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** null while the game runs; otherwise groups of tied seats, best first, and objectives as scores. */
export function outcomeOf(s: FourHumoursState): Outcome | null {
  if (s.phase !== 'over') return null;
  const seats = Array.from({ length: s.seats }, (_, p) => p);
  const keys = seats.map((p) => rankKey(s, p));
  seats.sort((a, b) => compareKeys(keys[a] as number[], keys[b] as number[]) || a - b);
  const ranking: Seat[][] = [];
  for (const p of seats) {
    const last = ranking[ranking.length - 1];
    if (last && compareKeys(keys[last[0] as number] as number[], keys[p] as number[]) === 0) last.push(p);
    else ranking.push([p]);
  }
  return { ranking, scores: seats.map((_, p) => objectivesOf(s, p)) };
}
