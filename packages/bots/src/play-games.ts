import { fileURLToPath } from 'node:url';
import { type AnyGameDefinition, type Outcome, type ReplayFile, toReplay } from '@boardhall/engine';
import { Piscina } from 'piscina';
import { runGame } from './runner.ts';
import { createBot } from './spec.ts';

/** One whole bot game, described in plain data so a worker thread can play it. */
export interface GameTask {
  game: string;
  players: number;
  options: unknown;
  seed: string;
  /** The bot spec of each seat. */
  bots: string[];
  maxActions: number;
  /** Keep the game as a replay file (`GameTaskResult.replay`). */
  record?: boolean;
}

/** How a game ended, in plain data (it may come back from a worker thread). */
export interface GameTaskResult {
  /** Seats by place, ties sharing one; null when the game failed. */
  ranking: number[][] | null;
  soloResult: Outcome['soloResult'] | null;
  endReason: string | null;
  round: number | null;
  actions: number;
  error: string | null;
  /** The game as a replay file, when the task asked for one and the game was recorded. */
  replay?: ReplayFile;
}

/** Plays one game (on whatever thread calls it). */
export function playTask(def: AnyGameDefinition, task: GameTask): GameTaskResult {
  const bots = task.bots.map((b) => createBot(b));
  const run = runGame(def, {
    players: task.players,
    options: task.options,
    seed: task.seed,
    bots,
    maxActions: task.maxActions,
    record: task.record,
  });
  const result: GameTaskResult = {
    ranking: run.outcome ? run.outcome.ranking.map((g) => [...g]) : null,
    soloResult: run.outcome?.soloResult ?? null,
    endReason: run.endReason,
    round: run.round,
    actions: run.actions,
    error: run.error,
  };
  if (task.record && run.match)
    result.replay = toReplay(
      run.match,
      bots.map((b) => ({ name: null, bot: b.name })),
    );
  return result;
}

export interface PlayGamesOptions {
  /** Worker threads; 1 plays every game on this thread. */
  threads: number;
  /** A module exporting `games: GameRegistry` for the workers (default `@boardhall/games`). */
  registryModule?: string;
}

/**
 * Plays games 0 … count − 1, on worker threads when asked, handing each result to `onGame` as it
 * finishes (in finishing order, which threads make differ from index order). Tasks are made as
 * they are needed and results are not kept, so a run of millions of games holds only a few.
 */
export async function playGames(
  def: AnyGameDefinition,
  count: number,
  taskAt: (index: number) => GameTask,
  onGame: (index: number, task: GameTask, result: GameTaskResult) => void,
  opts: PlayGamesOptions,
): Promise<void> {
  if (opts.threads <= 1) {
    for (let i = 0; i < count; i++) {
      const task = taskAt(i);
      onGame(i, task, playTask(def, task));
    }
    return;
  }
  const pool = new Piscina({
    filename: fileURLToPath(new URL('./game-worker-entry.mjs', import.meta.url)),
    minThreads: opts.threads,
    maxThreads: opts.threads,
    workerData: { registryModule: opts.registryModule ?? '@boardhall/games' },
  });
  let next = 0;
  // Each lane plays one game at a time; two lanes per thread keep every thread busy.
  const lane = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      const task = taskAt(i);
      onGame(i, task, (await pool.run(task)) as GameTaskResult);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(count, opts.threads * 2) }, lane));
  } finally {
    await pool.close();
  }
}
