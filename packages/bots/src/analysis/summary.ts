import type { Outcome, Seat } from '@boardhall/engine';
import { outcomeRewards } from '../rewards.ts';
import { seatAccuracy } from './labels.ts';
import type { DecisionAnalysis, SeatSummary, TurningPoint } from './types.ts';

/** Turning points kept per seat. */
export const TURNING_POINTS = 3;

/**
 * Each seat's value after each action. At a decision the actor's value is that of the move it
 * played; the other seats share the rest in proportion to their values before (shares of first
 * place add up to 1; with 2 players the other has 1 − it). An action without a choice changes
 * nothing. Before the first decision every seat has 1 / players.
 */
export function valueSeries(players: number, actions: number, decisions: readonly DecisionAnalysis[]): number[][] {
  const byIndex = new Map(decisions.map((d) => [d.index, d]));
  let current = new Array<number>(players).fill(1 / players);
  const series: number[][] = Array.from({ length: players }, () => new Array<number>(actions).fill(0));
  for (let i = 0; i < actions; i++) {
    const d = byIndex.get(i);
    if (d) current = shareTheRest(current, d.seat, d.played.value);
    current.forEach((v, seat) => {
      (series[seat] as number[])[i] = v;
    });
  }
  return series;
}

/** The actor's new value, the others scaled to fill what is left (evenly when they had nothing). */
function shareTheRest(before: readonly number[], actor: Seat, value: number): number[] {
  const othersBefore = before.reduce((sum, v, seat) => (seat === actor ? sum : sum + v), 0);
  const rest = 1 - value;
  const others = before.length - 1;
  return before.map((v, seat) => {
    if (seat === actor) return value;
    return othersBefore > 0 ? (rest * v) / othersBefore : rest / others;
  });
}

/** The three largest moves of one seat's series (ties: the earlier), in game order. */
export function turningPoints(series: readonly number[], actors: readonly Seat[], players: number): TurningPoint[] {
  const moves = series.map((after, index) => {
    const before = index === 0 ? 1 / players : (series[index - 1] as number);
    return { index, actor: actors[index] as Seat, before, after };
  });
  return moves
    .filter((m) => m.after !== m.before)
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.index - b.index)
    .slice(0, TURNING_POINTS)
    .sort((a, b) => a.index - b.index);
}

/** Every seat's report card from its decisions and its series. */
export function seatSummaries(
  players: number,
  decisions: readonly DecisionAnalysis[],
  series: readonly (readonly number[])[],
  actors: readonly Seat[],
): SeatSummary[] {
  return Array.from({ length: players }, (_, seat) => {
    const own = decisions.filter((d) => d.seat === seat);
    const count = (label: string) => own.filter((d) => d.label === label).length;
    return {
      seat,
      decisions: own.length,
      accuracy: seatAccuracy(own.map((d) => d.accuracy)),
      meanLoss: own.length > 0 ? own.reduce((sum, d) => sum + d.loss, 0) / own.length : null,
      inaccuracies: count('inaccuracy'),
      mistakes: count('mistake'),
      blunders: count('blunder'),
      turningPoints: turningPoints(series[seat] ?? [], actors, players),
    };
  });
}

/** Each seat's share of first place in a finished game: what the values predict. */
export function firstPlaceShares(outcome: Outcome | null, players: number): number[] | null {
  return outcome ? outcomeRewards(outcome, players, 0) : null;
}
