import { readFileSync } from 'node:fs';
import type { CreateMatchResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const protocolDoc = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');

let server: TestServer;
let id: string;
beforeAll(async () => {
  server = await startTestServer();
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/matches',
    payload: { game: 'tally', seats: [{ kind: 'human' }, { kind: 'human' }] },
  });
  id = (created.json() as CreateMatchResponse).matchId;
});
afterAll(() => server.close());

interface BadRequest {
  what: string;
  method: 'GET' | 'POST' | 'DELETE' | 'PUT';
  url: string | (() => string);
  headers?: Record<string, string>;
  body?: string;
  status: number;
  code: string;
}

const json = { 'content-type': 'application/json' };

const BAD_REQUESTS: BadRequest[] = [
  { what: 'an id that does not decode', method: 'GET', url: '/api/matches/%zz', status: 404, code: 'unknown-match' },
  {
    what: 'a 5,000-character id',
    method: 'GET',
    url: `/api/matches/${'a'.repeat(5000)}`,
    status: 404,
    code: 'unknown-match',
  },
  {
    what: 'a long id, joining',
    method: 'POST',
    url: `/api/matches/${'a'.repeat(500)}/join`,
    headers: json,
    body: '{}',
    status: 404,
    code: 'unknown-match',
  },
  { what: 'a malformed id', method: 'GET', url: '/api/matches/bad%20id', status: 404, code: 'unknown-match' },
  { what: 'a malformed id, replay', method: 'GET', url: '/api/matches/a.b/replay', status: 404, code: 'unknown-match' },
  { what: 'an unknown id', method: 'GET', url: '/api/matches/nope', status: 404, code: 'unknown-match' },
  { what: 'a path that does not decode', method: 'GET', url: '/api/%zz', status: 404, code: 'not-found' },
  { what: 'an unknown path', method: 'GET', url: '/api/nothing', status: 404, code: 'not-found' },
  { what: 'an unknown method', method: 'DELETE', url: '/api/matches', status: 404, code: 'not-found' },
  {
    what: 'the WebSocket without Upgrade',
    method: 'GET',
    url: () => `/api/matches/${id}/ws`,
    status: 426,
    code: 'upgrade-required',
  },
  {
    what: 'Basic authorization',
    method: 'POST',
    url: () => `/api/matches/${id}/leave`,
    headers: { authorization: 'Basic x' },
    status: 401,
    code: 'bad-token',
  },
  { what: 'no authorization', method: 'POST', url: () => `/api/matches/${id}/leave`, status: 401, code: 'bad-token' },
  {
    what: 'a token of no seat',
    method: 'POST',
    url: () => `/api/matches/${id}/leave`,
    headers: { authorization: 'Bearer nope' },
    status: 401,
    code: 'bad-token',
  },
  {
    what: 'a text body',
    method: 'POST',
    url: '/api/matches',
    headers: { 'content-type': 'text/plain' },
    body: 'hello',
    status: 415,
    code: 'unsupported-media-type',
  },
  {
    what: 'a body over 16 KiB',
    method: 'POST',
    url: '/api/matches',
    headers: json,
    body: JSON.stringify({ seed: 'x'.repeat(20_000) }),
    status: 413,
    code: 'body-too-large',
  },
  {
    what: 'broken JSON',
    method: 'POST',
    url: '/api/matches',
    headers: json,
    body: '{"game": ',
    status: 400,
    code: 'bad-json',
  },
  {
    what: 'an empty JSON body',
    method: 'POST',
    url: '/api/matches',
    headers: json,
    body: '',
    status: 400,
    code: 'bad-json',
  },
  {
    what: 'a body of the wrong shape',
    method: 'POST',
    url: '/api/matches',
    headers: json,
    body: '[]',
    status: 400,
    code: 'bad-request',
  },
  { what: 'a bad query', method: 'GET', url: '/api/matches?status=everything', status: 400, code: 'bad-query' },
  {
    what: 'a join of a bad seat',
    method: 'POST',
    url: () => `/api/matches/${id}/join`,
    headers: json,
    body: '{"seat": 9}',
    status: 400,
    code: 'bad-seat',
  },
  {
    what: 'a replay too early',
    method: 'GET',
    url: () => `/api/matches/${id}/replay`,
    status: 409,
    code: 'match-not-finished',
  },
];

describe('error bodies', () => {
  it('answers every bad request with {"error":{"code","message"}} and the status docs/protocol.md gives', async () => {
    const seen: unknown[] = [];
    for (const bad of BAD_REQUESTS) {
      const url = typeof bad.url === 'string' ? bad.url : bad.url();
      const res = await server.app.inject({
        method: bad.method,
        url,
        headers: bad.headers ?? {},
        ...(bad.body !== undefined ? { payload: bad.body } : {}),
      });
      let body: unknown = null;
      try {
        body = JSON.parse(res.body);
      } catch {
        body = res.body;
      }
      // The code is documented with this status (a table row of docs/protocol.md names both).
      const documented = protocolDoc
        .split('\n')
        .some((line) => line.startsWith('|') && line.includes(`\`${bad.code}\``) && line.includes(String(bad.status)));
      const isJson = String(res.headers['content-type']).startsWith('application/json');
      seen.push({ what: bad.what, status: res.statusCode, body, json: isJson, documented });
    }
    expect(seen).toEqual(
      BAD_REQUESTS.map((bad) => ({
        what: bad.what,
        status: bad.status,
        body: { error: { code: bad.code, message: expect.stringMatching(/\S{3}/) } },
        json: true,
        documented: true,
      })),
    );
  });
});
