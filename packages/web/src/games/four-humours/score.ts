/**
 * The end-screen breakdown: each seat's objectives and the tie-break figures of FH §7.5, read
 * from the final view, and which figure separated each rank from the one below.
 */
import type { Outcome, Seat } from '@boardhall/engine';
import type { FourHumoursView } from '@boardhall/four-humours';

export interface ScoreRow {
  readonly seat: Seat;
  readonly rank: number;
  readonly objectives: number;
  readonly mapPotions: number;
  readonly cells: number;
  readonly removed: number;
  /** What put this seat above the next group ('objectives', a tie-breaker, or 'shared'), or null. */
  readonly decidedBy: 'mapPotions' | 'distinctCells' | 'fewestRemoved' | 'shared' | null;
}

export function scoreRows(view: FourHumoursView, outcome: Outcome): ScoreRow[] {
  const cellsOf = (seat: Seat) =>
    Object.values(view.map.cells).filter((list) => list.some((p) => p.owner === seat)).length;
  const figures = (seat: Seat) => {
    const p = view.players[seat];
    const removed = p ? p.removed.C + p.removed.S + p.removed.M + p.removed.P : 0;
    return {
      objectives: outcome.scores[seat] ?? p?.objectives ?? 0,
      mapPotions: p?.onMap ?? 0,
      distinctCells: cellsOf(seat),
      fewestRemoved: -removed,
      removed,
    };
  };
  const rows: ScoreRow[] = [];
  let rank = 1;
  outcome.ranking.forEach((group, gi) => {
    const next = outcome.ranking[gi + 1];
    for (const seat of group) {
      const f = figures(seat);
      let decidedBy: ScoreRow['decidedBy'] = null;
      if (group.length > 1) decidedBy = 'shared';
      else if (next && next.length > 0) {
        const g = figures(next[0] as Seat);
        if (g.objectives === f.objectives) {
          decidedBy = view.options.tieBreakers.find((tb) => f[tb] !== g[tb]) ?? null;
        }
      }
      rows.push({
        seat,
        rank,
        objectives: f.objectives,
        mapPotions: f.mapPotions,
        cells: f.distinctCells,
        removed: f.removed,
        decidedBy,
      });
    }
    rank += group.length;
  });
  return rows;
}
