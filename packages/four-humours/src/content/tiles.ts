import type { CellDef, CitizenType, EdgeDef, LinkKind, MapTileDef, PortDef, Side, ZoneId } from './schema.ts';

// Printed positions of the 3×3 tile layout (§9.3): L1 north, L2 east, L3 south, L4 west.
const SIDE_POS = [
  [0, 1],
  [1, 2],
  [2, 1],
  [1, 0],
] as const;
const CORNER_POS = { NE: [0, 2], SE: [2, 2], SW: [2, 0], NW: [0, 0] } as const;

type Corner = keyof typeof CORNER_POS;
type Link = readonly [a: string, b: string, kind: LinkKind];

interface TileSpec {
  id: ZoneId;
  name: string;
  symbol: string;
  party: string;
  corner: Corner;
  /** L1–L5 names and inhabitants. */
  locations: readonly (readonly [name: string, inhabitant: CitizenType])[];
  partyName: string;
  links: readonly Link[];
  /** Port kinds N, E, S, W. */
  ports: readonly [LinkKind, LinkKind, LinkKind, LinkKind];
}

function tile(spec: TileSpec): MapTileDef {
  const cells: CellDef[] = spec.locations.map(([name, inhabitant], i) => ({
    id: `${spec.id}${i + 1}`,
    name,
    kind: 'location',
    inhabitant,
    pos: i < 4 ? (SIDE_POS[i] as CellDef['pos']) : CORNER_POS[spec.corner],
  }));
  cells.push({ id: `${spec.id}P`, name: spec.partyName, kind: 'party', pos: [1, 1] });
  const edges: EdgeDef[] = spec.links.map(([a, b, kind]) => ({ a: spec.id + a, b: spec.id + b, kind }));
  const sides: readonly Side[] = ['N', 'E', 'S', 'W'];
  const ports: PortDef[] = sides.map((side, i) => ({
    side,
    cell: `${spec.id}${i + 1}`,
    kind: spec.ports[i] as LinkKind,
  }));
  return {
    id: spec.id,
    name: spec.name,
    symbol: spec.symbol,
    cells,
    edges,
    ports,
    partyTile: spec.party,
    provenance: 'stand-in',
  };
}

export const TILE_A = tile({
  id: 'A',
  name: 'Crownhold',
  symbol: 'crown',
  party: 'PT1',
  corner: 'NE',
  locations: [
    ['The Throne Room', 'noble'],
    ['The Joust', 'knight'],
    ['The Dungeon', 'peasant'],
    ['The Chapel Royal', 'nun'],
    ["The Minstrels' Gallery", 'bard'],
  ],
  partyName: 'The Great Hall',
  links: [
    ['P', '1', 'path'],
    ['P', '2', 'path'],
    ['P', '3', 'path'],
    ['P', '4', 'bridge'],
    ['5', '1', 'path'],
    ['5', '2', 'bridge'],
    ['3', '4', 'path'],
  ],
  ports: ['path', 'bridge', 'path', 'bridge'],
});

export const TILE_B = tile({
  id: 'B',
  name: 'Mirewood',
  symbol: 'toadstool',
  party: 'PT2',
  corner: 'SE',
  locations: [
    ["The Witch's Hut", 'witch'],
    ["The Woodcutter's Clearing", 'peasant'],
    ['The Singing Stones', 'bard'],
    ["The Hermit's Chapel", 'nun'],
    ["The Black Knight's Bridge", 'knight'],
  ],
  partyName: 'The Toadstool Ring',
  links: [
    ['P', '1', 'path'],
    ['P', '2', 'path'],
    ['P', '3', 'path'],
    ['P', '4', 'path'],
    ['5', '2', 'path'],
    ['5', '3', 'bridge'],
    ['1', '4', 'path'],
  ],
  ports: ['bridge', 'path', 'bridge', 'path'],
});

export const TILE_C = tile({
  id: 'C',
  name: 'Abbeyvale',
  symbol: 'bell',
  party: 'PT3',
  corner: 'SW',
  locations: [
    ['The Scriptorium', 'nun'],
    ["The Bishop's Table", 'noble'],
    ['The Herb Garden', 'witch'],
    ['The Cloister Choir', 'bard'],
    ['The Tithe Barn', 'peasant'],
  ],
  partyName: 'The Abbey Green',
  links: [
    ['P', '1', 'path'],
    ['P', '2', 'path'],
    ['P', '3', 'bridge'],
    ['P', '4', 'path'],
    ['5', '3', 'path'],
    ['5', '4', 'path'],
    ['1', '2', 'bridge'],
  ],
  ports: ['path', 'path', 'bridge', 'bridge'],
});

export const TILE_D = tile({
  id: 'D',
  name: 'Muddleford',
  symbol: 'cartwheel',
  party: 'PT4',
  corner: 'NW',
  locations: [
    ['The Market Square', 'peasant'],
    ['The Tipsy Goose Tavern', 'bard'],
    ['The Guildhall', 'noble'],
    ['The Town Gate', 'knight'],
    ["The Alchemist's Shop", 'witch'],
  ],
  partyName: 'The Maypole',
  links: [
    ['P', '1', 'path'],
    ['P', '2', 'bridge'],
    ['P', '3', 'path'],
    ['P', '4', 'path'],
    ['5', '1', 'path'],
    ['5', '4', 'path'],
    ['2', '3', 'path'],
  ],
  ports: ['bridge', 'bridge', 'path', 'path'],
});

export const TILE_E = tile({
  id: 'E',
  name: 'Dragonspine Crags',
  symbol: 'dragon',
  party: 'PT5',
  corner: 'NE',
  locations: [
    ['The Watchtower', 'knight'],
    ["The Baron's Toll", 'noble'],
    ["The Wise Woman's Cave", 'witch'],
    ['The Echoing Gorge', 'bard'],
    ['The Mountain Convent', 'nun'],
  ],
  partyName: 'The Beacon Fire',
  links: [
    ['P', '1', 'path'],
    ['P', '2', 'path'],
    ['P', '3', 'path'],
    ['P', '4', 'path'],
    ['5', '1', 'bridge'],
    ['5', '2', 'path'],
    ['3', '4', 'bridge'],
  ],
  ports: ['path', 'bridge', 'bridge', 'path'],
});

export const TILE_F = tile({
  id: 'F',
  name: 'Grailmere',
  symbol: 'chalice',
  party: 'PT6',
  corner: 'SW',
  locations: [
    ['Quest for the Grail', 'knight'],
    ['The Lady of the Lake', 'witch'],
    ["The Fishermen's Wharf", 'peasant'],
    ["The Duke's Regatta", 'noble'],
    ['The Island Priory', 'nun'],
  ],
  partyName: 'The Lakeshore',
  links: [
    ['P', '1', 'path'],
    ['P', '2', 'path'],
    ['P', '3', 'path'],
    ['P', '4', 'path'],
    ['5', '3', 'bridge'],
    ['5', '4', 'path'],
    ['1', '2', 'path'],
  ],
  ports: ['bridge', 'path', 'path', 'bridge'],
});

/** The six Kingdom map tiles of SC-1, in canonical order A…F. */
export const TILES: readonly MapTileDef[] = [TILE_A, TILE_B, TILE_C, TILE_D, TILE_E, TILE_F];
