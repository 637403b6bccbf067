/** Types of apply-result.mjs: one rated result applied to the ratings as they stand. */
import type { RatedEntry, RatedPlayerKey, RatingRequest } from '../storage/rating-types.ts';
import type { SkillRating } from './model.mjs';

/** At most this many counted results per pair of accounts and UTC day. */
export declare const PAIR_RESULTS_PER_DAY: number;

/** The UTC day (days since 1970-01-01) of a time in ms. */
export declare function utcDay(at: number): number;

/** The pairs of distinct people (not bot levels) in a result: [smaller key, larger key], sorted. */
export declare function pairsOf(seats: readonly { player: RatedPlayerKey }[]): [RatedPlayerKey, RatedPlayerKey][];

/** A player's rating and rated games as they stand. */
export interface CurrentRating extends SkillRating {
  games: number;
}

export interface AppliedResult {
  /** False: kept for the history, changing no rating (fewer than two players, or the pair rule). */
  counted: boolean;
  /** The UTC day the result counts under. */
  day: number;
  /** One per seat, in the request's order. */
  entries: RatedEntry[];
  /** The players' new ratings (none when not counted), sorted by player. */
  ratings: (CurrentRating & { player: RatedPlayerKey })[];
  /** The pairs of people whose count for `day` goes up by one (none when not counted). */
  pairs: [RatedPlayerKey, RatedPlayerKey][];
}

export declare function applyResult(
  request: RatingRequest,
  current: (player: RatedPlayerKey) => CurrentRating | null,
  pairCount: (day: number, a: RatedPlayerKey, b: RatedPlayerKey) => number,
  pairLimit?: number,
): AppliedResult;
