/**
 * Whose card holder sits beside a board (TotW §0.2, §3.2). With two players one side holds the
 * element row instead of a neighbour, so that side has no seat.
 */
import type { Seat } from '@boardhall/engine';
import type { TotwView } from '@boardhall/tribes-of-the-wind';

export function leftOf(view: TotwView, p: Seat): Seat | null {
  const n = view.players;
  return n === 2 ? (view.config.twoPlayerRowSide === 'left' ? null : 1 - p) : (p + 1) % n;
}

export function rightOf(view: TotwView, p: Seat): Seat | null {
  const n = view.players;
  return n === 2 ? (view.config.twoPlayerRowSide === 'right' ? null : 1 - p) : (p - 1 + n) % n;
}
