import type { AnyGameDefinition } from '@boardhall/engine';
import { type GameTask, type GameTaskResult, type PlayGamesOptions, playGames } from './play-games.ts';
import { type TournamentOptions, type TournamentResult, tallyTournament, tournamentTasks } from './tournament.ts';

export interface RunTournamentOptions extends TournamentOptions, PlayGamesOptions {
  onProgress?: (done: number) => void;
  /** Each game as it finishes (in finishing order, which threads make differ from `index` order). */
  onGame?: (index: number, task: GameTask, result: GameTaskResult) => void;
}

/** Plays a seat-rotated tournament, on worker threads when asked, and tallies it. */
export async function runTournament(def: AnyGameDefinition, opts: RunTournamentOptions): Promise<TournamentResult> {
  const tasks = tournamentTasks(def, opts);
  const finished: GameTaskResult[] = new Array(tasks.length);
  let done = 0;
  await playGames(
    def,
    tasks.length,
    (i) => tasks[i] as GameTask,
    (index, task, result) => {
      finished[index] = result;
      opts.onGame?.(index, task, result);
      opts.onProgress?.(++done);
    },
    opts,
  );
  return tallyTournament(def, opts, finished);
}
