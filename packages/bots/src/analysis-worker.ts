import { workerData } from 'node:worker_threads';
import { type AnyGameDefinition, findGame, type GameRegistry, type ReplayFile } from '@boardhall/engine';
import { analyseDecision } from './analysis/decision.ts';
import { type AnalysisPlan, planAnalysis } from './analysis/positions.ts';
import type { DecisionAnalysis } from './analysis/types.ts';

/** One decision of a replay to judge, in plain data. */
export interface AnalysisTask {
  /** Names the replay: tasks with the same key share one rebuilt match on a thread. */
  key: string;
  file: ReplayFile;
  budget: number;
  seed: string;
  /** The decision's place in the plan's list of decisions. */
  decision: number;
}

const { registryModule } = workerData as { registryModule: string };
const registry: GameRegistry = ((await import(registryModule)) as { games: GameRegistry }).games;

/** The last replay rebuilt on this thread: a whole game's decisions come one after another. */
let cached: { key: string; def: AnyGameDefinition; plan: AnalysisPlan<unknown, unknown> } | null = null;

/** Judges one decision, on a worker thread: the same figures as on any other thread. */
export default function judge(task: AnalysisTask): DecisionAnalysis {
  if (cached?.key !== task.key) {
    const def = findGame(registry, task.file.game);
    cached = { key: task.key, def, plan: planAnalysis(def, task.file) };
  }
  const point = cached.plan.decisions[task.decision];
  if (!point) throw new Error(`The replay has no decision ${task.decision}.`);
  return analyseDecision(cached.def, point, { budget: task.budget, seed: task.seed });
}
