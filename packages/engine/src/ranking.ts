/**
 * Ranking seats by named figures (a score, then tie-breakers). Games rank with it and put the
 * result in their outcome, so a client renders why each place was won instead of ranking again
 * with its own copy of the rules.
 */
import type { Outcome, Seat } from './types.ts';

/** A figure seats are compared on, and which way is better. */
export interface RankFigure<N extends string = string> {
  readonly name: N;
  readonly better: 'higher' | 'lower';
}

/** One place of a ranking. */
export interface RankedPlace<N extends string = string> {
  /** Standard competition ranking, from 1: two seats sharing 1st are followed by 3rd. */
  readonly place: number;
  /** The seats sharing this place, in seat order; more than one when they are equal on every figure. */
  readonly seats: readonly Seat[];
  /** The first figure on which this place beats the next one; null for the last place. */
  readonly decidedBy: N | null;
}

/** A ranking with its reasons: the figures compared, in order, each seat's values, and the places. */
export interface RankingExplanation<N extends string = string> {
  readonly figures: readonly RankFigure<N>[];
  /**
   * Each seat's figures, indexed by seat. May name figures the ranking did not compare (a
   * tie-breaker switched off by an option), so a client can show them without computing them.
   */
  readonly values: readonly Readonly<Record<N, number>>[];
  /** Best first. */
  readonly places: readonly RankedPlace<N>[];
}

/** The figure on which `a` and `b` first differ, and which of them is better on it. */
function firstDifference<N extends string>(
  figures: readonly RankFigure<N>[],
  a: Readonly<Record<N, number>>,
  b: Readonly<Record<N, number>>,
): { figure: N; order: number } | null {
  for (const f of figures) {
    const d = a[f.name] - b[f.name];
    if (d !== 0) return { figure: f.name, order: f.better === 'higher' ? -d : d };
  }
  return null;
}

/**
 * Ranks the seats whose figures `values` holds (indexed by seat): by the first figure, then each
 * next one among seats still equal. Seats equal on every figure share a place.
 */
export function rankSeats<N extends string>(
  figures: readonly RankFigure<N>[],
  values: readonly Readonly<Record<N, number>>[],
): RankingExplanation<N> {
  const of = (seat: Seat) => values[seat] as Readonly<Record<N, number>>;
  const compare = (a: Seat, b: Seat) => firstDifference(figures, of(a), of(b))?.order ?? 0;
  const order = values.map((_, seat) => seat).sort((a, b) => compare(a, b) || a - b);
  const groups: Seat[][] = [];
  for (const seat of order) {
    const last = groups.at(-1);
    if (last && compare(last[0] as Seat, seat) === 0) last.push(seat);
    else groups.push([seat]);
  }
  let place = 1;
  const places = groups.map((seats, i): RankedPlace<N> => {
    const next = groups[i + 1];
    const decidedBy = next
      ? (firstDifference(figures, of(seats[0] as Seat), of(next[0] as Seat))?.figure ?? null)
      : null;
    const p = { place, seats, decidedBy };
    place += seats.length;
    return p;
  });
  return { figures, values, places };
}

/** The outcome's `ranking` (groups of tied seats, best first) of an explained ranking. */
export function rankingOf(explanation: RankingExplanation): Seat[][] {
  return explanation.places.map((p) => [...p.seats]);
}

/** An outcome's places: its explanation's, or, for a game that explains nothing, its ranking's without reasons. */
export function placesOf(outcome: Outcome): readonly RankedPlace[] {
  if (outcome.explanation) return outcome.explanation.places;
  let place = 1;
  return outcome.ranking.map((seats) => {
    const p = { place, seats, decidedBy: null };
    place += seats.length;
    return p;
  });
}
