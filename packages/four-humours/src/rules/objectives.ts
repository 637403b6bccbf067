/**
 * Kingdom objective predicates (§9.6). Each evaluation returns the cells that satisfy it, or null.
 * They run for every player and objective at every RES-4, so they avoid needless allocation.
 */
import type { KingdomPredicate } from '../content/schema.ts';
import type { MapGraph } from '../map.ts';
import { humourOf, ownerOf, type PotionCode, type Seat } from '../state.ts';
import type { Tables } from '../tables.ts';

/** One player's potions on the map, by cell. */
export interface Holdings {
  /** Own potions per cell index. */
  readonly count: Int32Array;
  /** Occupied cells, ascending. */
  readonly occ: number[];
  /** Bit mask of humours on the map. */
  readonly humours: number;
}

export function holdingsOf(cells: readonly (readonly PotionCode[])[], seat: Seat): Holdings {
  const count = new Int32Array(cells.length);
  const occ: number[] = [];
  let humours = 0;
  for (let c = 0; c < cells.length; c++) {
    const list = cells[c] as readonly PotionCode[];
    for (let i = 0; i < list.length; i++) {
      const p = list[i] as number;
      if (ownerOf(p) !== seat) continue;
      count[c] = (count[c] as number) + 1;
      humours |= 1 << humourOf(p);
    }
    if ((count[c] as number) > 0) occ.push(c);
  }
  return { count, occ, humours };
}

/** Connected groups of occupied cells: a BFS over the map graph restricted to Occ. */
function groups(g: MapGraph, h: Holdings): number[][] {
  const seen = new Uint8Array(h.count.length);
  const out: number[][] = [];
  for (const start of h.occ) {
    if (seen[start]) continue;
    const group = [start];
    seen[start] = 1;
    for (let k = 0; k < group.length; k++) {
      for (const nb of g.adj[group[k] as number] ?? []) {
        if ((h.count[nb] as number) > 0 && !seen[nb]) {
          seen[nb] = 1;
          group.push(nb);
        }
      }
    }
    out.push(group.sort((a, b) => a - b));
  }
  return out;
}

/** `min` pairwise disjoint links among `links` (backtracking; at most 16 bridges). */
function disjointLinks(links: readonly number[], min: number): number[] | null {
  const chosen: number[] = [];
  const used = new Set<number>();
  const search = (from: number): boolean => {
    if (chosen.length >= 2 * min) return true;
    for (let i = from; i + 1 < links.length; i += 2) {
      const a = links[i] as number;
      const b = links[i + 1] as number;
      if (used.has(a) || used.has(b)) continue;
      used.add(a);
      used.add(b);
      chosen.push(a, b);
      if (search(i + 2)) return true;
      chosen.length -= 2;
      used.delete(a);
      used.delete(b);
    }
    return false;
  };
  return search(0) ? chosen : null;
}

const ascending = (xs: number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);

function countIn(h: Holdings, cells: readonly number[]): number {
  let n = 0;
  for (const c of cells) n += h.count[c] as number;
  return n;
}

/**
 * Evaluates a Kingdom predicate for `seat`: the witness cells (indices, ascending) or null.
 * `all` holds every seat's holdings (O12 compares with each opponent).
 */
export function evaluateKingdom(
  pred: KingdomPredicate,
  t: Tables,
  g: MapGraph,
  seat: Seat,
  all: readonly Holdings[],
): number[] | null {
  const h = all[seat] as Holdings;
  if (h.occ.length === 0) return null;
  const cells = t.cells;
  switch (pred.kind) {
    case 'zonesOccupied': {
      const first = new Int32Array(t.zones.length).fill(-1);
      let zones = 0;
      for (const c of h.occ) {
        const z = cells[c]?.zone as number;
        if (first[z] === -1) {
          first[z] = c;
          zones++;
        }
      }
      return zones >= pred.min ? ascending([...first].filter((c) => c >= 0)) : null;
    }
    case 'disjointBridges':
    case 'seamLinks': {
      const ends: number[] = [];
      for (const l of g.links) {
        const fits = pred.kind === 'seamLinks' ? l.seam : l.kind === 'bridge';
        if (fits && (h.count[l.a] as number) > 0 && (h.count[l.b] as number) > 0) ends.push(l.a, l.b);
      }
      if (ends.length < 2 * pred.min) return null;
      if (pred.kind === 'seamLinks') return ascending(ends);
      const found = disjointLinks(ends, pred.min);
      return found ? ascending(found) : null;
    }
    case 'connectedLocations':
    case 'connectedZones': {
      if (h.occ.length < pred.min) return null;
      for (const group of groups(g, h)) {
        let n = 0;
        if (pred.kind === 'connectedLocations') {
          for (const c of group) if (!cells[c]?.party) n++;
        } else {
          let mask = 0;
          for (const c of group) mask |= 1 << (cells[c]?.zone as number);
          for (; mask; mask &= mask - 1) n++;
        }
        if (n >= pred.min) return group;
      }
      return null;
    }
    case 'inhabitantTypes':
    case 'sameInhabitant': {
      const byType = new Map<string, number[]>();
      for (const c of h.occ) {
        const type = cells[c]?.def.inhabitant;
        if (!type) continue;
        const list = byType.get(type);
        if (list) list.push(c);
        else byType.set(type, [c]);
      }
      if (pred.kind === 'inhabitantTypes') {
        return byType.size >= pred.min ? ascending([...byType.values()].map((l) => l[0] as number)) : null;
      }
      for (const list of byType.values()) if (list.length >= pred.min) return list;
      return null;
    }
    case 'stack': {
      for (const c of h.occ) if ((h.count[c] as number) >= pred.min) return [c];
      return null;
    }
    case 'cellsInOneZone': {
      for (let z = 0; z < t.zones.length; z++) {
        const inZone = (t.zoneCells[z] ?? []).filter((c) => (h.count[c] as number) > 0);
        if (inZone.length >= pred.min) return inZone;
      }
      return null;
    }
    case 'humoursOnMap': {
      let n = 0;
      for (let m = h.humours; m; m &= m - 1) n++;
      return n >= pred.min ? [...h.occ] : null;
    }
    case 'partyLocations': {
      const parties = h.occ.filter((c) => cells[c]?.party);
      return parties.length >= pred.min ? parties : null;
    }
    case 'zoneMajorities': {
      const witness: number[] = [];
      let zones = 0;
      for (let z = 0; z < t.zones.length; z++) {
        const zoneCells = t.zoneCells[z] ?? [];
        const mine = countIn(h, zoneCells);
        if (mine < 1) continue;
        let most = true;
        for (let p = 0; p < all.length && most; p++) {
          if (p !== seat && countIn(all[p] as Holdings, zoneCells) >= mine) most = false;
        }
        if (!most) continue;
        zones++;
        for (const c of zoneCells) if ((h.count[c] as number) > 0) witness.push(c);
      }
      return zones >= pred.min ? ascending(witness) : null;
    }
  }
}
