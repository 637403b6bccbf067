/**
 * The end-screen ranking: each seat's §6.2 breakdown (from the outcome, or the final view), its
 * rank, and which tie-breaker of §6.4 separated it from the seat below when the totals were equal.
 */
import type { Outcome, Seat } from '@boardhall/engine';
import type { ScoreBreakdown, TotwView } from '@boardhall/tribes-of-the-wind';
import { hintsOf } from './hints.ts';

export type TieBreak = 'villages' | 'polluted' | 'water' | 'tiles' | 'shared';

export interface ScoreRow {
  readonly seat: Seat;
  readonly rank: number;
  readonly breakdown: ScoreBreakdown;
  readonly decidedBy: TieBreak | null;
}

/** §6.4's tie-breakers in order, each as "bigger is better". */
const TIE_BREAKS: readonly [Exclude<TieBreak, 'shared'>, (b: ScoreBreakdown) => number][] = [
  ['villages', (b) => b.detail.villageCount],
  ['polluted', (b) => -b.detail.pollutedCellCount],
  ['water', (b) => b.detail.water],
  ['tiles', (b) => b.detail.tileCount],
];

export function scoreRows(view: TotwView, outcome: Outcome): ScoreRow[] {
  const fromOutcome = (outcome as Outcome & { breakdowns?: ScoreBreakdown[] }).breakdowns;
  const breakdowns = fromOutcome ?? hintsOf(view).scores;
  const rows: ScoreRow[] = [];
  let rank = 1;
  outcome.ranking.forEach((group, gi) => {
    const next = outcome.ranking[gi + 1];
    for (const seat of group) {
      const b = breakdowns[seat] as ScoreBreakdown;
      let decidedBy: TieBreak | null = null;
      if (group.length > 1) decidedBy = 'shared';
      else if (next && next.length > 0) {
        const c = breakdowns[next[0] as Seat] as ScoreBreakdown;
        if (c.total === b.total) decidedBy = TIE_BREAKS.find(([, f]) => f(b) !== f(c))?.[0] ?? null;
      }
      rows.push({ seat, rank, breakdown: b, decidedBy });
    }
    rank += group.length;
  });
  return rows;
}
