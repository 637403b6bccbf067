import { canonicalJson, Rng, renderMessage } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import {
  describeObject,
  type FourHumoursAction,
  type FourHumoursState,
  fourHumours,
  messages,
  type ObjectRef,
  tablesFor,
} from '../src/index.ts';
import { ANN, BOB, choose, game, party, passRound, put, putOnMap, scene } from './scenarios/fixture.ts';

const viewers = (n: number) => [...Array.from({ length: n }, (_, p) => p), 'spectator' as const];

/** Plays random legal actions, calling `visit` on every state reached. */
function randomGame(players: number, seed: string, visit: (s: FourHumoursState) => void): FourHumoursState {
  const rng = new Rng(seed);
  let s = fourHumours.setup(players, fourHumours.optionsSchema.parse({}), seed);
  visit(s);
  for (let i = 0; i < 2000 && fourHumours.activeSeats(s).length > 0; i++) {
    const seat = fourHumours.activeSeats(s)[0] as number;
    const legal = fourHumours.legalActions(s, seat);
    s = fourHumours.apply(s, seat, rng.pick(legal) as FourHumoursAction);
    visit(s);
  }
  return s;
}

function checkDeterminize(s: FourHumoursState, rng: Rng): void {
  for (let p = 0; p < s.seats; p++) {
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

  it('describes every action and every object in English', () => {
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
    const texts = actions.map((a) => renderMessage(fourHumours.describe(s, ANN, a), messages));
    expect(texts[0]).toBe('Seat 1 places a Choleric potion on “The Throne Room”, slot 3 (Knight).');
    expect(texts[1]).toBe('Seat 1 places a Melancholic potion on the party tile “The Feast of Fools”, slot 1 (Nun).');
    for (const text of texts) expect(text).not.toMatch(/[{}]/);
    const v = fourHumours.view(s, 'spectator');
    const refs: ObjectRef[] = [
      { kind: 'cell', id: 'A1' },
      { kind: 'cell', id: 'AP' },
      { kind: 'scene', id: 'S01' },
      { kind: 'scene', id: 'S35' },
      { kind: 'party', id: 'PT1' },
      { kind: 'objective', id: s.objectives[0]?.objective ?? 'O1' },
      { kind: 'cell', id: 'Q9' },
    ];
    const out = refs.map((r) => renderMessage(describeObject(v, r), messages));
    expect(out[0]).toBe(
      "“The Throne Room” (A1), a Noble location in Crownhold; linked to The Minstrels' Gallery, The Great Hall; potions here: 1.",
    );
    expect(out[6]).toBe('There is no cell “Q9” in this game.');
    for (const text of out) expect(text).not.toMatch(/[{}]/);
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
          expect(messages[m.key], m.key).toBeDefined();
          expect(renderMessage(m, messages), m.key).not.toMatch(/[{}]/);
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
