import { workerData } from 'node:worker_threads';
import { findGame, type GameRegistry, Rng } from '@boardhall/engine';
import type { BotRequest } from './pool.ts';
import { createBot } from './spec.ts';
import { lowerThreadPriority } from './thread-priority.ts';

const { registryModule, lowPriority } = workerData as { registryModule: string; lowPriority?: boolean };
// Loaded before the worker reports ready: piscina gives a worker that replaces a terminated one
// no decision until then, so the time a decision is allowed is not spent loading the games.
const registry: GameRegistry = ((await import(registryModule)) as { games: GameRegistry }).games;
// Every worker of a low-priority pool, a replacement for a terminated one too, lowers itself once
// loaded: the first workers of a pool load during their first decision, and the load (seconds, once)
// at normal priority keeps that decision within the margin that covers a cold start.
if (lowPriority) lowerThreadPriority();

/** One decision, on a worker thread. */
export default async function decide(request: BotRequest): Promise<unknown> {
  const game = findGame(registry, request.game);
  const bot = createBot(request.bot);
  return bot.choose({
    game,
    seat: request.seat,
    legal: request.legal,
    rng: new Rng(request.seed),
    view: () => request.view,
  });
}
