import type { BotRequest } from '@boardhall/bots';
import { Rng } from '@boardhall/engine';
import type { ServerMetrics } from '../metrics/metrics.ts';
import { ClientTurns } from './client-turns.ts';
import type { BotChooser, ServiceLogger } from './types.ts';

/**
 * Which threads a decision runs on: `interactive` for a match a person plays (someone waits for
 * the move), `background` for a match of bots only (nobody does).
 */
export type BotLane = 'interactive' | 'background';

/** One bot decision to make for a match, and how long it may take once it has a thread. */
export interface BotJob {
  matchId: string;
  /** Who created the match (its creator's address): decisions are shared out per client first. */
  client: string;
  lane: BotLane;
  request: BotRequest;
  limitMs: number;
}

/** The threads of one lane. */
export interface BotLaneOptions {
  bots: BotChooser;
  /** Decisions running at once on this lane (its pool's threads). */
  concurrency: number;
}

export interface BotSchedulerOptions {
  /** The interactive lane's bots. */
  bots: BotChooser;
  /** Decisions running at once on the interactive lane (its pool's threads). */
  concurrency: number;
  /** The background lane: its own threads, so its decisions never hold up the interactive lane's. */
  background: BotLaneOptions;
  log: ServiceLogger;
  metrics?: ServerMetrics;
}

interface Lane extends BotLaneOptions {
  /** Matches with a decision waiting on this lane and none running, in turn order. */
  readonly turns: ClientTurns;
  running: number;
}

interface Waiting {
  job: BotJob;
  resolve(action: unknown): void;
}

type Settled = { action: unknown } | { error: unknown } | 'overran' | 'closed';

/**
 * Hands bot decisions to the pools fairly. Each match has its own queue and at most one decision
 * running, so a match whose seats search long, or several of whose seats are to move at once,
 * holds one thread and no more. Decisions run on two lanes with threads of their own: matches a
 * person plays on the interactive lane, all-bot matches on the background lane, so a decision
 * somebody waits for never queues behind one nobody waits for. On each lane the matches' creators
 * take turns, then each creator's matches (`ClientTurns`). A decision that overruns its limit is
 * cut (the pool terminates its thread) and the seat plays a seeded random legal action instead, as
 * it does when the bot fails.
 */
export class BotScheduler {
  private readonly queues = new Map<string, Waiting[]>();
  private readonly lanes: Record<BotLane, Lane>;
  private readonly running = new Map<string, AbortController>();
  private closed = false;
  private readonly closing: Promise<'closed'>;
  private markClosed: () => void = () => undefined;

  constructor(private readonly opts: BotSchedulerOptions) {
    this.lanes = {
      interactive: { bots: opts.bots, concurrency: opts.concurrency, turns: new ClientTurns(), running: 0 },
      background: { ...opts.background, turns: new ClientTurns(), running: 0 },
    };
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
      if (queue.length === 1 && !this.running.has(job.matchId)) this.ready(job);
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
    for (const lane of Object.values(this.lanes)) lane.turns.clear();
  }

  /**
   * A match's next decision may start: it takes its turn on the lane that decision asked for
   * (so a match whose last player left moves to the background lane at its next decision).
   */
  private ready(next: BotJob): void {
    this.lanes[next.lane].turns.add(next.client, next.matchId);
  }

  private pump(): void {
    for (const lane of Object.values(this.lanes)) {
      while (!this.closed && lane.running < lane.concurrency) {
        const matchId = lane.turns.next();
        if (matchId === undefined) break;
        const queue = this.queues.get(matchId);
        const next = queue?.shift();
        if (queue?.length === 0) this.queues.delete(matchId);
        if (next) this.start(lane, matchId, next);
      }
    }
  }

  private start(lane: Lane, matchId: string, { job, resolve }: Waiting): void {
    const controller = new AbortController();
    this.running.set(matchId, controller);
    lane.running++;
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
        return lane.bots.choose(request, controller.signal);
      })
      .then(
        (action) => ({ action }),
        (error: unknown) => ({ error }),
      );
    const started = performance.now();
    void Promise.race([asked, overran, this.closing]).then((settled) => {
      clearTimeout(timer);
      if (settled !== 'closed') {
        const outcome = settled === 'overran' ? 'cut' : 'error' in settled ? 'failed' : 'chosen';
        this.opts.metrics?.botDecided(job.lane, outcome, (performance.now() - started) / 1000);
      }
      this.running.delete(matchId);
      lane.running--;
      resolve(this.actionOf(settled, job, controller));
      const next = this.queues.get(matchId)?.[0];
      if (next) this.ready(next.job);
      this.pump();
    });
  }

  private actionOf(settled: Settled, job: BotJob, controller: AbortController): unknown {
    const { request, matchId, limitMs } = job;
    if (settled === 'closed') return undefined;
    const context = { matchId, seat: request.seat, bot: request.bot, lane: job.lane };
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
