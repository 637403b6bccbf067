/**
 * A finished rated match's result as the ratings take it (docs/protocol.md "Ratings"): each
 * seat's player and place. Places follow the outcome's ranking, ties sharing one; a seat whose
 * player resigned or left, or whose clock ran out, ranks last, tied with any other such seat.
 */
import type { Outcome } from '@boardhall/engine';
import type { RatingRequest } from '../storage/rating-types.ts';
import type { StoredMatch, StoredSeat } from '../storage/types.ts';
import { playerOfSeat } from './players.ts';

/** Whether a seat ranks last whatever the game's ranking says: its player gave up or ran out of time. */
const ranksLast = (seat: StoredSeat | undefined): boolean => seat?.resigned === true || seat?.outOfTime === true;

/**
 * Each seat's place, 1 best (standard competition ranking: two tied for first are both 1, the
 * next is 3). Seats that rank last (and any the ranking leaves out) share the place after all others.
 */
export function placesOf(outcome: Outcome, seats: readonly StoredSeat[]): number[] {
  const places = new Array<number>(seats.length).fill(0);
  let ahead = 0;
  for (const group of outcome.ranking) {
    const kept = group.filter((seat) => seat < seats.length && places[seat] === 0 && !ranksLast(seats[seat]));
    for (const seat of kept) places[seat] = ahead + 1;
    ahead += kept.length;
  }
  return places.map((place) => (place === 0 ? ahead + 1 : place));
}

/**
 * What the store rates when the match's end is stored; null when fewer than two seats have a
 * rated player (every other has been deleted with its account): then nothing is rated. A deleted
 * account's seat is left out of the result; the others keep their places among themselves.
 */
export function ratingRequestFor(stored: StoredMatch, outcome: Outcome, finishedAt: number): RatingRequest | null {
  const places = placesOf(outcome, stored.seats);
  const seats = stored.seats.flatMap((s, seat) => {
    const player = playerOfSeat(s);
    return player === null ? [] : [{ player, seat, place: places[seat] as number }];
  });
  if (new Set(seats.map((s) => s.player)).size < 2) return null;
  return { game: stored.game, finishedAt, seats };
}
