/** Setup (§3, Fiefdom §10.3, Solo §11.2), consuming randomness in the order of DET-4. */
import { BoardhallError, type RngScheme, randomInt, rngStateFromSeed, shuffleInPlace } from '@boardhall/engine';
import type { Rotation } from './content/schema.ts';
import { layoutKey, type PlacedTile } from './map.ts';
import type { FourHumoursOptions } from './options.ts';
import { drawUpTo } from './rules/bag.ts';
import { EMPTY, type FourHumoursState, POTIONS_PER_HUMOUR } from './state.ts';
import { tablesFor } from './tables.ts';

/** The match's players: 1 (Solo) to 6. */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 6;

/** Seats in turn order: the players, plus the Rival in Solo (§2.2). */
export function seatsFor(players: number, options: FourHumoursOptions): number {
  return options.mode === 'solo' ? players + 1 : players;
}

export function displaySizeFor(seats: number, options: FourHumoursOptions): number {
  return options.displaySize === 'auto' ? (seats <= 4 ? 4 : 5) : options.displaySize;
}

export function partyLimitFor(seats: number, options: FourHumoursOptions): number {
  return options.partyLimit === 'auto' ? (seats === 2 ? 2 : 1) : options.partyLimit;
}

const MODE_NAMES: Readonly<Record<string, string>> = { kingdom: 'Kingdom', fiefdom: 'Fiefdom', solo: 'Solo' };

/**
 * The player count and the options together (§2.2, §12): a full sentence saying what is wrong,
 * or null. The platform calls it before setup (GameDefinition.validateSetup); setup checks again.
 */
export function setupProblem(players: number, options: FourHumoursOptions): string | null {
  if (!Number.isInteger(players)) return `The number of players must be a whole number; got ${players}.`;
  const mode = options.mode;
  if (mode === 'solo') {
    if (players !== 1) {
      return `Solo mode is played by exactly 1 player against the automaton Rival; got ${players} players. For 2 to 6 players, choose Kingdom or Fiefdom mode.`;
    }
  } else if (mode === 'kingdom' || mode === 'fiefdom') {
    if (players < 2 || players > 6) {
      const solo = players === 1 ? " For one player, choose Solo mode (mode 'solo')." : '';
      return `${MODE_NAMES[mode]} mode is played by 2 to 6 players; got ${players}.${solo}`;
    }
  } else {
    return `There is no Four Humours mode '${mode}'; the modes are 'kingdom', 'fiefdom' and 'solo'.`;
  }
  if (options.players !== undefined && options.players !== players) {
    return `The options say ${options.players} players but the match has ${players}.`;
  }
  // SO-3: in Solo the human always starts and firstPlayer is ignored.
  const first = options.fixedSetup?.firstPlayer ?? options.firstPlayer;
  if (mode !== 'solo' && typeof first === 'number' && first >= players) {
    return `The first player must be a seat from 0 to ${players - 1}; got ${first}.`;
  }
  return null;
}

export function setupGame(
  players: number,
  options: FourHumoursOptions,
  seed: string,
  rngScheme: RngScheme = 'chacha20',
): FourHumoursState {
  const problem = setupProblem(players, options);
  if (problem)
    throw new BoardhallError(options.mode === 'solo' || players < 2 ? 'bad-players' : 'bad-options', problem);
  const mode = options.mode;
  const kingdom = mode === 'kingdom';
  const solo = mode === 'solo';
  const seats = seatsFor(players, options);
  const t = tablesFor(options.content);
  const rng = rngStateFromSeed(seed, rngScheme);
  const fixed = options.fixedSetup;

  // DET-4 (1): the first player (SO-3: in Solo the human, with no random call).
  let first: number;
  if (solo) first = 0;
  else if (fixed?.firstPlayer !== undefined) first = fixed.firstPlayer;
  else if (options.firstPlayer === 'random') first = randomInt(rng, players);
  else first = options.firstPlayer;

  // DET-4 (2)–(3), Kingdom only (FD-1: no kingdom map): tiles, then one rotation per position.
  let tiles: PlacedTile[] = [];
  if (kingdom && fixed?.tiles) {
    tiles = fixed.tiles.map((x) => ({ tile: x.tile as PlacedTile['tile'], rotation: x.rotation }));
  } else if (kingdom) {
    const order = shuffleInPlace(rng, [...t.zones]);
    tiles = order.map((tile) => ({ tile, rotation: 0 }));
    if (options.allowRotation) tiles = tiles.map((x) => ({ tile: x.tile, rotation: randomInt(rng, 4) as Rotation }));
  }

  // DET-4 (4): objectives, from the mode's list in canonical order (FD-2).
  const pool = kingdom ? t.kingdomObjectives : t.fiefdomObjectives;
  const objectives = fixed?.objectives
    ? [...fixed.objectives]
    : shuffleInPlace(
        rng,
        pool.map((o) => o.id),
      ).slice(0, 4);

  // DET-4 (5): the scene deck and the display.
  let deck: string[];
  if (fixed?.deck) {
    const top = new Set(fixed.deck);
    deck = [...fixed.deck, ...t.scenes.map((x) => x.id).filter((id) => !top.has(id))];
  } else
    deck = shuffleInPlace(
      rng,
      t.scenes.map((x) => x.id),
    );
  const displaySize = displaySizeFor(seats, options);
  const display = deck.splice(0, displaySize).map((card) => ({
    card,
    slots: new Array<number>(t.scenes[t.sceneIndex.get(card) as number]?.slots.length ?? 0).fill(EMPTY),
  }));

  const s: FourHumoursState = {
    game: 'four-humours',
    options,
    seats,
    displaySize,
    partyLimit: partyLimitFor(seats, options),
    rng,
    phase: 'placement',
    round: 1,
    toAct: first,
    firstSeat: first,
    startSeat: first,
    consecutivePasses: 0,
    lastActor: -1,
    mulliganUsed: new Array<boolean>(seats).fill(false),
    hands: Array.from({ length: seats }, () => [0, 0, 0, 0]),
    bags: Array.from({ length: seats }, () => [
      POTIONS_PER_HUMOUR,
      POTIONS_PER_HUMOUR,
      POTIONS_PER_HUMOUR,
      POTIONS_PER_HUMOUR,
    ]),
    removed: Array.from({ length: seats }, () => [0, 0, 0, 0]),
    tiles,
    layoutKey: layoutKey(tiles),
    cells: kingdom ? t.cells.map(() => []) : [],
    display,
    parties: t.parties.map((p) => ({
      party: p.id,
      resolved: false,
      slots: new Array<number>(p.slots.length).fill(EMPTY),
    })),
    objectives: objectives.map((objective) => ({ objective, claimedBy: [] })),
    deck,
    discard: [],
    deckShort: false,
    resolution: null,
    pending: null,
    endTriggers: [],
  };
  if (!kingdom) {
    // FD-1: every player takes a fief board; SO-1: the Rival has a ledger and no fief.
    const plots = t.fief.types.length;
    s.fiefdom = {
      fiefs: Array.from({ length: players }, () => new Array<number>(plots).fill(EMPTY)),
      ledger: solo ? [0, 0, 0, 0] : null,
      rivalTurns: 0,
    };
  }
  // DET-4 (6): opening hands, seat 0 first; the Solo Rival draws nothing.
  for (let p = 0; p < players; p++) drawUpTo(s, p);
  return s;
}
