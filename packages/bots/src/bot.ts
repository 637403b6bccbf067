import type { GameDefinition, Rng, Seat } from '@boardhall/engine';

/** What a bot is told when it must act: only what its seat may know, and the legal choices. */
export interface BotTurn<S, A, V, O> {
  readonly game: GameDefinition<S, A, V, O>;
  readonly seat: Seat;
  /** The seat's view, computed on demand (a random bot never needs it). */
  view(): V;
  readonly legal: readonly A[];
  /** The bot's own random stream, separate from the game's. */
  readonly rng: Rng;
}

/** A player program. It sees views, never full states. */
export interface Bot {
  /** The spec it was made from, e.g. `random` or `ismcts:iterations=2000`. */
  readonly name: string;
  choose<S, A, V, O>(turn: BotTurn<S, A, V, O>): A;
}
