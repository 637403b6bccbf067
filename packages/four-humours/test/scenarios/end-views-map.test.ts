import { describe, expect, it } from 'vitest';
import { buildGraph, fourHumours, type PlacedTile, tablesFor } from '../../src/index.ts';
import { REF } from '../helpers.ts';
import {
  ANN,
  act,
  BOB,
  CID,
  choose,
  game,
  handOf,
  keys,
  PASS,
  party,
  passRound,
  place,
  putOnMap,
  scene,
  setHand,
  stash,
  sum,
} from './fixture.ts';

const t = tablesFor('SC-1');

function seams(layout: PlacedTile[]): string[] {
  const g = buildGraph(t, layout);
  return g.links.filter((l) => l.seam).map((l) => `${t.cells[l.a]?.id}–${t.cells[l.b]?.id} ${l.kind}`);
}

describe('§14 end of the game and scoring', () => {
  it('14.41 deck runs out', () => {
    for (const [players, rounds, left] of [
      [4, 9, 0],
      [5, 7, 1],
    ] as const) {
      const s = game(players);
      let log: ReturnType<typeof passRound> = [];
      while (s.phase !== 'over') log = passRound(s);
      expect(s.round).toBe(rounds);
      expect(s.deck).toHaveLength(left);
      expect(s.endTriggers).toEqual(['deck']);
      expect(keys(log)).toContain('fh.log.game-end.deck');
      expect(fourHumours.endReason(s)).toBe('scene-deck-short');
    }
  });

  it('14.42 cannot refill', () => {
    const s = game(3);
    s.round = 4;
    setHand(s, BOB, { C: 1 });
    stash(s, BOB, { C: 2, S: 5, M: 5, P: 5 });
    setHand(s, ANN, { C: 3 });
    expect(sum(s.bags[BOB] ?? [])).toBe(2);
    const log = passRound(s);
    expect(s.phase).toBe('over');
    expect(s.endTriggers).toEqual(['bag']);
    expect(s.round).toBe(4);
    expect(sum(handOf(s, BOB))).toBe(1);
    expect(sum(handOf(s, ANN))).toBe(3);
    expect(keys(log)).not.toContain('fh.log.round-start');
    expect(keys(log)).not.toContain('fh.log.draw-own');
    expect(fourHumours.endReason(s)).toBe('bag-cannot-refill');
  });

  it('14.43 tie-breaks', () => {
    const finished = (ann: string[], bob: string[]) => {
      const s = game(3);
      for (const o of s.objectives.slice(0, 2)) o.claimedBy.push(ANN, BOB);
      ann.forEach((cell, i) => {
        putOnMap(s, ANN, (['C', 'S', 'M', 'P'] as const)[i % 4] ?? 'C', cell);
      });
      bob.forEach((cell, i) => {
        putOnMap(s, BOB, (['C', 'S', 'M', 'P'] as const)[i % 4] ?? 'C', cell);
      });
      s.phase = 'over';
      return fourHumours.outcome(s);
    };
    const a = finished(['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2'], ['C1', 'C2', 'C3', 'C4', 'C5', 'D1']);
    expect(a).toMatchObject({ ranking: [[ANN], [BOB], [CID]], scores: [2, 2, 0] });
    expect(a?.explanation?.places.map((p) => p.decidedBy)).toEqual(['mapPotions', 'objectives', null]);
    const b = finished(['A1', 'A2', 'A3', 'A4', 'A5', 'A5'], ['C1', 'C2', 'C3', 'C4', 'C4', 'C4']);
    expect(b?.ranking).toEqual([[ANN], [BOB], [CID]]);
    expect(b?.explanation?.places.map((p) => p.decidedBy)).toEqual(['distinctCells', 'objectives', null]);
    const c = finished(['A1', 'A2', 'A3', 'A4', 'A5', 'A5'], ['C1', 'C2', 'C3', 'C4', 'C5', 'C5']);
    expect(c?.ranking).toEqual([[ANN, BOB], [CID]]);
  });
});

describe('§14 hidden information', () => {
  it('14.44 views', () => {
    const s = game(3, { deck: ['S31', 'S01', 'S03', 'S08'] });
    setHand(s, ANN, { C: 2, P: 2 });
    act(s, ANN, place('C', scene('S31', 2)));
    const hidden = { occupied: true, owner: ANN, possible: ['C', 'P'], faceDown: true };
    expect(fourHumours.view(s, BOB).display[0]?.slots[2]).toEqual(hidden);
    expect(fourHumours.view(s, 'spectator').display[0]?.slots[2]).toEqual(hidden);
    expect(fourHumours.view(s, ANN).display[0]?.slots[2]).toEqual({ ...hidden, humour: 'C' });
    act(s, BOB, PASS);
    act(s, CID, PASS);
    setHand(s, ANN, { C: 1, P: 3 });
    act(s, ANN, place('P', party('PT5', 0)));
    passRound(s);
    // Ann's lone choleric wins the animal scene: a decision, during which the scene is face up.
    expect(s.pending?.owner).toBe(ANN);
    for (const viewer of [ANN, BOB, CID, 'spectator'] as const) {
      const v = fourHumours.view(s, viewer);
      expect(v.display[0]?.slots[2]).toEqual({ ...hidden, faceDown: false, humour: 'C' });
      if (viewer !== ANN) expect(v.parties[4]?.slots[0]).toEqual({ ...hidden, faceDown: true });
    }
    act(s, ANN, choose('A2'));
    expect(s.round).toBe(2);
    const bob = fourHumours.view(s, BOB);
    expect(bob.parties[4]?.slots[0]).toEqual(hidden);
    expect(bob.players[ANN]).toMatchObject({ handCount: sum(handOf(s, ANN)), bagCount: sum(s.bags[ANN] ?? []) });
    expect(bob.me?.seat).toBe(BOB);
    const json = JSON.stringify(bob);
    for (const secret of fourHumours.secretsOf(s, ANN)) expect(json).not.toContain(secret);
    expect(JSON.stringify(fourHumours.view(s, ANN))).toContain(fourHumours.secretsOf(s, ANN)[0]);
  });
});

describe('§14 map assembly', () => {
  it('14.45 reference seams', () => {
    expect(seams(REF).sort()).toEqual(
      [
        'A2–B4 bridge',
        'C2–D4 path',
        'E2–F4 bridge',
        'A3–C1 path',
        'B3–D1 bridge',
        'C3–E1 bridge',
        'D3–F1 bridge',
      ].sort(),
    );
  });

  it('14.46 rotation', () => {
    const layout: PlacedTile[] = REF.map((x) => (x.tile === 'A' ? { tile: 'A', rotation: 1 } : x));
    const links = seams(layout);
    expect(links).toContain('A1–B4 path');
    expect(links).toContain('A2–C1 bridge');
    expect(links.some((l) => l.includes('A3') || l.includes('A4'))).toBe(false);
  });
});
