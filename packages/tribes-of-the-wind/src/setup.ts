import type { LogSink, RngScheme } from '@boardhall/engine';
import { BoardhallError, rngStateFromSeed, shuffleInPlace } from '@boardhall/engine';
import { LEADER_IDS, type LeaderId } from './content/schema.ts';
import { CELL_COUNT, COLS, START_CELL } from './grid.ts';
import { rulesConfigOf, type TotwOptions } from './options.ts';
import { run } from './rules/run.ts';
import type { BoardState, Task, TotwState } from './state.ts';
import { CAT, leaderOf } from './tables.ts';

/**
 * The seat leaders: the lobby's list when given (checked against the player count), otherwise
 * the five leaders in spec order shuffled by an RNG seeded with `${seed}/leaders`, seat i taking
 * the i-th. That stream is separate, so the game's own shuffles are the same either way.
 */
export function seatLeaders(
  players: number,
  options: TotwOptions,
  seed: string,
  rngScheme: RngScheme = 'chacha20',
): LeaderId[] {
  if (options.leaders !== undefined) {
    if (options.leaders.length !== players) {
      throw new BoardhallError(
        'bad-options',
        `Tribes of the Wind needs one leader per seat: ${players} players but ${options.leaders.length} leaders were given.`,
      );
    }
    if (new Set(options.leaders).size !== players) {
      throw new BoardhallError(
        'bad-options',
        'Tribes of the Wind needs distinct leaders: two seats have the same one.',
      );
    }
    return [...options.leaders];
  }
  const order: LeaderId[] = [...LEADER_IDS];
  shuffleInPlace(rngStateFromSeed(`${seed}/leaders`, rngScheme), order);
  return order.slice(0, players);
}

function newBoard(leader: LeaderId, startTile: string, water: number): BoardState {
  const layout = leaderOf(leader).pollution;
  const pollution: number[] = [];
  for (let i = 0; i < CELL_COUNT; i++) pollution.push((layout[Math.floor(i / COLS)] as number[])[i % COLS] ?? 0);
  const tiles: (string | null)[] = new Array(CELL_COUNT).fill(null);
  tiles[START_CELL] = startTile;
  pollution[START_CELL] = 0;
  return {
    tiles,
    village: new Array(CELL_COUNT).fill(false),
    temple: new Array(CELL_COUNT).fill(-1),
    riders: new Array(CELL_COUNT).fill(0),
    pollution,
    capital: 7,
    water,
    markers: 5,
    slotUsed: [false, false, false, false],
    tucked: [],
    abilities: [],
    tasks: [false, false],
  };
}

/** §2.1: the whole setup, up to the first question (a start-tile gain) or round 1's first action. */
export function setupGame(
  players: number,
  options: TotwOptions,
  seed: string,
  log?: LogSink,
  rngScheme: RngScheme = 'chacha20',
): TotwState {
  if (!Number.isInteger(players) || players < 2 || players > 5) {
    throw new BoardhallError('bad-players', `Tribes of the Wind is played by 2 to 5 players; got ${players}.`);
  }
  const leaders = seatLeaders(players, options, seed, rngScheme);
  const config = rulesConfigOf(options);
  const rng = rngStateFromSeed(seed, rngScheme);
  const deck = shuffleInPlace(rng, [...CAT.cardIds]);
  const stack = shuffleInPlace(rng, [...CAT.forestIds]);
  const villageDeck = shuffleInPlace(rng, [...CAT.villageIds]);
  const holders: string[][] = [];
  for (let p = 0; p < players; p++) holders.push(deck.splice(0, 5));
  const row: (string | null)[] = deck.splice(0, 4);
  const market: (string | null)[] = stack.splice(0, 4);
  const boards: BoardState[] = [];
  for (let p = 0; p < players; p++) {
    const start = CAT.startBySeat[p];
    if (!start) throw new Error(`No start tile numbered ${p + 1}`);
    boards.push(newBoard(leaders[p] as LeaderId, start.id, config.startingWater));
  }
  for (let p = 0; p < players; p++) {
    const v = villageDeck.shift();
    if (v !== undefined) (boards[p] as BoardState).tucked.push(v);
  }
  const villageRow: (string | null)[] = villageDeck.splice(0, 4);
  const queue: Task[] = [{ t: 'startGame' }];
  for (let p = players - 1; p >= 0; p--) queue.push({ t: 'setupSeat', seat: p });
  const s: TotwState = {
    players,
    config,
    leaders,
    rng,
    round: 0,
    seat: 0,
    phase: 'resolve',
    setup: true,
    holders,
    row,
    deck,
    discard: [],
    inPlay: [],
    market,
    stack,
    villageRow,
    villageDeck,
    villageDiscard: [],
    villageInPlay: null,
    boards,
    endToken: null,
    triggerRound: null,
    endedBy: null,
    reveals: 0,
    queue,
    turn: { action: null, twinUsed: false, completed: [false, false], blind: [] },
  };
  run(s, log);
  return s;
}
