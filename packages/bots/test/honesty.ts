import { type AnyGameDefinition, canonicalJson, Rng, type Seat } from '@boardhall/engine';
import { createBot } from '../src/index.ts';

/**
 * The honesty check: from a real state, build a second, different full state that gives the
 * same view to the acting seat; a bot with a fixed seed must choose the same action in both.
 * Returns how many positions were compared, and how many of them had a genuinely different
 * hidden state (so the check is not vacuous).
 */
export function checkHonesty(
  def: AnyGameDefinition,
  botSpec: string,
  opts: { players: number; positions: number; seed: string; options?: unknown },
): { compared: number; differentStates: number } {
  const options = def.optionsSchema.parse(opts.options ?? {});
  let compared = 0;
  let differentStates = 0;
  const walker = new Rng(`walk:${opts.seed}`);
  for (let g = 0; compared < opts.positions && g < opts.positions * 10; g++) {
    const state = def.setup(opts.players, options, `${opts.seed}-${g}`);
    // Walk a random number of random moves into the game.
    const steps = walker.int(40);
    for (let i = 0; i < steps && def.activeSeats(state).length > 0; i++) {
      const seat = def.activeSeats(state)[0] as Seat;
      const legal = def.legalActions(state, seat);
      def.applyInPlace(state, seat, walker.pick(legal));
    }
    const active = def.activeSeats(state);
    if (active.length === 0) continue;
    const seat = active[0] as Seat;
    const view = def.view(state, seat);
    const other = def.determinize(view, seat, new Rng(`other:${g}`));
    if (canonicalJson(def.view(other, seat)) !== canonicalJson(view)) throw new Error('determinize broke the view');
    if (canonicalJson(other) !== canonicalJson(state)) differentStates++;
    const choose = (s: unknown) =>
      canonicalJson(
        createBot(botSpec).choose({
          game: def,
          seat,
          legal: def.legalActions(s, seat),
          rng: new Rng('fixed'),
          view: () => def.view(s, seat),
        }),
      );
    if (choose(state) !== choose(other)) {
      throw new Error(`${botSpec} chose differently in two states with the same view (game ${g}, seat ${seat})`);
    }
    compared++;
  }
  return { compared, differentStates };
}
