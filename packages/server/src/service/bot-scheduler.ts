import type { BotRequest } from '@boardhall/bots';
import { Rng } from '@boardhall/engine';
import type { BotChooser, ServiceLogger } from './types.ts';

/** One bot decision to make for a match, and how long it may take once it has a thread. */
export interface BotJob {
  matchId: string;
  request: BotRequest;
  limitMs: number;
}

export interface BotSchedulerOptions {
  bots: BotChooser;
  /** Decisions running at once (the pool's threads). */
  concurrency: number;
  log: ServiceLogger;
}

interface Waiting {
  job: BotJob;
  resolve(action: unknown): void;
}

type Settled = { action: unknown } | { error: unknown } | 'overran' | 'closed';

/**
 * Hands bot decisions to the pool fairly. Each match has its own queue and at most one decision
 * running; matches with a decision waiting take turns (round-robin), so a match whose seats
 * search long, or several of whose seats are to move at once, holds one thread and no more. A
 * decision that overruns its limit is cut (the pool terminates its thread) and the seat plays a
 * seeded random legal action instead, as it does when the bot fails.
 */
export class BotScheduler {
  private readonly queues = new Map<string, Waiting[]>();
  /** Matches with a decision waiting and none running, in turn order. */
  private readonly turns: string[] = [];
  private readonly running = new Map<string, AbortController>();
  private closed = false;
  private readonly closing: Promise<'closed'>;
  private markClosed: () => void = () => undefined;

  constructor(private readonly opts: BotSchedulerOptions) {
    this.closing = new Promise((resolve) => {
      this.markClosed = () => resolve('closed');
    });
  }

  /**
   * The action the bot chose, a seeded random legal one when it failed or overran, or undefined
   * once the scheduler is closed (or when there is no legal action). Never rejects.
   */
  decide(job: BotJob): Promise<unknown> {
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const queue = this.queues.get(job.matchId) ?? [];
      queue.push({ job, resolve });
      this.queues.set(job.matchId, queue);
      if (queue.length === 1 && !this.running.has(job.matchId)) this.turns.push(job.matchId);
      this.pump();
    });
  }

  /** Decisions waiting for a thread, across all matches. */
  get waiting(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  /** Stops every running decision; waiting and running ones resolve as undefined. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.markClosed();
    for (const controller of this.running.values()) controller.abort(new Error('the server is closing'));
    for (const queue of this.queues.values()) for (const w of queue) w.resolve(undefined);
    this.queues.clear();
    this.turns.length = 0;
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.opts.concurrency) {
      const matchId = this.turns.shift();
      if (matchId === undefined) return;
      const queue = this.queues.get(matchId);
      const next = queue?.shift();
      if (queue?.length === 0) this.queues.delete(matchId);
      if (next) this.start(matchId, next);
    }
  }

  private start(matchId: string, { job, resolve }: Waiting): void {
    const controller = new AbortController();
    this.running.set(matchId, controller);
    const { request, limitMs } = job;
    let timer: NodeJS.Timeout | undefined;
    // The clock starts when the decision gets its thread: waiting for one is not the bot's doing.
    const overran = new Promise<'overran'>((done) => {
      timer = setTimeout(() => done('overran'), limitMs);
      timer.unref();
    });
    // Through a promise, so a chooser that throws at once counts as a failed bot too.
    const asked: Promise<Settled> = Promise.resolve()
      .then(() => {
        controller.signal.throwIfAborted();
        return this.opts.bots.choose(request, controller.signal);
      })
      .then(
        (action) => ({ action }),
        (error: unknown) => ({ error }),
      );
    void Promise.race([asked, overran, this.closing]).then((settled) => {
      clearTimeout(timer);
      this.running.delete(matchId);
      resolve(this.actionOf(settled, job, controller));
      if (this.queues.get(matchId)?.length) this.turns.push(matchId);
      this.pump();
    });
  }

  private actionOf(settled: Settled, job: BotJob, controller: AbortController): unknown {
    const { request, matchId, limitMs } = job;
    if (settled === 'closed') return undefined;
    const context = { matchId, seat: request.seat, bot: request.bot };
    if (settled === 'overran') {
      controller.abort(new Error(`over its time limit of ${limitMs} ms`));
      this.opts.log.warn({ ...context, limitMs }, 'bot over its time limit; cut, playing a random action');
      return randomLegal(request);
    }
    if ('error' in settled) {
      this.opts.log.error({ ...context, err: settled.error }, 'bot failed; playing a random action');
      return randomLegal(request);
    }
    return settled.action;
  }
}

/** The seat's stand-in move: random, but seeded by the decision, so the same decision falls back alike. */
function randomLegal(request: BotRequest): unknown {
  return request.legal.length > 0 ? new Rng(request.seed).pick(request.legal) : undefined;
}
