import type { GameDefinition, LabelThresholds } from '@boardhall/engine';
import type { MoveLabel } from './types.ts';

/**
 * Win chance given away (`loss`, 0..1) from which a decision is labelled. Calibrated on the
 * bots' own games (`normal` against `normal`, both games, 2 players): docs/analysis.md gives the
 * figures, docs/benchmarks.md the runs. An inaccuracy stays clear of the analysis's own noise;
 * lichess uses the same scale in steps of 5, 10 and 15 points of win chance.
 */
export const LABEL_THRESHOLDS: Readonly<LabelThresholds> = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 };

/** The thresholds of a game's labels: its own (`ai.analysisThresholds`), else `LABEL_THRESHOLDS`. */
export function labelThresholds<S, A, V, O>(def: GameDefinition<S, A, V, O>): Readonly<LabelThresholds> {
  return def.ai?.analysisThresholds ?? LABEL_THRESHOLDS;
}

/** The label of a loss: the worst threshold it reaches, or null for a good move. */
export function labelOf(loss: number, thresholds: LabelThresholds = LABEL_THRESHOLDS): MoveLabel | null {
  if (loss >= thresholds.blunder) return 'blunder';
  if (loss >= thresholds.mistake) return 'mistake';
  if (loss >= thresholds.inaccuracy) return 'inaccuracy';
  return null;
}

/**
 * A decision's accuracy, 0..100, from the win chance it gave away, with lichess's curve
 * (`103.1668·e^(−0.04354·loss in points) − 3.1669`): 100 for the best move, 80 for 5 points
 * given away, 64 for 10, 40 for 20, 0 from 80 on (clamped).
 */
export function decisionAccuracy(loss: number): number {
  const points = Math.max(0, loss) * 100;
  const raw = 103.1668 * Math.exp(-0.04354 * points) - 3.1669;
  return Math.min(100, Math.max(0, raw));
}

/** A seat's accuracy: the plain mean of its decisions' accuracies; null without a decision. */
export function seatAccuracy(accuracies: readonly number[]): number | null {
  if (accuracies.length === 0) return null;
  let sum = 0;
  for (const a of accuracies) sum += a;
  return sum / accuracies.length;
}
