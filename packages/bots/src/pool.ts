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
  /**
   * `on-first-decision`: no thread starts (and no memory is taken) before the pool's first
   * decision, which then pays the threads' start; for a pool many processes never use (default
   * `at-once`).
   */
  startThreads?: 'at-once' | 'on-first-decision';
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
  private piscina: Piscina | null = null;
  private closed = false;
  private readonly options: BotPoolOptions;
  /** Decisions that can run at once. */
  readonly threads: number;

  constructor(options: BotPoolOptions = {}) {
    this.threads = Math.max(1, Math.floor(options.threads ?? defaultBotThreads()));
    this.options = options;
    if (options.startThreads !== 'on-first-decision') this.start();
  }

  /** Whether the worker threads have been started. */
  get started(): boolean {
    return this.piscina !== null;
  }

  private start(): Piscina {
    this.piscina ??= new Piscina({
      filename: fileURLToPath(new URL('./worker-entry.mjs', import.meta.url)),
      minThreads: this.threads,
      maxThreads: this.threads,
      workerData: {
        registryModule: this.options.registryModule ?? '@boardhall/games',
        lowPriority: this.options.priority === 'low',
      },
    });
    return this.piscina;
  }

  /**
   * The bot's chosen action (one of `legal`). Rejects if the bot or the game is unknown, or when
   * `signal` aborts: a decision already running then has its worker thread terminated (a search
   * cannot be interrupted otherwise) and a fresh worker takes its place.
   */
  async choose(request: BotRequest, signal?: AbortSignal): Promise<unknown> {
    if (this.closed) throw new Error('The bot pool is closed.');
    return (await this.start().run(request, signal ? { signal } : {})) as unknown;
  }

  /** Decisions waiting for a thread. */
  get queued(): number {
    return this.piscina?.queueSize ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.piscina?.close({ force: true });
  }
}
