import { cloneRngState } from '@boardhall/engine';
import type { BoardState, Task, TotwState } from './state.ts';

export function cloneBoard(b: BoardState): BoardState {
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
    tucked: b.tucked.slice(),
    abilities: b.abilities.slice(),
    tasks: b.tasks.slice(),
  };
}

/**
 * A deep copy for the search fast path, written out by hand (JSON would be several times slower).
 * Tasks are copied one level deep: their nested objects (sources, effect lists) are never mutated.
 */
export function cloneState(s: TotwState): TotwState {
  const holders: string[][] = [];
  for (const h of s.holders) holders.push(h.slice());
  const boards: BoardState[] = [];
  for (const b of s.boards) boards.push(cloneBoard(b));
  const queue: Task[] = [];
  for (const t of s.queue) queue.push({ ...t });
  return {
    players: s.players,
    config: s.config,
    leaders: s.leaders.slice(),
    rng: cloneRngState(s.rng),
    round: s.round,
    seat: s.seat,
    phase: s.phase,
    setup: s.setup,
    holders,
    row: s.row.slice(),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    inPlay: s.inPlay.slice(),
    market: s.market.slice(),
    stack: s.stack.slice(),
    villageRow: s.villageRow.slice(),
    villageDeck: s.villageDeck.slice(),
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
      blind: s.turn.blind.slice(),
    },
  };
}
