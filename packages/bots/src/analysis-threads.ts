import { fileURLToPath } from 'node:url';
import { BoardhallError, type GameDefinition, type ReplayFile, stateHash } from '@boardhall/engine';
import { Piscina } from 'piscina';
import { type AnalysisOptions, analyseReplay, assembleAnalysis, checkBudget } from './analysis/analyse.ts';
import { planAnalysis } from './analysis/positions.ts';
import type { DecisionAnalysis, GameAnalysis } from './analysis/types.ts';
import type { AnalysisTask } from './analysis-worker.ts';

export interface ThreadedAnalysisOptions extends AnalysisOptions {
  /** Worker threads; 1 analyses on this thread. The result is the same for any count. */
  readonly threads: number;
  /** A module exporting `games: GameRegistry` for the workers (default `@boardhall/games`). */
  readonly registryModule?: string;
}

/**
 * `analyseReplay` with the decisions shared out among worker threads (Node only). Each decision
 * draws from its own stream (`decisionRng`), so the analysis is identical to one thread's.
 */
export async function analyseReplayOnThreads<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  file: ReplayFile,
  options: ThreadedAnalysisOptions,
): Promise<GameAnalysis<A>> {
  if (options.threads <= 1) return analyseReplay(def, file, options);
  checkBudget(options.budget);
  const plan = planAnalysis(def, file);
  const total = plan.decisions.length;
  const key = `${file.game}/${file.seed}/${stateHash(file.actions)}`;
  const pool = new Piscina({
    filename: fileURLToPath(new URL('./analysis-worker-entry.mjs', import.meta.url)),
    minThreads: options.threads,
    maxThreads: options.threads,
    workerData: { registryModule: options.registryModule ?? '@boardhall/games' },
  });
  const results: DecisionAnalysis<A>[] = [];
  let next = 0;
  // Each lane judges one decision at a time, in order; two lanes per thread keep every thread busy.
  const lane = async (): Promise<void> => {
    while (next < total) {
      if (options.signal?.aborted) return;
      const task: AnalysisTask = { key, file, budget: options.budget, seed: options.seed, decision: next++ };
      results.push((await pool.run(task)) as DecisionAnalysis<A>);
      options.onProgress?.(results.length, total);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(total, options.threads * 2) }, lane));
  } finally {
    await pool.close();
  }
  if (options.signal?.aborted) throw new BoardhallError('analysis-cancelled', 'The analysis was cancelled.');
  return assembleAnalysis(plan, results, options.budget, options.seed);
}
