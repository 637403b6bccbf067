// The rating model: OpenSkill's Weng-Lin Bayesian rating with the Plackett-Luce model (the
// `openskill` package; none of its mathematics is ours). Plain JavaScript, so the SQLite writer
// thread, which runs without the TypeScript loader, rates a result inside its own transaction
// with the very same code as the server and `boardhall ratings rebuild` (types: model.d.mts).
import { predictWin, rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';

/**
 * The model's settings, all the package's defaults (μ 25, σ 25/3, β 25/6, τ 25/300) but the model,
 * named rather than left to the default so a change of the package's default changes nothing here.
 */
const OPTIONS = Object.freeze({ model: plackettLuce });

/** A new player's rating: μ 25, σ 25/3. */
export const NEW_RATING = Object.freeze(rating({}, OPTIONS));

/**
 * Every player's rating after one free-for-all result: `places[i]` is player i's place (1 is
 * best; equal places are ties), passed to the model as its `rank` option.
 */
export function rateFreeForAll(ratings, places) {
  if (ratings.length !== places.length) throw new Error('One place per rating is needed.');
  const teams = ratings.map((r) => [{ mu: r.mu, sigma: r.sigma }]);
  return rate(teams, { ...OPTIONS, rank: [...places] }).map(([r]) => ({ mu: r.mu, sigma: r.sigma }));
}

/** Each player's chance to win (0–1, summing to 1), from the model's `predictWin`. */
export function winChances(ratings) {
  return predictWin(
    ratings.map((r) => [{ mu: r.mu, sigma: r.sigma }]),
    OPTIONS,
  );
}
