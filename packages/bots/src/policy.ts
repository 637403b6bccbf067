import { BoardhallError } from '@boardhall/engine';
import type { Bot, BotTurn } from './bot.ts';

/**
 * Plays the game's own playout policy (`ai.playoutAction`, a scripted player's rules of thumb) on
 * a state sampled from its view: no search, so it answers at once. A game without a policy has no
 * such bot. Should the policy name a move that is not legal in the real game (it may only use
 * what the seat knows, so it should not), the bot plays a random legal move instead.
 */
export function policyBot(): Bot {
  return {
    name: 'policy',
    choose<S, A, V, O>(turn: BotTurn<S, A, V, O>): A {
      const ai = turn.game.ai;
      if (!ai?.playoutAction) {
        throw new BoardhallError('bad-bot', `policy: the game '${turn.game.id}' has no playout policy.`);
      }
      if (turn.legal.length === 1) return turn.legal[0] as A;
      const sample = turn.game.determinize(turn.view(), turn.seat, turn.rng);
      const key = ai.actionKey(sample, ai.playoutAction(sample, turn.seat, turn.rng));
      return turn.legal.find((a) => ai.actionKey(sample, a) === key) ?? turn.rng.pick(turn.legal);
    },
  };
}
