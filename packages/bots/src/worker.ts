import { workerData } from 'node:worker_threads';
import { findGame, type GameRegistry, Rng } from '@boardhall/engine';
import type { BotRequest } from './pool.ts';
import { createBot } from './spec.ts';

const { registryModule } = workerData as { registryModule: string };
const registryPromise: Promise<GameRegistry> = import(registryModule).then((m: { games: GameRegistry }) => m.games);

/** One decision, on a worker thread. */
export default async function decide(request: BotRequest): Promise<unknown> {
  const game = findGame(await registryPromise, request.game);
  const bot = createBot(request.bot);
  return bot.choose({
    game,
    seat: request.seat,
    legal: request.legal,
    rng: new Rng(request.seed),
    view: () => request.view,
  });
}
