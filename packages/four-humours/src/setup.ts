/** Setup of a Kingdom game (§3), consuming randomness in the order of DET-4. */
import { BoardhallError, randomInt, rngStateFromSeed, shuffleInPlace } from '@boardhall/engine';
import type { Rotation } from './content/schema.ts';
import { layoutKey, type PlacedTile } from './map.ts';
import type { FourHumoursOptions } from './options.ts';
import { drawUpTo } from './rules/bag.ts';
import { EMPTY, type FourHumoursState, POTIONS_PER_HUMOUR } from './state.ts';
import { tablesFor } from './tables.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export function displaySizeFor(players: number, options: FourHumoursOptions): number {
  return options.displaySize === 'auto' ? (players <= 4 ? 4 : 5) : options.displaySize;
}

export function partyLimitFor(players: number, options: FourHumoursOptions): number {
  return options.partyLimit === 'auto' ? (players === 2 ? 2 : 1) : options.partyLimit;
}

export function setupGame(players: number, options: FourHumoursOptions, seed: string): FourHumoursState {
  if (options.mode !== 'kingdom') {
    throw new BoardhallError(
      'bad-options',
      'Fiefdom and Solo modes are not available yet; only Kingdom mode can be played.',
    );
  }
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new BoardhallError('bad-players', `Kingdom mode is played by 2 to 6 players; got ${players}.`);
  }
  if (options.players !== undefined && options.players !== players) {
    throw new BoardhallError('bad-options', `The options say ${options.players} players but the match has ${players}.`);
  }
  const t = tablesFor(options.content);
  const rng = rngStateFromSeed(seed);
  const fixed = options.fixedSetup;

  // DET-4 (1): the first player.
  let first: number;
  if (fixed?.firstPlayer !== undefined) first = fixed.firstPlayer;
  else if (options.firstPlayer === 'random') first = randomInt(rng, players);
  else first = options.firstPlayer;
  if (first >= players) {
    throw new BoardhallError('bad-options', `The first player must be a seat from 0 to ${players - 1}; got ${first}.`);
  }

  // DET-4 (2)–(3): tiles, then one rotation per position.
  let tiles: PlacedTile[];
  if (fixed?.tiles) tiles = fixed.tiles.map((x) => ({ tile: x.tile as PlacedTile['tile'], rotation: x.rotation }));
  else {
    const order = shuffleInPlace(rng, [...t.zones]);
    tiles = order.map((tile) => ({ tile, rotation: 0 as Rotation }));
    if (options.allowRotation) tiles = tiles.map((x) => ({ tile: x.tile, rotation: randomInt(rng, 4) as Rotation }));
  }

  // DET-4 (4): objectives.
  const objectives = fixed?.objectives
    ? [...fixed.objectives]
    : shuffleInPlace(
        rng,
        t.kingdomObjectives.map((o) => o.id),
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
  const displaySize = displaySizeFor(players, options);
  const display = deck.splice(0, displaySize).map((card) => ({
    card,
    slots: new Array<number>(t.scenes[t.sceneIndex.get(card) as number]?.slots.length ?? 0).fill(EMPTY),
  }));

  const s: FourHumoursState = {
    game: 'four-humours',
    options,
    seats: players,
    displaySize,
    partyLimit: partyLimitFor(players, options),
    rng,
    phase: 'placement',
    round: 1,
    toAct: first,
    firstSeat: first,
    startSeat: first,
    consecutivePasses: 0,
    lastActor: -1,
    mulliganUsed: new Array<boolean>(players).fill(false),
    hands: Array.from({ length: players }, () => [0, 0, 0, 0]),
    bags: Array.from({ length: players }, () => [
      POTIONS_PER_HUMOUR,
      POTIONS_PER_HUMOUR,
      POTIONS_PER_HUMOUR,
      POTIONS_PER_HUMOUR,
    ]),
    removed: Array.from({ length: players }, () => [0, 0, 0, 0]),
    tiles,
    layoutKey: layoutKey(tiles),
    cells: t.cells.map(() => []),
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
  // DET-4 (6): opening hands, seat 0 first.
  for (let p = 0; p < players; p++) drawUpTo(s, p);
  return s;
}
