/** Types of model.mjs: the OpenSkill model the ratings use (docs/protocol.md "Ratings"). */

/** A rating as the model keeps it: the mean μ and the uncertainty σ of a player's skill. */
export interface SkillRating {
  mu: number;
  sigma: number;
}

/** A new player's rating: μ 25, σ 25/3. */
export declare const NEW_RATING: Readonly<SkillRating>;

/** Every player's rating after one free-for-all result (`places`: 1 best, equal places tie). */
export declare function rateFreeForAll(ratings: readonly SkillRating[], places: readonly number[]): SkillRating[];

/** Each player's chance to win, from the model's `predictWin`. */
export declare function winChances(ratings: readonly SkillRating[]): number[];
