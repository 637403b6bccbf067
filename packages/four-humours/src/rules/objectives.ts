/** Kingdom objective predicates (§9.6). Each returns the cells that satisfy it, or null. */
import type { KingdomPredicate, ObjectiveDef } from '../content/schema.ts';
import type { MapGraph } from '../map.ts';
import { humourOf, ownerOf, type PotionCode, type Seat } from '../state.ts';
import type { Tables } from '../tables.ts';

/** One player's potions on the map, by cell. */
export interface Holdings {
  /** Own potions per cell index. */
  readonly count: number[];
  /** Occupied cells, ascending. */
  readonly occ: number[];
  /** Bit mask of humours on the map. */
  readonly humours: number;
}

export function holdingsOf(cells: readonly (readonly PotionCode[])[], seat: Seat): Holdings {
  const count = new Array<number>(cells.length).fill(0);
  const occ: number[] = [];
  let humours = 0;
  cells.forEach((list, c) => {
    for (const p of list) {
      if (ownerOf(p) !== seat) continue;
      count[c] = (count[c] as number) + 1;
      humours |= 1 << humourOf(p);
    }
    if ((count[c] as number) > 0) occ.push(c);
  });
  return { count, occ, humours };
}

/** Connected groups of occupied cells (BFS over the map graph restricted to Occ). */
function groups(g: MapGraph, h: Holdings): number[][] {
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const start of h.occ) {
    if (seen.has(start)) continue;
    const group: number[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const c = queue.shift() as number;
      group.push(c);
      for (const nb of g.adj[c] ?? []) {
        if ((h.count[nb] as number) > 0 && !seen.has(nb)) {
          seen.add(nb);
          queue.push(nb);
        }
      }
    }
    out.push(group.sort((a, b) => a - b));
  }
  return out;
}

/** Up to `min` pairwise disjoint links among `links` (backtracking; b ≤ 16). */
function disjointLinks(links: readonly (readonly [number, number])[], min: number): number[] | null {
  const chosen: (readonly [number, number])[] = [];
  const used = new Set<number>();
  const search = (from: number): boolean => {
    if (chosen.length >= min) return true;
    for (let i = from; i < links.length; i++) {
      const [a, b] = links[i] as readonly [number, number];
      if (used.has(a) || used.has(b)) continue;
      used.add(a);
      used.add(b);
      chosen.push([a, b]);
      if (search(i + 1)) return true;
      chosen.pop();
      used.delete(a);
      used.delete(b);
    }
    return false;
  };
  return search(0) ? chosen.flat() : null;
}

const sorted = (xs: Iterable<number>): number[] => [...new Set(xs)].sort((a, b) => a - b);

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
  const cells = t.cells;
  const loc = h.occ.filter((c) => !cells[c]?.party);
  switch (pred.kind) {
    case 'zonesOccupied': {
      const byZone = new Map<number, number>();
      for (const c of h.occ) if (!byZone.has(cells[c]?.zone as number)) byZone.set(cells[c]?.zone as number, c);
      return byZone.size >= pred.min ? sorted(byZone.values()) : null;
    }
    case 'disjointBridges':
    case 'seamLinks': {
      const links: [number, number][] = [];
      for (const l of g.links) {
        const fits = pred.kind === 'seamLinks' ? l.seam : l.kind === 'bridge';
        if (fits && (h.count[l.a] as number) > 0 && (h.count[l.b] as number) > 0) links.push([l.a, l.b]);
      }
      if (pred.kind === 'seamLinks') return links.length >= pred.min ? sorted(links.flat()) : null;
      const found = disjointLinks(links, pred.min);
      return found ? sorted(found) : null;
    }
    case 'connectedLocations': {
      for (const group of groups(g, h)) {
        if (group.filter((c) => !cells[c]?.party).length >= pred.min) return group;
      }
      return null;
    }
    case 'connectedZones': {
      for (const group of groups(g, h)) {
        if (new Set(group.map((c) => cells[c]?.zone)).size >= pred.min) return group;
      }
      return null;
    }
    case 'inhabitantTypes': {
      const byType = new Map<string, number>();
      for (const c of loc) {
        const type = cells[c]?.def.inhabitant;
        if (type && !byType.has(type)) byType.set(type, c);
      }
      return byType.size >= pred.min ? sorted(byType.values()) : null;
    }
    case 'sameInhabitant': {
      const byType = new Map<string, number[]>();
      for (const c of loc) {
        const type = cells[c]?.def.inhabitant;
        if (!type) continue;
        const list = byType.get(type) ?? [];
        list.push(c);
        byType.set(type, list);
      }
      for (const list of byType.values()) if (list.length >= pred.min) return list;
      return null;
    }
    case 'stack': {
      const c = h.occ.find((x) => (h.count[x] as number) >= pred.min);
      return c === undefined ? null : [c];
    }
    case 'cellsInOneZone': {
      for (let z = 0; z < t.zones.length; z++) {
        const inZone = h.occ.filter((c) => cells[c]?.zone === z);
        if (inZone.length >= pred.min) return inZone;
      }
      return null;
    }
    case 'humoursOnMap': {
      let n = 0;
      for (let b = 0; b < 4; b++) if (h.humours & (1 << b)) n++;
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
        const countIn = (x: Holdings): number => zoneCells.reduce((sum, c) => sum + (x.count[c] as number), 0);
        const mine = countIn(h);
        if (mine < 1) continue;
        if (all.every((other, p) => p === seat || countIn(other) < mine)) {
          zones++;
          for (const c of zoneCells) if ((h.count[c] as number) > 0) witness.push(c);
        }
      }
      return zones >= pred.min ? sorted(witness) : null;
    }
  }
}

export function isKingdomPredicate(o: ObjectiveDef): o is ObjectiveDef & { predicate: KingdomPredicate } {
  return o.mode === 'kingdom';
}
