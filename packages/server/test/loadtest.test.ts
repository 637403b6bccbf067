import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLoadTestArgs, UsageError } from '../src/loadtest/options.ts';
import { runLoadTest } from '../src/loadtest/run.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // Limits a single client of the load test would exceed: it must come from many addresses.
  server = await startTestServer({
    clientLimits: { openMatchesPerAddress: 2, createsPerMinute: 2, connectionsPerAddress: 4, http: { creates: 2 } },
  });
});
afterAll(() => server.close());

describe('load test', () => {
  it('plays every match to the end and counts each answered action', async () => {
    const opts = parseLoadTestArgs(['--url', server.base, '--matches', '6', '--game', 'tally', '--players', '3']);
    const r = await runLoadTest(opts);
    expect(r).toMatchObject({ matches: 6, errors: 0, players: 3 });
    // A 3-seat tally game is 20 plays and its passes: every action of every match was answered.
    expect(r.actions).toBeGreaterThanOrEqual(6 * 20);
    expect(r.p99Ms).toBeGreaterThanOrEqual(r.p50Ms);
    const paced = await runLoadTest({ ...opts, matches: 2, think: { minMs: 1, maxMs: 3 } });
    expect(paced.errors).toBe(0);
  });

  it('refuses anything but loopback, and bad numbers', () => {
    expect(() => parseLoadTestArgs(['--url', 'http://example.com'])).toThrow(UsageError);
    expect(() => parseLoadTestArgs(['--url', 'https://127.0.0.1'])).toThrow(UsageError);
    expect(() => parseLoadTestArgs(['--matches', '0'])).toThrow(UsageError);
    expect(() => parseLoadTestArgs(['--bogus'])).toThrow(UsageError);
    expect(parseLoadTestArgs([])).toMatchObject({ urls: ['http://127.0.0.1:8080'], matches: 200, players: 2 });
    expect(parseLoadTestArgs(['--url', 'http://[::1]:9000']).urls).toEqual(['http://[::1]:9000']);
  });
});
