import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diffView, PatchMismatch, type PatchOp } from './patch.ts';

const wire = (v: unknown): unknown => JSON.parse(JSON.stringify(v) ?? 'null');

/** Sends `before` and the patch through JSON as the server does, applies it as the client does. */
function roundTrip(before: unknown, after: unknown): string {
  const held = wire(before);
  const heldText = JSON.stringify(held);
  const patched = applyPatch(held, wire(diffView(before, after)) as PatchOp[]);
  // The view the client held is never changed in place: the renderer compares by identity.
  expect(JSON.stringify(held)).toBe(heldText);
  return JSON.stringify(patched);
}

const value = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.double()),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 6 }),
  object: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('a', 'b', '0', '10', 'length')), tie('node'), {
    maxKeys: 6,
  }),
})).node;

/** A value changed a little: what one action does to a view. */
function mutated(v: unknown, rng: () => number): unknown {
  if (Array.isArray(v)) {
    const out = v.map((x) => (rng() < 0.3 ? mutated(x, rng) : x));
    const r = rng();
    if (r < 0.15) out.push(rng() < 0.5 ? 7 : { k: 'new' });
    else if (r < 0.3) out.pop();
    else if (r < 0.4) out.shift();
    return out;
  }
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const r = rng();
      if (r < 0.1) continue;
      out[k] = r < 0.4 ? mutated(x, rng) : x;
    }
    if (rng() < 0.1) out.added = 1;
    return out;
  }
  const r = rng();
  return r < 0.3 ? v : r < 0.6 ? 'changed' : r < 0.8 ? 42 : null;
}

describe('view patches', () => {
  it('turn any view into any other', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(roundTrip(a, b)).toBe(JSON.stringify(b) ?? 'null');
      }),
      { numRuns: 3000 },
    );
  });

  it('turn a view into a slightly changed one, keys in the same order', () => {
    fc.assert(
      fc.property(value, fc.integer(), (a, seed) => {
        let s = seed >>> 0;
        const rng = () => {
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          return s / 2 ** 32;
        };
        const b = mutated(a, rng);
        expect(roundTrip(a, b)).toBe(JSON.stringify(b) ?? 'null');
      }),
      { numRuns: 3000 },
    );
  });

  it('are empty between equal views and small for a small change', () => {
    const a = {
      seat: 0,
      hand: [1, 2, 3],
      board: {
        rows: [
          [0, 1],
          [2, 3],
        ],
        score: 4,
      },
    };
    expect(diffView(a, structuredClone(a))).toEqual([]);
    const b = {
      seat: 0,
      hand: [1, 2, 3, 9],
      board: {
        rows: [
          [0, 1],
          [2, 5],
        ],
        score: 4,
      },
    };
    expect(diffView(a, b)).toEqual([
      [0, ['hand', 3], 9],
      [0, ['board', 'rows', 1, 1], 5],
    ]);
  });

  it('share what did not change', () => {
    const held = wire({ a: { x: 1 }, b: { y: [1, 2] } }) as Record<string, unknown>;
    const patched = applyPatch(held, [[0, ['b', 'y', 0], 3]]) as Record<string, unknown>;
    expect(patched.a).toBe(held.a);
    expect(patched.b).not.toBe(held.b);
  });

  it('refuse a patch that does not fit the view', () => {
    expect(() => applyPatch({ a: 1 }, [[0, ['b', 'c'], 1]])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: [1] }, [[0, ['a', 3], 1]])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: 1 }, [[1, ['b']]])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: [1] }, [[2, ['a'], 2]])).toThrow(PatchMismatch);
    expect(() => applyPatch(3, [[1, ['a']]])).toThrow(PatchMismatch);
  });
});
