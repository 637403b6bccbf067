/** Map assembly (§9.3, MAP-1…MAP-5): the adjacency graph of one layout, computed once and cached. */
import type { LinkKind, Rotation, Side, ZoneId } from './content/schema.ts';
import { type Tables, tablesOf } from './tables.ts';

export interface PlacedTile {
  readonly tile: ZoneId;
  readonly rotation: Rotation;
}

export interface Link {
  readonly a: number;
  readonly b: number;
  readonly kind: LinkKind;
  /** A link between two tiles (a seam link). */
  readonly seam: boolean;
}

export interface MapGraph {
  readonly key: string;
  readonly links: readonly Link[];
  /** Neighbour cell indices per cell, sorted by cell id. */
  readonly adj: readonly (readonly number[])[];
  /** Per zone: the cells outside it adjacent to one of its cells, sorted. */
  readonly zoneOutside: readonly (readonly number[])[];
  /** Per zone: every cell adjacent to one of its cells, inside or outside, sorted. */
  readonly zoneAdjacent: readonly (readonly number[])[];
  /** Per zone index: its map position 0–5 (-1 when not on the map). */
  readonly zonePosition: readonly number[];
}

const SIDE_INDEX: Readonly<Record<Side, number>> = { N: 0, E: 1, S: 2, W: 3 };

export function layoutKey(tiles: readonly PlacedTile[]): string {
  let key = '';
  for (const t of tiles) key += t.tile + t.rotation;
  return key;
}

/** The printed port of a placed tile that faces side f (MAP-2). */
function facingPort(tables: Tables, placed: PlacedTile, facing: number) {
  const zone = tables.zoneIndex.get(placed.tile);
  const def = zone === undefined ? undefined : tables.tiles[zone];
  const printedSide = (((facing - placed.rotation) % 4) + 4) % 4;
  return def?.ports.find((p) => SIDE_INDEX[p.side] === printedSide);
}

/** The seams of MAP-1: [position, position, facing side of the first]. */
const SEAMS: readonly (readonly [number, number, number])[] = [
  [0, 1, 1],
  [2, 3, 1],
  [4, 5, 1],
  [0, 2, 2],
  [1, 3, 2],
  [2, 4, 2],
  [3, 5, 2],
];

export function buildGraph(tables: Tables, tiles: readonly PlacedTile[]): MapGraph {
  const links: Link[] = [];
  const cellOf = (id: string): number => tables.cellIndex.get(id) ?? -1;
  for (const placed of tiles) {
    const zone = tables.zoneIndex.get(placed.tile);
    const def = zone === undefined ? undefined : tables.tiles[zone];
    for (const e of def?.edges ?? []) links.push({ a: cellOf(e.a), b: cellOf(e.b), kind: e.kind, seam: false });
  }
  for (const [p, q, side] of SEAMS) {
    const tp = tiles[p];
    const tq = tiles[q];
    if (!tp || !tq) continue;
    const portP = facingPort(tables, tp, side);
    const portQ = facingPort(tables, tq, (side + 2) % 4);
    if (!portP || !portQ) continue;
    const kind: LinkKind = portP.kind === 'bridge' || portQ.kind === 'bridge' ? 'bridge' : 'path';
    links.push({ a: cellOf(portP.cell), b: cellOf(portQ.cell), kind, seam: true });
  }
  const n = tables.cells.length;
  const adj: number[][] = [];
  for (let c = 0; c < n; c++) adj.push([]);
  for (const l of links) {
    if (l.a < 0 || l.b < 0 || l.a === l.b) continue;
    const la = adj[l.a] as number[];
    const lb = adj[l.b] as number[];
    if (!la.includes(l.b)) la.push(l.b);
    if (!lb.includes(l.a)) lb.push(l.a);
  }
  for (const list of adj) list.sort((x, y) => x - y);
  const zoneOutside: number[][] = [];
  const zoneAdjacent: number[][] = [];
  for (let z = 0; z < tables.zones.length; z++) {
    const out: number[] = [];
    const any: number[] = [];
    for (const c of tables.zoneCells[z] ?? []) {
      for (const nb of adj[c] ?? []) {
        if (!any.includes(nb)) any.push(nb);
        if (tables.cells[nb]?.zone !== z && !out.includes(nb)) out.push(nb);
      }
    }
    zoneOutside.push(out.sort((x, y) => x - y));
    zoneAdjacent.push(any.sort((x, y) => x - y));
  }
  const zonePosition = tables.zones.map((z) => tiles.findIndex((t) => t.tile === z));
  return { key: layoutKey(tiles), links, adj, zoneOutside, zoneAdjacent, zonePosition };
}

// Graphs are keyed by content set and layout; a bounded cache keeps long simulations from growing.
const cache = new Map<string, MapGraph>();
const CACHE_LIMIT = 4096;

export function graphFor(tables: Tables, tiles: readonly PlacedTile[], key: string): MapGraph {
  const full = `${tables.content.id}|${key}`;
  let g = cache.get(full);
  if (g === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    g = buildGraph(tables, tiles);
    cache.set(full, g);
  }
  return g;
}

/** The map graph of a state's layout (the state, or anything with its content and layout). */
export function graphOf(
  s: {
    readonly options: { readonly content: string };
    readonly tiles: readonly PlacedTile[];
    readonly layoutKey: string;
  },
  t: Tables = tablesOf(s),
): MapGraph {
  return graphFor(t, s.tiles, s.layoutKey);
}
