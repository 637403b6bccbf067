import { fileURLToPath } from 'node:url';
import type { AnyGameDefinition } from '@boardhall/engine';
import { Piscina } from 'piscina';
import {
  type GameTask,
  type GameTaskResult,
  playTask,
  type TournamentOptions,
  type TournamentResult,
  tallyTournament,
  tournamentTasks,
} from './tournament.ts';

export interface RunTournamentOptions extends TournamentOptions {
  /** Worker threads; 1 plays every game on this thread. */
  threads: number;
  /** A module exporting `games: GameRegistry` for the workers (default `@boardhall/games`). */
  registryModule?: string;
  onProgress?: (done: number) => void;
  /** Each game as it finishes (in finishing order, which threads make differ from `index` order). */
  onGame?: (index: number, task: GameTask, result: GameTaskResult) => void;
}

/** Plays a seat-rotated tournament, on worker threads when asked, and tallies it. */
export async function runTournament(def: AnyGameDefinition, opts: RunTournamentOptions): Promise<TournamentResult> {
  const tasks = tournamentTasks(def, opts);
  const finished: GameTaskResult[] = new Array(tasks.length);
  let done = 0;
  if (opts.threads <= 1) {
    tasks.forEach((task, i) => {
      finished[i] = playTask(def, task);
      opts.onGame?.(i, task, finished[i]);
      opts.onProgress?.(++done);
    });
  } else {
    const pool = new Piscina({
      filename: fileURLToPath(new URL('./game-worker-entry.mjs', import.meta.url)),
      minThreads: opts.threads,
      maxThreads: opts.threads,
      workerData: { registryModule: opts.registryModule ?? '@boardhall/games' },
    });
    try {
      await Promise.all(
        tasks.map(async (task, i) => {
          const result = (await pool.run(task)) as GameTaskResult;
          finished[i] = result;
          opts.onGame?.(i, task, result);
          opts.onProgress?.(++done);
        }),
      );
    } finally {
      await pool.close();
    }
  }
  return tallyTournament(def, opts, finished);
}
