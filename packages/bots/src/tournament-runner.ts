import { type AnyGameDefinition, BoardhallError } from '@boardhall/engine';
import { type GameTask, type GameTaskResult, type PlayGamesOptions, playGames } from './play-games.ts';
import { type TournamentOptions, type TournamentResult, tallyTournament, tournamentTasks } from './tournament.ts';

export interface RunTournamentOptions extends TournamentOptions, PlayGamesOptions {
  onProgress?: (done: number) => void;
  /** Each game as it finishes (in finishing order, which threads make differ from `index` order). */
  onGame?: (index: number, task: GameTask, result: GameTaskResult) => void;
  /**
   * Games already played, by index (read back from a games log to resume a stopped run): not
   * played again, and tallied with the rest. The caller checks they are this tournament's games.
   */
  finished?: ReadonlyMap<number, GameTaskResult>;
}

/** Plays a seat-rotated tournament, on worker threads when asked, and tallies it. */
export async function runTournament(def: AnyGameDefinition, opts: RunTournamentOptions): Promise<TournamentResult> {
  const tasks = tournamentTasks(def, opts);
  const finished: GameTaskResult[] = new Array(tasks.length);
  for (const [index, result] of opts.finished ?? []) {
    if (!Number.isInteger(index) || index < 0 || index >= tasks.length) {
      throw new BoardhallError('bad-games-log', `Game ${index} is not one of this tournament's ${tasks.length} games.`);
    }
    finished[index] = result;
  }
  const left = tasks.flatMap((_, i) => (finished[i] === undefined ? [i] : []));
  let done = tasks.length - left.length;
  await playGames(
    def,
    left.length,
    (k) => tasks[left[k] as number] as GameTask,
    (k, task, result) => {
      const index = left[k] as number;
      finished[index] = result;
      opts.onGame?.(index, task, result);
      opts.onProgress?.(++done);
    },
    opts,
  );
  return tallyTournament(def, opts, finished);
}
