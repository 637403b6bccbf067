/**
 * Scenario fixtures (§14): REF layout, fixed decks, and helpers that move potions between places
 * while keeping every player's 20 potions accounted for.
 */
import { type LogEntry, type RuleError, renderMessage, stateHash } from '@boardhall/engine';
import { expect } from 'vitest';
import {
  conservation,
  EMPTY,
  type FourHumoursAction,
  type FourHumoursOptions,
  type FourHumoursState,
  fourHumours,
  HUMOURS,
  type Humour,
  type HumourCounts,
  messages,
  optionsSchema,
  type PlacedTile,
  potion,
  RIVAL,
  type Target,
  tablesFor,
} from '../../src/index.ts';
import { REF } from '../helpers.ts';

export const ANN = 0;
export const BOB = 1;
export const CID = 2;
export const DEE = 3;
/** The Solo Rival's seat (§11.2). */
export const RIV = RIVAL;

export interface GameSpec {
  /** Cards on top of the deck: the display, in order. */
  deck?: string[];
  first?: number;
  objectives?: string[];
  /** The layout; REF by default. */
  tiles?: PlacedTile[];
  options?: Record<string, unknown>;
}

/** Objectives no fixture meets by accident. */
export const QUIET_OBJECTIVES = ['O1', 'O4', 'O7', 'O10'];

/** Fiefdom objectives the fief fixtures do not meet by accident. */
export const QUIET_FIEF_OBJECTIVES = ['FO1', 'FO5', 'FO6', 'FO8'];

export function game(players: number, spec: GameSpec = {}): FourHumoursState {
  const kingdom = (spec.options?.mode ?? 'kingdom') === 'kingdom';
  const options: FourHumoursOptions = optionsSchema.parse({
    ...spec.options,
    fixedSetup: {
      ...(kingdom ? { tiles: spec.tiles ?? REF } : {}),
      objectives: spec.objectives ?? (kingdom ? QUIET_OBJECTIVES : QUIET_FIEF_OBJECTIVES),
      deck: spec.deck ?? [],
      firstPlayer: spec.first ?? ANN,
    },
  });
  return fourHumours.setup(players, options, 'scenario');
}

/** A Fiefdom game (2–6 players) or, with one player, a Solo game against the Rival (seat 1). */
export function fiefGame(players: number, spec: GameSpec = {}): FourHumoursState {
  return game(players, { ...spec, options: { mode: players === 1 ? 'solo' : 'fiefdom', ...spec.options } });
}

const h = (x: Humour): number => HUMOURS.indexOf(x);
const counts = (c: Partial<HumourCounts>): number[] => [c.C ?? 0, c.S ?? 0, c.M ?? 0, c.P ?? 0];

function take(from: number[], hi: number, what: string): void {
  if ((from[hi] ?? 0) <= 0) throw new Error(`fixture: no ${HUMOURS[hi]} left in ${what}`);
  from[hi] = (from[hi] as number) - 1;
}

/** Returns the hand to the bag, then takes exactly `c` from the bag. */
export function setHand(s: FourHumoursState, seat: number, c: Partial<HumourCounts>): void {
  const hand = s.hands[seat] as number[];
  const bag = s.bags[seat] as number[];
  for (let i = 0; i < 4; i++) {
    bag[i] = (bag[i] as number) + (hand[i] as number);
    hand[i] = 0;
  }
  counts(c).forEach((n, i) => {
    for (let k = 0; k < n; k++) take(bag, i, `seat ${seat}'s bag`);
    hand[i] = n;
  });
}

/** Takes potions out of the bag and out of the game (counted as removed), to shrink a bag. */
export function stash(s: FourHumoursState, seat: number, c: Partial<HumourCounts> | 'all'): void {
  const bag = s.bags[seat] as number[];
  const removed = s.removed[seat] as number[];
  const amounts = c === 'all' ? [...bag] : counts(c);
  amounts.forEach((n, i) => {
    for (let k = 0; k < n; k++) take(bag, i, `seat ${seat}'s bag`);
    removed[i] = (removed[i] as number) + n;
  });
}

function fromSupply(s: FourHumoursState, seat: number, humour: Humour): number {
  const hi = h(humour);
  const bag = s.bags[seat] as number[];
  if ((bag[hi] as number) > 0) take(bag, hi, 'bag');
  else take(s.hands[seat] as number[], hi, `seat ${seat}'s bag and hand`);
  return potion(seat, hi);
}

/** Puts a potion of `seat` straight onto a slot (a fixture: no turn, no rule checks). */
export function put(s: FourHumoursState, seat: number, humour: Humour, target: Target): void {
  const t = tablesFor(s.options.content);
  const slots =
    target.kind === 'scene'
      ? s.display.find((d) => d.card === target.card)?.slots
      : s.parties[t.partyIndex.get(target.party) as number]?.slots;
  if (!slots || slots[target.slot] !== EMPTY) throw new Error(`fixture: cannot put on ${JSON.stringify(target)}`);
  const info =
    target.kind === 'scene'
      ? t.scenes[t.sceneIndex.get(target.card) as number]?.slots[target.slot]
      : t.parties[t.partyIndex.get(target.party) as number]?.slots[target.slot];
  if (!info || (info.lo !== h(humour) && info.hi !== h(humour))) {
    throw new Error(`fixture: ${humour} does not fit ${JSON.stringify(target)}`);
  }
  slots[target.slot] = fromSupply(s, seat, humour);
}

export const scene = (card: string, slot: number): Target => ({ kind: 'scene', card, slot });
export const party = (id: string, slot: number): Target => ({ kind: 'party', party: id, slot });

/** Puts a potion of `seat` straight onto a map cell. */
export function putOnMap(s: FourHumoursState, seat: number, humour: Humour, cell: string): void {
  const t = tablesFor(s.options.content);
  const ix = t.cellIndex.get(cell);
  if (ix === undefined) throw new Error(`fixture: no cell ${cell}`);
  s.cells[ix]?.push(fromSupply(s, seat, humour));
}

/** Puts a potion of `seat` straight onto a plot of its own fief. */
export function putOnFief(s: FourHumoursState, seat: number, humour: Humour, row: number, col: number): void {
  const t = tablesFor(s.options.content);
  const fief = s.fiefdom?.fiefs[seat];
  const plot = row * t.fief.cols + col;
  if (!fief || fief[plot] !== EMPTY) throw new Error(`fixture: cannot put on plot (${row}, ${col}) of seat ${seat}`);
  fief[plot] = fromSupply(s, seat, humour);
}

/** Puts potions of the Solo Rival from its bag into its ledger. */
export function putInLedger(s: FourHumoursState, c: Partial<HumourCounts>): void {
  const ledger = s.fiefdom?.ledger;
  if (!ledger) throw new Error('fixture: not a Solo game');
  counts(c).forEach((n, i) => {
    for (let k = 0; k < n; k++) take(s.bags[RIVAL] as number[], i, "the Rival's bag");
    ledger[i] = (ledger[i] as number) + n;
  });
}

/** A seat's fief as [row, col, humour] of every occupied plot. */
export function fiefOf(s: FourHumoursState, seat: number): [number, number, Humour][] {
  const cols = tablesFor(s.options.content).fief.cols;
  const out: [number, number, Humour][] = [];
  (s.fiefdom?.fiefs[seat] ?? []).forEach((p, plot) => {
    if (p !== EMPTY) out.push([Math.floor(plot / cols), plot % cols, HUMOURS[p & 3] as Humour]);
  });
  return out;
}

export function cellOf(s: FourHumoursState, id: string): { owner: number; humour: Humour }[] {
  const t = tablesFor(s.options.content);
  return (s.cells[t.cellIndex.get(id) as number] ?? []).map((p) => ({
    owner: p >> 2,
    humour: HUMOURS[p & 3] as Humour,
  }));
}

export const place = (humour: Humour, target: Target): FourHumoursAction => ({ type: 'place', humour, target });
export const PASS: FourHumoursAction = { type: 'pass' };
export const MULLIGAN: FourHumoursAction = { type: 'mulligan' };
export const choose = (cell: string): FourHumoursAction => ({ type: 'choose', cell });
export const choosePlot = (row: number, col: number): FourHumoursAction => ({ type: 'choosePlot', plot: [row, col] });

/** Validates, applies in place, checks conservation; returns the log of the action. */
export function act(s: FourHumoursState, seat: number, a: FourHumoursAction): LogEntry[] {
  const error = fourHumours.validate(s, seat, a);
  expect(error, `seat ${seat} ${JSON.stringify(a)}`).toBeNull();
  expect(fourHumours.legalActions(s, seat)).toContainEqual(a);
  const log: LogEntry[] = [];
  fourHumours.applyInPlace(s, seat, a, log);
  expect(conservation(s)).toBeNull();
  return log;
}

/** The refusal of an illegal action; checks that it leaves the state alone and is not listed. */
export function refuse(s: FourHumoursState, seat: number, a: FourHumoursAction): RuleError {
  const before = stateHash(s);
  const error = fourHumours.validate(s, seat, a);
  expect(error, `expected ${JSON.stringify(a)} from seat ${seat} to be refused`).not.toBeNull();
  expect(fourHumours.legalActions(s, seat)).not.toContainEqual(a);
  expect(stateHash(s)).toBe(before);
  expect(error?.message.length).toBeGreaterThan(10);
  return error as RuleError;
}

/** Everyone passes, starting with the seat to act, until the placement phase ends. */
export function passRound(s: FourHumoursState): LogEntry[] {
  const log: LogEntry[] = [];
  const round = s.round;
  while (s.phase === 'placement' && s.round === round && !s.pending) log.push(...act(s, s.toAct, PASS));
  return log;
}

export const keys = (log: readonly LogEntry[]): string[] => log.map((e) => e.key);
export const text = (log: readonly LogEntry[]): string[] => log.map((e) => renderMessage(messages, 'en', e));
export const handOf = (s: FourHumoursState, seat: number): number[] => [...(s.hands[seat] as number[])];
export const bagOf = (s: FourHumoursState, seat: number): number[] => [...(s.bags[seat] as number[])];
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
