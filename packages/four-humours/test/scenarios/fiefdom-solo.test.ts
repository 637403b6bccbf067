import { describe, expect, it } from 'vitest';
import { fourHumours, potion, rivalTarget } from '../../src/index.ts';
import {
  ANN,
  act,
  BOB,
  bagOf,
  choose,
  choosePlot,
  fiefGame,
  fiefOf,
  keys,
  PASS,
  passRound,
  put,
  putInLedger,
  putOnFief,
  RIV,
  refuse,
  scene,
  stash,
  sum,
} from './fixture.ts';

const M = 2;

describe('§14 Fiefdom and Solo', () => {
  it('14.47 fief placement', () => {
    // Ann's lone choleric on the Knight slot of The Dungeon wins; both her Knight plots are taken.
    const s = fiefGame(3, { deck: ['S03', 'S01', 'S08', 'S12'] });
    putOnFief(s, ANN, 'P', 0, 0);
    putOnFief(s, ANN, 'P', 1, 2);
    put(s, ANN, 'C', scene('S03', 1));
    const log = passRound(s);
    expect(keys(log)).toContain('fh.log.decision-win-plot');
    expect(s.pending?.owner).toBe(ANN);
    const legal: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 3],
      [2, 2],
    ];
    expect(fourHumours.view(s, BOB).pending?.legalPlots).toEqual(legal);
    expect(fourHumours.legalActions(s, ANN)).toEqual(legal.map(([r, c]) => choosePlot(r, c)));
    expect(fourHumours.activeSeats(s)).toEqual([ANN]);
    expect(refuse(s, ANN, choosePlot(2, 3)).code).toBe('invalid-destination');
    expect(refuse(s, ANN, choosePlot(3, 0)).code).toBe('invalid-destination');
    expect(refuse(s, ANN, choose('A1')).code).toBe('invalid-destination');
    expect(refuse(s, BOB, choosePlot(1, 1)).code).toBe('not-your-turn');
    expect(refuse(s, ANN, PASS).code).toBe('wrong-phase');
    const placed = act(s, ANN, choosePlot(1, 1));
    expect(keys(placed)).toContain('fh.log.to-plot');
    expect(fiefOf(s, ANN)).toEqual([
      [0, 0, 'P'],
      [1, 1, 'C'],
      [1, 2, 'P'],
    ]);
    expect(s.pending).toBeNull();

    // With all six of those plots occupied too, the winner has no legal plot (FX): back to her bag.
    const full = fiefGame(3, { deck: ['S03', 'S01', 'S08', 'S12'] });
    const plots: [number, number, 'C' | 'S' | 'M'][] = [
      [0, 0, 'C'],
      [0, 1, 'S'],
      [0, 2, 'M'],
      [1, 0, 'S'],
      [1, 1, 'M'],
      [1, 2, 'C'],
      [1, 3, 'S'],
      [2, 2, 'M'],
    ];
    for (const [r, c, h] of plots) putOnFief(full, ANN, h, r, c);
    put(full, ANN, 'C', scene('S03', 1));
    const bag = bagOf(full, ANN);
    const fx = passRound(full);
    expect(keys(fx)).toContain('fh.log.no-plot-bag');
    expect(keys(fx)).not.toContain('fh.log.decision-win-plot');
    expect(full.pending).toBeNull();
    expect(full.round).toBe(2);
    expect(fiefOf(full, ANN)).toHaveLength(8);
    // The choleric came back at CL-1 and Ann's hand was refilled from the bag (she held 4 already).
    expect(sum(bagOf(full, ANN))).toBe(sum(bag) + 1);
  });

  it('14.48 Rival targeting', () => {
    const setUp = (turn: number) => {
      const s = fiefGame(1, { deck: ['S01', 'S21', 'S18', 'S23'] });
      put(s, ANN, 'C', scene('S01', 0));
      put(s, ANN, 'S', scene('S01', 1));
      put(s, ANN, 'C', scene('S21', 0));
      put(s, ANN, 'P', scene('S21', 1));
      put(s, ANN, 'S', scene('S18', 0));
      put(s, ANN, 'C', scene('S18', 1));
      // The Rival can only draw M.
      stash(s, RIV, { C: 5, S: 5, P: 5 });
      if (s.fiefdom) s.fiefdom.rivalTurns = turn;
      return s;
    };
    const expectRivalOn = (turn: number, card: string, slot: number, focus: string, noParty = false) => {
      const s = setUp(turn);
      if (noParty) for (const p of s.parties) p.resolved = true;
      expect(rivalTarget(s, M, turn)).toEqual({ target: { kind: 'scene', card, slot }, focus });
      const log = act(s, ANN, PASS);
      const d = s.display.find((x) => x.card === card);
      expect(d?.slots[slot]).toBe(potion(RIV, M));
      expect(sum(bagOf(s, RIV))).toBe(4);
      expect(s.consecutivePasses).toBe(0);
      expect(s.toAct).toBe(ANN);
      expect(s.fiefdom?.rivalTurns).toBe(turn + 1);
      const entry = log.find((e) => e.key === 'fh.log.rival-place');
      expect(entry?.params).toMatchObject({ scene: card, slot: slot + 1, focus });
      expect(JSON.stringify(log)).not.toMatch(/Melancholic|"M"/);
      // The player sees the Rival's potion face down: owner and the slot's two humours only.
      expect(fourHumours.view(s, ANN).display.find((x) => x.card === card)?.slots[slot]).toEqual({
        occupied: true,
        owner: RIV,
        possible: slot === 3 ? ['S', 'M'] : ['M', 'P'],
        faceDown: true,
      });
    };
    // (a) t = 0, Crowd: S21 has the fewest empty slots among cards with a slot for M.
    expectRivalOn(0, 'S21', 2, 'crowd');
    // (b) t = 1, Stir: S01 and S23 both have 2 empty slots; the lower position wins; slot 3 (Bard).
    expectRivalOn(1, 'S01', 3, 'stir');
    // (c) t = 2, Party, with no party tile to take M: falls through to Crowd.
    expectRivalOn(2, 'S21', 2, 'crowd', true);
    const open = setUp(2);
    // …while with the party tiles open, Party picks the first tile with a slot for M (PT1 slot 3, Bard).
    expect(rivalTarget(open, M, 2)).toEqual({ target: { kind: 'party', party: 'PT1', slot: 3 }, focus: 'party' });
  });

  it('14.49 Rival claims', () => {
    // K = 3 (normal). The Rival holds 1 claim (row 0) and 5 potions in its ledger; this round it
    // wins The Minstrels' Gallery with two sanguines: 7 → target min(4, ⌊7/3⌋) = 2.
    const s = fiefGame(1, { deck: ['S05', 'S01', 'S03', 'S08'], objectives: ['FO1', 'FO2', 'FO5', 'FO3'] });
    expect(s.options.soloDifficulty).toBe('normal');
    s.objectives[0]?.claimedBy.push(RIV);
    putInLedger(s, { C: 2, M: 3 });
    put(s, RIV, 'S', scene('S05', 0));
    put(s, RIV, 'S', scene('S05', 1));
    stash(s, RIV, 'all');
    // Ann holds the four corners: Four Corners (FO5, row 2).
    putOnFief(s, ANN, 'C', 0, 0);
    putOnFief(s, ANN, 'S', 0, 3);
    putOnFief(s, ANN, 'P', 2, 0);
    putOnFief(s, ANN, 'P', 2, 3);
    const log = passRound(s);
    expect(keys(log)).toContain('fh.log.rival-pass-empty');
    expect(sum(s.fiefdom?.ledger ?? [])).toBe(7);
    expect(s.objectives.map((o) => o.claimedBy)).toEqual([[RIV], [RIV], [ANN], []]);
    const claims = log.filter((e) => e.key === 'fh.log.claim-fief' || e.key === 'fh.log.rival-claim');
    expect(claims.map((e) => [e.key, e.params?.objective])).toEqual([
      ['fh.log.claim-fief', 'FO5'],
      ['fh.log.rival-claim', 'FO2'],
    ]);
    expect(log.find((e) => e.key === 'fh.log.parties-triggered')?.params).toMatchObject({
      markers: 2,
      parties: ['PT1', 'PT2'],
    });
    expect(s.parties.map((p) => p.resolved)).toEqual([true, true, false, false, false, false]);
    expect(fourHumours.view(s, ANN).rival).toMatchObject({ objectives: 2, ledgerSize: 7, claimTarget: 2 });
  });

  it('14.50 solo result', () => {
    const finished = (fief: number, ledger: number, objectives = 2) => {
      const s = fiefGame(1, { objectives: ['FO1', 'FO2', 'FO3', 'FO4'] });
      s.objectives.forEach((o, row) => {
        if (row < objectives) o.claimedBy.push(ANN);
        if (row < 2) o.claimedBy.push(RIV);
      });
      for (let k = 0; k < fief; k++)
        putOnFief(s, ANN, (['C', 'S', 'M', 'P'] as const)[k % 4] ?? 'C', Math.floor(k / 4), k % 4);
      putInLedger(s, { C: Math.min(ledger, 5), S: Math.max(0, ledger - 5) });
      s.phase = 'over';
      s.endTriggers = ['deck'];
      return s;
    };
    const win = finished(9, 8);
    expect(fourHumours.outcome(win)).toEqual({
      ranking: [[ANN]],
      scores: [29],
      soloResult: 'win',
      solo: {
        result: 'win',
        decidedBy: 'fief-vs-ledger',
        objectives: 2,
        fiefPotions: 9,
        rivalObjectives: 2,
        ledger: 8,
        score: 29,
      },
    });
    expect(fourHumours.endReason(win)).toBe('solo-win-scene-deck-short');
    const draw = finished(9, 9);
    expect(fourHumours.outcome(draw)).toMatchObject({ ranking: [[ANN]], scores: [29], soloResult: 'draw' });
    expect(fourHumours.endReason(draw)).toBe('solo-draw-scene-deck-short');
    expect(fourHumours.outcome(finished(9, 10))).toMatchObject({
      soloResult: 'loss',
      solo: { decidedBy: 'fief-vs-ledger' },
    });
    expect(fourHumours.outcome(finished(1, 10, 3))).toMatchObject({
      scores: [31],
      soloResult: 'win',
      solo: { decidedBy: 'objectives' },
    });
    expect(fourHumours.outcome(finished(12, 0, 1))).toMatchObject({
      soloResult: 'loss',
      solo: { decidedBy: 'objectives' },
    });
    expect(fourHumours.view(win, 'spectator').result?.soloResult).toBe('win');
  });
});

describe('Fiefdom placement rules (§10.5)', () => {
  it('FW-1 puts a winner on an empty plot of its citizen type, automatically when only one is left', () => {
    const s = fiefGame(2, { deck: ['S03', 'S01', 'S08', 'S12'] });
    put(s, ANN, 'C', scene('S03', 1));
    passRound(s);
    expect(s.pending?.plots).toEqual([0, 6]);
    act(s, ANN, choosePlot(1, 2));
    const again = fiefGame(2, { deck: ['S03', 'S01', 'S08', 'S12'] });
    putOnFief(again, ANN, 'P', 0, 0);
    put(again, ANN, 'C', scene('S03', 1));
    const log = passRound(again);
    expect(again.pending).toBeNull();
    expect(keys(log)).toContain('fh.log.to-plot');
    expect(fiefOf(again, ANN)).toEqual([
      [0, 0, 'P'],
      [1, 2, 'C'],
    ]);
  });

  it('FE-1 sends an escaper next to a plot of its type, never onto one', () => {
    // The Singing Stones (BAR, WIT, NUN), POP: a lone melancholic on the Witch slot escapes.
    const s = fiefGame(2, { deck: ['S08', 'S01', 'S03', 'S12'] });
    put(s, ANN, 'M', scene('S08', 1));
    passRound(s);
    // Witch plots (0,2) and (2,0); their neighbours that are not Witch plots.
    expect(s.pending?.plots).toEqual([1, 3, 4, 6, 9]);
    expect(fourHumours.activeSeats(s)).toEqual([ANN]);
    act(s, ANN, choosePlot(2, 1));
    expect(fiefOf(s, ANN)).toEqual([[2, 1, 'M']]);
  });

  it('FW-2 and FE-2: animal winners take any empty plot, animal escapers must join their owner’s potions', () => {
    // The Dragon (BEAST): Ann's C on the dragon and Bob's C on the Knight both escape (two C).
    const s = fiefGame(2, { deck: ['S35', 'S01', 'S03', 'S08'] });
    putOnFief(s, ANN, 'P', 2, 3);
    put(s, ANN, 'C', scene('S35', 0));
    put(s, BOB, 'C', scene('S35', 1));
    const log = passRound(s);
    // Ann's animal escaper: empty plots next to her potion on (2,3).
    expect(s.pending?.owner).toBe(ANN);
    expect(s.pending?.plots).toEqual([7, 10]);
    act(s, ANN, choosePlot(1, 3));
    // Bob's Knight escaper: FE-1 next to the Knight plots.
    expect(s.pending?.owner).toBe(BOB);
    act(s, BOB, choosePlot(0, 1));
    expect(keys(log)).toContain('fh.log.decision-escape-plot');

    // An animal escaper with an empty fief has nowhere to go (FX); an animal winner goes anywhere.
    const lone = fiefGame(2, { deck: ['S35', 'S01', 'S03', 'S08'] });
    put(lone, ANN, 'C', scene('S35', 0));
    put(lone, BOB, 'C', scene('S35', 1));
    passRound(lone);
    expect(lone.pending?.owner).toBe(BOB);
    const winner = fiefGame(2, { deck: ['S35', 'S01', 'S03', 'S08'] });
    put(winner, ANN, 'C', scene('S35', 0));
    passRound(winner);
    expect(winner.pending?.plots).toEqual(Array.from({ length: 12 }, (_, p) => p));
  });

  it('party winners go to the fief by their party slot; Rival party winners to its ledger, losers removed', () => {
    const s = fiefGame(1, { deck: ['S05', 'S01', 'S03', 'S08'], objectives: ['FO1', 'FO2', 'FO5', 'FO3'] });
    // PT1 (NOB, NOB, KNI, BAR, NUN), POP: Ann's P on the Knight and the Rival's P on the Nun win.
    put(s, ANN, 'P', { kind: 'party', party: 'PT1', slot: 2 });
    put(s, RIV, 'P', { kind: 'party', party: 'PT1', slot: 4 });
    put(s, RIV, 'S', { kind: 'party', party: 'PT1', slot: 0 });
    stash(s, RIV, 'all');
    for (const [r, c] of [
      [0, 0],
      [0, 3],
      [2, 0],
    ] as const)
      putOnFief(s, ANN, 'C', r, c);
    putOnFief(s, ANN, 'S', 2, 3);
    const log = passRound(s);
    expect(s.objectives[2]?.claimedBy).toEqual([ANN]);
    expect(s.parties[0]?.resolved).toBe(true);
    // Ann's P: her only empty Knight plot, (1,2), so no decision; the Rival's P to its ledger.
    expect(s.pending).toBeNull();
    expect(fiefOf(s, ANN)).toContainEqual([1, 2, 'P']);
    expect(s.fiefdom?.ledger).toEqual([0, 0, 0, 1]);
    // The 18 potions stashed out of its bag, and the losing sanguine.
    expect(s.removed[RIV]).toEqual([5, 5, 5, 4]);
    expect(keys(log)).toEqual(
      expect.arrayContaining(['fh.log.to-plot', 'fh.log.to-ledger', 'fh.log.outcome.discard-removed']),
    );
  });
});
