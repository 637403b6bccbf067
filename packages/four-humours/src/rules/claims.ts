/** RES-4 objective check (OBJ-1…OBJ-5) and the party queue of PR-1. */
import type { LogSink } from '@boardhall/engine';
import type { KingdomPredicate } from '../content/schema.ts';
import { cellListParams, seatParam } from '../log.ts';
import type { MapGraph } from '../map.ts';
import type { FourHumoursState, Resolution } from '../state.ts';
import type { Tables } from '../tables.ts';
import { evaluateKingdom, type Holdings, holdingsOf } from './objectives.ts';

/** The unresolved party tiles in resolution order (PR-1, `partyOrder`). */
export function partyOrder(s: FourHumoursState, t: Tables, g: MapGraph): number[] {
  const open: number[] = [];
  s.parties.forEach((p, i) => {
    if (!p.resolved) open.push(i);
  });
  if (s.options.partyOrder === 'mapReading') {
    const pos = (i: number): number => g.zonePosition[t.parties[i]?.zone ?? -1] ?? 99;
    open.sort((a, b) => pos(a) - pos(b) || a - b);
  }
  return open;
}

/**
 * Checks every objective for every player against one snapshot of the map and places markers.
 * With `withParties`, queues one unresolved party tile per marker placed (RES-5).
 */
export function objectiveCheck(
  s: FourHumoursState,
  t: Tables,
  g: MapGraph,
  res: Resolution | null,
  withParties: boolean,
  log?: LogSink,
): number {
  const all: Holdings[] = [];
  for (let p = 0; p < s.seats; p++) all.push(holdingsOf(s.cells, p));
  // OBJ-1: evaluate everything first, then place markers, so claims never see each other.
  const claims: { row: number; seat: number; cells: number[] }[] = [];
  s.objectives.forEach((o, row) => {
    const def = t.kingdomObjectives[t.objectiveIndex.get(o.objective) as number];
    if (def?.mode !== 'kingdom') return;
    for (let k = 0; k < s.seats; k++) {
      const seat = (s.firstSeat + k) % s.seats;
      if (o.claimedBy.includes(seat)) continue;
      const cells = evaluateKingdom(def.predicate as KingdomPredicate, t, g, seat, all);
      if (cells) claims.push({ row, seat, cells });
    }
  });
  log?.push({ key: 'fh.log.objective-check', params: { round: s.round } });
  for (const c of claims) {
    const o = s.objectives[c.row];
    if (!o) continue;
    o.claimedBy.push(c.seat);
    if (log) {
      const def = t.kingdomObjectives[t.objectiveIndex.get(o.objective) as number];
      log.push({
        key: 'fh.log.claim',
        params: {
          player: seatParam(c.seat),
          objective: def?.name ?? o.objective,
          objectiveId: o.objective,
          ...cellListParams(t, c.cells),
        },
      });
    }
  }
  const markers = claims.length;
  if (log && markers === 0) log.push({ key: 'fh.log.no-claims', params: {} });
  if (res && withParties) {
    res.markers = markers;
    res.partyQueue = partyOrder(s, t, g).slice(0, markers);
    if (log && markers > 0) {
      const names = res.partyQueue.map((i) => t.parties[i]?.def.name ?? '?');
      const key = res.partyQueue.length === 0 ? 'fh.log.parties-none-left' : 'fh.log.parties-triggered';
      log.push({
        key,
        params: {
          markers,
          count: names.length,
          parties: names,
          partyIds: res.partyQueue.map((i) => t.parties[i]?.id ?? '?'),
        },
      });
    }
  }
  return markers;
}
