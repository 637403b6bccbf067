import { describe, expect, it } from 'vitest';
import { fourHumours } from '../../src/index.ts';
import {
  ANN,
  act,
  BOB,
  CID,
  DEE,
  game,
  keys,
  PASS,
  party,
  passRound,
  place,
  put,
  scene,
  setHand,
  stash,
} from './fixture.ts';

describe('§14 end of the placement phase', () => {
  it('14.13 pass cycle', () => {
    const s = game(3, { deck: ['S03', 'S01', 'S08', 'S12'] });
    setHand(s, BOB, { C: 4 });
    act(s, ANN, PASS);
    expect(s.consecutivePasses).toBe(1);
    act(s, BOB, place('C', scene('S03', 1)));
    expect(s.consecutivePasses).toBe(0);
    act(s, CID, PASS);
    expect(s.consecutivePasses).toBe(1);
    act(s, ANN, PASS);
    expect(s.consecutivePasses).toBe(2);
    expect([s.phase, s.round]).toEqual(['placement', 1]);
    const log = act(s, BOB, PASS);
    expect(keys(log)).toContain('fh.log.round-end.all-passed');
    expect(s.lastActor).toBe(BOB);
    expect([s.phase, s.round, s.firstSeat, s.toAct]).toEqual(['placement', 2, CID, CID]);
  });

  it('14.14 passing does not lock you out', () => {
    const s = game(3, { deck: ['S03', 'S01', 'S08', 'S12'] });
    setHand(s, CID, { C: 4 });
    setHand(s, ANN, { C: 4 });
    act(s, ANN, PASS);
    act(s, BOB, PASS);
    act(s, CID, place('C', scene('S03', 1)));
    act(s, ANN, place('C', scene('S03', 2)));
    expect([s.phase, s.round, s.consecutivePasses, s.toAct]).toEqual(['placement', 1, 0, BOB]);
  });

  it('14.15 END-FILL', () => {
    const s = game(4, { deck: ['S05', 'S09', 'S01', 'S03'], first: DEE });
    put(s, ANN, 'S', scene('S05', 0));
    put(s, BOB, 'S', scene('S05', 1));
    put(s, CID, 'M', scene('S09', 0));
    setHand(s, DEE, { P: 4 });
    const log = act(s, DEE, place('P', scene('S09', 1)));
    const k = keys(log);
    // Dee's turn (placement and the draw back to 4) comes before the end of the phase.
    expect(k.indexOf('fh.log.place-draw-own')).toBe(0);
    expect(log[0]?.params).toMatchObject({ drawn: 1 });
    expect(log[0]?.only).toEqual([DEE]);
    expect(log[0]?.others?.params).not.toHaveProperty('humours');
    expect(k.indexOf('fh.log.round-end.two-full')).toBe(1);
    // Ann never got a turn in round 1: the next entry after Dee's turn is the resolution.
    expect(k.filter((x) => x === 'fh.log.pass' || x.startsWith('fh.log.place'))).toHaveLength(1);
    expect(s.hands.map((hand) => hand.reduce((a, b) => a + b, 0))).toEqual([4, 4, 4, 4]);
    expect(s.lastActor).toBe(DEE);
    expect(s.round).toBe(2);
  });

  it('14.16 party tiles do not count', () => {
    const s = game(6, { deck: ['S05', 'S01', 'S03', 'S08', 'S12'] });
    put(s, 0, 'S', party('PT1', 0));
    put(s, 1, 'C', party('PT1', 1));
    put(s, 2, 'P', party('PT1', 2));
    put(s, 3, 'M', party('PT1', 3));
    put(s, 4, 'M', party('PT1', 4));
    put(s, 0, 'M', party('PT2', 0));
    put(s, 1, 'S', party('PT2', 1));
    put(s, 2, 'P', party('PT2', 2));
    put(s, 3, 'P', party('PT2', 3));
    put(s, 4, 'S', scene('S05', 0));
    put(s, 5, 'M', scene('S05', 1));
    act(s, ANN, PASS);
    expect([s.phase, s.round, s.toAct]).toEqual(['placement', 1, BOB]);
  });

  it('14.17 END-EMPTY', () => {
    const s = game(2, { deck: ['S03', 'S01', 'S08', 'S12'] });
    setHand(s, ANN, { C: 1 });
    stash(s, ANN, 'all');
    setHand(s, BOB, {});
    stash(s, BOB, 'all');
    const log = act(s, ANN, place('C', scene('S03', 1)));
    const k = keys(log);
    expect(k).toContain('fh.log.round-end.no-potions');
    expect(k).not.toContain('fh.log.pass');
    expect(k.indexOf('fh.log.round-end.no-potions')).toBe(k.indexOf('fh.log.place-own') + 1);
    expect(s.lastActor).toBe(ANN);
  });

  it('14.18 display size', () => {
    for (const [players, size] of [
      [5, 5],
      [6, 5],
      [4, 4],
      [2, 4],
    ] as const) {
      const s = fourHumours.setup(players, fourHumours.optionsSchema.parse({}), 'display');
      const v = fourHumours.view(s, 'spectator');
      expect(v.display).toHaveLength(size);
      expect(v.sceneMarkers).toHaveLength(size);
    }
  });

  it('14.19 next round first seat', () => {
    const s = game(4, { deck: ['S05', 'S09', 'S01', 'S03'], first: DEE });
    put(s, ANN, 'S', scene('S05', 0));
    put(s, BOB, 'S', scene('S05', 1));
    put(s, CID, 'M', scene('S09', 0));
    setHand(s, DEE, { P: 4 });
    act(s, DEE, place('P', scene('S09', 1)));
    expect([s.round, s.firstSeat, s.toAct]).toEqual([2, ANN, ANN]);

    const rotate = game(4, { options: { nextRoundStarter: 'rotate' } });
    const cont = game(4);
    passRound(rotate);
    passRound(cont);
    expect(rotate.lastActor).toBe(DEE);
    expect([rotate.round, rotate.toAct]).toEqual([2, BOB]);
    expect([cont.round, cont.toAct]).toEqual([2, ANN]);
    // Whatever ends round 2, rotate starts round 3 with Cid.
    act(rotate, BOB, PASS);
    act(rotate, CID, PASS);
    act(rotate, DEE, PASS);
    act(rotate, ANN, PASS);
    expect([rotate.lastActor, rotate.round, rotate.toAct]).toEqual([ANN, 3, CID]);

    const same = game(4, { first: CID, options: { nextRoundStarter: 'same' } });
    passRound(same);
    expect([same.round, same.toAct]).toEqual([2, CID]);
  });
});
