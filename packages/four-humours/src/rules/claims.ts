/** RES-4 objective check (OBJ-1…OBJ-5) and the party queue of PR-1. */
import type { LogSink } from '@boardhall/engine';
import type { FiefPredicate, KingdomPredicate } from '../content/schema.ts';
import { total } from '../counts.ts';
import type { MapGraph } from '../map.ts';
import { cellListParams, type Params, plotListParams, seatParam } from '../message-params.ts';
import { CLAIM_RATE } from '../options.ts';
import { type FourHumoursState, type Resolution, RIVAL } from '../state.ts';
import type { Tables } from '../tables.ts';
import { evaluateFief } from './fief.ts';
import { evaluateKingdom, type Holdings, holdingsOf } from './objectives.ts';

/** The unresolved party tiles in resolution order (PR-1, `partyOrder`). */
export function partyOrder(s: FourHumoursState, t: Tables, g: MapGraph): number[] {
  const open: number[] = [];
  s.parties.forEach((p, i) => {
    if (!p.resolved) open.push(i);
  });
  // Fiefdom and Solo have no map and always use the printed order (PR-1).
  if (s.options.partyOrder === 'mapReading' && !s.fiefdom) {
    const pos = (i: number): number => g.zonePosition[t.parties[i]?.zone ?? -1] ?? 99;
    open.sort((a, b) => pos(a) - pos(b) || a - b);
  }
  return open;
}

interface Claim {
  readonly row: number;
  readonly seat: number;
  /** The witness: cells (Kingdom) or plots (Fiefdom) that satisfy the objective. */
  readonly where: number[];
  /** A Solo Rival claim (§11.5), which has no witness. */
  readonly rival?: boolean;
}

/** OBJ-1: every objective evaluated for every player on one snapshot of the map, before any marker. */
function kingdomClaims(s: FourHumoursState, t: Tables, g: MapGraph): Claim[] {
  const all: Holdings[] = [];
  for (let p = 0; p < s.seats; p++) all.push(holdingsOf(s.cells, p));
  const claims: Claim[] = [];
  s.objectives.forEach((o, row) => {
    const def = t.objectiveById.get(o.objective);
    if (def?.mode !== 'kingdom') return;
    for (let k = 0; k < s.seats; k++) {
      const seat = (s.firstSeat + k) % s.seats;
      if (o.claimedBy.includes(seat)) continue;
      const cells = evaluateKingdom(def.predicate as KingdomPredicate, t, g, seat, all);
      if (cells) claims.push({ row, seat, where: cells });
    }
  });
  return claims;
}

/**
 * §10.5 RES-4: every player's own fief against the Fiefdom objectives (one snapshot), then in Solo
 * the Rival's claims (§11.5): while it has fewer than min(4, ⌊ledger / K⌋), it claims the first
 * objective in row order it has not claimed.
 */
function fiefClaims(s: FourHumoursState, t: Tables): Claim[] {
  const fd = s.fiefdom;
  if (!fd) return [];
  const claims: Claim[] = [];
  s.objectives.forEach((o, row) => {
    const def = t.objectiveById.get(o.objective);
    if (def?.mode !== 'fiefdom') return;
    for (let k = 0; k < s.seats; k++) {
      const seat = (s.firstSeat + k) % s.seats;
      const fief = fd.fiefs[seat];
      if (!fief || o.claimedBy.includes(seat)) continue;
      const plots = evaluateFief(def.predicate as FiefPredicate, t.fief, fief);
      if (plots) claims.push({ row, seat, where: plots });
    }
  });
  if (fd.ledger) {
    const target = rivalClaimTarget(s, total(fd.ledger));
    let have = s.objectives.filter((o) => o.claimedBy.includes(RIVAL)).length;
    for (let row = 0; row < s.objectives.length && have < target; row++) {
      if (s.objectives[row]?.claimedBy.includes(RIVAL)) continue;
      claims.push({ row, seat: RIVAL, where: [], rival: true });
      have++;
    }
  }
  return claims;
}

/** §11.5: the number of objectives the Rival should hold with `ledger` potions in its ledger. */
export function rivalClaimTarget(s: FourHumoursState, ledger: number): number {
  return Math.min(s.objectives.length, Math.floor(ledger / CLAIM_RATE[s.options.soloDifficulty]));
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
  const claims = s.fiefdom ? fiefClaims(s, t) : kingdomClaims(s, t, g);
  log?.push({ key: 'fh.log.objective-check', params: { round: s.round } });
  for (const c of claims) {
    const o = s.objectives[c.row];
    if (!o) continue;
    o.claimedBy.push(c.seat);
    if (log) {
      const params: Params = { player: seatParam(c.seat), objective: o.objective };
      if (c.rival) {
        const ledger = total(s.fiefdom?.ledger ?? []);
        log.push({
          key: 'fh.log.rival-claim',
          params: { ...params, ledger, rate: CLAIM_RATE[s.options.soloDifficulty] },
        });
      } else if (s.fiefdom)
        log.push({ key: 'fh.log.claim-fief', params: { ...params, ...plotListParams(t, c.where) } });
      else log.push({ key: 'fh.log.claim', params: { ...params, ...cellListParams(t, c.where) } });
    }
  }
  const markers = claims.length;
  if (log && markers === 0) log.push({ key: 'fh.log.no-claims', params: {} });
  if (res && withParties) {
    res.markers = markers;
    res.partyQueue = partyOrder(s, t, g).slice(0, markers);
    if (log && markers > 0) {
      const parties = res.partyQueue.map((i) => t.parties[i]?.id ?? '?');
      const key = parties.length === 0 ? 'fh.log.parties-none-left' : 'fh.log.parties-triggered';
      log.push({ key, params: { markers, count: parties.length, parties } });
    }
  }
  return markers;
}
