import { canonicalJson, type LogEntry, type Message, Rng, renderMessage } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { type FourHumoursAction, type FourHumoursState, fourHumours, messages, tablesFor } from '../src/index.ts';
import {
  ANN,
  BOB,
  choose,
  choosePlot,
  fiefGame,
  game,
  party,
  passRound,
  put,
  putInLedger,
  putOnFief,
  putOnMap,
  RIV,
  scene,
  stash,
  sum,
} from './scenarios/fixture.ts';

const viewers = (n: number) => [...Array.from({ length: n }, (_, p) => p), 'spectator' as const];

/** Plays random legal actions, calling `visit` on every state reached. */
function randomGame(players: number, seed: string, visit: (s: FourHumoursState) => void): FourHumoursState {
  const rng = new Rng(seed);
  let s = fourHumours.setup(players, fourHumours.optionsSchema.parse({}), seed);
  visit(s);
  for (let i = 0; i < 2000 && fourHumours.activeSeats(s).length > 0; i++) {
    const seat = fourHumours.activeSeats(s)[0] as number;
    const legal = fourHumours.legalActions(s, seat);
    s = fourHumours.apply(s, seat, rng.pick(legal));
    visit(s);
  }
  return s;
}

function checkDeterminize(s: FourHumoursState, rng: Rng): void {
  // The seats of the match: in Solo only the player (the Rival, seat 1, is not one).
  const players = s.options.mode === 'solo' ? 1 : s.seats;
  for (let p = 0; p < players; p++) {
    const v = fourHumours.view(s, p);
    const sampled = fourHumours.determinize(v, p, rng);
    expect(canonicalJson(fourHumours.view(sampled, p))).toBe(canonicalJson(v));
    expect(fourHumours.legalActions(sampled, p)).toEqual(fourHumours.legalActions(s, p));
    expect(fourHumours.validate(sampled, p, { type: 'pass' })?.code).toBe(
      fourHumours.validate(s, p, { type: 'pass' })?.code,
    );
  }
}

describe('views, determinize and descriptions', () => {
  it('determinize gives back the view it came from, at every kind of moment', () => {
    const rng = new Rng('det');
    let pendings = 0;
    for (const players of [2, 4, 6]) {
      randomGame(players, `det-${players}`, (s) => {
        if (s.pending) pendings++;
        if (s.pending || rng.int(10) === 0 || s.phase === 'over') checkDeterminize(s, rng);
      });
    }
    expect(pendings).toBeGreaterThan(0);
  });

  it('determinize keeps face-down party potions within their two humours and samples the deck', () => {
    const s = game(3);
    put(s, BOB, 'C', party('PT1', 0));
    put(s, BOB, 'P', party('PT1', 2));
    const v = fourHumours.view(s, ANN);
    const seen = new Set<string>();
    const rng = new Rng('sample');
    for (let i = 0; i < 40; i++) {
      const d = fourHumours.determinize(v, ANN, rng);
      const [a, , b] = d.parties[0]?.slots ?? [];
      expect([0, 1].map((h) => BOB * 4 + h)).toContain(a);
      expect([0, 3].map((h) => BOB * 4 + h)).toContain(b);
      expect(d.hands[ANN]).toEqual(s.hands[ANN]);
      expect(d.bags[ANN]).toEqual(s.bags[ANN]);
      expect([...d.deck].sort()).toEqual([...s.deck].sort());
      seen.add(d.deck.join());
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('keeps every seat’s secrets out of everyone else’s view', () => {
    randomGame(4, 'secrets', (s) => {
      for (let owner = 0; owner < 4; owner++) {
        const secrets = fourHumours.secretsOf(s, owner);
        const own = JSON.stringify(fourHumours.view(s, owner));
        for (const secret of secrets) expect(own).toContain(secret);
        for (const viewer of viewers(4)) {
          if (viewer === owner) continue;
          const json = JSON.stringify(fourHumours.view(s, viewer));
          for (const secret of secrets) expect(json).not.toContain(secret);
        }
      }
    });
  });

  it('describes every action in English', () => {
    const s = game(3, { deck: ['S35', 'S01', 'S03', 'S08'] });
    putOnMap(s, ANN, 'C', 'A1');
    const actions: FourHumoursAction[] = [
      { type: 'place', humour: 'C', target: scene('S01', 2) },
      { type: 'place', humour: 'M', target: party('PT3', 0) },
      { type: 'pass' },
      { type: 'mulligan' },
      choose('A1'),
      { type: 'choosePlot', plot: [0, 1] },
    ];
    const texts = actions.map((a) => renderMessage(messages, 'en', fourHumours.describe(s, ANN, a)));
    expect(texts[0]).toBe('Seat 1 places a choleric potion on “The Throne Room”, slot 3 (knight).');
    expect(texts[1]).toBe('Seat 1 places a melancholic potion on the party tile “The Feast of Fools”, slot 1 (nun).');
    for (const text of texts) expect(text).not.toMatch(/[{}]/);
  });

  it('renders every log entry of random games without a missing template or parameter', () => {
    const t = tablesFor('SC-1');
    expect(t.cells).toHaveLength(36);
    const rng = new Rng('render');
    let s = fourHumours.setup(4, fourHumours.optionsSchema.parse({}), 'render');
    const seen = new Set<string>();
    while (fourHumours.activeSeats(s).length > 0) {
      const seat = fourHumours.activeSeats(s)[0] as number;
      const log: Parameters<typeof fourHumours.apply>[3] = [];
      s = fourHumours.apply(s, seat, rng.pick(fourHumours.legalActions(s, seat)), log);
      for (const e of log ?? []) {
        for (const m of [e, ...(e.others ? [e.others] : [])]) {
          seen.add(m.key);
          expect(messages.en[m.key], m.key).toBeDefined();
          expect(renderMessage(messages, 'en', m), m.key).not.toMatch(/[{}]/);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('survives a JSON round trip and clones deeply', () => {
    const s = game(3);
    put(s, ANN, 'S', scene(s.display[0]?.card ?? 'S01', 0));
    passRound(s);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    const c = fourHumours.clone(s);
    expect(c).toEqual(s);
    c.hands[0]?.fill(9);
    c.cells[0]?.push(1);
    expect(s.hands[0]).not.toEqual([9, 9, 9, 9]);
    expect(s.cells[0]).not.toContain(1);
  });
});

/** A random Fiefdom or Solo game, calling `visit` on every state reached. */
function randomFiefGame(players: number, seed: string, visit: (s: FourHumoursState) => void): FourHumoursState {
  const rng = new Rng(seed);
  const mode = players === 1 ? 'solo' : 'fiefdom';
  let s = fourHumours.setup(players, fourHumours.optionsSchema.parse({ mode }), seed);
  visit(s);
  for (let i = 0; i < 2000 && fourHumours.activeSeats(s).length > 0; i++) {
    const seat = fourHumours.activeSeats(s)[0] as number;
    s = fourHumours.apply(s, seat, rng.pick(fourHumours.legalActions(s, seat)));
    visit(s);
  }
  return s;
}

describe('Fiefdom and Solo views, determinize and descriptions', () => {
  it('determinize gives back the view it came from, plot decisions and the Rival’s potions included', () => {
    const rng = new Rng('det-fief');
    let pendings = 0;
    let rivalFaceDown = 0;
    for (const [players, games] of [
      [1, 12],
      [2, 3],
      [5, 2],
    ] as const) {
      for (let g = 0; g < games; g++) {
        randomFiefGame(players, `det-fief-${players}-${g}`, (s) => {
          if (s.pending) pendings++;
          if (players === 1 && s.phase === 'placement') {
            rivalFaceDown += s.display.filter((d) => d.slots.some((p) => p >= 0 && p >> 2 === RIV)).length;
          }
          if (s.pending || rng.int(6) === 0 || s.phase === 'over') checkDeterminize(s, rng);
        });
      }
    }
    expect(pendings).toBeGreaterThan(0);
    expect(rivalFaceDown).toBeGreaterThan(0);
  });

  it('keeps the Rival’s face-down potions and bag out of every view; the player sees owner and two humours', () => {
    let checked = 0;
    for (let g = 0; g < 5; g++) {
      randomFiefGame(1, `rival-secrets-${g}`, (s) => {
        const rival = fourHumours.secretsOf(s, RIV);
        const mine = fourHumours.secretsOf(s, ANN);
        const own = JSON.stringify(fourHumours.view(s, ANN));
        const spectator = JSON.stringify(fourHumours.view(s, 'spectator'));
        for (const secret of rival) {
          expect(own).not.toContain(secret);
          expect(spectator).not.toContain(secret);
          checked++;
        }
        for (const secret of mine) {
          expect(own).toContain(secret);
          expect(spectator).not.toContain(secret);
        }
        const v = fourHumours.view(s, ANN);
        expect(v.players[RIV]).toMatchObject({ seat: RIV, rival: true, handCount: 0, onMap: 0 });
        expect(v.rival?.bagCount).toBe(sum(s.bags[RIV] ?? []));
        for (const d of v.display) {
          for (const slot of d.slots) {
            if (slot.occupied && slot.owner === RIV && slot.faceDown) expect(slot).not.toHaveProperty('humour');
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('shows fiefs, the ledger and the Rival to everyone, and nothing of the kingdom map', () => {
    const s = fiefGame(1, { deck: ['S03', 'S01', 'S08', 'S12'] });
    putOnFief(s, ANN, 'P', 0, 0);
    putInLedger(s, { C: 2, P: 1 });
    const v = fourHumours.view(s, 'spectator');
    expect(v.map).toEqual({ tiles: [], cells: {} });
    expect(v.fiefBoard).toEqual([
      ['knight', 'noble', 'witch', 'bard'],
      ['peasant', 'nun', 'knight', 'noble'],
      ['witch', 'bard', 'peasant', 'nun'],
    ]);
    expect(v.fiefs).toHaveLength(1);
    expect(v.fiefs?.[0]?.plots[0]).toEqual([{ owner: ANN, humour: 'P' }, null, null, null]);
    expect(v.fiefs?.[0]?.count).toBe(1);
    expect(v.ledger).toEqual({ C: 2, S: 0, M: 0, P: 1 });
    expect(v.rival).toEqual({
      seat: RIV,
      difficulty: 'normal',
      claimRate: 3,
      bagCount: 17,
      ledgerSize: 3,
      objectives: 0,
      claimTarget: 1,
      turnsThisRound: 0,
      nextFocus: 'crowd',
    });
    expect(v.players.map((p) => p.seat)).toEqual([ANN, RIV]);
    expect(v.players[ANN]?.onMap).toBe(1);
    const kingdom = fourHumours.view(game(3), 'spectator');
    for (const key of ['fiefBoard', 'fiefs', 'ledger', 'rival']) expect(kingdom).not.toHaveProperty(key);
    const fiefdom = fourHumours.view(fiefGame(3), BOB);
    expect(fiefdom.fiefs).toHaveLength(3);
    for (const key of ['ledger', 'rival']) expect(fiefdom).not.toHaveProperty(key);
  });

  it('describes plot choices in English', () => {
    const s = fiefGame(1, { deck: ['S03', 'S01', 'S08', 'S12'] });
    const say = (m: Message) => renderMessage(messages, 'en', m);
    expect(say(fourHumours.describe(s, ANN, choosePlot(1, 2)))).toBe(
      'Seat 1 sends the potion to the knight plot (1, 2) of their fief.',
    );
    expect(say(fourHumours.describe(s, ANN, choosePlot(5, 0)))).toBe(
      'Seat 1 sends the potion to plot (5, 0), which is not on the fief.',
    );
  });

  it('renders every log entry of random Fiefdom and Solo games, and hides the Rival’s humours until RES-1', () => {
    const seen = new Set<string>();
    for (const [players, seed] of [
      [1, 'render-solo-1'],
      [1, 'render-solo-2'],
      [3, 'render-fief'],
    ] as const) {
      const rng = new Rng(seed);
      let s = fourHumours.setup(
        players,
        fourHumours.optionsSchema.parse({ mode: players === 1 ? 'solo' : 'fiefdom' }),
        seed,
      );
      while (fourHumours.activeSeats(s).length > 0) {
        const seat = fourHumours.activeSeats(s)[0] as number;
        const log: LogEntry[] = [];
        s = fourHumours.apply(s, seat, rng.pick(fourHumours.legalActions(s, seat)), log);
        for (const e of log) {
          for (const m of [e, ...(e.others ? [e.others] : [])]) {
            seen.add(m.key);
            expect(messages.en[m.key], m.key).toBeDefined();
            expect(renderMessage(messages, 'en', m), m.key).not.toMatch(/[{}]/);
          }
          if (e.key.startsWith('fh.log.rival-')) {
            expect(e.params).not.toHaveProperty('humour');
          }
        }
      }
    }
    for (const key of ['fh.log.rival-place', 'fh.log.to-plot', 'fh.log.to-ledger', 'fh.log.claim-fief']) {
      expect(seen, key).toContain(key);
    }
  });

  it('survives a JSON round trip and clones deeply', () => {
    const s = fiefGame(1, { deck: ['S03', 'S01', 'S08', 'S12'] });
    putOnFief(s, ANN, 'P', 0, 0);
    putInLedger(s, { C: 1 });
    stash(s, RIV, 'all');
    put(s, ANN, 'C', scene('S03', 1));
    putOnFief(s, ANN, 'P', 1, 2);
    passRound(s);
    expect(s.pending?.plots).toBeDefined();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    const c = fourHumours.clone(s);
    expect(c).toEqual(s);
    c.fiefdom?.fiefs[0]?.fill(7);
    c.fiefdom?.ledger?.fill(9);
    c.pending?.plots?.push(99);
    expect(s.fiefdom?.fiefs[0]).not.toContain(7);
    expect(s.fiefdom?.ledger).toEqual([1, 0, 0, 0]);
    expect(s.pending?.plots).not.toContain(99);
  });
});
