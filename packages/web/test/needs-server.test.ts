/** Issue #37: which screens say they need a connection while the device is offline. */
import { describe, expect, it } from 'vitest';
import { needsServer, parseRoute } from '../src/app/router.ts';

describe('needsServer', () => {
  it('lets local games, the rules, the lessons and replays from a file or of a local game work offline', () => {
    for (const hash of [
      '#/play/local/abc',
      '#/rules/four-humours',
      '#/learn/four-humours',
      '#/replay',
      '#/replay?local=abc',
    ]) {
      expect(needsServer(parseRoute(hash)), hash).toBe(false);
    }
  });

  it('marks the lobby, online matches, accounts, profiles and leaderboards as needing the server', () => {
    const online = [
      '#/',
      '#/match/abc',
      '#/replay?match=abc',
      '#/signin',
      '#/account',
      '#/games',
      '#/players/ann',
    ].concat(['#/leaderboard/four-humours', '#/new/tribes-of-the-wind']);
    for (const hash of online) expect(needsServer(parseRoute(hash)), hash).toBe(true);
  });
});
