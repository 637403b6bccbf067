// One rated result applied to the ratings as they stand: which ratings change, to what, and
// whether the result counts at all (the anti-abuse rule). Pure, and plain JavaScript: the SQLite
// writer thread runs it inside the transaction that stores the match's end, the PostgreSQL writer
// inside its own, and `boardhall ratings rebuild` over the whole history; all three must get the
// same numbers from the same inputs (types: apply-result.d.mts).
import { NEW_RATING, rateFreeForAll } from './model.mjs';

/**
 * A pair of accounts' results count at most this many times per UTC day (docs/protocol.md
 * "Ratings"): an evening's honest series between two friends stays well under it, while two
 * accounts feeding each other wins get no more than this out of a day.
 */
export const PAIR_RESULTS_PER_DAY = 10;

const DAY_MS = 86_400_000;

/** The UTC day (days since 1970-01-01) a result is counted under. */
export function utcDay(at) {
  return Math.floor(at / DAY_MS);
}

/** Bot levels (`b:…`) play anyone as often as asked; every other player is a person. */
const isPerson = (player) => !player.startsWith('b:');

/** The pairs of distinct people in a result, each as [smaller key, larger key], sorted. */
export function pairsOf(seats) {
  const people = [...new Set(seats.map((s) => s.player).filter(isPerson))].sort();
  const pairs = [];
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) pairs.push([people[i], people[j]]);
  }
  return pairs;
}

/**
 * Applies `request` (a RatingRequest) to the ratings `current(player)` returns (null: none yet),
 * where `pairCount(day, a, b)` is how many counted results the pair has that day already.
 *
 * Every seat enters the model with its player's rating. A player in several seats (one bot level
 * playing two seats) is updated once, to the mean μ and the mean σ of its seats' results, and
 * counts one game. A result with fewer than two players, or with a pair of people at their day's
 * limit, is kept but does not count: no rating changes.
 */
export function applyResult(request, current, pairCount, pairLimit = PAIR_RESULTS_PER_DAY) {
  const players = [...new Set(request.seats.map((s) => s.player))].sort();
  const before = new Map(players.map((p) => [p, current(p)]));
  const day = utcDay(request.finishedAt);
  const pairs = pairsOf(request.seats);
  const counted = players.length >= 2 && pairs.every(([a, b]) => pairCount(day, a, b) < pairLimit);
  const after = new Map();
  if (counted) {
    const rated = rateFreeForAll(
      request.seats.map((s) => before.get(s.player) ?? NEW_RATING),
      request.seats.map((s) => s.place),
    );
    const sums = new Map();
    request.seats.forEach((s, i) => {
      const sum = sums.get(s.player) ?? { mu: 0, sigma: 0, n: 0 };
      sum.mu += rated[i].mu;
      sum.sigma += rated[i].sigma;
      sum.n += 1;
      sums.set(s.player, sum);
    });
    for (const [player, sum] of sums) {
      after.set(
        player,
        sum.n === 1 ? { mu: sum.mu, sigma: sum.sigma } : { mu: sum.mu / sum.n, sigma: sum.sigma / sum.n },
      );
    }
  }
  const entries = request.seats.map((s) => {
    const was = before.get(s.player);
    const kept = was ? { mu: was.mu, sigma: was.sigma } : { mu: NEW_RATING.mu, sigma: NEW_RATING.sigma };
    return {
      player: s.player,
      seat: s.seat,
      place: s.place,
      before: was ? { mu: was.mu, sigma: was.sigma } : null,
      after: after.get(s.player) ?? kept,
    };
  });
  const ratings = counted
    ? players.map((player) => ({ player, ...after.get(player), games: (before.get(player)?.games ?? 0) + 1 }))
    : [];
  return { counted, day, entries, ratings, pairs: counted ? pairs : [] };
}
