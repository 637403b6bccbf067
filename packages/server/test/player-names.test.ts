import type {
  CreateMatchResponse,
  HttpErrorResponse,
  JoinResponse,
  MatchListResponse,
  PublicMatchResponse,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A terminal escape (ESC [ 2 J clears the screen), DEL, a C1 CSI, a right-to-left override, an isolate, a line separator. */
const BAD_NAMES: [string, string][] = [
  ['an escape sequence', 'Ann\u001b[2J'],
  ['DEL', 'Ann\u007f'],
  ['a C1 control', 'Ann\u009b31m'],
  ['a right-to-left override', 'Ann\u202egnp.exe'],
  ['a bidirectional isolate', 'Ann\u2066x'],
  ['a line separator', 'Ann\u2028Bob'],
];

const openMatches = async () =>
  (await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=open')).body.matches.length;

describe('player names', () => {
  it('refuses a name with a control character when creating a match, and creates nothing', async () => {
    const before = await openMatches();
    for (const [what, name] of BAD_NAMES) {
      for (const seat of [
        { kind: 'human', name },
        { kind: 'bot', bot: 'random', name },
      ]) {
        const res = await http<HttpErrorResponse>(server.base, 'POST', '/api/matches', {
          game: 'tally',
          seats: [seat, { kind: 'human' }],
        });
        expect({ what, status: res.status, body: res.body }).toEqual({
          what,
          status: 400,
          body: {
            error: {
              code: 'bad-request',
              message: expect.stringMatching(/^Invalid match: seats\.0\.name: a name may not contain control/),
            },
          },
        });
      }
    }
    expect(await openMatches()).toBe(before);
  });

  it('refuses a name with a control character when joining, and leaves the seat free', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }],
      claim: 0,
    });
    const id = created.body.matchId;
    for (const [what, name] of BAD_NAMES) {
      const res = await http<HttpErrorResponse>(server.base, 'POST', `/api/matches/${id}/join`, { seat: 1, name });
      expect({ what, status: res.status, code: res.body.error?.code }).toEqual({
        what,
        status: 400,
        code: 'bad-request',
      });
      expect(res.body.error?.message).toMatch(/^Invalid join request: name: a name may not contain control characters/);
    }
    const match = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);
    expect(match.body.freeSeats).toEqual([1]);
    expect(match.body.seats[1]).toMatchObject({ name: null, claimed: false });
  });

  it('keeps every other name as it was given', async () => {
    const names = ['Олена', 'Ann 🙂'];
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human', name: names[0] }, { kind: 'human' }],
    });
    expect(created.status).toBe(201);
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${created.body.matchId}/join`, {
      seat: 1,
      name: names[1],
    });
    expect(joined.status).toBe(200);
    const match = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${created.body.matchId}`);
    expect(match.body.seats.map((s) => s.name)).toEqual(names);
  });
});
