/** Winner and tie-breaks (§7.4–7.6, Fiefdom §10.7) and the Solo result (§11.7). */
import { type Outcome, type RankFigure, type RankingExplanation, rankingOf, rankSeats } from '@boardhall/engine';
import { total } from '../counts.ts';
import type { FourHumoursOptions } from '../options.ts';
import { type FourHumoursState, ownerOf, RIVAL, type Seat } from '../state.ts';
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

/** The figures a seat is ranked on (§7.4–7.5): objectives, then the tie-breakers the options name. */
export type FhFigure = 'objectives' | 'mapPotions' | 'distinctCells' | 'removed';

/**
 * The outcome of a Four Humours game. In Solo the match has one seat: `ranking` is [[0]] and
 * `scores` is [solo score]; `soloResult` and `solo` say how the game went against the Rival, and
 * there is no `explanation` (a place of one seat has nothing to explain).
 */
export interface FourHumoursOutcome extends Outcome {
  readonly soloResult?: SoloResultCode;
  readonly solo?: SoloResult;
  readonly explanation?: RankingExplanation<FhFigure>;
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

type TieBreaker = FourHumoursOptions['tieBreakers'][number];

const TIE_BREAKERS: Readonly<Record<TieBreaker, RankFigure<FhFigure>>> = {
  mapPotions: { name: 'mapPotions', better: 'higher' },
  distinctCells: { name: 'distinctCells', better: 'higher' },
  fewestRemoved: { name: 'removed', better: 'lower' },
};

/** What seats are compared on, in order: objectives, then each tie-breaker of the options (§12). */
export function rankFigures(s: FourHumoursState): RankFigure<FhFigure>[] {
  return [{ name: 'objectives', better: 'higher' }, ...s.options.tieBreakers.map((tb) => TIE_BREAKERS[tb])];
}

/** Every figure of a seat, compared or not, so the end screen shows them all. */
export function figuresOf(s: FourHumoursState, seat: Seat): Record<FhFigure, number> {
  return {
    objectives: objectivesOf(s, seat),
    mapPotions: mapPotions(s, seat),
    distinctCells: distinctCells(s, seat),
    removed: total(s.removed[seat] as number[]),
  };
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
  const values = Array.from({ length: s.seats }, (_, p) => figuresOf(s, p));
  const explanation = rankSeats(rankFigures(s), values);
  return { ranking: rankingOf(explanation), scores: values.map((v) => v.objectives), explanation };
}
