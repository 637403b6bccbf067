import { Rng } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { type FourHumoursAction, type FourHumoursState, fourHumours } from '../src/index.ts';

/** A view built from nothing kept: a copy of the options is a match the view has never seen. */
const fresh = (s: FourHumoursState, viewer: number | 'spectator') =>
  fourHumours.view({ ...s, options: { ...s.options } }, viewer);

describe('views that keep unchanged parts from the view before', () => {
  for (const [players, mode] of [
    [2, 'kingdom'],
    [4, 'kingdom'],
    [3, 'fiefdom'],
  ] as const) {
    it(`are the views built from scratch, whatever came before (${players} players, ${mode})`, () => {
      const rng = new Rng(`reuse-${players}-${mode}`);
      const options = fourHumours.optionsSchema.parse({ mode });
      let s = fourHumours.setup(players, options, `reuse-${players}`);
      const viewers = [...Array.from({ length: players }, (_, p) => p), 'spectator' as const];
      let kept = 0;
      let parts = 0;
      let previous = viewers.map((v) => fourHumours.view(s, v));
      for (let i = 0; i < 400 && fourHumours.activeSeats(s).length > 0; i++) {
        const seat = fourHumours.activeSeats(s)[0] as number;
        s = fourHumours.apply(s, seat, rng.pick(fourHumours.legalActions(s, seat)) as FourHumoursAction);
        const views = viewers.map((v) => fourHumours.view(s, v));
        viewers.forEach((v, i) => {
          expect(JSON.stringify(views[i])).toBe(JSON.stringify(fresh(s, v)));
          const before = previous[i];
          for (const [j, party] of (views[i]?.parties ?? []).entries()) {
            parts++;
            if (party === before?.parties[j]) kept++;
          }
        });
        previous = views;
      }
      // Most party tiles are untouched by any one action, and handed out again as they were.
      expect(kept).toBeGreaterThan(parts / 2);
    });
  }

  it('shares parts frozen, so that no view can change another', () => {
    const s = fourHumours.setup(2, fourHumours.optionsSchema.parse({}), 'reuse-frozen');
    const v = fourHumours.view(s, 0);
    expect(Object.isFrozen(v.map)).toBe(true);
    expect(Object.isFrozen(v.parties[0]?.slots)).toBe(true);
  });
});
