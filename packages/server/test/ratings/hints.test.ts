// Hints (docs/protocol.md "Hints"), on a real server and the store under test: a match allows
// them only when created so, never when rated; the setting is stored with the match (it outlives
// a restart) and shown in every summary.
import type { HttpErrorResponse, MatchListResponse, PublicMatchResponse } from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { http, type TestServer, tempDir } from '../helpers.ts';
import { guest, player, REALTIME, startRatingServer } from './rated-tables.ts';

const HUMANS = [{ kind: 'human' }, { kind: 'human' }] as const;
const data = tempDir('boardhall-hints-');
let server: TestServer | null = null;
afterAll(async () => {
  await server?.close();
  data.remove();
});

const summaryOf = async (s: TestServer, id: string) =>
  (await http<PublicMatchResponse>(s.base, 'GET', `/api/matches/${id}`)).body;

describe('hints on online matches', () => {
  it('are off by default, on when asked (the match then unrated), refused with rated, and kept by the store', async () => {
    server = await startRatingServer({ dataDir: data.dir });
    const ann = await player(server, 'Ann Hints');
    const create = (body: object) =>
      ann.request<{ matchId: string }>('POST', '/api/matches', { game: 'tally', seats: HUMANS, claim: 0, ...body });

    const plain = await create({ speed: REALTIME });
    expect(plain.status).toBe(201);
    expect(await summaryOf(server, plain.body.matchId)).toMatchObject({ rated: true, hints: false });

    const hinted = await create({ speed: REALTIME, hints: true });
    expect(hinted.status).toBe(201);
    expect(await summaryOf(server, hinted.body.matchId)).toMatchObject({ rated: false, hints: true });
    const byGuest = await guest(server).request<{ matchId: string }>('POST', '/api/matches', {
      game: 'tally',
      seats: HUMANS,
      hints: true,
    });
    expect(byGuest.status).toBe(201);

    const before = (await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=open')).body.matches.length;
    const both = await ann.request<HttpErrorResponse>('POST', '/api/matches', {
      game: 'tally',
      seats: HUMANS,
      claim: 0,
      speed: REALTIME,
      rated: true,
      hints: true,
    });
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe('hints-in-rated');
    const after = (await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=open')).body.matches;
    expect(after.length).toBe(before);
    expect(after.find((m) => m.matchId === hinted.body.matchId)?.hints).toBe(true);
    expect(after.find((m) => m.matchId === plain.body.matchId)?.hints).toBe(false);

    // A restarted server reads the setting back from the store.
    await server.close();
    server = await startRatingServer({ dataDir: data.dir });
    expect(await summaryOf(server, hinted.body.matchId)).toMatchObject({ rated: false, hints: true });
    expect(await summaryOf(server, plain.body.matchId)).toMatchObject({ rated: true, hints: false });
  });
});
