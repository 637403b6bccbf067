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
    { name: 'signup' },
    { name: 'signin' },
    { name: 'account' },
    { name: 'games', claim: false },
    { name: 'games', claim: true },
  ];
  it('round-trip through the hash', () => {
    for (const r of routes) expect(parseRoute(href(r))).toEqual(r);
  });
  it('send anything else to not-found', () => {
    expect(parseRoute('#/nowhere/at/all').name).toBe('not-found');
    expect(parseRoute('').name).toBe('home');
  });
});
