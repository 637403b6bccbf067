import { type LogEntry, Rng, renderMessage, visibleLog } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import {
  clientHints,
  defaultOptions,
  tribesOfTheWind as g,
  messages,
  scoreBreakdown,
  type TotwState,
} from '../src/index.ts';
import { secretsOf } from '../src/secrets.ts';
import { act, at, board, F2, F3, pending, putTile, setPollution } from './scenarios/fixtures.ts';

function roundTrip(s: TotwState, seat: number): void {
  const v = g.view(s, seat);
  const d = g.determinize(v, seat, new Rng(`det-${seat}`));
  expect(g.view(d, seat)).toEqual(v);
  expect(g.legalActions(d, seat)).toEqual(g.legalActions(s, seat));
}

describe('views (§7)', () => {
  it('show faces only to the owner; backs are sorted for everyone else; the row shows backs', () => {
    const s = F3({ holders: { 0: ['Y01', 'B03', 'r', 'g', 'b'] } });
    const mine = g.view(s, 0);
    expect(mine.holders[0]?.cards).toEqual(s.holders[0]);
    expect(mine.holders[0]?.backs).toEqual(['wind', 'water', 'fire', 'earth', 'water']);
    const theirs = g.view(s, 1);
    expect(theirs.holders[0]).toEqual({ backs: ['water', 'water', 'fire', 'earth', 'wind'], cards: null });
    const spectator = JSON.stringify(g.view(s, 'spectator'));
    for (const id of [...(s.holders[0] ?? []), ...s.row, ...s.deck]) expect(spectator).not.toContain(id);
    expect(theirs.row).toEqual(['water', 'fire', 'earth', 'wind']);
    expect(theirs.deck).toEqual({ size: s.deck.length, top: expect.any(String) });
  });

  it('honour deckTopVisible, discardVisibility and tuckedCardsPublic', () => {
    const s = F3({
      deckSize: 20,
      config: { deckTopVisible: false, discardVisibility: 'top', tuckedCardsPublic: false },
    });
    const v = g.view(s, 1);
    expect(v.deck.top).toBeNull();
    expect(v.discard).toEqual({ size: s.discard.length, cards: [s.discard.at(-1)] });
    expect(v.boards[0]?.tucked).toEqual([null]);
    expect(v.boards[1]?.tucked).toEqual(s.boards[1]?.tucked);
    expect(secretsOf(s, 0)).toContain(s.boards[0]?.tucked[0]);
    for (const seat of [0, 1, 2]) roundTrip(s, seat);
    expect(scoreBreakdown(v, 0).complete).toBe(false);
    expect(scoreBreakdown(v, 1).complete).toBe(true);
  });

  it('determinize round-trips during another seat’s blind draw and one’s own', () => {
    const s = F3({ holders: { 0: ['B03', 'B05', 'R02', 'g', 'y'] }, config: { tuckedCardsPublic: false } });
    act(s, 0, { type: 'temple', discard: ['B03', 'B05', 'R02'], slot: 0, cell: at(0, 0) });
    act(s, 0, { type: 'draw', source: 'row', slot: 1 });
    act(s, 0, { type: 'draw', source: 'deck' });
    expect(s.turn.blind.length).toBe(2);
    for (const seat of [0, 1, 2]) roundTrip(s, seat);
    expect(g.view(s, 1).turn.blindBacks).toEqual(g.view(s, 0).turn.blindBacks);
    expect(secretsOf(s, 0)).not.toContain(s.turn.blind[0]);
  });
});

describe('client hints (UI-DESIGN §8.2)', () => {
  it('give each hand row’s playability with the counts behind it', () => {
    const s = F3({
      holders: { 0: ['R01', 'r', 'r', 'g', 'y'], 1: ['b', 'r', 'g', 'y', 'r'], 2: ['r', 'g', 'y', 'r', 'g'] },
    });
    const hand = clientHints(g.view(s, 0)).hand ?? [];
    const r01 = hand.find((h) => h.id === 'R01');
    expect(r01?.rows?.map((r) => [r.row, r.ok])).toEqual([
      ['easy', true],
      ['hard', false],
    ]);
    expect(r01?.rows?.[1]?.counts).toEqual({ element: 'water', self: 0, left: 1, right: 0, row: 1, rowSide: null });
    expect(r01?.rows?.[1]?.text).toContain('needs fewer water cards than both of your neighbours');
    expect(clientHints(g.view(s, 'spectator')).hand).toBeNull();
  });

  it('name the row as a neighbour with two players', () => {
    const s = F2({ holders: { 0: ['R01', 'r', 'g', 'g', 'y'], 1: ['b', 'b', 'r', 'g', 'y'] } });
    const row = clientHints(g.view(s, 0)).hand?.[0]?.rows?.[1];
    expect(row?.counts).toEqual({ element: 'water', self: 0, left: 2, right: 1, row: 1, rowSide: 'right' });
  });

  it('give the pending decision with progress, source and queued effects; plant costs after discounts', () => {
    const s = F3({
      holders: { 0: ['G02', 'g', 'g', 'r', 'y'], 1: ['b', 'r', 'y', 'r', 'y'], 2: ['b', 'r', 'y', 'r', 'y'] },
    });
    board(s).abilities = ['seedBank'];
    board(s).water = 5;
    act(s, 0, { type: 'play', card: 'G02', row: 'hard' });
    const hints = clientHints(g.view(s, 0));
    expect(hints.pending).toMatchObject({
      kind: 'cleanse',
      done: 0,
      n: 1,
      source: { kind: 'card', id: 'G02', row: 'hard' },
    });
    expect(hints.pending?.queued).toEqual([
      { source: { kind: 'card', id: 'G02', row: 'hard' }, effects: [{ kind: 'plant', discount: 2 }] },
    ]);
    act(s, 0, { type: 'cleanse', cell: at(1, 0) });
    const costs = clientHints(g.view(s, 0)).plantCosts;
    for (const c of costs) expect(c.cost).toBe(Math.max(0, c.printed - 3));
    expect(clientHints(g.view(s, 0)).pending).toMatchObject({ kind: 'plant', discount: 2 });
  });

  it('give leader-task progress and a live score breakdown', () => {
    const s = F3();
    putTile(s, 0, 0, 1, 'M08');
    setPollution(s, 0, 0, 2, 0);
    board(s).water = 5;
    const hints = clientHints(g.view(s, 2));
    expect(hints.tasks[0]?.[1]).toMatchObject({
      task: 'unique',
      done: false,
      progress: { met: false, have: 5, need: 8 },
    });
    expect(hints.tasks[0]?.[0]?.progress.met).toBe(false);
    expect(hints.scores[0]?.detail.tileCount).toBe(2);
    expect(hints.scores[0]).toEqual(scoreBreakdown(s, 0));
  });
});

describe('options', () => {
  it('default to the spec’s RulesConfig (§0.3), with the current content edition', () => {
    expect(defaultOptions()).toEqual({
      playedCardCounts: true,
      twoPlayerRowSide: 'right',
      deckTopVisible: true,
      forestStackTopTakeable: true,
      buildPollutionStacks: true,
      discardVisibility: 'full',
      tuckedCardsPublic: true,
      startingWater: 0,
      tileScoreTable: [0, 0, 0, 0, 0, 1, 2, 4, 6, 8, 11, 14, 18],
      stuckDiscard: true,
      maxRounds: 40,
      contentEdition: 2,
    });
  });

  it('reject duplicate leaders, a wrong leader count and bad values with clear messages', () => {
    const dup = g.optionsSchema.safeParse({ leaders: ['ysolde', 'ysolde'] });
    expect(dup.success).toBe(false);
    expect(JSON.stringify(dup.error?.issues)).toContain('leaders must be distinct');
    expect(g.optionsSchema.safeParse({ tileScoreTable: [1, 2] }).success).toBe(false);
    expect(g.optionsSchema.safeParse({ startingWater: -1 }).success).toBe(false);
    expect(g.optionsSchema.safeParse({ nonsense: 1 }).success).toBe(false);
    expect(JSON.stringify(g.optionsSchema.safeParse({ contentEdition: 3 }).error?.issues)).toContain(
      'contentEdition must be 1 or 2',
    );
    expect(() => g.setup(3, defaultOptions({ leaders: ['ysolde', 'sefu'] }), 'x')).toThrow(/3 players but 2 leaders/);
  });

  it('deal distinct leaders from the seed when none are given, without changing the shuffles', () => {
    const a = g.setup(4, defaultOptions(), 'seed-a');
    expect(new Set(a.leaders).size).toBe(4);
    expect(g.setup(4, defaultOptions(), 'seed-a').leaders).toEqual(a.leaders);
    const given = g.setup(4, defaultOptions({ leaders: ['amaru', 'sefu', 'mirren', 'karrek'] }), 'seed-a');
    expect(given.leaders).toEqual(['amaru', 'sefu', 'mirren', 'karrek']);
    expect(given.deck).toEqual(a.deck);
    expect(given.holders).toEqual(a.holders);
  });
});

describe('describe and the log', () => {
  it('describe every action of a game with templates that fill every placeholder', () => {
    const log: LogEntry[] = [];
    let s = g.setup(3, defaultOptions({ maxRounds: 6 }), 'describe');
    const rng = new Rng('describe');
    while (g.activeSeats(s).length > 0) {
      const seat = g.activeSeats(s)[0] as number;
      for (const a of g.legalActions(s, seat)) {
        const text = renderMessage(messages, 'en', g.describe(s, seat, a));
        expect(text).not.toMatch(/\{\w+\}/);
        expect(text).not.toContain('totw.');
      }
      s = g.apply(s, seat, rng.pick(g.legalActions(s, seat)), log);
    }
    for (const viewer of [0, 1, 'spectator'] as const) {
      for (const m of visibleLog(log, viewer)) {
        const text = renderMessage(messages, 'en', m);
        expect(text).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('show drawn faces only to the drawer', () => {
    const s = F3({ holders: { 0: ['B03', 'b', 'r', 'g'] } });
    pending(s, { t: 'drawEnd', blind: false });
    s.queue.push({ t: 'draw', n: 1, done: 0, blind: false });
    const card = s.row[2];
    const log: LogEntry[] = [];
    g.applyInPlace(s, 0, { type: 'draw', source: 'row', slot: 2 }, log);
    const spectator = visibleLog(log, 'spectator').map((m) => renderMessage(messages, 'en', m));
    const owner = visibleLog(log, 0).map((m) => renderMessage(messages, 'en', m));
    expect(spectator.join('\n')).not.toContain(card);
    expect(spectator[0]).toMatch(/takes one earth card from the element row \(slot 3\)/);
    expect(owner[0]).toContain(card);
  });
});

describe('reveal points (§7 note 4)', () => {
  it('count a play, a draw with its refill, a plant; not a step', () => {
    const s = F3({ holders: { 0: ['G11', 'y', 'r', 'g', 'b'] } });
    board(s).water = 5;
    const r0 = s.reveals;
    act(s, 0, { type: 'play', card: 'G11', row: 'easy' });
    expect(s.reveals).toBe(r0 + 1);
    act(s, 0, { type: 'plant', source: 'market', slot: 0, cell: at(0, 1) });
    expect(s.reveals).toBe(r0 + 2);
    act(s, 0, { type: 'step', from: 'capital', to: at(0, 0) });
    expect(s.reveals).toBe(r0 + 2);
    act(s, 0, { type: 'draw', source: 'row', slot: 0 });
    expect(s.reveals).toBe(r0 + 4);
    expect(g.view(s, 1).reveals).toBe(s.reveals);
  });
});
