import type { MyMatch } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DICTS } from '../src/account/text/index.ts';
import {
  formatTimeLeft,
  newlyWaiting,
  speedText,
  timeLeftMs,
  titleWithCount,
  waitingGames,
} from '../src/account/waiting.ts';
import { translator } from '../src/i18n/translator.ts';

const en = translator(ACCOUNT_DICTS, 'en');
const uk = translator(ACCOUNT_DICTS, 'uk');

function game(id: string, yourTurn: boolean, status: MyMatch['status'] = 'playing'): MyMatch {
  return {
    matchId: id,
    game: 'four-humours',
    gameName: 'Four Humours',
    status,
    seat: 0,
    seats: [],
    activeSeats: yourTurn ? [0] : [1],
    yourTurn,
    speed: { kind: 'none' },
    clock: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('the count of games waiting, in the title', () => {
  it('goes in front of the title, replacing an older count', () => {
    expect(titleWithCount('Boardhall', 2)).toBe('(2) Boardhall');
    expect(titleWithCount('(2) Boardhall · Lobby', 3)).toBe('(3) Boardhall · Lobby');
  });
  it('leaves the bare title when nothing waits', () => {
    expect(titleWithCount('(5) Boardhall', 0)).toBe('Boardhall');
    expect(titleWithCount('● Your turn · Four Humours', 0)).toBe('● Your turn · Four Humours');
  });
  it('counts only playing matches where it is the account’s turn', () => {
    const all = [game('a', true), game('b', false), game('c', true), game('d', true, 'finished')];
    expect(waitingGames(all).map((m) => m.matchId)).toEqual(['a', 'c']);
  });
});

describe('games newly waiting (for a notification)', () => {
  it('announces nothing on the first look', () => {
    expect(newlyWaiting(null, [game('a', true)])).toEqual([]);
  });
  it('announces the waiting games that did not wait at the last look', () => {
    const now = [game('a', true), game('b', true), game('c', false)];
    expect(newlyWaiting(new Set(['a']), now).map((m) => m.matchId)).toEqual(['b']);
    expect(newlyWaiting(new Set(['a', 'b']), now)).toEqual([]);
  });
});

describe('time left', () => {
  const at = Date.parse('2026-03-01T12:00:00.000Z');
  it('counts down from the deadline while the clock runs', () => {
    const clock = { remainingMs: 600_000, deadline: '2026-03-01T12:04:05.000Z', outOfTime: false };
    expect(timeLeftMs(clock, at)).toBe(245_000);
    expect(timeLeftMs(clock, at + 300_000)).toBe(0);
  });
  it('is the time kept while the clock stands, and nothing without a clock', () => {
    expect(timeLeftMs({ remainingMs: 90_000, deadline: null, outOfTime: false }, at)).toBe(90_000);
    expect(timeLeftMs(null, at)).toBeNull();
  });
  it('reads as minutes and seconds, hours, or days and hours', () => {
    expect(formatTimeLeft(245_000, en)).toBe('4:05');
    expect(formatTimeLeft(59_999, en)).toBe('0:59');
    expect(formatTimeLeft(3_845_000, en)).toBe('1:04:05');
    expect(formatTimeLeft(2 * 86_400_000 + 3 * 3_600_000 + 59_000, en)).toBe('2 d 3 h');
    expect(formatTimeLeft(2 * 86_400_000 + 3 * 3_600_000, uk)).toBe('2 д 3 год');
    expect(formatTimeLeft(-5, en)).toBe('0:00');
  });
});

describe('speed in words', () => {
  it('names each kind', () => {
    expect(speedText({ kind: 'realtime', preset: 'fast' }, en)).toBe('Real time · fast');
    expect(speedText({ kind: 'custom', bankSeconds: 600, incrementSeconds: 5 }, en)).toBe('10 min + 5 s per move');
    expect(speedText({ kind: 'turn-based', days: 1 }, en)).toBe('1 day per move');
    expect(speedText({ kind: 'turn-based', days: 3 }, uk)).toBe('3 дні на хід');
    expect(speedText({ kind: 'none' }, en)).toBe('No clock');
  });
});
