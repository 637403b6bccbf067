import { describe, expect, it } from 'vitest';
import { act, at, board, code, F3, putTile, question, templeAt } from './fixtures.ts';

/** P0 builds a village on M08 at (1,1) and is asked for a village card. */
function afterBuild(spec: Parameters<typeof F3>[0] = {}) {
  const s = F3(spec);
  putTile(s, 0, 1, 1, 'M08', { riders: 3 });
  putTile(s, 0, 0, 1, 'A01');
  act(s, 0, { type: 'village', cell: at(1, 1) });
  expect(question(s)?.kind).toBe('villageCard');
  return s;
}

describe('9.5 Village cards', () => {
  it('9.5.1 (#28) tuck with room; the slot refills from the village deck', () => {
    const s = afterBuild();
    expect(board(s).tucked.length).toBe(1);
    const taken = s.villageRow[1];
    const next = s.villageDeck[0];
    act(s, 0, { type: 'villageCard', slot: 1, side: 'tuck' });
    expect(board(s).tucked).toEqual([expect.any(String), taken]);
    expect(s.villageRow[1]).toBe(next);
  });

  it('9.5.2 (#29) a fifth tuck requires a replacement', () => {
    const spec = { tucked: { 0: ['V02', 'V07', 'V09', 'V12'] }, villageRow: ['V03', 'V04', 'V05', 'V06'] };
    const s = afterBuild(spec);
    expect(code(s, 0, { type: 'villageCard', slot: 0, side: 'tuck' })).toBe('tuck-limit-replace-required');
    expect(code(s, 0, { type: 'villageCard', slot: 0, side: 'tuck', replace: 4 })).toBe('bad-replace-index');
    expect(code(s, 0, { type: 'villageCard', slot: 0, side: 'immediate', replace: 1 })).toBe('bad-replace-index');
    const use = structuredClone(s);
    const water = board(use).water;
    act(use, 0, { type: 'villageCard', slot: 0, side: 'immediate' });
    expect(board(use).water).toBe(water + 3);
    expect(use.villageDiscard).toEqual(['V03']);
    act(s, 0, { type: 'villageCard', slot: 0, side: 'tuck', replace: 2 });
    expect(board(s).tucked).toEqual(['V02', 'V07', 'V03', 'V12']);
    expect(s.villageDiscard).toEqual(['V09']);
  });

  it('9.5.3 (#30) the temple symbol builds a free temple with its slot bonus', () => {
    const s = F3({ villageRow: ['V01', 'V02', 'V03', 'V04'] });
    templeAt(s, 0, 0, 0, 0);
    putTile(s, 0, 1, 1, 'M08', { riders: 3 });
    putTile(s, 0, 0, 1, 'A01');
    act(s, 0, { type: 'village', cell: at(1, 1) });
    const discard = s.discard.length;
    act(s, 0, { type: 'villageCard', slot: 0, side: 'immediate' });
    expect(question(s)?.kind).toBe('freeTemple');
    act(s, 0, { type: 'freeTemple', slot: 3, cell: at(1, 1) });
    const b = board(s);
    expect(b.temple[5]).toBe(3);
    expect(b.slotUsed).toEqual([true, false, false, true]);
    // T4 is plant −2: asked when some placement is affordable, skipped otherwise.
    if (question(s)?.kind === 'plant') act(s, 0, { type: 'plantSkip' });
    expect(s.discard.length).toBe(discard);
    expect(s.holders[0]?.length).toBe(5);
    expect(s.turn.blind).toEqual([]);
    expect(s.seat).toBe(1);
  });

  it('9.5.4 (#31) the temple symbol with no temple left does nothing', () => {
    const s = F3({ villageRow: ['V11', 'V02', 'V03', 'V04'] });
    putTile(s, 0, 0, 1, 'A01');
    putTile(s, 0, 0, 2, 'A02');
    for (const [slot, c] of [
      [0, 0],
      [1, 1],
      [2, 2],
    ] as const) {
      templeAt(s, 0, 0, c, slot);
    }
    putTile(s, 0, 1, 1, 'M08', { riders: 3, temple: 3 });
    act(s, 0, { type: 'village', cell: at(1, 1) });
    act(s, 0, { type: 'villageCard', slot: 0, side: 'immediate' });
    expect(s.villageDiscard).toEqual(['V11']);
    expect(s.seat).toBe(1);
    expect(question(s)).toBeNull();
  });
});
