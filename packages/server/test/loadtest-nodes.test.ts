import type { IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type Server } from 'node:net';
import type { MatchListResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLoadTestArgs } from '../src/loadtest/options.ts';
import { runLoadTest } from '../src/loadtest/run.ts';
import { http, startTestServer, type TestServer } from './helpers.ts';

/** Per-client limits one client of the load test would exceed: it must come from many addresses. */
const clientLimits = { openMatchesPerAddress: 2, createsPerMinute: 2, connectionsPerAddress: 4, http: { creates: 2 } };

/**
 * Two nodes that share their matches, as a cluster's do: one server that also accepts connections
 * on a second port. Each request and upgrade is counted by the port it arrived on, so the test
 * sees where the load test sent it from the server's side.
 */
let server: TestServer;
let second: Server;
let secondBase: string;
const creates = new Map<number, number>();
const upgrades = new Map<number, number>();
const bump = (m: Map<number, number>, port: number) => m.set(port, (m.get(port) ?? 0) + 1);

beforeAll(async () => {
  server = await startTestServer({ clientLimits });
  server.app.server.on('request', (req: IncomingMessage) => {
    if (req.method === 'POST' && req.url === '/api/matches') bump(creates, req.socket.localPort ?? 0);
  });
  server.app.server.on('upgrade', (req: IncomingMessage) => bump(upgrades, req.socket.localPort ?? 0));
  second = createTcpServer((socket) => server.app.server.emit('connection', socket));
  await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
  const address = second.address();
  secondBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  // The server first: it closes the idle keep-alive connections that came in through the second
  // port, which the listener would otherwise wait for.
  await server.close();
  await new Promise((resolve) => second.close(resolve));
});

const portOf = (base: string) => Number(new URL(base).port);

describe('load test over several nodes', () => {
  it('creates matches round-robin and plays each seat on the node (match + seat) mod n', async () => {
    const opts = parseLoadTestArgs([
      ...['--url', `${server.base},${secondBase}`, '--matches', '6', '--game', 'tally', '--players', '3'],
      ...['--server-pid', String(process.pid)],
    ]);
    const r = await runLoadTest(opts);
    expect(r.errorSamples).toEqual([]);
    expect(r).toMatchObject({ matches: 6, errors: 0, unfinishedMatches: 0 });
    // Even matches: seats 0 and 2 on their creator, seat 1 on the other node; odd ones mirrored.
    expect(r.nodes).toEqual([
      { url: server.base, matches: 3, sockets: 9 },
      { url: secondBase, matches: 3, sockets: 9 },
    ]);
    expect(creates.get(portOf(server.base))).toBe(3);
    expect(creates.get(portOf(secondBase))).toBe(3);
    expect(upgrades.get(portOf(server.base))).toBe(9);
    expect(upgrades.get(portOf(secondBase))).toBe(9);
    expect(r.serverCpuMsPerAction).toBeGreaterThanOrEqual(0);
  });

  it('stops a bounded window cleanly and, with --finish, plays the rest to the end', async () => {
    const opts = parseLoadTestArgs([
      ...['--url', `${secondBase},${server.base}`, '--matches', '4', '--game', 'tally', '--players', '2'],
      ...['--think-ms', '20-60', '--seconds', '1', '--finish', '--seed', 'bounded'],
    ]);
    const r = await runLoadTest({ ...opts, firstMatch: 100 });
    expect(r.errorSamples).toEqual([]);
    expect(r).toMatchObject({ matches: 4, errors: 0, finishErrors: 0 });
    expect(r.nodes.map((n) => n.matches)).toEqual([2, 2]);
    const playing = await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=playing');
    expect(playing.body.matches).toEqual([]);
  });

  it('says so when the nodes do not share their matches', async () => {
    const lone = await startTestServer({ clientLimits });
    try {
      const opts = parseLoadTestArgs(['--url', `${server.base},${lone.base}`, '--matches', '1', '--game', 'tally']);
      await expect(runLoadTest({ ...opts, firstMatch: 200 })).rejects.toThrow(/nodes of one cluster/);
    } finally {
      await lone.close();
    }
  });
});
