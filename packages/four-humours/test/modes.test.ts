/** Modes and player counts (§2.2, §12), setup order (DET-4) and the Solo Rival's automatic play (§11). */
import {
  BoardhallError,
  cloneRngState,
  Match,
  parseMatchSetup,
  randomInt,
  rngStateFromSeed,
  shuffleInPlace,
  stateHash,
} from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import {
  FIEFDOM_OBJECTIVES,
  type FourHumoursAction,
  type FourHumoursOptions,
  fourHumours,
  optionsSchema,
  potion,
  SCENES,
} from '../src/index.ts';
import {
  ANN,
  act,
  BOB,
  bagOf,
  fiefGame,
  keys,
  PASS,
  passRound,
  place,
  put,
  putInLedger,
  putOnFief,
  RIV,
  scene,
  setHand,
  stash,
  sum,
} from './scenarios/fixture.ts';

const opts = (o: Record<string, unknown>): FourHumoursOptions => optionsSchema.parse(o);
const check = (players: number, o: Record<string, unknown>) => fourHumours.validateSetup?.(players, opts(o)) ?? null;

describe('modes and player counts', () => {
  it('accepts Kingdom and Fiefdom with 2–6 players and Solo with exactly 1', () => {
    expect(fourHumours.minPlayers).toBe(1);
    expect(fourHumours.maxPlayers).toBe(6);
    for (const mode of ['kingdom', 'fiefdom']) {
      for (let p = 2; p <= 6; p++) expect(check(p, { mode })).toBeNull();
    }
    expect(check(1, { mode: 'solo' })).toBeNull();
    // SO-3: firstPlayer is ignored in Solo.
    expect(check(1, { mode: 'solo', firstPlayer: 3 })).toBeNull();
  });

  it('refuses every other combination with a full sentence, through validateSetup and the platform', () => {
    expect(check(3, { mode: 'solo' })).toBe(
      'Solo mode is played by exactly 1 player against the automaton Rival; got 3 players. For 2 to 6 players, choose Kingdom or Fiefdom mode.',
    );
    expect(check(1, { mode: 'fiefdom' })).toBe(
      "Fiefdom mode is played by 2 to 6 players; got 1. For one player, choose Solo mode (mode 'solo').",
    );
    expect(check(1, {})).toBe(
      "Kingdom mode is played by 2 to 6 players; got 1. For one player, choose Solo mode (mode 'solo').",
    );
    expect(check(7, { mode: 'fiefdom' })).toBe('Fiefdom mode is played by 2 to 6 players; got 7.');
    expect(check(3, { mode: 'fiefdom', players: 4 })).toBe('The options say 4 players but the match has 3.');
    expect(check(3, { firstPlayer: 3 })).toBe('The first player must be a seat from 0 to 2; got 3.');
    const unknown = { ...opts({}), mode: 'duel' } as unknown as FourHumoursOptions;
    expect(fourHumours.validateSetup?.(3, unknown)).toBe(
      "There is no Four Humours mode 'duel'; the modes are 'kingdom', 'fiefdom' and 'solo'.",
    );

    // The platform: the schema refuses an unknown mode; validateSetup refuses the rest.
    const refusal = (players: number, options: unknown): string => {
      try {
        parseMatchSetup(fourHumours, players, options);
      } catch (e) {
        expect(e).toBeInstanceOf(BoardhallError);
        expect((e as BoardhallError).code).toBe('bad-options');
        return (e as Error).message;
      }
      return 'accepted';
    };
    expect(refusal(1, { mode: 'duel' })).toBe(
      "Invalid options for Four Humours: mode: the mode must be 'kingdom', 'fiefdom' or 'solo'.",
    );
    expect(refusal(3, { mode: 'solo' })).toMatch(/^Solo mode is played by exactly 1 player/);
    expect(refusal(1, { mode: 'fiefdom' })).toMatch(/^Fiefdom mode is played by 2 to 6 players; got 1\./);
    expect(refusal(1, { mode: 'solo' })).toBe('accepted');
    expect(() => Match.create(fourHumours, 3, { mode: 'solo' }, 'x')).toThrow(/exactly 1 player/);
    // setup checks again, with the same sentence.
    expect(() => fourHumours.setup(3, opts({ mode: 'solo' }), 'x')).toThrow(/exactly 1 player/);
    expect(() => fourHumours.setup(1, opts({ mode: 'fiefdom' }), 'x')).toThrow(/choose Solo mode/);
  });

  it('refuses fixed map tiles and Kingdom objectives outside Kingdom mode', () => {
    const tiles = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((tile) => ({ tile, rotation: 0 }));
    const r = optionsSchema.safeParse({ mode: 'fiefdom', fixedSetup: { tiles } });
    expect(r.error?.issues[0]?.message).toBe('only Kingdom mode has a map; Fiefdom and Solo games use fief boards');
    const o = optionsSchema.safeParse({ mode: 'solo', fixedSetup: { objectives: ['O1', 'FO2', 'FO3', 'FO4'] } });
    expect(o.error?.issues[0]?.message).toBe("no Fiefdom objective 'O1' (solo mode uses FO1–FO8)");
    const k = optionsSchema.safeParse({ fixedSetup: { objectives: ['FO1', 'O2', 'O3', 'O4'] } });
    expect(k.error?.issues[0]?.message).toBe("no Kingdom objective 'FO1' (kingdom mode uses O1–O12)");
  });
});

describe('setup of Fiefdom and Solo (§10.3, §11.2, DET-4)', () => {
  it('Fiefdom consumes randomness as DET-4 says: first player, objectives, deck, hands (no map steps)', () => {
    const s = fourHumours.setup(5, opts({ mode: 'fiefdom' }), 'det4');
    const rng = rngStateFromSeed('det4');
    const first = randomInt(rng, 5);
    const objectives = shuffleInPlace(
      rng,
      FIEFDOM_OBJECTIVES.map((o) => o.id),
    ).slice(0, 4);
    const deck = shuffleInPlace(
      rng,
      SCENES.map((c) => c.id),
    );
    expect(s.firstSeat).toBe(first);
    expect(s.objectives.map((o) => o.objective)).toEqual(objectives);
    expect([...s.display.map((d) => d.card), ...s.deck]).toEqual(deck);
    expect(s.display).toHaveLength(5);
    expect(s.tiles).toEqual([]);
    expect(s.cells).toEqual([]);
    expect(s.fiefdom?.fiefs).toHaveLength(5);
    expect(s.fiefdom?.fiefs.every((f) => f.length === 12 && f.every((p) => p === -1))).toBe(true);
    expect(s.fiefdom?.ledger).toBeNull();
    expect(s.partyLimit).toBe(1);
    expect(s.hands.map(sum)).toEqual([4, 4, 4, 4, 4]);
  });

  it('Solo: the player starts without a random call, the Rival holds 20 potions in its bag and draws nothing', () => {
    const s = fourHumours.setup(1, opts({ mode: 'solo' }), 'det4');
    const rng = rngStateFromSeed('det4');
    const objectives = shuffleInPlace(
      rng,
      FIEFDOM_OBJECTIVES.map((o) => o.id),
    ).slice(0, 4);
    expect(s.objectives.map((o) => o.objective)).toEqual(objectives);
    expect([s.seats, s.toAct, s.firstSeat, s.displaySize, s.partyLimit]).toEqual([2, ANN, ANN, 4, 2]);
    expect(s.hands).toEqual([s.hands[ANN], [0, 0, 0, 0]]);
    expect(bagOf(s, RIV)).toEqual([5, 5, 5, 5]);
    expect(s.fiefdom?.fiefs).toHaveLength(1);
    expect(s.fiefdom?.ledger).toEqual([0, 0, 0, 0]);
    // firstPlayer is ignored (SO-3): the same state whatever it says.
    const other = fourHumours.setup(1, opts({ mode: 'solo', firstPlayer: 1, fixedSetup: { firstPlayer: 1 } }), 'det4');
    expect(other.toAct).toBe(ANN);
    expect({ ...other, options: s.options }).toEqual(s);
    expect(fourHumours.activeSeats(s)).toEqual([ANN]);
    expect(fourHumours.legalActions(s, RIV)).toEqual([]);
  });

  it('soloDifficulty sets the Rival’s claim rate K: easy 4, normal 3, hard 2', () => {
    for (const [difficulty, rate, claims] of [
      ['easy', 4, 1],
      ['normal', 3, 2],
      ['hard', 2, 3],
    ] as const) {
      const s = fiefGame(1, { deck: ['S05', 'S01', 'S03', 'S08'], options: { soloDifficulty: difficulty } });
      putInLedger(s, { C: 3, S: 3 });
      stash(s, RIV, 'all');
      expect(fourHumours.view(s, ANN).rival).toMatchObject({ claimRate: rate, claimTarget: claims, ledgerSize: 6 });
      passRound(s);
      expect(s.objectives.filter((o) => o.claimedBy.includes(RIV))).toHaveLength(claims);
      expect(s.objectives.slice(0, claims).every((o) => o.claimedBy.includes(RIV))).toBe(true);
    }
  });
});

describe('the Solo Rival (§11.3–11.6)', () => {
  it('RV-1: with an empty bag it passes, and END-PASS needs both seats', () => {
    const s = fiefGame(1);
    stash(s, RIV, 'all');
    const log = act(s, ANN, PASS);
    expect(keys(log)).toEqual(expect.arrayContaining(['fh.log.pass', 'fh.log.rival-pass-empty', 'fh.log.reveal']));
    expect(s.round).toBe(2);
  });

  it('RV-4: a potion with no target goes back to the bag and the Rival passes; the humour stays secret', () => {
    // No empty slot takes a choleric: the Toad's witch and the Swan's noble are filled, the party tiles gone.
    const s = fiefGame(1, { deck: ['S05', 'S33', 'S32', 'S36'] });
    setHand(s, ANN, { C: 2, S: 2 });
    put(s, ANN, 'M', scene('S32', 1));
    put(s, ANN, 'S', scene('S36', 1));
    for (const p of s.parties) p.resolved = true;
    stash(s, RIV, { S: 5, M: 5, P: 5 });
    const rngBefore = cloneRngState(s.rng);
    const log = act(s, ANN, place('S', scene('S05', 0)));
    expect(keys(log)).toContain('fh.log.rival-pass-no-slot');
    expect(JSON.stringify(log.filter((e) => e.key.startsWith('fh.log.rival')))).not.toMatch(/Choleric|"C"/);
    expect(bagOf(s, RIV)).toEqual([5, 0, 0, 0]);
    expect(s.rng).not.toEqual(rngBefore);
    expect([s.consecutivePasses, s.toAct, s.fiefdom?.rivalTurns]).toEqual([1, ANN, 1]);
    // RV-5: the Rival's pass counts; Ann's pass now ends the round.
    const end = act(s, ANN, PASS);
    expect(keys(end)).toContain('fh.log.round-end.all-passed');
  });

  it('takes its turn at a round start when it is the round’s first seat, and t restarts every round', () => {
    const s = fiefGame(1, { deck: ['S05', 'S01', 'S03', 'S08'], options: { nextRoundStarter: 'rotate' } });
    const log = passRound(s);
    expect(s.round).toBe(2);
    expect(s.firstSeat).toBe(RIV);
    const start = keys(log).indexOf('fh.log.round-start');
    expect(keys(log).slice(start)).toContain('fh.log.rival-place');
    expect(s.toAct).toBe(ANN);
    expect(s.fiefdom?.rivalTurns).toBe(1);
    expect(fourHumours.view(s, ANN).rival?.nextFocus).toBe('stir');
  });

  it('END-EMPTY needs the player’s hand and the Rival’s bag empty; E3 looks at the player only', () => {
    const s = fiefGame(1, { deck: ['S05', 'S01', 'S03', 'S08'] });
    setHand(s, ANN, { S: 1 });
    stash(s, ANN, 'all');
    act(s, ANN, place('S', scene('S05', 0)));
    // Ann's hand is empty, the Rival still has potions: the round goes on (it placed one).
    expect(s.phase).toBe('placement');
    expect(sum(bagOf(s, RIV))).toBe(19);
    stash(s, RIV, 'all');
    const log = act(s, ANN, PASS);
    expect(keys(log)).toContain('fh.log.round-end.no-potions');
    // (If Ann's sanguine won, she first chooses one of the two Bard plots.)
    while (s.pending) act(s, ANN, fourHumours.legalActions(s, ANN)[0] as FourHumoursAction);
    // Ann cannot refill: E3 ends the game at RS-1 (the Rival's empty bag alone would not).
    expect(s.endTriggers).toEqual(['bag']);
    expect(fourHumours.endReason(s)).toMatch(/^solo-(win|draw|loss)-bag-cannot-refill$/);

    const rivalOut = fiefGame(1, { deck: ['S05', 'S01', 'S03', 'S08'] });
    stash(rivalOut, RIV, 'all');
    passRound(rivalOut);
    expect(rivalOut.phase).toBe('placement');
    expect(rivalOut.round).toBe(2);
  });

  it('never appears as an active seat, and its placements reset the pass counter like a PLACE', () => {
    const s = fiefGame(1);
    const rivalPotions = () =>
      [...s.display, ...s.parties].reduce((n, x) => n + x.slots.filter((p) => p >= 0 && p >> 2 === RIV).length, 0);
    act(s, ANN, PASS);
    // On its first turn (Crowd) some card or party tile always takes its potion.
    expect(rivalPotions()).toBe(1);
    expect([s.consecutivePasses, s.toAct]).toEqual([0, ANN]);
    for (let i = 0; i < 20 && s.round === 1; i++) {
      act(s, ANN, PASS);
      expect(fourHumours.activeSeats(s)).not.toContain(RIV);
    }
  });
});

describe('Fiefdom scoring (§10.7) and options Fiefdom ignores', () => {
  it('ranks by objectives, then potions on one’s own fief; distinct cells have no effect', () => {
    const s = fiefGame(3);
    for (const o of s.objectives.slice(0, 2)) o.claimedBy.push(ANN, BOB);
    putOnFief(s, BOB, 'C', 0, 0);
    putOnFief(s, BOB, 'S', 0, 1);
    putOnFief(s, ANN, 'M', 0, 0);
    s.phase = 'over';
    expect(fourHumours.outcome(s)).toMatchObject({ ranking: [[BOB], [ANN], [2]], scores: [2, 2, 0] });
    expect(fourHumours.outcome(s)?.explanation?.places[0]?.decidedBy).toBe('mapPotions');
    putOnFief(s, ANN, 'P', 2, 3);
    expect(fourHumours.outcome(s)?.ranking).toEqual([[ANN, BOB], [2]]);
    expect(fourHumours.view(s, 'spectator').players.map((p) => p.onMap)).toEqual([2, 2, 0]);
  });

  it('partyOrder mapReading is ignored without a map: parties resolve in printed order', () => {
    const a = fiefGame(2, { deck: ['S05', 'S01', 'S03', 'S08'], options: { partyOrder: 'mapReading' } });
    const b = fiefGame(2, { deck: ['S05', 'S01', 'S03', 'S08'] });
    for (const s of [a, b]) {
      for (const [r, c] of [
        [0, 0],
        [0, 3],
        [2, 0],
        [2, 3],
      ] as const)
        putOnFief(s, ANN, 'C', r, c);
      passRound(s);
    }
    expect(a.parties.map((p) => p.resolved)).toEqual([true, false, false, false, false, false]);
    expect(stateHash({ ...a, options: b.options })).toBe(stateHash(b));
  });

  it('keeps each player’s potions on their own fief only', () => {
    const s = fiefGame(2, { deck: ['S03', 'S01', 'S08', 'S12'] });
    put(s, BOB, 'C', scene('S03', 1));
    passRound(s);
    expect(s.pending?.owner).toBe(BOB);
    act(s, BOB, { type: 'choosePlot', plot: [0, 0] });
    expect(s.fiefdom?.fiefs[BOB]?.[0]).toBe(potion(BOB, 0));
    expect(s.fiefdom?.fiefs[ANN]?.every((p) => p === -1)).toBe(true);
  });
});
