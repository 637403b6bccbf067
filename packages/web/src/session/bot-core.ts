/** One bot decision from a seat's view: shared by the Web Worker and the in-thread runner. */
import { createBot } from '@boardhall/bots/core';
import { type AnyGameDefinition, Rng, type Seat } from '@boardhall/engine';

export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly spec: string;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: string;
}

export type BotResponse =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** Runs the bot: it sees only the seat's view and the legal actions, as on the server. */
export function decide(def: AnyGameDefinition, req: BotRequest): unknown {
  if (req.legal.length === 1) return req.legal[0];
  const bot = createBot(req.spec);
  return bot.choose({ game: def, seat: req.seat, legal: req.legal, rng: new Rng(req.seed), view: () => req.view });
}
