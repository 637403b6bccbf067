/**
 * Every creation counts the open matches (issue #34: 20,000 turn-based matches on one node): in
 * one pass that builds nothing per match, the full list of open matches built only when the
 * server is full and one must be chosen to make room.
 */
import { describe, expect, it } from 'vitest';
import { clientLimits } from '../src/limits.ts';
import type { LiveMatch } from '../src/service/live-match.ts';
import { LobbyGuard } from '../src/service/lobby-guard.ts';
import { type OpenMatchSource, type OpenTally, openMatchSource } from '../src/service/room.ts';

/** The fields of a live match the tally reads. */
function match(id: string, creator: string | null, status: string, hasHumanPlayer = true): LiveMatch {
  return { id, status, hasHumanPlayer, stored: { creator } } as unknown as LiveMatch;
}

/** A source whose tally is given and whose list may not be asked for. */
function counted(tally: OpenTally): OpenMatchSource {
  return {
    tally: () => tally,
    list: () => {
      throw new Error('the list of open matches was built while the server had room');
    },
  };
}

describe('the open matches a creation counts', () => {
  const matches = [
    match('a', '10.0.0.1', 'playing'),
    match('b', '10.0.0.1', 'playing', false),
    match('c', '10.0.0.2', 'waiting'),
    match('d', '10.0.1.1', 'playing'),
    match('e', '10.0.0.1', 'finished'),
    match('f', null, 'playing'),
  ];
  const source = openMatchSource({ values: () => matches });

  it("counts the open matches in all, the creator's, its bots-only ones and its network's", () => {
    expect(source.tally('10.0.0.1', new Set())).toEqual({ total: 5, ofAddress: 2, botsOnlyOfAddress: 1, ofPrefix: 3 });
    expect(source.tally(null, new Set())).toEqual({ total: 5, ofAddress: 0, botsOnlyOfAddress: 0, ofPrefix: 0 });
  });

  it('leaves out the matches being ended to make room', () => {
    expect(source.tally('10.0.0.1', new Set(['a', 'c']))).toEqual({
      total: 3,
      ofAddress: 1,
      botsOnlyOfAddress: 1,
      ofPrefix: 1,
    });
  });
});

describe('the lobby guard on tallies', () => {
  const limits = clientLimits({ maxLiveMatches: 100, openMatchesPerAddress: 3, openMatchesPerPrefix: 5 });

  it('admits a creation on a server with room without listing its matches', () => {
    const guard = new LobbyGuard(limits);
    const admission = guard.admit('10.0.0.1', counted({ total: 99, ofAddress: 2, botsOnlyOfAddress: 0, ofPrefix: 4 }));
    expect(admission.evict).toBeNull();
  });

  it("refuses by the tally's counts of the address and of its network", () => {
    const guard = new LobbyGuard(limits);
    expect(() =>
      guard.admit('10.0.0.1', counted({ total: 10, ofAddress: 3, botsOnlyOfAddress: 0, ofPrefix: 3 })),
    ).toThrow(expect.objectContaining({ code: 'too-many-open-matches' }));
    expect(() =>
      guard.admit('10.0.0.1', counted({ total: 10, ofAddress: 0, botsOnlyOfAddress: 0, ofPrefix: 5 })),
    ).toThrow(expect.objectContaining({ code: 'too-many-open-matches' }));
  });

  it('lists the open matches once the server is full, to find one to end', () => {
    const guard = new LobbyGuard(limits);
    const full = counted({ total: 100, ofAddress: 0, botsOnlyOfAddress: 0, ofPrefix: 0 });
    expect(() => guard.admit('10.0.0.1', full)).toThrow('the list of open matches was built');
  });
});
