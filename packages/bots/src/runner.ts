import { type GameDefinition, Match, type Outcome, parseMatchSetup, Rng, type Seat } from '@boardhall/engine';
import type { Bot } from './bot.ts';

export interface RunGameOptions {
  players: number;
  options: unknown;
  seed: string;
  bots: readonly Bot[];
  /** A game longer than this is stopped and counted as an error. */
  maxActions: number;
  /** Keep a Match (validated actions, hashes, logs) so the game can be saved and replayed. */
  record?: boolean;
}

export interface GameRun<S, A, V, O> {
  outcome: Outcome | null;
  endReason: string | null;
  /** The round the game ended in, for a game that counts rounds (`GameDefinition.round`). */
  round: number | null;
  actions: number;
  /** Set when the game could not be played to the end. */
  error: string | null;
  match: Match<S, A, V, O> | null;
}

/**
 * Plays one game with a bot in every seat. Without `record` it uses the engine's fast path
 * (clone once, then applyInPlace); with it, every action goes through a Match.
 */
export function runGame<S, A, V, O>(def: GameDefinition<S, A, V, O>, opts: RunGameOptions): GameRun<S, A, V, O> {
  const options = parseMatchSetup(def, opts.players, opts.options);
  const botRng = new Rng(`bots:${opts.seed}`);
  const match = opts.record ? Match.create(def, opts.players, options, opts.seed) : null;
  let state = match ? match.state : def.setup(opts.players, options, opts.seed);
  let actions = 0;
  try {
    for (;;) {
      const active = def.activeSeats(state);
      if (active.length === 0) break;
      if (actions >= opts.maxActions) {
        return {
          outcome: null,
          endReason: null,
          round: null,
          actions,
          error: `no end after ${opts.maxActions} actions`,
          match,
        };
      }
      const seat = active[0] as Seat;
      const legal = def.legalActions(state, seat);
      if (legal.length === 0) {
        return {
          outcome: null,
          endReason: null,
          round: null,
          actions,
          error: `seat ${seat} is active with no legal action`,
          match,
        };
      }
      const bot = opts.bots[seat] as Bot;
      const current = state;
      const action = bot.choose({ game: def, seat, legal, rng: botRng, view: () => def.view(current, seat) });
      if (match) {
        const result = match.submit(seat, action);
        if (!result.ok) {
          return {
            outcome: null,
            endReason: null,
            round: null,
            actions,
            error: `bot ${bot.name} sent an illegal action: ${result.error.message}`,
            match,
          };
        }
        state = match.state;
      } else {
        def.applyInPlace(state, seat, action);
      }
      actions++;
    }
  } catch (e) {
    return {
      outcome: null,
      endReason: null,
      round: null,
      actions,
      error: `the engine failed: ${(e as Error).stack ?? String(e)}`,
      match,
    };
  }
  return {
    outcome: def.outcome(state),
    endReason: def.endReason(state),
    round: def.round?.(state) ?? null,
    actions,
    error: null,
    match,
  };
}
