import type { LogSink } from '@boardhall/engine';
import type { AbilityId, LeaderId } from '../content/schema.ts';
import type { TotwState } from '../state.ts';
import { leaderOf } from '../tables.ts';
import { boardOf } from './board.ts';
import { player, say } from './log.ts';
import { hasColourPath, taskMet } from './tasks.ts';

/**
 * A checkpoint of §4.1.2 for the seat whose turn it is: a task whose condition holds now is
 * completed (once per game) and its reward is due at the end of this turn. The colour path reads
 * only the board's tiles, which only a plant changes: after any other action (`tilesChanged`
 * false) the turn's earlier checkpoints have already answered it.
 */
export function checkpoint(s: TotwState, log?: LogSink, tilesChanged = true): void {
  if (s.setup || s.phase === 'over') return;
  const seat = s.seat;
  const b = boardOf(s, seat);
  if (b.tasks[0] && b.tasks[1]) return;
  const leader = leaderOf(s.leaders[seat] as LeaderId);
  if (tilesChanged && !b.tasks[0] && hasColourPath(b, leader.colourPath)) {
    b.tasks[0] = true;
    s.turn.completed[0] = true;
    if (log) say(log, 'totw.log.task-colour-path', { player: player(seat) });
  }
  if (!b.tasks[1] && taskMet(b, leader.uniqueTask)) {
    b.tasks[1] = true;
    s.turn.completed[1] = true;
    if (log) say(log, 'totw.log.task-unique', { player: player(seat) });
  }
}

/** The seat's ability cards not chosen yet, in board order. */
export function availableAbilities(s: TotwState, seat: number): AbilityId[] {
  const b = boardOf(s, seat);
  const out: AbilityId[] = [];
  for (const id of leaderOf(s.leaders[seat] as LeaderId).abilities) if (!b.abilities.includes(id)) out.push(id);
  return out;
}

export function chooseAbility(s: TotwState, seat: number, id: AbilityId, log?: LogSink): void {
  boardOf(s, seat).abilities.push(id);
  if (log) say(log, 'totw.log.ability', { player: player(seat), ability: id });
}
