import { describe, expect, it } from 'vitest';
import { fourHumours } from '../../src/index.ts';
import {
  ANN,
  act,
  BOB,
  bagOf,
  CID,
  game,
  handOf,
  keys,
  MULLIGAN,
  PASS,
  party,
  passRound,
  place,
  put,
  refuse,
  scene,
  setHand,
  stash,
  sum,
} from './fixture.ts';

/** Scenario 1's position: 3 players, S03 displayed and empty, Ann to act with {C 2, S 2}, bag 16. */
function scenario1() {
  const s = game(3, { deck: ['S03', 'S01', 'S08', 'S12'] });
  setHand(s, ANN, { C: 2, S: 2 });
  return s;
}

describe('§14 placement and legality', () => {
  it('14.1 wrong humour', () => {
    const s = scenario1();
    expect(sum(bagOf(s, ANN))).toBe(16);
    expect(refuse(s, ANN, place('S', scene('S03', 1))).code).toBe('wrong-humour');
    act(s, ANN, place('C', scene('S03', 1)));
    expect(s.display[0]?.slots[1]).toBe(ANN * 4 + 0);
    expect(fourHumours.view(s, BOB).display[0]?.slots[1]).toEqual({
      occupied: true,
      owner: ANN,
      possible: ['C', 'P'],
      faceDown: true,
    });
    expect(sum(handOf(s, ANN))).toBe(4);
    expect(sum(bagOf(s, ANN))).toBe(15);
    expect(s.toAct).toBe(BOB);
    expect(s.consecutivePasses).toBe(0);
  });

  it('14.2 occupied slot', () => {
    const s = scenario1();
    act(s, ANN, place('C', scene('S03', 1)));
    setHand(s, BOB, { P: 4 });
    expect(refuse(s, BOB, place('P', scene('S03', 1))).code).toBe('slot-occupied');
  });

  it('14.3 out of turn', () => {
    const s = scenario1();
    act(s, ANN, place('C', scene('S03', 1)));
    setHand(s, CID, { M: 4 });
    expect(refuse(s, CID, place('M', scene('S03', 2))).code).toBe('not-your-turn');
    expect(refuse(s, CID, PASS).code).toBe('not-your-turn');
    expect(refuse(s, CID, MULLIGAN).code).toBe('not-your-turn');
  });

  it('14.4 not in hand', () => {
    const s = game(3, { deck: ['S03', 'S01', 'S08', 'S12'], first: BOB });
    setHand(s, BOB, { S: 4 });
    expect(refuse(s, BOB, place('C', scene('S03', 1))).code).toBe('not-in-hand');
    // Reported before any slot check: a slot that does not exist still gives not-in-hand.
    expect(refuse(s, BOB, place('C', scene('S03', 9))).code).toBe('not-in-hand');
    expect(refuse(s, BOB, place('C', scene('S99', 0))).code).toBe('not-in-hand');
  });

  it('14.5 party limit, 3 players', () => {
    const s = game(3, { first: BOB });
    put(s, BOB, 'C', party('PT1', 0));
    setHand(s, BOB, { S: 4 });
    const error = refuse(s, BOB, place('S', party('PT1', 1)));
    expect(error.code).toBe('party-limit');
    expect(error.message).toContain('1');
    act(s, BOB, place('S', party('PT2', 1)));
    expect(s.parties[1]?.slots[1]).toBe(BOB * 4 + 1);
  });

  it('14.6 party limit, 2 players', () => {
    const s = game(2);
    put(s, ANN, 'P', party('PT4', 0));
    setHand(s, ANN, { P: 4 });
    act(s, ANN, place('P', party('PT4', 1)));
    act(s, BOB, PASS);
    expect(refuse(s, ANN, place('P', party('PT4', 2))).code).toBe('party-limit');
  });

  it('14.7 resolved party tile', () => {
    const s = game(3);
    (s.parties[0] as { resolved: boolean }).resolved = true;
    setHand(s, ANN, { C: 2, S: 2 });
    expect(refuse(s, ANN, place('C', party('PT1', 0))).code).toBe('party-resolved');
  });

  it('14.8 no limit on scene cards', () => {
    const s = game(2, { deck: ['S10', 'S01', 'S03', 'S08'] });
    setHand(s, ANN, { C: 2, S: 2 });
    act(s, ANN, place('C', scene('S10', 0)));
    act(s, BOB, PASS);
    act(s, ANN, place('C', scene('S10', 1)));
    act(s, BOB, PASS);
    act(s, ANN, place('S', scene('S10', 2)));
    expect(s.display[0]?.slots.slice(0, 3)).toEqual([0, 0, 1]);
  });

  it('14.9 empty bag', () => {
    const s = game(2, { deck: ['S03', 'S01', 'S08', 'S12'] });
    setHand(s, ANN, { C: 4 });
    stash(s, ANN, 'all');
    act(s, ANN, place('C', scene('S03', 1)));
    expect([sum(handOf(s, ANN)), sum(bagOf(s, ANN))]).toEqual([3, 0]);
    act(s, BOB, PASS);
    act(s, ANN, place('C', scene('S03', 2)));
    expect([sum(handOf(s, ANN)), sum(bagOf(s, ANN))]).toEqual([2, 0]);
  });
});

/** Scenario 10's position: Cid passed, Ann to act with {S 4}, bag 12, right unused. */
function scenario10() {
  const s = game(3, { first: CID });
  act(s, CID, PASS);
  setHand(s, ANN, { S: 4 });
  stash(s, ANN, { C: 1, S: 1, M: 1, P: 1 });
  return s;
}

describe('§14 mulligan', () => {
  it('14.10 legal mulligan', () => {
    const s = scenario10();
    expect(sum(bagOf(s, ANN))).toBe(12);
    const log = act(s, ANN, MULLIGAN);
    const shown = log.find((e) => e.key === 'fh.log.mulligan');
    expect(shown?.only).toBeUndefined();
    expect(shown?.params).toMatchObject({ count: 4, humour: 'S' });
    const draw = log.find((e) => e.key === 'fh.log.draw-own');
    expect(draw?.params).toMatchObject({ count: 4 });
    expect(keys(log).indexOf('fh.log.mulligan')).toBeLessThan(keys(log).indexOf('fh.log.draw-own'));
    expect(sum(bagOf(s, ANN))).toBe(12);
    expect(sum(handOf(s, ANN))).toBe(4);
    expect(s.mulliganUsed[ANN]).toBe(true);
    expect(s.toAct).toBe(ANN);
    expect(s.consecutivePasses).toBe(1);
  });

  it('14.11 once per round', () => {
    const s = scenario10();
    act(s, ANN, MULLIGAN);
    setHand(s, ANN, { M: 4 });
    expect(refuse(s, ANN, MULLIGAN).code).toBe('mulligan-used');
    passRound(s);
    expect(s.round).toBe(2);
    expect(s.mulliganUsed[ANN]).toBe(false);
    while (s.toAct !== ANN) act(s, s.toAct, PASS);
    setHand(s, ANN, { M: 4 });
    act(s, ANN, MULLIGAN);
  });

  it('14.12 illegal mulligans', () => {
    const s = game(3);
    setHand(s, ANN, { C: 3, S: 1 });
    expect(refuse(s, ANN, MULLIGAN).code).toBe('not-all-same');
    setHand(s, ANN, { C: 3 });
    stash(s, ANN, 'all');
    expect(refuse(s, ANN, MULLIGAN).code).toBe('hand-not-full');
  });
});
