/** Winner and tie-breaks (§7.4–7.6, Fiefdom §10.7) and the Solo result (§11.7). */
import type { Outcome } from '@boardhall/engine';
import { type FourHumoursState, ownerOf, RIVAL, type Seat } from '../state.ts';
import { total } from './bag.ts';
import { fiefCount } from './fief.ts';

/** How a Solo game ended for the player (§11.7). */
export type SoloResultCode = 'win' | 'draw' | 'loss';

/** The Solo figures behind the result (§11.7). */
export interface SoloResult {
  readonly result: SoloResultCode;
  /** What settled it: more objectives, or (equal objectives) fief potions against the ledger. */
  readonly decidedBy: 'objectives' | 'fief-vs-ledger' | 'draw';
  readonly objectives: number;
  readonly fiefPotions: number;
  readonly rivalObjectives: number;
  /** The Rival's ledger size. */
  readonly ledger: number;
  /** The player's solo score for records: 10 × objectives + fief potions. */
  readonly score: number;
}

/**
 * The outcome of a Four Humours game. In Solo the match has one seat: `ranking` is [[0]] and
 * `scores` is [solo score]; `soloResult` and `solo` say how the game went against the Rival.
 */
export interface FourHumoursOutcome extends Outcome {
  readonly soloResult?: SoloResultCode;
  readonly solo?: SoloResult;
}

export function objectivesOf(s: FourHumoursState, seat: Seat): number {
  let n = 0;
  for (const o of s.objectives) if (o.claimedBy.includes(seat)) n++;
  return n;
}

/** Potions on the map (Kingdom) or on the seat's own fief (Fiefdom and Solo, TB-F1). */
export function mapPotions(s: FourHumoursState, seat: Seat): number {
  if (s.fiefdom) return fiefCount(s.fiefdom.fiefs[seat]);
  let n = 0;
  for (const list of s.cells) for (const p of list) if (ownerOf(p) === seat) n++;
  return n;
}

/** Distinct cells holding the seat's potions; no effect in Fiefdom (§12 `tieBreakers`): 0. */
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

/** §11.7: objectives, then fief potions against the ledger; equal both ways is a draw. */
export function soloResult(s: FourHumoursState): SoloResult {
  const objectives = objectivesOf(s, 0);
  const rivalObjectives = objectivesOf(s, RIVAL);
  const fiefPotions = mapPotions(s, 0);
  const ledger = total(s.fiefdom?.ledger ?? []);
  let result: SoloResultCode;
  let decidedBy: SoloResult['decidedBy'];
  if (objectives !== rivalObjectives) {
    result = objectives > rivalObjectives ? 'win' : 'loss';
    decidedBy = 'objectives';
  } else if (fiefPotions !== ledger) {
    result = fiefPotions > ledger ? 'win' : 'loss';
    decidedBy = 'fief-vs-ledger';
  } else {
    result = 'draw';
    decidedBy = 'draw';
  }
  return { result, decidedBy, objectives, fiefPotions, rivalObjectives, ledger, score: 10 * objectives + fiefPotions };
}

/**
 * null while the game runs; otherwise groups of tied seats, best first, and objectives as scores.
 * Solo: the one seat of the match, its solo score, and the result against the Rival.
 */
export function outcomeOf(s: FourHumoursState): FourHumoursOutcome | null {
  if (s.phase !== 'over') return null;
  if (s.options.mode === 'solo') {
    const solo = soloResult(s);
    return { ranking: [[0]], scores: [solo.score], soloResult: solo.result, solo };
  }
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
