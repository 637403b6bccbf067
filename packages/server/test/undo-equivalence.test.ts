/**
 * The undo check walks only the changed parts of each view, compares generator states without
 * writing them out, and counts a game's client hints as seen beside the view. These tests hold it
 * to the rule as first written (canonical JSON texts, every string of every view, with the hints
 * inside the view as they were before they left it) on every action of random games.
 */
import {
  type AnyGameDefinition,
  canonicalJson,
  changedStrings,
  Match,
  Rng,
  StateViews,
  sameJson,
  stringsOf,
  undoVerdict,
  type Viewer,
} from '@boardhall/engine';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';

function field(s: unknown, name: string): unknown {
  return (s as Record<string, unknown>)[name];
}

/** The verdict's code as the rule was first implemented. */
function reference(def: AnyGameDefinition, players: number, before: unknown, after: unknown): string {
  if (def.outcome(after) !== null) return 'game-over';
  if (field(before, 'rng') === undefined) return 'no-rng';
  if (canonicalJson(field(before, 'rng')) !== canonicalJson(field(after, 'rng'))) return 'random-draw';
  if (canonicalJson(field(before, 'reveals')) !== canonicalJson(field(after, 'reveals'))) return 'reveal-counted';
  const secrets = (s: unknown, p: number) => canonicalJson([...def.secretsOf(s, p)].sort());
  for (let p = 0; p < players; p++) if (secrets(before, p) !== secrets(after, p)) return 'secrets-changed';
  const seen = (s: unknown, v: Viewer) => {
    const view = def.view(s, v);
    return stringsOf(def.clientHints ? { ...(view as object), hints: def.clientHints(view) } : view);
  };
  const inState = stringsOf(before);
  for (const v of [...Array.from({ length: players }, (_, p) => p), 'spectator' as const]) {
    const was = seen(before, v);
    for (const s of seen(after, v)) if (!was.has(s) && inState.has(s)) return 'hidden-revealed';
  }
  return 'ok';
}

const cases = [
  { game: 'four-humours', players: 2, matches: 4 },
  { game: 'four-humours', players: 4, matches: 2 },
  { game: 'tribes-of-the-wind', players: 2, matches: 2 },
  { game: 'tribes-of-the-wind', players: 3, matches: 1 },
] as const;

describe('the undo check gives the verdicts of the rule as first written', () => {
  for (const { game, players, matches } of cases) {
    it(`${game}, ${players} players, every action of ${matches} random games`, () => {
      const def = games.get(game) as AnyGameDefinition;
      const codes = new Map<string, number>();
      for (let g = 0; g < matches; g++) {
        const m = Match.create(def, players, {}, `undo-equivalence-${g}`);
        const rng = new Rng(`undo-equivalence-pick-${g}`);
        // As the server does: the views of one state serve its frames and two undo checks.
        let views = new StateViews(def, m.state);
        for (let n = 0; n < 3000 && m.outcome() === null; n++) {
          const seat = def.activeSeats(m.state)[0] as number;
          const before = m.state;
          m.submit(seat, rng.pick(def.legalActions(m.state, seat)));
          const next = new StateViews(def, m.state);
          const verdict = undoVerdict(def, players, before, m.state, { before: views, after: next });
          const code = verdict.ok ? 'ok' : verdict.code;
          expect(code, `action ${n} of game ${g}`).toBe(reference(def, players, before, m.state));
          codes.set(code, (codes.get(code) ?? 0) + 1);
          views = next;
        }
      }
      // The games reach the costly branches, not only the early refusals.
      expect(codes.get('ok') ?? 0).toBeGreaterThan(0);
    });
  }
});

describe('sameJson', () => {
  const pairs: [unknown, unknown][] = [
    [
      { key: [1, 2, 3], counter: 4 },
      { counter: 4, key: [1, 2, 3] },
    ],
    [
      { key: [1, 2, 3], counter: 4 },
      { key: [1, 2, 3], counter: 5 },
    ],
    [{ a: undefined, b: 1 }, { b: 1 }],
    [[undefined], [null]],
    [Number.NaN, null],
    [0, -0],
    [1, '1'],
    [{ a: [] }, { a: {} }],
    [undefined, undefined],
    [undefined, null],
    [{ toJSON: () => 1 }, 1],
    [new Date(0), new Date(0).toISOString()],
    [{ a: { b: 'x' } }, { a: { b: 'y' } }],
  ];
  it('agrees with comparing canonical JSON texts', () => {
    for (const [a, b] of pairs)
      expect(sameJson(a, b), JSON.stringify([a, b])).toBe(canonicalJson(a) === canonicalJson(b));
  });
});

describe('changedStrings', () => {
  it('holds every string of the new value that the old one lacks, and only strings of the new value', () => {
    const rng = new Rng('changed-strings');
    const words = ['a', 'b', 'c', 'hand', 'deck'];
    const build = (depth: number): unknown => {
      const kind = rng.int(depth > 2 ? 3 : 5);
      if (kind === 0) return rng.pick(words);
      if (kind === 1) return rng.int(3);
      if (kind === 2) return rng.pick([null, true]);
      if (kind === 3) return Array.from({ length: rng.int(3) }, () => build(depth + 1));
      return Object.fromEntries(Array.from({ length: rng.int(3) }, () => [rng.pick(words), build(depth + 1)]));
    };
    for (let i = 0; i < 500; i++) {
      const a = build(0);
      const b = rng.int(2) === 0 ? build(0) : structuredClone(a);
      const out: string[] = [];
      changedStrings(a, b, out);
      const inA = stringsOf(a);
      const inB = stringsOf(b);
      for (const s of inB) if (!inA.has(s)) expect(out).toContain(s);
      for (const s of out) expect(inB.has(s)).toBe(true);
    }
  });
});
