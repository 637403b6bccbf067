import { type AnyGameDefinition, Rng } from '@boardhall/engine';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import {
  createBot,
  gameTuning,
  greedyChoose,
  heuristicRewards,
  ismctsChoose,
  levelTuning,
  marginRewards,
  outcomeRewards,
} from '../src/index.ts';
import { rootPrior } from '../src/ismcts.ts';
import { checkHonesty } from './honesty.ts';

describe('ismcts', () => {
  it('always returns one of the legal actions, and the same one for the same seed', () => {
    const state = tally.setup(3, { handSize: 3 }, 'i');
    const seat = tally.activeSeats(state)[0] as number;
    const legal = tally.legalActions(state, seat);
    const opts = { iterations: 200, ms: 0, exploration: 0.7, rolloutDepth: 100, bias: 0 };
    const a = ismctsChoose(tally, tally.view(state, seat), seat, legal, new Rng('s'), opts);
    const b = ismctsChoose(tally, tally.view(state, seat), seat, legal, new Rng('s'), opts);
    expect(legal).toContainEqual(a);
    expect(b).toEqual(a);
  });

  it('is honest: states with the same view give the same decision', () => {
    const { compared, differentStates } = checkHonesty(tally, 'ismcts:iterations=100', {
      players: 3,
      positions: 15,
      seed: 'h',
    });
    expect(compared).toBe(15);
    expect(differentStates).toBeGreaterThan(10);
  });

  it('takes its budget from the spec and rejects bad parameters', () => {
    expect(createBot('ismcts:level=hard').name).toBe('ismcts:level=hard');
    expect(() => createBot('ismcts:level=godlike')).toThrow(/level must be easy, normal or hard/);
    expect(() => createBot('ismcts:iterations=-5')).toThrow(/iterations must be a number/);
    expect(() => createBot('ismcts:speed=9')).toThrow(/has no parameter 'speed'/);
    expect(() => createBot('ismcts:scale=-1')).toThrow(/scale must be a number/);
  });

  it("takes each game's tuning over the defaults: a root bias in both, a playout policy's prior and a root bias judged after follow-ups in Tribes of the Wind", () => {
    expect(gameTuning(games.get('four-humours'))).toEqual({
      exploration: 0.7,
      rolloutDepth: 20,
      bias: 2,
      marginScale: 0,
      playoutEpsilon: 0.1,
      policyPrior: 0,
      priorFollowUp: 0,
    });
    expect(gameTuning(games.get('tribes-of-the-wind'))).toEqual({
      exploration: 0.4,
      rolloutDepth: 20,
      bias: 2,
      marginScale: 8,
      playoutEpsilon: 0.1,
      policyPrior: 1,
      priorFollowUp: 1,
    });
    expect(gameTuning(undefined)).toMatchObject({ bias: 0, policyPrior: 0, playoutEpsilon: 0.1 });
  });

  it("plays a level with the game's settings for it: Four Humours's hard plays its playouts to the end", () => {
    const fh = games.get('four-humours') as AnyGameDefinition;
    expect(levelTuning(fh, 'hard')).toEqual({ ...gameTuning(fh), rolloutDepth: 10_000 });
    expect(levelTuning(fh, 'normal')).toEqual(gameTuning(fh));
    const totw = games.get('tribes-of-the-wind') as AnyGameDefinition;
    expect(levelTuning(totw, 'hard')).toEqual(gameTuning(totw));
    // The bot takes them: its moves are the search's with the level's settings, not the game's.
    const bot = createBot('ismcts:level=hard,iterations=300');
    let differs = 0;
    for (let i = 0; i < 5; i++) {
      // A position some random moves into the game, where the choices differ in worth.
      const rng = new Rng(`level-${i}`);
      let state = fh.setup(2, fh.optionsSchema.parse({}), `level-${i}`);
      for (let step = 0; step < 6 + 3 * i && !fh.outcome(state); step++) {
        const mover = fh.activeSeats(state)[0] as number;
        state = fh.apply(state, mover, rng.pick(fh.legalActions(state, mover)));
      }
      const seat = fh.activeSeats(state)[0] as number;
      const legal = fh.legalActions(state, seat);
      const view = fh.view(state, seat);
      const played = bot.choose({ game: fh, seat, legal, rng: new Rng(`bot-${i}`), view: () => view });
      const search = (tuning: object) =>
        ismctsChoose(fh, view, seat, legal, new Rng(`bot-${i}`), { ...tuning, iterations: 300, ms: 0 } as never);
      expect(played).toEqual(search(levelTuning(fh, 'hard')));
      if (JSON.stringify(played) !== JSON.stringify(search(gameTuning(fh)))) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});

describe('rewards', () => {
  it('give the winner most, share a tied first place, and order the rest', () => {
    expect(outcomeRewards({ ranking: [[1], [0], [2]], scores: [2, 3, 1] }, 3)).toEqual([0.05, 0.9 + 0.1, 0]);
    const shared = outcomeRewards({ ranking: [[0, 1], [2]], scores: [3, 3, 1] }, 3);
    expect(shared[0]).toBeCloseTo(0.45 + 0.05);
    expect(shared[0]).toBe(shared[1]);
    expect(heuristicRewards([5, 9, 1])).toEqual(outcomeRewards({ ranking: [[1], [0], [2]], scores: [5, 9, 1] }, 3));
  });

  it('by margin: even scores are a coin flip, a bigger lead is worth more', () => {
    expect(marginRewards([10, 10], 8)).toEqual([0.5, 0.5]);
    const [narrow = 0] = marginRewards([12, 10], 8);
    const [wide = 0, behind = 1] = marginRewards([30, 10], 8);
    expect(narrow).toBeGreaterThan(0.5);
    expect(wide).toBeGreaterThan(narrow);
    expect(wide).toBeLessThan(1);
    expect(behind).toBeCloseTo(1 - wide);
    // With three seats each is measured against the best of the others.
    const three = marginRewards([5, 9, 1], 4);
    expect(three[1]).toBeGreaterThan(0.5);
    expect(three[0]).toBeGreaterThan(three[2] as number);
  });
});

describe('root prior with follow-ups', () => {
  /** Tribes of the Wind positions at the start of a turn, a few rounds in, with several moves. */
  function turnStarts(count: number): { state: unknown; seat: number }[] {
    const def = games.get('tribes-of-the-wind') as AnyGameDefinition;
    const walker = new Rng('prior-positions');
    const out: { state: unknown; seat: number }[] = [];
    for (let g = 0; out.length < count; g++) {
      const state = def.setup(2, def.optionsSchema.parse({}), `prior-${g}`);
      const policy = def.ai?.playoutAction as (s: unknown, seat: number, rng: Rng) => unknown;
      for (let i = 0; i < 40 + walker.int(80) && def.activeSeats(state).length > 0; i++) {
        const seat = def.activeSeats(state)[0] as number;
        def.applyInPlace(state, seat, policy(state, seat, walker));
      }
      const seat = def.activeSeats(state)[0];
      if (seat === undefined || def.ai?.midTurn(state) || def.legalActions(state, seat).length < 3) continue;
      out.push({ state, seat });
    }
    return out;
  }

  it("ranks first the move greedy plays, judging a move by its turn's follow-up decisions as greedy does", () => {
    const def = games.get('tribes-of-the-wind') as AnyGameDefinition;
    const ai = def.ai as NonNullable<AnyGameDefinition['ai']>;
    let differsWithoutFollowUp = 0;
    for (const { state, seat } of turnStarts(6)) {
      const view = def.view(state, seat);
      const legal = def.legalActions(state, seat);
      const chosen = greedyChoose(def, ai, view, seat, legal, new Rng('same'), 2);
      const followed = rootPrior(def, ai.evaluate, view, seat, legal, new Rng('same'), ai);
      const at = legal.indexOf(chosen);
      expect(followed[at]).toBe(1);
      const immediate = rootPrior(def, ai.evaluate, view, seat, legal, new Rng('same'), undefined);
      if (immediate[at] !== 1) differsWithoutFollowUp++;
    }
    // Judged right after the move, a card that only asks questions looks like nothing gained.
    expect(differsWithoutFollowUp).toBeGreaterThan(0);
  });

  it("is a bot parameter ('follow') and Tribes of the Wind's tuning", () => {
    expect(createBot('ismcts:follow=1').name).toBe('ismcts:follow=1');
    expect(() => createBot('ismcts:follow=-1')).toThrow(/follow must be a number/);
  });
});
