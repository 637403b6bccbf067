import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LogEntry, TestableGame } from '../src/index.ts';
import { checkGameInvariants, InvariantViolation, UNKNOWN_KEY, withUnknownKey } from '../src/testkit/index.ts';
import {
  type TallyAction,
  type TallyOptions,
  type TallyState,
  type TallyView,
  TOKENS,
  tally,
} from './fixtures/toy-game.ts';

type Tally = TestableGame<TallyState, TallyAction, TallyView, TallyOptions>;

const KIT = { players: 3, seed: 'kit-test', maxActions: 100, deepEvery: 5 } as const;

/** The played message without its value, as a buggy rule might write it. */
function dropValue(e: LogEntry): LogEntry {
  if (e.key !== 'tally.played' || !e.params) return e;
  const { value: _value, ...params } = e.params;
  return { ...e, params };
}

/** The played message with a misspelt key. */
const misspell = (e: LogEntry): LogEntry => (e.key === 'tally.played' ? { ...e, key: 'tally.playedd' } : e);

/**
 * A tally whose logged applies go through `bend` from the kit's second replay on (the kit passes
 * a log to setup only when it replays a game): a bug in the second game's log alone.
 */
function fromSecondReplay(bend: (log: LogEntry[]) => LogEntry[]): () => Tally {
  return () => {
    let replays = 0;
    return {
      ...tally,
      setup(players, options, seed, log, scheme) {
        if (log) replays++;
        return tally.setup(players, options, seed, log, scheme);
      },
      apply: (s, seat, a, log) => tally.apply(s, seat, a, log && replays >= 2 ? bend(log) : log),
    };
  };
}

/** A log that rewrites each entry on its way in. */
function wrapLog(log: LogEntry[], rewrite: (e: LogEntry) => LogEntry): LogEntry[] {
  return new Proxy(log, {
    get(target, prop, receiver) {
      if (prop === 'push') return (...entries: LogEntry[]) => target.push(...entries.map(rewrite));
      return Reflect.get(target, prop, receiver);
    },
  });
}

const run = (def: Tally, games = 20, options?: unknown) =>
  checkGameInvariants(def, { players: 3, games, seed: 'kit-test', maxActions: 100, deepEvery: 1, options });

/** Twelve tokens (tok-05 … tok-16) on top of the bag: three hands of three take nine, three stay in the bag. */
const STACKED = { stack: TOKENS.slice(4, 16) };

function expectViolation(def: Tally, pattern: RegExp, options?: unknown): void {
  let error: unknown;
  try {
    run(def, 20, options);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InvariantViolation);
  expect((error as Error).message).toMatch(pattern);
}

describe('checkGameInvariants', () => {
  it('passes a correct game and reports what it checked', () => {
    const report = run(tally, 50);
    expect(report.games).toBe(50);
    expect(report.actions).toBeGreaterThan(50 * 9);
    expect(report.illegalRefused).toBeGreaterThan(report.actions);
    expect(report.viewsChecked).toBeGreaterThan(report.actions);
    expect(report.endReasons).toEqual({ 'hands-empty': 50 });
    expect(report.unknownKeysRefused).toBeGreaterThanOrEqual(report.deepSteps);
  });

  it('passes a correct game played with a secret option (a stacked bag)', () => {
    const report = run(tally, 20, STACKED);
    expect(report.games).toBe(20);
    expect(report.viewsChecked).toBeGreaterThan(report.actions);
  });

  it('catches a view that carries a secret option', () => {
    // The bug under test: the view copies the match options, and with them the stacked bag's order.
    const leaky: Tally = {
      ...tally,
      view: (s, viewer) => ({ ...tally.view(s, viewer), options: { handSize: 3, stack: s.stacked } }) as TallyView,
    };
    // The stack names the tokens dealt from it, so the hands give it away first...
    expectViolation(leaky, /contains seat \d's secret "tok-\d\d"/, STACKED);
    // ...and the order of what is still in the bag catches it on its own.
    const orderOnly: Tally = {
      ...leaky,
      secretsOf: (s, seat) => tally.secretsOf(s, seat).filter((secret) => secret.startsWith('"')),
    };
    expectViolation(orderOnly, /contains seat \d's secret "\\"tok-14\\",\\"tok-15\\",\\"tok-16\\""/, STACKED);
  });

  it('catches an action schema that drops unknown keys', () => {
    // The bug under test: zod's default object strips unknown keys instead of refusing them.
    const broken: Tally = {
      ...tally,
      actionSchema: z.discriminatedUnion('type', [
        z.object({ type: z.literal('play'), token: z.string().max(20) }),
        z.object({ type: z.literal('pass') }),
      ]),
    };
    expectViolation(
      broken,
      /\{"kitUnknownKey":1,"token":"tok-\d\d","type":"play"\} \(an unknown key in \(the action\)\) is accepted/,
    );
  });

  it('catches a non-deterministic apply', () => {
    // The bug under test: apply depends on something outside the state (here a call counter,
    // standing for Math.random or the clock), so the same state and action give different results.
    let calls = 0;
    const broken: Tally = {
      ...tally,
      applyInPlace(s, seat, a, log) {
        tally.applyInPlace(s, seat, a, log);
        if (calls++ % 2 === 0) s.scores[seat] = (s.scores[seat] ?? 0) + 1;
      },
      apply(s, seat, a, log) {
        const next = broken.clone(s);
        broken.applyInPlace(next, seat, a, log);
        return next;
      },
    };
    expectViolation(broken, /determinis/);
  });

  it("catches a view that leaks another seat's secrets", () => {
    const broken: Tally = {
      ...tally,
      view: (s, viewer) => ({ ...tally.view(s, viewer), hands: s.hands.map((h) => [...h]) }),
    };
    expectViolation(broken, /contains seat \d's secret "tok-\d\d"/);
  });

  it('catches a listed legal action that fails validation', () => {
    const broken: Tally = {
      ...tally,
      legalActions: (s, seat) => {
        const legal = tally.legalActions(s, seat);
        return legal.length > 0 ? [...legal, { type: 'pass' }] : legal;
      },
    };
    expectViolation(broken, /legal action \{"type":"pass"\} fails validation: must-play/);
  });

  it('catches an accepted action that legalActions does not list', () => {
    const broken: Tally = {
      ...tally,
      legalActions: (s, seat) => tally.legalActions(s, seat).slice(1),
    };
    expectViolation(broken, /accepted by validate but not listed|no legal action/);
  });

  it("renders every k-th game's log, and checks the keys of all the others", () => {
    const report = checkGameInvariants(tally, { ...KIT, games: 9, messageEvery: 3 });
    expect(report.games).toBe(9);
    // Games 0, 3 and 6: a setup log and at least nine plays with their draws each.
    expect(report.messagesRendered).toBeGreaterThan(3 * 9);
    const everyGame = checkGameInvariants(tally, { ...KIT, games: 9 });
    expect(everyGame.messagesRendered).toBeGreaterThan(2.5 * report.messagesRendered);
  });

  it('catches a log message that leaves a placeholder unfilled in a rendered game, and only there', () => {
    // The bug under test: from the second game's replay on, the played message loses its value.
    const broken = fromSecondReplay((log) => wrapLog(log, dropValue));
    expect(() => checkGameInvariants(broken(), { ...KIT, games: 2 })).toThrow(/leaves \{value\} unfilled in 'en'/);
    // With every 1000th game rendered, the second game's text is not: the sample's price.
    expect(checkGameInvariants(broken(), { ...KIT, games: 2, messageEvery: 1000 }).games).toBe(2);
  });

  it('catches a log message with no template in a game whose log is not rendered', () => {
    const broken = fromSecondReplay((log) => wrapLog(log, misspell));
    expect(() => checkGameInvariants(broken(), { ...KIT, games: 2, messageEvery: 1000 })).toThrow(
      /game kit-test#1, replay of action \d+: message key 'tally\.playedd' has no template in 'en'/,
    );
  });

  it('catches a game that never ends', () => {
    const broken: Tally = {
      ...tally,
      applyInPlace(s, seat, a, log) {
        tally.applyInPlace(s, seat, a, log);
        // The bug under test: the end of the game is never recorded, so everyone passes forever.
        if (s.over) {
          s.over = false;
          s.turn = (seat + 1) % s.players;
        }
      },
      apply(s, seat, a, log) {
        const next = broken.clone(s);
        broken.applyInPlace(next, seat, a, log);
        return next;
      },
    };
    expectViolation(broken, /did not end within 100 actions/);
  });

  it('catches an apply that changes its input', () => {
    const broken: Tally = {
      ...tally,
      apply(s, seat, a, log) {
        tally.applyInPlace(s, seat, a, log);
        return tally.clone(s);
      },
    };
    expectViolation(broken, /apply changed its input state/);
  });

  it('catches a determinize that contradicts the view', () => {
    const broken: Tally = {
      ...tally,
      determinize: (v, seat, rng) => {
        const s = tally.determinize(v, seat, rng);
        s.scores[seat] = (s.scores[seat] ?? 0) + 1;
        return s;
      },
    };
    expectViolation(broken, /determinize\(view\) for seat \d gives a state whose view differs/);
  });

  it("catches a determinize that hands the match generator's key to the sampled state", () => {
    // The bug under test: the view leaks the real generator and determinize keeps it.
    const leaks = new WeakMap<object, TallyState['rng']>();
    const broken: Tally = {
      ...tally,
      view: (s, viewer) => {
        const v = tally.view(s, viewer);
        leaks.set(v, s.rng);
        return v;
      },
      determinize: (v, seat, rng) => ({ ...tally.determinize(v, seat, rng), rng: leaks.get(v) ?? rng.state }),
    };
    expectViolation(broken, /carrying the match's generator key/);
  });
});

describe('withUnknownKey', () => {
  it('adds the key to the action and to every object nested in it, one copy each', () => {
    const action = { type: 'place', target: { kind: 'scene', slot: 1 }, plots: [{ r: 0 }, 3], tags: ['a'] };
    const mutants = withUnknownKey(action);
    expect(mutants.map((m) => m.path)).toEqual(['(the action)', 'target', 'plots.0']);
    expect(mutants[0]?.action).toEqual({ ...action, [UNKNOWN_KEY]: 1 });
    expect(mutants[1]?.action).toEqual({ ...action, target: { kind: 'scene', slot: 1, [UNKNOWN_KEY]: 1 } });
    expect(mutants[2]?.action).toEqual({ ...action, plots: [{ r: 0, [UNKNOWN_KEY]: 1 }, 3] });
    expect(action).toEqual({ type: 'place', target: { kind: 'scene', slot: 1 }, plots: [{ r: 0 }, 3], tags: ['a'] });
  });

  it('leaves actions that are not objects alone', () => {
    expect(withUnknownKey('pass')).toEqual([]);
    expect(withUnknownKey([1, 2])).toEqual([]);
  });
});
