import type { BotRequest } from '@boardhall/bots';
import { Rng, type Seat } from '@boardhall/engine';
import { ServiceError } from '../errors.ts';
import type { ServerMetrics } from '../metrics/metrics.ts';
import { decisionBudgetMs } from './bot-policy.ts';
import { type BotLaneOptions, BotScheduler } from './bot-scheduler.ts';
import type { LiveMatch } from './live-match.ts';
import type { BotChooser, ServiceLogger } from './types.ts';

/** Refusals that say the move could not be stored, not that it was wrong. */
const STORAGE_CODES: ReadonlySet<string> = new Set(['storage-error', 'storage-unavailable']);
const STORAGE_RETRY_MS = 1_000;

export interface BotTurnsOptions {
  /** The bots of matches a person plays. */
  bots: BotChooser;
  /** Decisions running at once for them (their pool's threads). */
  concurrency: number;
  /** The bots of matches nobody plays, on threads of their own. */
  background: BotLaneOptions;
  /** Time a decision may take beyond its bot's own budget before it is cut. */
  marginMs: number;
  log: ServiceLogger;
  metrics: ServerMetrics;
  isClosing(): boolean;
  /** Validates, applies, stores and broadcasts a bot's action (called inside the match's queue). */
  apply(live: LiveMatch, seat: Seat, action: unknown): Promise<void>;
}

/**
 * Plays bot seats: each active bot seat's decision is asked of a pool (worker threads) with the
 * seat's view and legal actions only, through a scheduler that keeps one match, or one client,
 * from starving the others, then applied through the match's queue like a human's. A match a
 * person plays asks the interactive lane, a match of bots only the background lane.
 */
export class BotTurns {
  private readonly scheduler: BotScheduler;

  constructor(private readonly opts: BotTurnsOptions) {
    const { bots, concurrency, background, log, metrics } = opts;
    this.scheduler = new BotScheduler({ bots, concurrency, background, log, metrics });
  }

  /** Asks for the move of every active bot seat not already thinking. Call inside the queue. */
  schedule(live: LiveMatch): void {
    if (this.opts.isClosing() || live.gone || live.status !== 'playing') return;
    const state = live.match.state;
    for (const seat of live.def.activeSeats(state)) {
      const bot = live.botOf(seat);
      if (bot === null || live.thinking.has(seat)) continue;
      live.thinking.add(seat);
      const legal = live.def.legalActions(state, seat);
      const request: BotRequest = {
        game: live.def.id,
        bot,
        seat,
        view: live.views.view(seat),
        legal,
        seed: `${live.botSeed}#${live.version}#${seat}`,
      };
      this.run(live, seat, live.version, request);
    }
  }

  /** Asks the bots again after a pause, when storing a move failed. */
  private retryLater(live: LiveMatch): void {
    const timer = setTimeout(() => {
      if (this.opts.isClosing() || live.gone) return;
      live.queue.run(() => this.schedule(live)).catch(() => undefined);
    }, STORAGE_RETRY_MS);
    timer.unref();
  }

  /** Stops the decisions in progress and drops the waiting ones. */
  close(): void {
    this.scheduler.close();
  }

  private run(live: LiveMatch, seat: Seat, version: number, request: BotRequest): void {
    const { log } = this.opts;
    const limitMs = decisionBudgetMs(request.bot, request.game) + this.opts.marginMs;
    // Decided now, per decision: a match whose last player leaves goes to the background lane.
    const lane = live.hasHumanPlayer ? 'interactive' : 'background';
    // Matches with no stored creator (made inside the server, or before creators were stored)
    // take their turns together, as one client.
    const client = live.stored.creator ?? '';
    this.scheduler
      .decide({ matchId: live.id, client, lane, request, limitMs })
      .then((action) =>
        live.queue.run(async () => {
          live.thinking.delete(seat);
          if (action === undefined || this.opts.isClosing()) return;
          // The match moved on while the bot thought (an undo, a substitution): decide again.
          if (live.version !== version || live.status !== 'playing' || live.botOf(seat) === null) {
            this.schedule(live);
            return;
          }
          try {
            await this.opts.apply(live, seat, action);
          } catch (error) {
            if (error instanceof ServiceError && STORAGE_CODES.has(error.code)) {
              // Not the bot's fault: the move is decided again once the database answers.
              this.retryLater(live);
              throw error;
            }
            if (error instanceof ServiceError && error.code === 'match-moved') return;
            log.error(
              { err: error, matchId: live.id, seat, bot: request.bot },
              'bot action refused; playing a random one',
            );
            const legal = live.def.legalActions(live.match.state, seat);
            await this.opts.apply(live, seat, new Rng(`${request.seed}#fallback`).pick(legal));
          }
        }),
      )
      .catch((error: unknown) => {
        live.thinking.delete(seat);
        // A store that cannot take the move now was logged where the write failed; the move is
        // decided again once it answers.
        const retried = error instanceof ServiceError && STORAGE_CODES.has(error.code);
        if (!this.opts.isClosing() && !retried) log.error({ err: error, matchId: live.id, seat }, 'bot turn failed');
      });
  }
}
