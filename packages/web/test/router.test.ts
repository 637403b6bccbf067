import { describe, expect, it } from 'vitest';
import { href, parseRoute, type Route } from '../src/app/router.ts';

describe('routes', () => {
  const routes: Route[] = [
    { name: 'home' },
    { name: 'new', game: 'four-humours' },
    { name: 'local', id: 'abc123' },
    { name: 'match', id: 'Xq3v9', join: true, seat: 2 },
    { name: 'match', id: 'Xq3v9', join: false, seat: null },
    { name: 'replay', match: null, local: null },
    { name: 'replay', match: 'Xq3v9', local: null },
    { name: 'replay', match: null, local: 'abc' },
    { name: 'rules', game: 'tribes-of-the-wind' },
    { name: 'learn', game: 'four-humours' },
    { name: 'signup', next: null },
    { name: 'signin', next: null },
    { name: 'signin', next: '#/match/Xq3v9?join' },
    { name: 'signup', next: '#/new/tribes-of-the-wind' },
    { name: 'player', player: { kind: 'account', name: 'Олена Key' } },
    { name: 'player', player: { kind: 'account', name: 'bot' } },
    { name: 'player', player: { kind: 'bot', level: 'normal' } },
    { name: 'leaderboard', game: 'four-humours' },
    { name: 'account' },
    { name: 'games', claim: false },
    { name: 'games', claim: true },
  ];
  it('round-trip through the hash', () => {
    for (const r of routes) expect(parseRoute(href(r))).toEqual(r);
  });
  it('come back after signing in only to a page of this site', () => {
    expect(parseRoute('#/signin?next=%23%2Fmatch%2Fabc%3Fjoin')).toEqual({ name: 'signin', next: '#/match/abc?join' });
    for (const next of ['https://evil.example/', '//evil.example', '#/signin', '#/nowhere/at/all', 'javascript:x'])
      expect(parseRoute(`#/signin?${new URLSearchParams({ next })}`)).toEqual({ name: 'signin', next: null });
    expect(href({ name: 'signup', next: 'https://evil.example/' })).toBe('#/signup');
  });
  it('open a lesson by its game alone', () => {
    expect(parseRoute('#/learn/tribes-of-the-wind')).toEqual({ name: 'learn', game: 'tribes-of-the-wind' });
    expect(parseRoute('#/learn').name).toBe('not-found');
    expect(parseRoute('#/learn/four-humours/2').name).toBe('not-found');
  });
  it('name bot levels by their level only', () => {
    expect(parseRoute('#/players/bot/hard')).toEqual({ name: 'player', player: { kind: 'bot', level: 'hard' } });
    expect(parseRoute('#/players/bot/greedy').name).toBe('not-found');
    expect(parseRoute('#/players/bot/normal/x').name).toBe('not-found');
  });
  it('send anything else to not-found', () => {
    expect(parseRoute('#/nowhere/at/all').name).toBe('not-found');
    expect(parseRoute('').name).toBe('home');
  });
});
