import { describe, expect, it } from 'vitest';
import { buildGraph, fourHumours, type KingdomPredicate, potion, SC1, tablesFor } from '../../src/index.ts';
import { evaluateKingdom, holdingsOf } from '../../src/rules/objectives.ts';
import { REF } from '../helpers.ts';
import { ANN, act, BOB, CID, cellOf, game, keys, party, passRound, place, put, putOnMap, setHand } from './fixture.ts';

const t = tablesFor('SC-1');
const g = buildGraph(t, REF);

/** Evaluates a Kingdom objective on REF for seat 0 with each seat's potions on the given cells. */
function holds(objective: string, cellsBySeat: string[][]): boolean[] {
  const pred = SC1.objectives.find((o) => o.id === objective)?.predicate as KingdomPredicate;
  const map: number[][] = t.cells.map(() => []);
  cellsBySeat.forEach((cells, seat) => {
    for (const id of cells) map[t.cellIndex.get(id) as number]?.push(potion(seat, 0));
  });
  const all = cellsBySeat.map((_, seat) => holdingsOf(map, seat));
  return cellsBySeat.map((_, seat) => evaluateKingdom(pred, t, g, seat, all) !== null);
}

/** Gives `seat` all four humours on the map, on cells no other objective cares about. */
const balanced = (s: Parameters<typeof putOnMap>[0], seat: number, cell = 'F1') => {
  for (const h of ['C', 'S', 'M', 'P'] as const) putOnMap(s, seat, h, cell);
};

/** One potion in each zone, on Noble and Peasant locations only (O1 but not O4, O6, O10). */
const tour = (s: Parameters<typeof putOnMap>[0], seat: number) => {
  (['A1', 'B2', 'C2', 'D1', 'E2', 'F3'] as const).forEach((cell, i) => {
    putOnMap(s, seat, (['C', 'S', 'M', 'P'] as const)[i % 4] ?? 'C', cell);
  });
};

describe('§14 objectives and parties', () => {
  it('14.32 simultaneous claims', () => {
    const s = game(3, { objectives: ['O1', 'O4', 'O6', 'O10'] });
    for (const seat of [ANN, BOB]) tour(s, seat);
    const log = passRound(s);
    expect(s.objectives[0]?.claimedBy).toEqual([ANN, BOB]);
    expect(log.filter((e) => e.key === 'fh.log.claim').map((e) => e.params?.player)).toEqual([
      { seat: ANN },
      { seat: BOB },
    ]);
    expect(log.find((e) => e.key === 'fh.log.parties-triggered')?.params).toMatchObject({
      markers: 2,
      parties: ['PT1', 'PT2'],
    });
    const parties = log.filter((e) => e.key.startsWith('fh.log.party-empty') || e.key === 'fh.log.party');
    expect(parties.map((e) => e.params?.party)).toEqual(['PT1', 'PT2']);
    expect(s.parties.map((p) => p.resolved)).toEqual([true, true, false, false, false, false]);
  });

  it('14.33 once per player', () => {
    const s = game(3, { objectives: ['O1', 'O4', 'O6', 'O10'] });
    tour(s, ANN);
    s.round = 4;
    s.objectives[0]?.claimedBy.push(ANN);
    const log = passRound(s);
    expect(s.objectives[0]?.claimedBy).toEqual([ANN]);
    expect(keys(log)).toContain('fh.log.no-claims');
    expect(keys(log)).not.toContain('fh.log.claim');
    expect(s.parties.every((p) => !p.resolved)).toBe(true);
  });

  it('14.34 Bridge Builders', () => {
    expect(holds('O2', [['A5', 'A2', 'AP', 'A4']])).toEqual([true]);
    expect(holds('O2', [['A5', 'A2', 'B4']])).toEqual([false]);
  });

  it('14.35 The Royal Road through a party location', () => {
    expect(holds('O3', [['A1', 'AP', 'A3', 'A4', 'C1']])).toEqual([true]);
    expect(holds('O3', [['A1', 'A3', 'A4', 'C1']])).toEqual([false]);
  });

  it('14.36 Holding Sway', () => {
    const ann = ['A1', 'A2', 'B1', 'C1', 'C2', 'C3'];
    const bob = ['A3', 'A4', 'C4'];
    expect(holds('O12', [ann, bob, []])).toEqual([true, false, false]);
  });

  it('14.37 party losers are removed', () => {
    const s = game(3, { objectives: ['O8', 'O1', 'O4', 'O10'] });
    put(s, ANN, 'C', party('PT1', 0));
    put(s, CID, 'S', party('PT1', 1));
    put(s, BOB, 'C', party('PT1', 2));
    balanced(s, ANN);
    const before = s.removed.map((r) => [...r]);
    const log = passRound(s);
    expect(log.find((e) => e.key === 'fh.log.parties-triggered')?.params).toMatchObject({
      markers: 1,
      parties: ['PT1'],
    });
    expect(s.removed[ANN]).toEqual([(before[ANN]?.[0] ?? 0) + 1, 0, 0, 0]);
    expect(s.removed[BOB]).toEqual([1, 0, 0, 0]);
    expect(s.removed[CID]).toEqual([0, 1, 0, 0]);
    expect(s.parties[0]).toMatchObject({ resolved: true, slots: [-1, -1, -1, -1, -1] });
    expect(keys(log)).toContain('fh.log.party-resolved');
  });

  it('14.38 party winner goes to the party location', () => {
    const s = game(3, { objectives: ['O10', 'O8', 'O1', 'O4'] });
    (s.parties[0] as { resolved: boolean }).resolved = true;
    put(s, BOB, 'M', party('PT2', 0));
    put(s, ANN, 'S', party('PT2', 1));
    putOnMap(s, ANN, 'C', 'AP');
    putOnMap(s, ANN, 'S', 'CP');
    putOnMap(s, ANN, 'M', 'A1');
    putOnMap(s, ANN, 'P', 'A2');
    const log = passRound(s);
    expect(keys(log).filter((k) => k.startsWith('fh.log.decision'))).toEqual([]);
    expect(cellOf(s, 'BP')).toEqual([{ owner: ANN, humour: 'S' }]);
    expect(s.removed[BOB]).toEqual([0, 0, 1, 0]);
    // O8 was claimed before the party; O10, completed by the party, waits for the next check.
    expect(s.objectives.map((o) => o.claimedBy)).toEqual([[], [ANN], [], []]);
    const next = passRound(s);
    expect(s.objectives[0]?.claimedBy).toEqual([ANN]);
    expect(next.find((e) => e.key === 'fh.log.parties-triggered')?.params).toMatchObject({ parties: ['PT3'] });
  });

  it('14.39 party potions persist', () => {
    const s = game(3);
    setHand(s, ANN, { M: 4 });
    act(s, ANN, place('M', party('PT3', 0)));
    passRound(s);
    expect(s.round).toBe(2);
    expect(s.parties[2]?.slots[0]).toBe(potion(ANN, 2));
    const annHeld = (s.hands[ANN] ?? []).concat(s.bags[ANN] ?? []).reduce((a, b) => a + b, 0);
    expect(annHeld).toBe(19);
    expect(fourHumours.view(s, BOB).parties[2]?.slots[0]).toEqual({
      occupied: true,
      owner: ANN,
      possible: ['M', 'P'],
      faceDown: true,
    });
  });

  it('14.40 surplus markers', () => {
    const s = game(3, { objectives: ['O8', 'O1', 'O4', 'O10'] });
    for (let i = 0; i < 5; i++) (s.parties[i] as { resolved: boolean }).resolved = true;
    balanced(s, ANN, 'F1');
    balanced(s, BOB, 'E1');
    balanced(s, CID, 'D1');
    const log = passRound(s);
    expect(log.find((e) => e.key === 'fh.log.parties-triggered')?.params).toMatchObject({
      markers: 3,
      parties: ['PT6'],
    });
    expect(s.parties.every((p) => p.resolved)).toBe(true);
    expect(s.phase).toBe('over');
    expect(s.endTriggers).toEqual(['parties']);
    const k = keys(log);
    expect(k.indexOf('fh.log.cleanup')).toBeLessThan(k.indexOf('fh.log.game-end.parties'));
    expect(fourHumours.endReason(s)).toBe('all-parties-resolved');
  });
});
