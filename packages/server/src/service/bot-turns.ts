import type { BotRequest } from '@boardhall/bots';
import { Rng, type Seat } from '@boardhall/engine';
import { ServiceError } from '../errors.ts';
import type { LiveMatch } from './live-match.ts';
import type { BotChooser, ServiceLogger } from './types.ts';

export interface BotTurnsOptions {
  bots: BotChooser;
  log: ServiceLogger;
  isClosing(): boolean;
  /** Validates, applies, stores and broadcasts a bot's action (called inside the match's queue). */
  apply(live: LiveMatch, seat: Seat, action: unknown): Promise<void>;
}

/**
 * Plays bot seats: each active bot seat's decision is asked of the pool (worker threads) with the
 * seat's view and legal actions only, then applied through the match's queue like a human's.
 */
export class BotTurns {
  constructor(private readonly opts: BotTurnsOptions) {}

  /** Asks for the move of every active bot seat not already thinking. Call inside the queue. */
  schedule(live: LiveMatch): void {
    if (this.opts.isClosing() || live.status !== 'playing') return;
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
        seed: `${live.stored.seed}#${live.version}#${seat}`,
      };
      this.run(live, seat, live.version, request);
    }
  }

  private run(live: LiveMatch, seat: Seat, version: number, request: BotRequest): void {
    const { log } = this.opts;
    this.opts.bots
      .choose(request)
      .catch((error: unknown) => {
        if (this.opts.isClosing()) return undefined;
        // A failing bot must not stall the match: fall back to a seeded random legal action.
        log.error({ err: error, matchId: live.id, seat, bot: request.bot }, 'bot failed; playing a random action');
        return request.legal.length > 0 ? new Rng(request.seed).pick(request.legal) : undefined;
      })
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
            if (error instanceof ServiceError && error.code === 'storage-error') throw error;
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
        if (!this.opts.isClosing()) log.error({ err: error, matchId: live.id, seat }, 'bot turn failed');
      });
  }
}
