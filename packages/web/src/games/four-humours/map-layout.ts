/**
 * Geometry of the assembled kingdom map for drawing: where each tile and cell goes (MAP-1, MAP-2
 * rotation of printed positions) and the links between cells (from the engine's map graph).
 * Drawing only; the adjacency itself comes from `buildGraph`.
 */
import {
  buildGraph,
  type CellDef,
  type LinkKind,
  type Rotation,
  tablesFor,
  type ZoneId,
} from '@boardhall/four-humours';

export const TILE = 180;
/** Centre offsets of the 3×3 layout inside a tile. */
const GRID = [0.2, 0.5, 0.8] as const;

export interface PlacedCell {
  readonly id: string;
  readonly def: CellDef;
  readonly zone: ZoneId;
  readonly x: number;
  readonly y: number;
  readonly party: boolean;
}

export interface PlacedTileBox {
  readonly zone: ZoneId;
  readonly position: number;
  readonly x: number;
  readonly y: number;
  /** A corner free of cells for the zone's name plate: 0 TL, 1 TR, 2 BL, 3 BR. */
  readonly labelCorner: 0 | 1 | 2 | 3;
}

export interface MapLinkLine {
  readonly a: string;
  readonly b: string;
  readonly kind: LinkKind;
  readonly seam: boolean;
}

export interface MapLayout {
  /** A tile's side. */
  readonly tile: number;
  readonly width: number;
  readonly height: number;
  readonly tiles: readonly PlacedTileBox[];
  readonly cells: ReadonlyMap<string, PlacedCell>;
  readonly links: readonly MapLinkLine[];
}

/** A printed (row, col) after k quarter turns clockwise: (r, c) → (c, 2 − r) per turn (MAP-2). */
export function rotatePos(r: number, c: number, k: number): readonly [number, number] {
  let row = r;
  let col = c;
  for (let i = 0; i < ((k % 4) + 4) % 4; i++) {
    const nr = col;
    const nc = 2 - row;
    row = nr;
    col = nc;
  }
  return [row, col];
}

export interface LayoutOptions {
  /** A tile's side (TILE by default). */
  readonly tile?: number;
  /**
   * The whole kingdom turned a quarter clockwise, 3 tiles wide and 2 high, for a landscape screen.
   * Only the view turns: every cell keeps its neighbours.
   */
  readonly turned?: boolean;
}

export function mapLayout(
  content: string,
  tiles: readonly { position: number; tile: ZoneId; rotation: Rotation }[],
  { tile: size = TILE, turned = false }: LayoutOptions = {},
): MapLayout {
  const tables = tablesFor(content);
  const cells = new Map<string, PlacedCell>();
  const boxes: PlacedTileBox[] = [];
  for (const t of tiles) {
    // The 3 × 2 grid of tiles turns like the cells inside each tile: (row, col) → (col, 2 − row).
    const col = turned ? 2 - Math.floor(t.position / 2) : t.position % 2;
    const row = turned ? t.position % 2 : Math.floor(t.position / 2);
    const x0 = col * size;
    const y0 = row * size;
    const def = tables.tiles.find((d) => d.id === t.tile);
    const used = new Set<string>();
    for (const c of def?.cells ?? []) {
      const [r, cc] = rotatePos(c.pos[0], c.pos[1], t.rotation + (turned ? 1 : 0));
      used.add(`${r},${cc}`);
      cells.set(c.id, {
        id: c.id,
        def: c,
        zone: t.tile,
        x: x0 + (GRID[cc] as number) * size,
        y: y0 + (GRID[r] as number) * size,
        party: c.kind === 'party',
      });
    }
    const corners: readonly (readonly [number, number])[] = [
      [0, 0],
      [0, 2],
      [2, 0],
      [2, 2],
    ];
    const free = corners.findIndex(([r, c]) => !used.has(`${r},${c}`));
    boxes.push({
      zone: t.tile,
      position: t.position,
      x: x0,
      y: y0,
      labelCorner: Math.max(0, free) as 0 | 1 | 2 | 3,
    });
  }
  const graph = buildGraph(
    tables,
    tiles.map((t) => ({ tile: t.tile, rotation: t.rotation })),
  );
  const links: MapLinkLine[] = graph.links.flatMap((l) => {
    const a = tables.cells[l.a]?.id;
    const b = tables.cells[l.b]?.id;
    return a && b ? [{ a, b, kind: l.kind, seam: l.seam }] : [];
  });
  return turned
    ? { tile: size, width: 3 * size, height: 2 * size, tiles: boxes, cells, links }
    : { tile: size, width: 2 * size, height: 3 * size, tiles: boxes, cells, links };
}
