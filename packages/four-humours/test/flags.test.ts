import { describe, expect, it } from 'vitest';
import { fourHumours, optionsSchema } from '../src/index.ts';
import {
  ANN,
  act,
  BOB,
  CID,
  cellOf,
  DEE,
  game,
  handOf,
  keys,
  MULLIGAN,
  PASS,
  party,
  passRound,
  place,
  put,
  putOnMap,
  refuse,
  scene,
  setHand,
  stash,
  sum,
} from './scenarios/fixture.ts';

const parse = (o: Record<string, unknown>) => optionsSchema.safeParse(o);

describe('RulesConfig (§12)', () => {
  it('fills every default and refuses unknown modes and content', () => {
    const o = optionsSchema.parse({});
    expect(o).toMatchObject({
      mode: 'kingdom',
      firstPlayer: 'random',
      nextRoundStarter: 'continue',
      allowRotation: true,
      displaySize: 'auto',
      fullCardsToEndRound: 2,
      partyLimit: 'auto',
      partyLimitScope: 'perTile',
      partyOrder: 'printed',
      partyWinnerDestination: 'partyLocation',
      animalEscape: 'outsideZone',
      drawOnFinalPlacement: true,
      revealMulligan: true,
      deckShortRule: 'lessThanDisplay',
      refillEndRule: 'anyPlayer',
      objectiveCascade: false,
      finalObjectiveCheck: false,
      tieBreakers: ['mapPotions', 'distinctCells'],
      revealAllAtGameEnd: true,
      soloDifficulty: 'normal',
      content: 'SC-1',
    });
    expect(optionsSchema.parse(JSON.parse(JSON.stringify(o)))).toEqual(o);
    for (const mode of ['kingdom', 'fiefdom', 'solo']) expect(parse({ mode }).success).toBe(true);
    const bad = parse({ mode: 'duel' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("the mode must be 'kingdom', 'fiefdom' or 'solo'");
    expect(parse({ content: 'SC-9' }).success).toBe(false);
    expect(parse({ fixedSetup: { objectives: ['O1', 'O1', 'O2', 'O3'] } }).success).toBe(false);
    expect(parse({ fixedSetup: { deck: ['S99'] } }).success).toBe(false);
    expect(parse({ unknownFlag: true }).success).toBe(false);
    expect(() => fourHumours.setup(3, optionsSchema.parse({ firstPlayer: 4 }), 'x')).toThrow(/seat from 0 to 2/);
  });

  it('firstPlayer and allowRotation', () => {
    const s = fourHumours.setup(4, optionsSchema.parse({ firstPlayer: 2, allowRotation: false }), 'x');
    expect([s.toAct, s.firstSeat]).toEqual([2, 2]);
    expect(s.tiles.every((x) => x.rotation === 0)).toBe(true);
    expect(new Set(s.tiles.map((x) => x.tile)).size).toBe(6);
    const fixed = fourHumours.setup(4, optionsSchema.parse({ firstPlayer: 2, fixedSetup: { firstPlayer: 3 } }), 'x');
    expect(fixed.toAct).toBe(3);
  });

  it('displaySize and fullCardsToEndRound', () => {
    const s = game(3, {
      deck: ['S05', 'S01', 'S03', 'S08', 'S12'],
      options: { displaySize: 5, fullCardsToEndRound: 1 },
    });
    expect(s.display).toHaveLength(5);
    put(s, BOB, 'S', scene('S05', 0));
    setHand(s, ANN, { M: 4 });
    act(s, ANN, place('M', scene('S05', 1)));
    expect(s.round).toBe(2);
  });

  it('partyLimit and partyLimitScope', () => {
    const two = game(3, { first: BOB, options: { partyLimit: 2 } });
    put(two, BOB, 'C', party('PT1', 0));
    setHand(two, BOB, { S: 4 });
    act(two, BOB, place('S', party('PT1', 1)));
    const all = game(3, { first: BOB, options: { partyLimitScope: 'allTiles' } });
    put(all, BOB, 'C', party('PT1', 0));
    setHand(all, BOB, { S: 4 });
    expect(refuse(all, BOB, place('S', party('PT2', 1))).code).toBe('party-limit');
  });

  it("partyOrder 'mapReading' and partyWinnerDestination 'anyZoneCell'", () => {
    const s = game(3, {
      objectives: ['O8', 'O1', 'O4', 'O10'],
      tiles: (['F', 'B', 'C', 'D', 'E', 'A'] as const).map((tile) => ({ tile, rotation: 0 })),
      options: { partyOrder: 'mapReading', partyWinnerDestination: 'anyZoneCell' },
    });
    put(s, ANN, 'P', party('PT6', 1));
    for (const h of ['C', 'S', 'M', 'P'] as const) putOnMap(s, BOB, h, 'A1');
    const log = passRound(s);
    expect(log.find((e) => e.key === 'fh.log.parties-triggered')?.params).toMatchObject({ parties: ['PT6'] });
    expect(s.pending).toMatchObject({ owner: ANN, cells: ['F1', 'F2', 'F3', 'F4', 'F5', 'FP'] });
    act(s, ANN, { type: 'choose', cell: 'F3' });
    expect(cellOf(s, 'F3')).toEqual([{ owner: ANN, humour: 'P' }]);
  });

  it("animalEscape 'anyAdjacentToZone'", () => {
    const s = game(3, { deck: ['S35', 'S01', 'S03', 'S08'], options: { animalEscape: 'anyAdjacentToZone' } });
    put(s, ANN, 'C', scene('S35', 0));
    put(s, BOB, 'C', scene('S35', 1));
    passRound(s);
    expect(s.pending?.cells).toEqual(['C3', 'E1', 'E2', 'E3', 'E4', 'E5', 'EP', 'F4']);
  });

  it('drawOnFinalPlacement=false', () => {
    const s = game(4, { deck: ['S05', 'S09', 'S01', 'S03'], first: DEE, options: { drawOnFinalPlacement: false } });
    put(s, ANN, 'S', scene('S05', 0));
    put(s, BOB, 'S', scene('S05', 1));
    put(s, CID, 'M', scene('S09', 0));
    setHand(s, DEE, { P: 4 });
    const log = act(s, DEE, place('P', scene('S09', 1)));
    expect(log[0]?.key).toBe('fh.log.place-own');
    // Dee only gets back to 4 at the next round's start.
    expect(log.find((e) => e.key === 'fh.log.draw-own' && e.only?.[0] === DEE)?.params).toMatchObject({ count: 1 });
  });

  it('revealMulligan=false', () => {
    const s = game(3, { options: { revealMulligan: false } });
    setHand(s, ANN, { S: 4 });
    const log = act(s, ANN, MULLIGAN);
    const entry = log.find((e) => e.key === 'fh.log.mulligan');
    expect(entry?.only).toEqual([ANN]);
    expect(entry?.others?.key).toBe('fh.log.mulligan-hidden');
  });

  it("deckShortRule 'empty'", () => {
    const s = game(5, { options: { deckShortRule: 'empty' } });
    while (s.phase !== 'over') passRound(s);
    expect(s.round).toBe(8);
    expect(s.discard).toHaveLength(36);
    expect(s.endTriggers).toEqual(['deck']);
  });

  it("refillEndRule 'allPlayers'", () => {
    const s = game(3, { options: { refillEndRule: 'allPlayers' } });
    setHand(s, BOB, { C: 1 });
    stash(s, BOB, { C: 2, S: 5, M: 5, P: 5 });
    passRound(s);
    expect([s.phase, s.round]).toEqual(['placement', 2]);
    expect(sum(handOf(s, BOB))).toBe(3);
    expect(sum(s.bags[BOB] ?? [])).toBe(0);
  });

  it('objectiveCascade and finalObjectiveCheck', () => {
    const setupO10 = (options: Record<string, unknown>) => {
      const s = game(3, { objectives: ['O10', 'O8', 'O1', 'O4'], options });
      (s.parties[0] as { resolved: boolean }).resolved = true;
      put(s, ANN, 'S', party('PT2', 1));
      putOnMap(s, ANN, 'C', 'AP');
      putOnMap(s, ANN, 'S', 'CP');
      putOnMap(s, ANN, 'M', 'A1');
      putOnMap(s, ANN, 'P', 'A2');
      return s;
    };
    const cascade = setupO10({ objectiveCascade: true });
    const log = passRound(cascade);
    expect(cascade.objectives[0]?.claimedBy).toEqual([ANN]);
    expect(log.filter((e) => e.key === 'fh.log.parties-triggered').map((e) => e.params?.parties)).toEqual([
      ['PT2'],
      ['PT3'],
    ]);

    const final = setupO10({ finalObjectiveCheck: true });
    for (let i = 2; i < 6; i++) (final.parties[i] as { resolved: boolean }).resolved = true;
    passRound(final);
    expect(final.phase).toBe('over');
    expect(final.objectives[0]?.claimedBy).toEqual([ANN]);
    const plain = setupO10({});
    for (let i = 2; i < 6; i++) (plain.parties[i] as { resolved: boolean }).resolved = true;
    passRound(plain);
    expect(plain.objectives[0]?.claimedBy).toEqual([]);
  });

  it("tieBreakers with 'fewestRemoved'", () => {
    const s = game(2, { options: { tieBreakers: ['fewestRemoved'] } });
    stash(s, BOB, { C: 1 });
    s.phase = 'over';
    expect(fourHumours.outcome(s)?.ranking).toEqual([[ANN], [BOB]]);
    const none = game(2, { options: { tieBreakers: [] } });
    putOnMap(none, BOB, 'C', 'A1');
    none.phase = 'over';
    expect(fourHumours.outcome(none)?.ranking).toEqual([[ANN, BOB]]);
  });

  it('revealAllAtGameEnd', () => {
    for (const reveal of [true, false]) {
      const s = game(3, { options: { revealAllAtGameEnd: reveal } });
      put(s, ANN, 'M', party('PT3', 0));
      while (s.phase !== 'over') passRound(s);
      const bob = fourHumours.view(s, BOB);
      expect(bob.parties[2]?.slots[0]).toMatchObject(reveal ? { humour: 'M' } : { faceDown: true });
      expect(bob.parties[2]?.slots[0] && 'humour' in bob.parties[2].slots[0]).toBe(reveal);
      expect(bob.revealed !== undefined).toBe(reveal);
      expect(fourHumours.secretsOf(s, ANN).length > 0).toBe(!reveal);
    }
  });

  it('soloDifficulty has no effect on Kingdom games', () => {
    const a = game(3, { options: { soloDifficulty: 'hard' } });
    const b = game(3);
    passRound(a);
    passRound(b);
    expect(a.hands).toEqual(b.hands);
    expect(keys(passRound(a))).toEqual(keys(passRound(b)));
    act(a, a.toAct, PASS);
  });
});
