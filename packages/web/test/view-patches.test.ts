/** The view an online session holds, kept in step with patches (src/session/view-patches.ts). */
import { diffView, type PatchFrame } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { ViewPatches } from '../src/session/view-patches.ts';

/** A patch frame from version `base` to `version`, turning `before` into `after`. */
function frame(base: number, version: number, before: unknown, after: unknown): PatchFrame {
  return { base, version, patch: JSON.parse(JSON.stringify(diffView(before, after))) } as unknown as PatchFrame;
}

describe('the view kept in step with patches', () => {
  const v1 = { hand: ['a', 'b'], score: 1 };
  const v2 = { hand: ['a'], score: 2 };
  const v3 = { hand: [], score: 4 };

  it('applies a patch to the view of its base version, then the next one to the result', () => {
    const p = new ViewPatches();
    p.whole(1);
    const first = p.apply(v1, frame(1, 2, v1, v2));
    expect(first).toEqual({ kind: 'applied', view: v2 });
    const second = p.apply(first.kind === 'applied' ? first.view : null, frame(2, 3, v2, v3));
    expect(second).toEqual({ kind: 'applied', view: v3 });
  });

  it('asks for a whole frame once when a patch is for another version, and again only if the ask did not go', () => {
    const p = new ViewPatches();
    expect(p.apply(v1, frame(1, 2, v1, v2))).toEqual({ kind: 'resync', ask: true });
    p.asked(true);
    expect(p.apply(v1, frame(1, 2, v1, v2))).toEqual({ kind: 'resync', ask: false });
    p.whole(5);
    expect(p.apply(v1, frame(4, 5, v1, v2))).toEqual({ kind: 'resync', ask: true });
    p.asked(false);
    expect(p.apply(v1, frame(5, 6, v1, v2))).toEqual({ kind: 'resync', ask: true });
  });

  it('trusts nothing after a dropped frame or a new socket until a whole frame comes', () => {
    for (const forget of [(p: ViewPatches) => p.lost(), (p: ViewPatches) => p.reset()]) {
      const p = new ViewPatches();
      p.whole(1);
      forget(p);
      expect(p.apply(v1, frame(1, 2, v1, v2)).kind).toBe('resync');
      p.whole(2);
      expect(p.apply(v2, frame(2, 3, v2, v3))).toEqual({ kind: 'applied', view: v3 });
    }
  });

  it('asks for a whole frame when a patch does not fit the view it names', () => {
    const p = new ViewPatches();
    p.whole(1);
    expect(p.apply({ other: true }, frame(1, 2, v1, v2)).kind).toBe('resync');
    expect(p.apply(null, frame(1, 2, v1, v2)).kind).toBe('resync');
  });
});
