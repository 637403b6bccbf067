import { availableParallelism } from 'node:os';
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
  /** Worker threads (default: `defaultBotThreads()`). */
  threads?: number;
  /** A module exporting `games: GameRegistry` (default `@boardhall/games`); tests pass their own. */
  registryModule?: string;
  /**
   * `low`: the worker threads run at the lowest CPU priority (nice 19, on Linux), so decisions
   * nobody waits for yield the cores to everything else (default `normal`).
   */
  priority?: 'normal' | 'low';
}

/** One thread per core but one, kept for the event loop of the process that asks; at least 1. */
export function defaultBotThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Runs bot decisions on worker threads, so a thinking bot never blocks the event loop of the
 * process that asked (the server).
 */
export class BotPool {
  private readonly piscina: Piscina;
  /** Decisions that can run at once. */
  readonly threads: number;

  constructor(options: BotPoolOptions = {}) {
    const threads = Math.max(1, Math.floor(options.threads ?? defaultBotThreads()));
    this.threads = threads;
    this.piscina = new Piscina({
      filename: fileURLToPath(new URL('./worker-entry.mjs', import.meta.url)),
      minThreads: threads,
      maxThreads: threads,
      workerData: {
        registryModule: options.registryModule ?? '@boardhall/games',
        lowPriority: options.priority === 'low',
      },
    });
  }

  /**
   * The bot's chosen action (one of `legal`). Rejects if the bot or the game is unknown, or when
   * `signal` aborts: a decision already running then has its worker thread terminated (a search
   * cannot be interrupted otherwise) and a fresh worker takes its place.
   */
  async choose(request: BotRequest, signal?: AbortSignal): Promise<unknown> {
    return (await this.piscina.run(request, signal ? { signal } : {})) as unknown;
  }

  /** Decisions waiting for a thread. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  async close(): Promise<void> {
    await this.piscina.close({ force: true });
  }
}
