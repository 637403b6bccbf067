import type { Bot, BotTurn } from './bot.ts';

/** Picks a uniformly random legal action. */
export function randomBot(): Bot {
  return {
    name: 'random',
    choose<S, A, V, O>(turn: BotTurn<S, A, V, O>): A {
      return turn.rng.pick(turn.legal);
    },
  };
}
