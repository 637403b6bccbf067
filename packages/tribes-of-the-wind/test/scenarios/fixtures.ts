/**
 * Fixture builder for the §9 scenarios (§9.0): states built directly, with named cards where a
 * scenario names them and filler cards (`b r g y`) of the right element elsewhere. Every state
 * keeps each component in exactly one place, so conservation holds throughout the tests.
 */
import { canonicalJson, type RuleError, rngStateFromSeed, stateHash } from '@boardhall/engine';
import { expect } from 'vitest';
import { actionSchema, type TotwAction } from '../../src/actions.ts';
import { conservation } from '../../src/conservation.ts';
import type { Effect, LeaderId } from '../../src/content/schema.ts';
import { cellIndex, START_CELL } from '../../src/grid.ts';
import { defaultOptions, type RulesConfig, rulesConfigOf } from '../../src/options.ts';
import { applyAction } from '../../src/rules/apply.ts';
import { legalActions } from '../../src/rules/legal.ts';
import { currentQuestion, run } from '../../src/rules/run.ts';
import { validateAction } from '../../src/rules/validate.ts';
import { setupGame } from '../../src/setup.ts';
import type { BoardState, QuestionKind, Source, Task, TotwState } from '../../src/state.ts';
import { CAT } from '../../src/tables.ts';

const FILLER: Record<string, number> = { b: 0, r: 1, g: 2, y: 3 };
const DEFAULT_LEADERS: Record<number, LeaderId[]> = {
  2: ['ysolde', 'sefu'],
  3: ['ysolde', 'karrek', 'mirren'],
  4: ['ysolde', 'karrek', 'mirren', 'sefu'],
  5: ['ysolde', 'karrek', 'mirren', 'sefu', 'amaru'],
};

export interface FixtureSpec {
  players?: number;
  leaders?: LeaderId[];
  config?: Partial<RulesConfig>;
  /** Holders by seat; ids or fillers. Unlisted seats hold `r g y r g` (no water). */
  holders?: Record<number, string[]>;
  /** Element row slots 0..3 (ids or fillers). */
  row?: string[];
  /** The first cards of the deck (ids or fillers); the rest follow in id order. */
  deckTop?: string[];
  /** Cut the deck to this size; the cut cards go to the discard. */
  deckSize?: number;
  market?: (string | null)[];
  stackTop?: string[];
  villageRow?: (string | null)[];
  /** Tucked cards by seat; by default each seat has one (its setup tuck). */
  tucked?: Record<number, string[]>;
  seat?: number;
  round?: number;
}

function newBoard(leader: LeaderId, start: string): BoardState {
  const layout = CAT.leaders.get(leader)?.pollution ?? [[], [], []];
  const pollution = layout.flatMap((row) => [...row]);
  pollution[START_CELL] = 0;
  const tiles: (string | null)[] = new Array(12).fill(null);
  tiles[START_CELL] = start;
  return {
    tiles,
    village: new Array(12).fill(false),
    temple: new Array(12).fill(-1),
    riders: new Array(12).fill(0),
    pollution,
    capital: 7,
    water: 0,
    markers: 5,
    slotUsed: [false, false, false, false],
    tucked: [],
    abilities: [],
    tasks: [false, false],
  };
}

/** §9.0 defaults: P0 to act in phase `action`, 7 riders in the capital, 0 water, only the start tile. */
export function fixture(spec: FixtureSpec = {}): TotwState {
  const players = spec.players ?? 3;
  const leaders = spec.leaders ?? (DEFAULT_LEADERS[players] as LeaderId[]);
  const config: RulesConfig = { ...rulesConfigOf(defaultOptions()), ...spec.config };
  const holderSpecs = Array.from({ length: players }, (_, p) => spec.holders?.[p] ?? ['r', 'g', 'y', 'r', 'g']);
  const rowSpec = spec.row ?? ['b', 'r', 'g', 'y'];
  const named = new Set<string>(
    [...holderSpecs.flat(), ...rowSpec, ...(spec.deckTop ?? [])].filter((x) => !(x in FILLER)),
  );
  const pools: string[][] = [[], [], [], []];
  for (const id of CAT.cardIds) if (!named.has(id)) (pools[CAT.elementOf.get(id) as number] as string[]).push(id);
  const take = (x: string) => {
    const e = FILLER[x];
    if (e === undefined) return x;
    const c = (pools[e] as string[]).pop();
    if (c === undefined) throw new Error(`no filler card of element ${x} left`);
    return c;
  };
  const holders = holderSpecs.map((h) => h.map(take));
  const row = rowSpec.map(take);
  const deckTop = (spec.deckTop ?? []).map(take);
  const restCards = pools.flat().sort();
  let deck = [...deckTop, ...restCards];
  let discard: string[] = [];
  if (spec.deckSize !== undefined) {
    discard = deck.slice(spec.deckSize).sort();
    deck = deck.slice(0, spec.deckSize);
  }

  const marketSpec = spec.market ?? ['A11', 'A12', 'D12', 'D13'];
  const stackTop = spec.stackTop ?? [];
  const usedTiles = new Set<string>([...marketSpec.filter((t): t is string => t !== null), ...stackTop]);
  const stack = [...stackTop, ...CAT.forestIds.filter((id) => !usedTiles.has(id))];

  const tuckedSpec = Array.from({ length: players }, (_, p) => spec.tucked?.[p]);
  const rowVillages = spec.villageRow ?? null;
  const usedVillages = new Set<string>([
    ...tuckedSpec.flatMap((t) => t ?? []),
    ...(rowVillages ?? []).filter((v): v is string => v !== null),
  ]);
  const freeVillages = CAT.villageIds.filter((id) => !usedVillages.has(id));
  const tucked = tuckedSpec.map((t) => t ?? [freeVillages.pop() as string]);
  const villageRow = rowVillages ?? freeVillages.splice(0, 4);

  const boards = leaders.map((l, p) => {
    const b = newBoard(l, CAT.startBySeat[p]?.id as string);
    b.tucked = [...(tucked[p] ?? [])];
    return b;
  });
  const s: TotwState = {
    players,
    config,
    leaders: [...leaders],
    rng: rngStateFromSeed('fixture'),
    round: spec.round ?? 1,
    seat: spec.seat ?? 0,
    phase: 'action',
    setup: false,
    holders,
    row,
    deck,
    discard,
    inPlay: [],
    market: [...marketSpec],
    stack,
    villageRow,
    villageDeck: freeVillages,
    villageDiscard: [],
    villageInPlay: null,
    boards,
    endToken: null,
    triggerRound: null,
    endedBy: null,
    reveals: 0,
    queue: [],
    turn: { action: null, twinUsed: false, completed: [false, false], blind: [] },
  };
  expect(conservation(s)).toEqual([]);
  return s;
}

export const F2 = (spec: FixtureSpec = {}) => fixture({ players: 2, ...spec });
export const F3 = (spec: FixtureSpec = {}) => fixture({ players: 3, ...spec });
export const F4 = (spec: FixtureSpec = {}) => fixture({ players: 4, ...spec });

export function board(s: TotwState, seat = 0): BoardState {
  return s.boards[seat] as BoardState;
}

export const at = (r: number, c: number) => ({ r, c });
export const cellOf = (r: number, c: number) => cellIndex({ r, c });

export interface TileOptions {
  riders?: number;
  village?: boolean;
  /** The temple slot whose temple stands here. */
  temple?: number;
}

/** Puts a forest tile from the stack on a board (riders come from the capital; a village takes a marker). */
export function putTile(s: TotwState, seat: number, r: number, c: number, id: string, o: TileOptions = {}): void {
  const b = board(s, seat);
  const k = s.stack.indexOf(id);
  if (k < 0) throw new Error(`${id} is not in the forest stack`);
  s.stack.splice(k, 1);
  const i = cellOf(r, c);
  b.tiles[i] = id;
  b.pollution[i] = 0;
  b.riders[i] = o.riders ?? 0;
  b.capital -= o.riders ?? 0;
  if (o.village) {
    b.village[i] = true;
    b.markers--;
  }
  if (o.temple !== undefined) templeAt(s, seat, r, c, o.temple);
}

export function templeAt(s: TotwState, seat: number, r: number, c: number, slot: number): void {
  const b = board(s, seat);
  b.temple[cellOf(r, c)] = slot;
  b.slotUsed[slot] = true;
}

export function ridersOn(s: TotwState, seat: number, r: number, c: number, n: number): void {
  const b = board(s, seat);
  const i = cellOf(r, c);
  b.capital += (b.riders[i] as number) - n;
  b.riders[i] = n;
}

export function setPollution(s: TotwState, seat: number, r: number, c: number, n: number): void {
  board(s, seat).pollution[cellOf(r, c)] = n;
}

/** Replaces a seat's holder: its cards go back under the deck, the named ones come from where they are. */
export function setHolder(s: TotwState, seat: number, spec: string[]): void {
  const old = s.holders[seat] as string[];
  s.deck.push(...old);
  const holder: string[] = [];
  for (const x of spec) {
    const e = FILLER[x];
    let id: string;
    if (e !== undefined) {
      const k = s.deck.findIndex((c) => CAT.elementOf.get(c) === e && !spec.includes(c));
      id = s.deck.splice(k, 1)[0] as string;
    } else {
      id = x;
      for (const pile of [s.deck, s.discard]) {
        const k = pile.indexOf(id);
        if (k >= 0) pile.splice(k, 1);
      }
      const slot = s.row.indexOf(id);
      if (slot >= 0) s.row[slot] = s.deck.shift() ?? null;
    }
    holder.push(id);
  }
  s.holders[seat] = holder;
  expect(conservation(s)).toEqual([]);
}

/** The seat to act is resolving `task` after a played card (the draw step and end of turn below it). */
export function pending(s: TotwState, task: Task, action: TotwState['turn']['action'] = 'play'): void {
  s.turn.action = action;
  s.queue = [{ t: 'endTurn' }, { t: 'drawStep' }, task];
  s.phase = 'resolve';
}

/** Resolves `effects` for the seat to act, as if from a played card's row, up to the first question. */
export function resolveEffects(
  s: TotwState,
  effects: Effect[],
  src: Source = { kind: 'card', id: 'B03', row: 'easy' },
): void {
  s.turn.action = 'play';
  s.queue = [{ t: 'endTurn' }, { t: 'drawStep' }, { t: 'effs', list: effects, i: 0, src, ws: false }];
  s.phase = 'resolve';
  run(s);
}

/** Applies an action that must be legal (parsed by the schema, accepted by validate, listed as legal). */
export function act(s: TotwState, seat: number, raw: TotwAction): TotwState {
  const a = actionSchema.parse(raw);
  const error = validateAction(s, seat, a);
  if (error) throw new Error(`${JSON.stringify(a)} refused: ${error.code}: ${error.message}`);
  const listed = legalActions(s, seat).some((l) => canonicalJson(l) === canonicalJson(a));
  if (!listed) throw new Error(`${JSON.stringify(a)} is accepted but not listed by legalActions`);
  applyAction(s, seat, a);
  const problems = conservation(s);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return s;
}

/** The error an illegal action gets; the state must be unchanged, and the action must not be listed. */
export function reject(s: TotwState, seat: number, raw: TotwAction): RuleError {
  const a = actionSchema.parse(raw);
  const before = stateHash(s);
  const error = validateAction(s, seat, a);
  expect(stateHash(s)).toBe(before);
  if (!error) throw new Error(`${JSON.stringify(a)} was accepted`);
  expect(error.message.length).toBeGreaterThan(20);
  const listed = legalActions(s, seat).some((l) => canonicalJson(l) === canonicalJson(a));
  expect(listed).toBe(false);
  return error;
}

export function code(s: TotwState, seat: number, a: TotwAction): string {
  return reject(s, seat, a).code;
}

export function question(s: TotwState): { kind: QuestionKind; done: number; n: number } | null {
  const q = currentQuestion(s);
  if (!q) return null;
  const multi = q.t === 'cleanse' || q.t === 'move' || q.t === 'draw' || q.t === 'ability';
  return { kind: q.t, done: multi ? q.done : 0, n: multi ? q.n : 1 };
}

/** A real game after setup (for the setup scenario). */
export function setupState(players: number, leaders: LeaderId[], seed = 'scenario'): TotwState {
  return setupGame(players, { ...defaultOptions(), leaders }, seed);
}

/** §9.4 #21: M08 at (1,1) with 3 riders, tiles at (0,1) and (1,0), (1,2) with 1 token, (2,1) clean. */
export function village21(config: Partial<RulesConfig> = {}) {
  const s = F3({ config });
  putTile(s, 0, 1, 1, 'M08', { riders: 3 });
  putTile(s, 0, 0, 1, 'A01');
  putTile(s, 0, 1, 0, 'D01');
  setPollution(s, 0, 1, 2, 1);
  setPollution(s, 0, 2, 1, 0);
  return s;
}
