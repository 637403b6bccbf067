import type { LogEntry } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import {
  type ContentSet,
  type FourHumoursState,
  fourHumours,
  type Humour,
  POP,
  registerContent,
  SC1,
  type Target,
} from '../../src/index.ts';
import {
  ANN,
  act,
  BOB,
  bagOf,
  CID,
  cellOf,
  choose,
  DEE,
  game,
  keys,
  PASS,
  party,
  passRound,
  put,
  putOnMap,
  refuse,
  scene,
} from './fixture.ts';

type Put = [seat: number, humour: Humour, target: Target];

/** Displays `card` first, puts the potions, snapshots bags, then everyone passes. */
function resolveScene(players: number, card: string, puts: Put[]) {
  const s = game(players, { deck: [card, 'S21', 'S22', 'S23', 'S26'].filter((c, i, a) => a.indexOf(c) === i) });
  for (const [seat, humour, target] of puts) put(s, seat, humour, target);
  const bags = Array.from({ length: players }, (_, p) => bagOf(s, p));
  const log = passRound(s);
  return { s, log, bags };
}

/** Bag change of a seat since the snapshot, as [C, S, M, P]. */
const gained = (s: FourHumoursState, bags: number[][], seat: number): number[] =>
  bagOf(s, seat).map((n, i) => n - (bags[seat]?.[i] ?? 0));

const decisions = (log: readonly LogEntry[]) => keys(log).filter((k) => k.startsWith('fh.log.decision'));

function scenario20() {
  return resolveScene(3, 'S01', [
    [ANN, 'C', scene('S01', 0)],
    [BOB, 'S', scene('S01', 1)],
    [CID, 'P', scene('S01', 2)],
    [BOB, 'S', scene('S01', 3)],
  ]);
}
function scenario21() {
  return resolveScene(3, 'S10', [
    [ANN, 'C', scene('S10', 0)],
    [ANN, 'P', scene('S10', 1)],
    [CID, 'S', scene('S10', 2)],
    [CID, 'P', scene('S10', 3)],
    [BOB, 'C', scene('S10', 4)],
  ]);
}
function scenario22() {
  return resolveScene(3, 'S16', [
    [ANN, 'S', scene('S16', 0)],
    [BOB, 'S', scene('S16', 1)],
    [CID, 'M', scene('S16', 2)],
  ]);
}

describe('§14 scene resolution', () => {
  it('14.20 lone choleric', () => {
    const { s, log, bags } = scenario20();
    expect(cellOf(s, 'A1')).toEqual([{ owner: ANN, humour: 'C' }]);
    expect(keys(log)).toContain('fh.log.step.eq.win.stop');
    expect(gained(s, bags, BOB)).toEqual([0, 2, 0, 0]);
    expect(gained(s, bags, CID)).toEqual([0, 0, 0, 1]);
    expect(gained(s, bags, ANN)).toEqual([0, 0, 0, 0]);
  });

  it('14.21 two cholerics cancel', () => {
    const { s, bags, log } = scenario21();
    expect(cellOf(s, 'B5')).toEqual([
      { owner: ANN, humour: 'P' },
      { owner: CID, humour: 'P' },
    ]);
    expect(gained(s, bags, ANN)).toEqual([1, 0, 0, 0]);
    expect(gained(s, bags, BOB)).toEqual([1, 0, 0, 0]);
    expect(gained(s, bags, CID)).toEqual([0, 1, 0, 0]);
    expect(keys(log)).toEqual(
      expect.arrayContaining([
        'fh.log.step.gte.discard.continue',
        'fh.log.step.eq.discard.continue',
        'fh.log.step.none',
      ]),
    );
  });

  it('14.22 shared sanguines', () => {
    const { s, bags, log } = scenario22();
    expect(cellOf(s, 'D1')).toEqual([
      { owner: ANN, humour: 'S' },
      { owner: BOB, humour: 'S' },
    ]);
    expect(gained(s, bags, CID)).toEqual([0, 0, 1, 0]);
    expect(log.some((e) => e.key === 'fh.log.escape')).toBe(false);
  });

  it('14.23 lone melancholic escapes, then a phlegmatic wins', () => {
    const { s } = resolveScene(3, 'S08', [
      [ANN, 'M', scene('S08', 0)],
      [BOB, 'P', scene('S08', 2)],
    ]);
    expect(cellOf(s, 'B3')).toEqual([{ owner: BOB, humour: 'P' }]);
    expect(s.pending).toMatchObject({ owner: ANN, humour: 'M', cells: ['B5', 'BP', 'D1'] });
    expect(fourHumours.activeSeats(s)).toEqual([ANN]);
    expect(fourHumours.legalActions(s, ANN)).toEqual([choose('B5'), choose('BP'), choose('D1')]);
    expect(refuse(s, BOB, choose('D1')).code).toBe('not-your-turn');
    expect(refuse(s, ANN, PASS).code).toBe('wrong-phase');
    expect(refuse(s, ANN, choose('A1')).code).toBe('invalid-destination');
    act(s, ANN, choose('D1'));
    expect(cellOf(s, 'D1')).toEqual([{ owner: ANN, humour: 'M' }]);
    expect(s.pending).toBeNull();
    expect([s.phase, s.round]).toEqual(['placement', 2]);
  });

  it('14.24 melancholic counts', () => {
    const a = resolveScene(3, 'S24', [
      [ANN, 'M', scene('S24', 0)],
      [BOB, 'M', scene('S24', 1)],
      [CID, 'P', scene('S24', 3)],
    ]);
    expect(cellOf(a.s, 'E4')).toEqual([
      { owner: ANN, humour: 'M' },
      { owner: BOB, humour: 'M' },
    ]);
    expect(gained(a.s, a.bags, CID)).toEqual([0, 0, 0, 1]);
    const b = resolveScene(4, 'S24', [
      [ANN, 'M', scene('S24', 0)],
      [BOB, 'M', scene('S24', 1)],
      [CID, 'M', scene('S24', 2)],
      [DEE, 'P', scene('S24', 3)],
    ]);
    expect(cellOf(b.s, 'E4')).toEqual([{ owner: DEE, humour: 'P' }]);
    for (const seat of [ANN, BOB, CID]) expect(gained(b.s, b.bags, seat)).toEqual([0, 0, 1, 0]);
  });

  it('14.25 nobody wins', () => {
    const { s, bags, log } = resolveScene(3, 'S03', [[ANN, 'S', scene('S03', 0)]]);
    expect(s.cells.every((c) => c.length === 0)).toBe(true);
    expect(gained(s, bags, ANN)).toEqual([0, 1, 0, 0]);
    expect(keys(log)).toContain('fh.log.nobody-wins');
  });

  it("14.26 the seed's ladder on The Joust", () => {
    const a = resolveScene(3, 'S02', [
      [ANN, 'C', scene('S02', 0)],
      [CID, 'P', scene('S02', 1)],
      [BOB, 'C', scene('S02', 2)],
    ]);
    expect(cellOf(a.s, 'A2')).toEqual([{ owner: CID, humour: 'P' }]);
    expect(gained(a.s, a.bags, ANN)).toEqual([1, 0, 0, 0]);
    expect(gained(a.s, a.bags, BOB)).toEqual([1, 0, 0, 0]);
    expect(keys(a.log)).toContain('fh.log.step.no-case');

    const b = resolveScene(3, 'S02', [
      [ANN, 'S', scene('S02', 2)],
      [ANN, 'S', scene('S02', 3)],
    ]);
    expect(cellOf(b.s, 'A2')).toEqual([
      { owner: ANN, humour: 'S' },
      { owner: ANN, humour: 'S' },
    ]);

    const c = resolveScene(3, 'S02', [
      [BOB, 'P', scene('S02', 0)],
      [ANN, 'S', scene('S02', 2)],
      [CID, 'P', scene('S02', 3)],
    ]);
    expect(c.s.pending).toMatchObject({ owner: ANN, humour: 'S', cells: ['A5', 'AP', 'B4'] });
    act(c.s, ANN, choose('AP'));
    expect(cellOf(c.s, 'AP')).toEqual([{ owner: ANN, humour: 'S' }]);
    expect(cellOf(c.s, 'A2')).toEqual([]);
    expect(gained(c.s, c.bags, BOB)).toEqual([0, 0, 0, 1]);
    expect(gained(c.s, c.bags, CID)).toEqual([0, 0, 0, 1]);
  });

  it('14.27 partly filled card', () => {
    const { s } = resolveScene(3, 'S12', [[ANN, 'C', scene('S12', 0)]]);
    expect(cellOf(s, 'C2')).toEqual([{ owner: ANN, humour: 'C' }]);
  });

  it('14.28 location winners never ask', () => {
    for (const run of [scenario20, scenario21, scenario22]) {
      const { s, log } = run();
      expect(decisions(log)).toEqual([]);
      expect(s.pending).toBeNull();
      expect([s.phase, s.round]).toEqual(['placement', 2]);
    }
  });

  it('14.29 animal scene winner', () => {
    const { s, bags } = resolveScene(3, 'S31', [
      [ANN, 'C', scene('S31', 0)],
      [BOB, 'P', scene('S31', 2)],
    ]);
    expect(s.pending).toMatchObject({ owner: ANN, cells: ['A1', 'A2', 'A3', 'A4', 'A5', 'AP'] });
    expect(refuse(s, ANN, choose('B1')).code).toBe('invalid-destination');
    act(s, ANN, choose('AP'));
    expect(cellOf(s, 'AP')).toEqual([{ owner: ANN, humour: 'C' }]);
    expect(gained(s, bags, BOB)).toEqual([0, 0, 0, 1]);
  });

  it('14.30 animal scene escapers leave the zone', () => {
    const { s, log } = resolveScene(3, 'S35', [
      [ANN, 'C', scene('S35', 0)],
      [BOB, 'C', scene('S35', 1)],
    ]);
    expect(s.pending).toMatchObject({ owner: ANN, cells: ['C3', 'F4'] });
    expect(keys(log)).toContain('fh.log.step.gte.escape.continue');
    act(s, ANN, choose('F4'));
    expect(s.pending).toMatchObject({ owner: BOB, cells: ['C3', 'F4'] });
    act(s, BOB, choose('C3'));
    expect(cellOf(s, 'F4')).toEqual([{ owner: ANN, humour: 'C' }]);
    expect(cellOf(s, 'C3')).toEqual([{ owner: BOB, humour: 'C' }]);
    expect(s.cells.flat()).toHaveLength(2);
  });

  it('14.31 no exit', () => {
    // Fixture content: A5 becomes X1 with no links, its scene uses POP; BP loses its links.
    const tileA = SC1.tiles[0];
    const tileB = SC1.tiles[1];
    if (!tileA || !tileB) throw new Error('SC-1 has six tiles');
    const fixture: ContentSet = {
      ...SC1,
      id: 'TEST-NO-EXIT',
      tiles: [
        {
          ...tileA,
          cells: tileA.cells.map((c) => (c.id === 'A5' ? { ...c, id: 'X1', name: 'The Lonely Tower' } : c)),
          edges: tileA.edges.filter((e) => e.a !== 'A5' && e.b !== 'A5'),
        },
        { ...tileB, edges: tileB.edges.filter((e) => e.a !== 'BP' && e.b !== 'BP') },
        ...SC1.tiles.slice(2),
      ],
      scenes: SC1.scenes.map((sc) =>
        sc.id === 'S05' ? { ...sc, name: 'The Lonely Tower', location: 'X1', ladder: 'POP', steps: POP.steps } : sc,
      ),
    };
    registerContent(fixture);
    const s = game(3, {
      deck: ['S05', 'S01', 'S03', 'S08'],
      objectives: ['O8', 'O1', 'O4', 'O10'],
      options: { content: 'TEST-NO-EXIT' },
    });
    (s.parties[0] as { resolved: boolean }).resolved = true;
    put(s, ANN, 'M', scene('S05', 0));
    put(s, BOB, 'M', party('PT2', 0));
    for (const h of ['C', 'S', 'M', 'P'] as const) putOnMap(s, CID, h, 'F1');
    const annBag = bagOf(s, ANN);
    const log = passRound(s);
    expect(decisions(log)).toEqual([]);
    expect(keys(log)).toContain('fh.log.no-exit-bag');
    expect(keys(log)).toContain('fh.log.no-exit-removed');
    expect(bagOf(s, ANN)[2]).toBe((annBag[2] as number) + 1);
    expect(s.removed[BOB]).toEqual([0, 0, 1, 0]);
    expect(s.parties[1]?.resolved).toBe(true);
    expect([s.phase, s.round]).toEqual(['placement', 2]);
  });
});
