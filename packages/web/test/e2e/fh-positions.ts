/**
 * Prepared Four Humours games for the browser tests: played by the engine with a small
 * deterministic generator, to open as saved local matches (saved-match.ts) at any round or at the end.
 */
import { Match } from '@boardhall/engine';
import { type FourHumoursAction, fourHumours } from '@boardhall/four-humours';
import type { SavedMatch } from './saved-match.ts';

/**
 * A Four Humours game played by taking a legal action picked by a small deterministic generator,
 * stopped where seat 0 is to act after `rounds` rounds (or at the end, when `rounds` is null).
 */
export function fourHumoursGame(players: number, options: object, seed: string, rounds: number | null): SavedMatch {
  const g = fourHumours;
  const m = Match.create(g, players, options, seed);
  let x = 7;
  for (let k = 0; m.outcome() === null && k < 5000; k++) {
    const seat = g.activeSeats(m.state)[0] as number;
    if (rounds !== null && seat === 0 && g.view(m.state, 0).round > rounds) break;
    const legal = g.legalActions(m.state, seat);
    x = (x * 1103515245 + 12345) % 2147483648;
    m.submit(seat, legal[x % legal.length] as FourHumoursAction);
  }
  return {
    game: 'four-humours',
    players,
    options,
    seed,
    actions: m.actions.map((a) => ({ seat: a.seat, action: a.action })),
    finished: m.outcome() !== null,
  };
}

/**
 * The same game stopped at seat 0's first action `rounds` rounds before the end of the round the
 * whole game ends in (1: in that last round): a game close to its end, which the players may still
 * make a little longer or shorter by choosing otherwise than the generator did.
 */
export function lateGame(
  players: number,
  options: object,
  seed: string,
  rounds: number,
  bots: readonly string[],
): SavedMatch {
  const whole = fourHumoursGame(players, options, seed, null);
  const m = Match.create(fourHumours, players, options, seed);
  for (const { seat, action } of whole.actions) m.submit(seat, action as FourHumoursAction);
  const last = fourHumours.view(m.state, 0).round;
  return { ...fourHumoursGame(players, options, seed, last - rounds), bots };
}

/**
 * The same game stopped before seat 0's last placement of round `round`: the placements end soon
 * after it and the round's resolution follows, which the player and the bots may put off a
 * little by placing otherwise than the generator did.
 */
export function beforeResolution(
  players: number,
  options: object,
  seed: string,
  round: number,
  bots: readonly string[],
): SavedMatch {
  const g = fourHumours;
  const whole = fourHumoursGame(players, options, seed, null);
  const m = Match.create(g, players, options, seed);
  let at = -1;
  for (const [i, { seat, action }] of whole.actions.entries()) {
    const view = g.view(m.state, 0);
    if (seat === 0 && view.round === round && view.phase === 'placement') at = i;
    m.submit(seat, action as FourHumoursAction);
  }
  if (at < 0) throw new Error(`beforeResolution: seat 0 never placed in round ${round} of '${seed}'`);
  return { ...whole, actions: whole.actions.slice(0, at), finished: false, bots };
}
