import { workerData } from 'node:worker_threads';
import { findGame, type GameRegistry } from '@boardhall/engine';
import { type GameTask, type GameTaskResult, playTask } from './play-games.ts';

const { registryModule } = workerData as { registryModule: string };
const registryPromise: Promise<GameRegistry> = import(registryModule).then((m: { games: GameRegistry }) => m.games);

/** One whole bot game, on a worker thread. */
export default async function play(task: GameTask): Promise<GameTaskResult> {
  return playTask(findGame(await registryPromise, task.game), task);
}
