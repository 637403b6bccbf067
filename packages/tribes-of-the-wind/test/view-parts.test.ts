import { Rng } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { defaultOptions, tribesOfTheWind as g, type TotwAction, type TotwState } from '../src/index.ts';

/** A view built from nothing kept: a copy of the config is a match the view has never seen. */
const fresh = (s: TotwState, viewer: number | 'spectator') => g.view({ ...s, config: { ...s.config } }, viewer);

describe('views that keep unchanged boards from the view before', () => {
  for (const [players, tuckedCardsPublic] of [
    [2, false],
    [4, true],
  ] as const) {
    it(`are the views built from scratch (${players} players, tucked cards public: ${tuckedCardsPublic})`, () => {
      const rng = new Rng(`parts-${players}`);
      let s = g.setup(players, defaultOptions({ tuckedCardsPublic }), `parts-${players}`);
      const viewers = [...Array.from({ length: players }, (_, p) => p), 'spectator' as const];
      let kept = 0;
      let boards = 0;
      let previous = viewers.map((v) => g.view(s, v));
      for (let i = 0; i < 600 && g.activeSeats(s).length > 0; i++) {
        const seat = g.activeSeats(s)[0] as number;
        s = g.apply(s, seat, rng.pick(g.legalActions(s, seat)) as TotwAction);
        const views = viewers.map((v) => g.view(s, v));
        viewers.forEach((v, k) => {
          expect(JSON.stringify(views[k])).toBe(JSON.stringify(fresh(s, v)));
          for (const [j, b] of (views[k]?.boards ?? []).entries()) {
            boards++;
            if (b === previous[k]?.boards[j]) kept++;
          }
        });
        previous = views;
      }
      expect(kept).toBeGreaterThan(boards / 2);
    });
  }
});
