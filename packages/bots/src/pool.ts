import { fileURLToPath } from 'node:url';
import type { Seat } from '@boardhall/engine';
import { Piscina } from 'piscina';

/** One decision for a bot: everything it may know, and nothing more (a view, not a state). */
export interface BotRequest {
  game: string;
  /** A bot spec, e.g. `greedy` or `ismcts:ms=500`. */
  bot: string;
  seat: Seat;
  view: unknown;
  legal: readonly unknown[];
  /** Seeds the bot's own random stream, so a decision can be reproduced. */
  seed: string;
}

export interface BotPoolOptions {
  /** Worker threads (default: 1, so a 2-core machine keeps a core for the server). */
  threads?: number;
  /** A module exporting `games: GameRegistry` (default `@boardhall/games`); tests pass their own. */
  registryModule?: string;
}

/**
 * Runs bot decisions on worker threads, so a thinking bot never blocks the event loop of the
 * process that asked (the server).
 */
export class BotPool {
  private readonly piscina: Piscina;

  constructor(options: BotPoolOptions = {}) {
    const threads = Math.max(1, options.threads ?? 1);
    this.piscina = new Piscina({
      filename: fileURLToPath(new URL('./worker-entry.mjs', import.meta.url)),
      minThreads: threads,
      maxThreads: threads,
      workerData: { registryModule: options.registryModule ?? '@boardhall/games' },
    });
  }

  /** The bot's chosen action (one of `legal`). Rejects if the bot or the game is unknown. */
  async choose(request: BotRequest): Promise<unknown> {
    return (await this.piscina.run(request)) as unknown;
  }

  /** Decisions waiting for a thread. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  async close(): Promise<void> {
    await this.piscina.close({ force: true });
  }
}
