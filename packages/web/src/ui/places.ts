/**
 * The end screen's ranking rows, read from the engine's explanation of the outcome: the web ranks
 * nothing itself, it only chooses which reason is worth a note.
 */
import { type Outcome, placesOf, type Seat } from '@boardhall/engine';

export interface PlaceRow<N extends string> {
  readonly seat: Seat;
  readonly rank: number;
  /**
   * The tie-breaker that put this seat above the next place, 'shared' for a place several seats
   * share, or null when the main figure (the score column) already shows why, or for the last place.
   */
  readonly note: N | 'shared' | null;
}

export function placeRows<N extends string>(outcome: Outcome): PlaceRow<N>[] {
  const main = outcome.explanation?.figures[0]?.name;
  return placesOf(outcome).flatMap((p) =>
    p.seats.map((seat) => ({
      seat,
      rank: p.place,
      note: p.seats.length > 1 ? 'shared' : p.decidedBy === main ? null : (p.decidedBy as N | null),
    })),
  );
}
