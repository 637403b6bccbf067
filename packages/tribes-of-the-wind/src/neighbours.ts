/**
 * Whose card holder sits beside a board (§0.2, §3.2). With three or more players, the adjacent
 * seats; with two, the opponent on one side and the element row, no seat, on the side
 * `twoPlayerRowSide` names. Requirements, the view's hints and the web table all ask here.
 */
import type { Seat } from '@boardhall/engine';

export type Side = 'left' | 'right';

/** The seat whose holder is on `side` of `seat`'s board, or null where the element row lies. */
export function neighbourOf(players: number, rowSide: Side, seat: Seat, side: Side): Seat | null {
  if (players === 2) return side === rowSide ? null : 1 - seat;
  return side === 'left' ? (seat + 1) % players : (seat - 1 + players) % players;
}
