/**
 * Ratings as people read them (docs/protocol.md "Ratings"): OpenSkill's μ and σ mapped onto a
 * familiar scale where a new player (μ 25) shows 1500 and one μ point is 60 rating points, marked
 * provisional while σ is still high, and the conservative estimate leaderboards rank by.
 */
import type { Rating } from '@boardhall/protocol';
import { NEW_RATING, type SkillRating } from './model.mjs';

/** The shown rating of μ = 25, a new player's. */
export const SCALE_BASE = 1500;
/** Rating points per μ point: a new player's σ of 25/3 spans 500 of them. */
export const SCALE_PER_MU = 60;
/**
 * A rating is provisional ("1500?") while σ is above this: a new player's 8.33 falls below it
 * after about 3 two-player results against an established opponent (σ 2), or among newcomers
 * only after 6 two-player, 7 three-player, 9 four-player and 13 six-player results (the model's
 * τ keeps σ from falling fast; a threshold of 2.5 would take 60 to 90 two-player results).
 */
export const PROVISIONAL_SIGMA = 7;
/** Leaderboards list players with at least this many rated results (serve --leaderboard-min-games). */
export const DEFAULT_LEADERBOARD_MIN_GAMES = 5;

/** μ on the shown scale, unrounded: the same arithmetic in JavaScript and in SQL. */
export const scaled = (mu: number): number => SCALE_BASE + (mu - 25) * SCALE_PER_MU;

/** The conservative estimate μ − 3σ on the shown scale, unrounded. */
export const scaledConservative = (r: SkillRating): number => SCALE_BASE + (r.mu - 3 * r.sigma - 25) * SCALE_PER_MU;

/** The SQL of `scaledConservative` over a table's `mu` and `sigma` columns. */
export const CONSERVATIVE_SQL = `${SCALE_BASE} + (mu - 3 * sigma - 25) * ${SCALE_PER_MU}`;

export const shownRating = (r: SkillRating): number => Math.round(scaled(r.mu));

export const isProvisional = (r: SkillRating): boolean => r.sigma > PROVISIONAL_SIGMA;

/** A rating as the wire carries it; a player with none yet stands at the model's start. */
export function toRating(r: (SkillRating & { games: number }) | null): Rating {
  const skill = r ?? { ...NEW_RATING, games: 0 };
  return {
    rating: shownRating(skill),
    provisional: isProvisional(skill),
    mu: skill.mu,
    sigma: skill.sigma,
    conservative: Math.round(scaledConservative(skill)),
    games: skill.games,
  };
}
