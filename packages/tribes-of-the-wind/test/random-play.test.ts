import { Rng, stateHash } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { conservation, defaultOptions, tribesOfTheWind as g, type TotwOptions } from '../src/index.ts';

/** Plays one random legal game, checking conservation after every action; returns the final hash. */
function play(players: number, options: TotwOptions, seed: string): { hash: string; actions: number; reason: string } {
  const s = g.setup(players, options, seed);
  expect(conservation(s)).toEqual([]);
  const rng = new Rng(`choices:${seed}`);
  let actions = 0;
  for (;;) {
    const active = g.activeSeats(s);
    if (active.length === 0) break;
    const seat = active[0] as number;
    const legal = g.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    g.applyInPlace(s, seat, rng.pick(legal));
    actions++;
    const problems = conservation(s);
    if (problems.length > 0) throw new Error(`${seed}, action ${actions}: ${problems.join('; ')}`);
    if (actions > 20_000) throw new Error(`${seed}: no end after 20000 actions`);
  }
  return { hash: stateHash(s), actions, reason: g.endReason(s) ?? 'none' };
}

describe('random play', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`keeps every component in exactly one place and is deterministic (${players} players)`, () => {
      const options = defaultOptions();
      for (let k = 0; k < 12; k++) {
        const first = play(players, options, `rp-${players}-${k}`);
        expect(play(players, options, `rp-${players}-${k}`)).toEqual(first);
        expect(['fifth-village', 'max-rounds']).toContain(first.reason);
      }
    });
  }

  it('works with every RulesConfig switch flipped', () => {
    const options = defaultOptions({
      playedCardCounts: false,
      twoPlayerRowSide: 'left',
      deckTopVisible: false,
      forestStackTopTakeable: false,
      buildPollutionStacks: false,
      discardVisibility: 'top',
      tuckedCardsPublic: false,
      startingWater: 4,
      tileScoreTable: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      stuckDiscard: false,
      maxRounds: 12,
    });
    for (const players of [2, 3, 5]) for (let k = 0; k < 4; k++) play(players, options, `flip-${players}-${k}`);
  });
});
