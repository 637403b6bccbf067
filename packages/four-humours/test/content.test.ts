import { Rng } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import {
  buildGraph,
  CITIZEN_TYPES,
  EMPTY,
  evaluateFief,
  type FiefPredicate,
  HUMOURS,
  type Humour,
  type KingdomPredicate,
  type PlacedTile,
  potion,
  SC1,
  slotHumours,
  tablesFor,
} from '../src/index.ts';
import { evaluateKingdom, holdingsOf } from '../src/rules/objectives.ts';
import { REF } from './helpers.ts';

const t = tablesFor('SC-1');
const locations = SC1.tiles.flatMap((tile) =>
  tile.cells.filter((c) => c.kind === 'location').map((c) => ({ ...c, zone: tile.id })),
);

function randomLayout(rng: Rng): PlacedTile[] {
  return rng.shuffle([...t.zones]).map((tile) => ({ tile, rotation: rng.int(4) as PlacedTile['rotation'] }));
}

describe('SC-1 content', () => {
  it('has unique ids and a provenance on every item', () => {
    const ids = [
      ...SC1.tiles.map((x) => x.id),
      ...SC1.tiles.flatMap((x) => x.cells.map((c) => c.id)),
      ...SC1.scenes.map((x) => x.id),
      ...SC1.parties.map((x) => x.id),
      ...SC1.objectives.map((x) => x.id),
      ...SC1.ladders.map((x) => x.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    const items = [SC1.fief, ...SC1.tiles, ...SC1.scenes, ...SC1.parties, ...SC1.objectives, ...SC1.ladders];
    for (const item of items) expect(['published', 'stand-in']).toContain(item.provenance);
  });

  it('ties every location to exactly one scene of its zone, and every zone to one animal scene', () => {
    for (const scene of SC1.scenes.filter((s) => s.kind === 'location')) {
      const cell = locations.find((c) => c.id === scene.location);
      expect(cell, scene.id).toBeDefined();
      expect(cell?.zone).toBe(scene.zone);
      expect(cell?.name).toBe(scene.name);
    }
    for (const cell of locations) {
      expect(SC1.scenes.filter((s) => s.location === cell.id)).toHaveLength(1);
    }
    for (const zone of t.zones) {
      expect(SC1.scenes.filter((s) => s.kind === 'animal' && s.zone === zone)).toHaveLength(1);
      expect(SC1.scenes.filter((s) => s.kind === 'animal' && s.zone === zone)[0]?.location).toBeUndefined();
    }
  });

  it('keeps slot counts, animal pairs, count tests and ladders within the rules', () => {
    for (const s of SC1.scenes) {
      expect(s.slots.length).toBeGreaterThanOrEqual(2);
      expect(s.slots.length).toBeLessThanOrEqual(5);
    }
    for (const p of SC1.parties) {
      expect(p.slots.length).toBeGreaterThanOrEqual(4);
      expect(p.slots.length).toBeLessThanOrEqual(6);
    }
    const all = [...SC1.scenes, ...SC1.parties];
    for (const item of all) {
      for (const slot of item.slots) {
        if (slot.kind === 'animal') expect(slot.humours[0]).not.toBe(slot.humours[1]);
      }
      const ladder = SC1.ladders.find((l) => l.id === item.ladder);
      expect(ladder, item.id).toBeDefined();
      expect(item.steps).toEqual(ladder?.steps);
      if (item.ladder === 'NOMEL') {
        expect(
          item.slots.some((slot) => slotHumours(slot).includes('M')),
          item.id,
        ).toBe(false);
      }
    }
    for (const l of SC1.ladders)
      for (const st of l.steps) for (const c of st.cases) expect(c.test.n).toBeGreaterThanOrEqual(1);
  });

  it('includes the inhabitant of its location among the slots of every location scene (host rule)', () => {
    for (const s of SC1.scenes.filter((x) => x.kind === 'location')) {
      const cell = locations.find((c) => c.id === s.location);
      expect(
        s.slots.some((slot) => slot.kind === 'citizen' && slot.citizen === cell?.inhabitant),
        s.id,
      ).toBe(true);
    }
  });

  it('matches the totals of §9.4 and §9.5', () => {
    const sizes = [2, 3, 4, 5].map((n) => SC1.scenes.filter((s) => s.slots.length === n).length);
    expect(sizes).toEqual([3, 13, 14, 6]);
    const slots = SC1.scenes.flatMap((s) => s.slots);
    expect(slots).toHaveLength(131);
    const byType = CITIZEN_TYPES.map((c) => slots.filter((s) => s.kind === 'citizen' && s.citizen === c).length);
    expect(byType).toEqual([21, 20, 21, 20, 21, 21]);
    expect(slots.filter((s) => s.kind === 'animal')).toHaveLength(7);
    expect(HUMOURS.map((h) => slots.filter((s) => slotHumours(s).includes(h)).length)).toEqual([66, 66, 65, 65]);
    const ladders = ['POP', 'NOMEL', 'REVEL', 'CALM', 'INTRIGUE', 'BEAST'].map(
      (l) => SC1.scenes.filter((s) => s.ladder === l).length,
    );
    expect(ladders).toEqual([20, 3, 4, 3, 3, 3]);
    const partySlots = SC1.parties.flatMap((p) => p.slots);
    expect(partySlots).toHaveLength(29);
    expect(HUMOURS.map((h) => partySlots.filter((s) => slotHumours(s).includes(h)).length)).toEqual([15, 15, 14, 14]);
    expect(SC1.parties.map((p) => p.order)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('builds tiles with one port per side and a connected inside, as §9.3 counts them', () => {
    expect(t.cells).toHaveLength(36);
    const edges = SC1.tiles.flatMap((x) => x.edges);
    expect(edges).toHaveLength(42);
    expect(edges.filter((e) => e.kind === 'bridge')).toHaveLength(9);
    for (const tile of SC1.tiles) {
      expect(tile.ports.map((p) => p.side).sort()).toEqual(['E', 'N', 'S', 'W']);
      expect(tile.cells.filter((c) => c.kind === 'location')).toHaveLength(5);
      expect(tile.cells.filter((c) => c.kind === 'party')).toHaveLength(1);
      const reached = new Set([tile.cells[0]?.id]);
      for (let i = 0; i < 6; i++) {
        for (const e of tile.edges) {
          if (reached.has(e.a) || reached.has(e.b)) {
            reached.add(e.a);
            reached.add(e.b);
          }
        }
      }
      expect(reached.size, tile.id).toBe(6);
      const types = new Set(tile.cells.flatMap((c) => (c.inhabitant ? [c.inhabitant] : [])));
      expect(types.size, tile.id).toBe(5);
      expect(SC1.parties.find((p) => p.id === tile.partyTile)?.zone).toBe(tile.id);
    }
    for (const c of CITIZEN_TYPES) expect(locations.filter((l) => l.inhabitant === c)).toHaveLength(5);
  });

  it('gives every location two neighbours and every zone two outside neighbours on assembled maps', () => {
    const rng = new Rng('layouts');
    const layouts = [REF, ...Array.from({ length: 300 }, () => randomLayout(rng))];
    for (const layout of layouts) {
      const g = buildGraph(t, layout);
      expect(g.links.filter((l) => l.seam)).toHaveLength(7);
      for (const cell of t.cells) {
        if (!cell.party) expect((g.adj[cell.ix] ?? []).length, cell.id).toBeGreaterThanOrEqual(2);
      }
      for (let z = 0; z < 6; z++) expect((g.zoneOutside[z] ?? []).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('can evaluate every objective, which fails on an empty map and is met with at most 6 potions', () => {
    const g = buildGraph(t, REF);
    const witness: Record<string, string[]> = {
      O1: ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'],
      O2: ['A5', 'A2', 'AP', 'A4'],
      O3: ['A1', 'AP', 'A3', 'A4', 'C1'],
      O4: ['A1', 'A2', 'A3', 'A4', 'A5', 'B1'],
      O5: ['A2', 'B5', 'D4'],
      O6: ['A1', 'A1', 'A1'],
      O7: ['A1', 'A2', 'A3', 'A4'],
      O8: ['A1', 'A2', 'A3', 'A4'],
      O9: ['A2', 'B4', 'A3', 'C1'],
      O10: ['AP', 'BP', 'CP'],
      O11: ['B4', 'A2', 'AP', 'A3', 'C1'],
      O12: ['A1', 'B1'],
    };
    const kingdom = SC1.objectives.filter((o) => o.mode === 'kingdom');
    expect(kingdom.map((o) => o.id)).toEqual(Object.keys(witness));
    for (const o of kingdom) {
      const cells = witness[o.id] ?? [];
      expect(cells.length).toBeLessThanOrEqual(6);
      const map: number[][] = t.cells.map(() => []);
      cells.forEach((id, i) => {
        map[t.cellIndex.get(id) as number]?.push(potion(0, i % 4));
      });
      const empty = t.cells.map(() => []);
      const pred = o.predicate as KingdomPredicate;
      expect(evaluateKingdom(pred, t, g, 0, [holdingsOf(empty, 0), holdingsOf(empty, 1)]), o.id).toBeNull();
      const found = evaluateKingdom(pred, t, g, 0, [holdingsOf(map, 0), holdingsOf(map, 1)]);
      expect(found, o.id).not.toBeNull();
      for (const c of found ?? []) expect(cells).toContain(t.cells[c]?.id);
    }
  });

  it('lays out the fief board of §10.2: 3 × 4 plots, each citizen type twice', () => {
    expect(SC1.fief.plots.map((row) => row.length)).toEqual([4, 4, 4]);
    for (const type of CITIZEN_TYPES) expect(t.fief.plotsOf[type]).toHaveLength(2);
    expect(t.fief.plotsOf.knight).toEqual([0, 6]);
    expect(t.fief.adj[0]).toEqual([1, 4]);
    expect(t.fief.adj[5]).toEqual([1, 4, 6, 9]);
    expect(SC1.fief.provenance).toBe('stand-in');
  });

  it('evaluates every Fiefdom objective precisely: unmet on an empty fief, met by its witness, not by near misses', () => {
    type Plots = [number, number, Humour][];
    const fief = (plots: Plots): number[] => {
      const out = new Array<number>(12).fill(EMPTY);
      for (const [r, c, h] of plots) out[r * 4 + c] = potion(0, HUMOURS.indexOf(h));
      return out;
    };
    const row = (r: number, n: number, h: Humour[] = ['C', 'S', 'M', 'P']): Plots =>
      Array.from({ length: n }, (_, c) => [r, c, h[c % h.length] as Humour]);
    const cases: Record<string, { met: Plots; missed: Plots }> = {
      // One of each type: row 0 has Knight, Noble, Witch, Bard; (1,0) Peasant, (1,1) Nun.
      FO1: { met: [...row(0, 4), [1, 0, 'C'], [1, 1, 'C']], missed: [...row(0, 4), [1, 0, 'C'], [1, 2, 'C']] },
      FO2: { met: row(2, 4), missed: [...row(2, 3), [1, 3, 'C']] },
      FO3: {
        met: [
          [0, 3, 'C'],
          [1, 3, 'C'],
          [2, 3, 'C'],
        ],
        missed: [
          [0, 3, 'C'],
          [1, 3, 'C'],
          [2, 2, 'C'],
        ],
      },
      // Both Knights, both Nobles.
      FO4: {
        met: [
          [0, 0, 'C'],
          [1, 2, 'C'],
          [0, 1, 'S'],
          [1, 3, 'S'],
        ],
        missed: [
          [0, 0, 'C'],
          [1, 2, 'C'],
          [0, 1, 'S'],
          [2, 1, 'S'],
        ],
      },
      FO5: {
        met: [
          [0, 0, 'C'],
          [0, 3, 'C'],
          [2, 0, 'C'],
          [2, 3, 'C'],
        ],
        missed: [
          [0, 0, 'C'],
          [0, 3, 'C'],
          [2, 0, 'C'],
          [2, 2, 'C'],
        ],
      },
      FO6: { met: row(1, 4), missed: row(1, 4, ['C', 'S', 'M']) },
      FO7: {
        met: [
          [1, 2, 'C'],
          [1, 3, 'C'],
          [2, 2, 'C'],
          [2, 3, 'C'],
        ],
        missed: [
          [1, 2, 'C'],
          [1, 3, 'C'],
          [2, 1, 'C'],
          [2, 3, 'C'],
        ],
      },
      // Three melancholics in column 1; a broken line (C, M, C) or a bent one does not count.
      FO8: {
        met: [
          [0, 1, 'M'],
          [1, 1, 'M'],
          [2, 1, 'M'],
          [0, 0, 'C'],
        ],
        missed: [
          [0, 0, 'M'],
          [0, 1, 'M'],
          [1, 1, 'M'],
          [1, 2, 'C'],
          [1, 3, 'M'],
          [2, 2, 'M'],
        ],
      },
    };
    const fiefdom = SC1.objectives.filter((o) => o.mode === 'fiefdom');
    expect(fiefdom.map((o) => o.id)).toEqual(Object.keys(cases));
    for (const o of fiefdom) {
      const pred = o.predicate as FiefPredicate;
      const c = cases[o.id] as { met: Plots; missed: Plots };
      expect(c.met.length, o.id).toBeLessThanOrEqual(6);
      expect(evaluateFief(pred, t.fief, fief([])), o.id).toBeNull();
      expect(evaluateFief(pred, t.fief, fief(c.missed)), `${o.id} near miss`).toBeNull();
      const found = evaluateFief(pred, t.fief, fief(c.met));
      expect(found, o.id).not.toBeNull();
      const met = new Set(c.met.map(([r, col]) => r * 4 + col));
      for (const p of found ?? []) expect(met.has(p), `${o.id} witness plot ${p}`).toBe(true);
    }
  });
});
