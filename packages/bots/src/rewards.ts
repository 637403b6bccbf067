import type { Outcome, Seat } from '@boardhall/engine';

/** The weight of the places below the first in the bots' reward: a tenth. */
export const SEARCH_PLACE_WEIGHT = 0.1;

/**
 * The value of a finished game for each seat, in [0, 1]: mostly the share of first place
 * (a shared win counts 1/k), plus a little (`placeWeight`) for every seat ranked below, so that
 * when a win is out of reach the search still prefers second place to last. With `placeWeight`
 * 0 it is the share of first place alone, what an analysis reports as a win chance.
 */
export function outcomeRewards(outcome: Outcome, players: number, placeWeight = SEARCH_PLACE_WEIGHT): number[] {
  const rewards = new Array<number>(players).fill(0);
  let ranked = 0;
  outcome.ranking.forEach((group, place) => {
    const below = players - ranked - group.length;
    for (const seat of group) {
      const win = place === 0 ? 1 / group.length : 0;
      rewards[seat] = (1 - placeWeight) * win + (players > 1 ? (placeWeight * below) / (players - 1) : 0);
    }
    ranked += group.length;
  });
  return rewards;
}

/**
 * Rewards for an unfinished game from heuristic scores: the same scale as a finished game,
 * treating the seat with the best score as the likely winner.
 */
export function heuristicRewards(scores: readonly number[], placeWeight = SEARCH_PLACE_WEIGHT): number[] {
  const players = scores.length;
  const order = scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score);
  const ranking: Seat[][] = [];
  for (const { score, seat } of order) {
    const last = ranking[ranking.length - 1];
    if (last && scores[last[0] as Seat] === score) last.push(seat);
    else ranking.push([seat]);
  }
  return outcomeRewards({ ranking, scores }, players, placeWeight);
}

/**
 * Rewards for an unfinished game from heuristic scores, in (0, 1): each seat's lead over the best
 * other seat (negative when behind) through a logistic curve of width `scale`. Unlike
 * `heuristicRewards` it keeps the margin: a safe lead is worth more than a narrow one.
 */
export function marginRewards(scores: readonly number[], scale: number): number[] {
  return scores.map((score, seat) => {
    let others = Number.NEGATIVE_INFINITY;
    scores.forEach((x, p) => {
      if (p !== seat && x > others) others = x;
    });
    const lead = others === Number.NEGATIVE_INFINITY ? 0 : score - others;
    return 1 / (1 + Math.exp(-lead / scale));
  });
}
