import { Match } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rematchOf } from '../src/app/LocalGame.tsx';
import { rebuild } from '../src/session/local.ts';
import { loadLocalMatch, localMatches, newSeed } from '../src/session/storage.ts';

/** A Storage over a Map: the web tests run without a browser. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local match records and their generator', () => {
  it('a record saved before ChaCha20 (no rngScheme) rebuilds with the old generator, exactly', () => {
    const old = Match.create(fourHumours, 2, {}, 'local-legacy', 'xoroshiro128plus');
    for (let k = 0; k < 6; k++) {
      const seat = fourHumours.activeSeats(old.state)[0] as number;
      old.submit(seat, fourHumours.legalActions(old.state, seat)[0]);
    }
    const saved = {
      v: 1,
      id: 'legacy',
      game: 'four-humours',
      players: 2,
      options: {},
      seed: 'local-legacy',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', bot: 'random', name: null },
      ],
      actions: old.actions.map((a) => ({ seat: a.seat, action: a.action })),
      createdAt: 1,
      updatedAt: 1,
      finished: false,
      toAct: [],
    };
    const storage = memoryStorage();
    storage.setItem('boardhall.local.legacy', JSON.stringify(saved));
    vi.stubGlobal('localStorage', storage);
    const rec = loadLocalMatch('legacy');
    expect(rec?.rngScheme).toBe('xoroshiro128plus');
    expect(localMatches().map((r) => r.rngScheme)).toEqual(['xoroshiro128plus']);
    expect(rebuild(fourHumours, rec as NonNullable<typeof rec>).hash).toBe(old.hash);
    // A rematch is a new match: a fresh 128-bit seed and ChaCha20.
    const again = rematchOf(rec as NonNullable<typeof rec>);
    expect(again.rngScheme).toBe('chacha20');
    expect(again.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('draws seeds of 128 bits (32 hex digits), a new one each time', () => {
    const a = newSeed();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSeed()).not.toBe(a);
  });
});
