import { cloneRngState } from '@boardhall/engine';
import type { BoardState, Task, TotwState } from './state.ts';

export function cloneBoard(b: BoardState): BoardState {
  return copyBoard(b, b.tucked.slice());
}

function copyBoard(b: BoardState, tucked: string[]): BoardState {
  return {
    tiles: b.tiles.slice(),
    village: b.village.slice(),
    temple: b.temple.slice(),
    riders: b.riders.slice(),
    pollution: b.pollution.slice(),
    capital: b.capital,
    water: b.water,
    markers: b.markers,
    slotUsed: b.slotUsed.slice(),
    tucked,
    abilities: b.abilities.slice(),
    tasks: b.tasks.slice(),
  };
}

/**
 * A deep copy for the search fast path, written out by hand (JSON would be several times slower).
 * Tasks are copied one level deep: their nested objects (sources, effect lists) are never mutated.
 */
export function cloneState(s: TotwState): TotwState {
  return copyState(s, true);
}

/**
 * `cloneState` without the hidden lists (holders, element row, deck, discard, forest stack,
 * village deck, tucked cards, blind cards), which are left empty, and with `s`'s generator shared:
 * for a sampler that fills them all in and gives the copy a generator of its own.
 */
export function cloneStateForSample(s: TotwState): TotwState {
  return copyState(s, false);
}

function copyState(s: TotwState, hidden: boolean): TotwState {
  const holders: string[][] = [];
  if (hidden) for (const h of s.holders) holders.push(h.slice());
  const boards: BoardState[] = [];
  for (const b of s.boards) boards.push(copyBoard(b, hidden ? b.tucked.slice() : []));
  const queue: Task[] = [];
  for (const t of s.queue) queue.push({ ...t });
  return {
    players: s.players,
    config: s.config,
    leaders: s.leaders.slice(),
    rng: hidden ? cloneRngState(s.rng) : s.rng,
    round: s.round,
    seat: s.seat,
    phase: s.phase,
    setup: s.setup,
    holders,
    row: hidden ? s.row.slice() : [],
    deck: hidden ? s.deck.slice() : [],
    discard: hidden ? s.discard.slice() : [],
    inPlay: s.inPlay.slice(),
    market: s.market.slice(),
    stack: hidden ? s.stack.slice() : [],
    villageRow: s.villageRow.slice(),
    villageDeck: hidden ? s.villageDeck.slice() : [],
    villageDiscard: s.villageDiscard.slice(),
    villageInPlay: s.villageInPlay,
    boards,
    endToken: s.endToken,
    triggerRound: s.triggerRound,
    endedBy: s.endedBy,
    reveals: s.reveals,
    queue,
    turn: {
      action: s.turn.action,
      twinUsed: s.turn.twinUsed,
      completed: s.turn.completed.slice(),
      blind: hidden ? s.turn.blind.slice() : [],
    },
  };
}
