import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { CreateMatchResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorResponse } from '../src/http/error-replies.ts';
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

/** The status, headers and body of the answer to `request`, sent over TCP byte for byte as written. */
function rawRequest(base: string, request: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.end(request));
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headers] = head.split('\r\n');
      const type =
        headers
          .find((h) => h.toLowerCase().startsWith('content-type:'))
          ?.slice(13)
          .trim() ?? '';
      if (text === '') reject(new Error('the server closed the connection without answering'));
      else resolve({ status: Number(statusLine.split(' ')[1]), type, body });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server closes the connection after answering: its answer is whatever came before.
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

/** Requests Node's HTTP parser refuses before fastify sees them, which fetch cannot even send. */
const MALFORMED: { what: string; request: string; status: number; code: string }[] = [
  {
    what: 'a 20 KB header',
    request: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    status: 431,
    code: 'headers-too-large',
  },
  {
    what: 'Content-Length: abc',
    request:
      'POST /api/matches HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    status: 400,
    code: 'bad-request',
  },
  { what: 'a request line that is no HTTP', request: 'HELLO THERE\r\n\r\n', status: 400, code: 'bad-request' },
];

describe('error bodies of requests the HTTP parser refuses', () => {
  it('answers them with {"error":{"code","message"}} and the status docs/protocol.md gives', async () => {
    const seen: unknown[] = [];
    for (const bad of MALFORMED) {
      const res = await rawRequest(server.base, bad.request);
      let body: unknown = res.body;
      try {
        body = JSON.parse(res.body);
      } catch {
        // left as text: the comparison shows it
      }
      const documented = protocolDoc
        .split('\n')
        .some((line) => line.startsWith('|') && line.includes(`\`${bad.code}\``) && line.includes(String(bad.status)));
      seen.push({
        what: bad.what,
        status: res.status,
        body,
        json: res.type.startsWith('application/json'),
        documented,
      });
    }
    expect(seen).toEqual(
      MALFORMED.map((bad) => ({
        what: bad.what,
        status: bad.status,
        body: { error: { code: bad.code, message: expect.stringMatching(/\S{3}/) } },
        json: true,
        documented: true,
      })),
    );
  });

  it('answers headers that take too long (Node waits a minute) the same way: 408 request-timeout', () => {
    const answer = clientErrorResponse({ code: 'ERR_HTTP_REQUEST_TIMEOUT', message: 'Request timeout' });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 408 Request Timeout',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body)).toEqual({ error: { code: 'request-timeout', message: expect.stringMatching(/\S{3}/) } });
    expect(protocolDoc).toMatch(/^\| `request-timeout` \| HTTP \(408\)/m);
  });
});
