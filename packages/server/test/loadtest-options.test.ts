import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localAddressFor } from '../src/loadtest/addresses.ts';
import {
  type CapacityStep,
  closeEnough,
  levelPasses,
  parseCapacityArgs,
  searchCapacity,
} from '../src/loadtest/capacity.ts';
import type { LoadTestOptions } from '../src/loadtest/options.ts';
import { parseAdminUrls, parseLoadTestArgs, parseThink, parseUrls, UsageError } from '../src/loadtest/options.ts';
import { processCpuMs } from '../src/loadtest/process-cpu.ts';
import { capacityLine } from '../src/loadtest/report.ts';
import type { LoadTestReport } from '../src/loadtest/run.ts';

/** A pid no process can have: pids stay below pid_max, whose largest setting is 2^22. */
const NO_SUCH_PID = '4194304';

describe('load test options', () => {
  it('takes one URL as before, or a list of nodes', () => {
    expect(parseLoadTestArgs(['--url', 'http://127.0.0.1:8080/']).urls).toEqual(['http://127.0.0.1:8080']);
    expect(parseUrls('http://127.0.0.1:8080, http://localhost:8081,http://[::1]:8082')).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8081',
      'http://[::1]:8082',
    ]);
    const sixteen = Array.from({ length: 16 }, (_, i) => `http://127.0.0.1:${9000 + i}`).join(',');
    expect(parseUrls(sixteen)).toHaveLength(16);
  });

  it('refuses bad lists of URLs', () => {
    const refused = (text: string, message: RegExp) => expect(() => parseUrls(text)).toThrow(message);
    refused('http://127.0.0.1:8080,http://example.com:8080', /loopback/);
    refused('http://127.0.0.1:8080,https://127.0.0.1:8081', /loopback/);
    refused('http://127.0.0.1:8080,', /not a URL/);
    refused('http://127.0.0.1:8080,http://127.0.0.1:8080/', /twice/);
    refused(Array.from({ length: 17 }, (_, i) => `http://127.0.0.1:${9000 + i}`).join(','), /at most 16/);
    expect(() => parseLoadTestArgs(['--url', 'nonsense'])).toThrow(UsageError);
  });

  it("takes the nodes' admin addresses with --admin and refuses bad ones", () => {
    expect(parseLoadTestArgs([]).adminUrls).toEqual([]);
    expect(parseLoadTestArgs(['--admin', 'http://127.0.0.1:19080/']).adminUrls).toEqual(['http://127.0.0.1:19080']);
    expect(parseAdminUrls('http://127.0.0.1:19080/metrics, http://localhost:19081')).toEqual([
      'http://127.0.0.1:19080',
      'http://localhost:19081',
    ]);
    const refused = (text: string, message: RegExp) => {
      expect(() => parseAdminUrls(text), text).toThrow(UsageError);
      expect(() => parseAdminUrls(text), text).toThrow(message);
    };
    refused('nonsense', /not a URL/);
    refused('127.0.0.1:19080', /not a URL/);
    refused('localhost:19080', /http:\/\/ URL on a loopback/);
    refused('https://127.0.0.1:19080', /loopback/);
    refused('http://10.0.0.1:19080', /loopback/);
    refused('http://127.0.0.1:19080/drain', /base URL/);
    refused('http://127.0.0.1:19080/?x=1', /base URL/);
    refused('http://127.0.0.1:19080,', /not a URL/);
    refused('http://127.0.0.1:19080,http://127.0.0.1:19080/metrics', /twice/);
    refused(Array.from({ length: 17 }, (_, i) => `http://127.0.0.1:${9000 + i}`).join(','), /at most 16/);
    expect(() => parseLoadTestArgs(['--admin', 'nonsense'])).toThrow(UsageError);
    expect(() => parseCapacityArgs(['--admin', 'http://example.com:9080'])).toThrow(UsageError);
    expect(() => parseCapacityArgs(['--admin'])).toThrow(UsageError);
    expect(parseCapacityArgs(['--admin', 'http://127.0.0.1:1,http://127.0.0.1:2']).adminUrls).toHaveLength(2);
  });

  it("spreads the matches over addresses and /24 networks within the server's default limits", () => {
    expect(localAddressFor('localhost', 5)).toBeUndefined();
    expect(localAddressFor('::1', 5)).toBeUndefined();
    expect([0, 1, 255, 256, 257].map((i) => localAddressFor('127.0.0.1', i))).toEqual([
      '127.77.0.1',
      '127.77.1.1',
      '127.77.255.1',
      '127.77.0.2',
      '127.77.1.2',
    ]);
    // 5,000 matches at once (the load test's cap), from any first index: one address each, and
    // at most 20 a network (the server allows 10 open matches an address and 100 a /24).
    for (const first of [0, 63_000]) {
      const addresses = Array.from({ length: 5000 }, (_, k) => localAddressFor('127.0.0.1', first + k) as string);
      expect(new Set(addresses).size).toBe(5000);
      const perNetwork = new Map<string, number>();
      for (const a of addresses) {
        const net = a.slice(0, a.lastIndexOf('.'));
        perNetwork.set(net, (perNetwork.get(net) ?? 0) + 1);
      }
      expect(Math.max(...perNetwork.values())).toBeLessThanOrEqual(20);
    }
  });

  it('reads --think-ms as a mean (as before) or as a range', () => {
    expect(parseThink('0')).toEqual({ minMs: 0, maxMs: 0 });
    expect(parseThink('100')).toEqual({ minMs: 50, maxMs: 150 });
    expect(parseThink('1000-3000')).toEqual({ minMs: 1000, maxMs: 3000 });
    expect(parseThink(' 5 - 5 ')).toEqual({ minMs: 5, maxMs: 5 });
    expect(parseThink('0-60000')).toEqual({ minMs: 0, maxMs: 60_000 });
    for (const bad of ['3000-1000', '0-60001', '60001', '-5', '1000-', 'fast', '', '1-2-3']) {
      expect(() => parseThink(bad), bad).toThrow(UsageError);
    }
    expect(parseLoadTestArgs([]).think).toEqual({ minMs: 0, maxMs: 0 });
  });

  it('bounds a run with --seconds, and --finish needs it', () => {
    expect(parseLoadTestArgs([])).toMatchObject({ seconds: null, finish: false, serverPids: [], firstMatch: 0 });
    expect(parseLoadTestArgs(['--seconds', '30', '--finish'])).toMatchObject({ seconds: 30, finish: true });
    for (const bad of [['--seconds', '0'], ['--seconds', '1.5'], ['--seconds', ''], ['--finish']]) {
      expect(() => parseLoadTestArgs(bad), bad.join(' ')).toThrow(UsageError);
    }
  });

  it('takes server pids that exist and refuses others', () => {
    const pid = String(process.pid);
    expect(parseLoadTestArgs(['--server-pid', `${pid},${pid}`]).serverPids).toEqual([process.pid]);
    expect(() => parseLoadTestArgs(['--server-pid', NO_SUCH_PID])).toThrow(/no such process/);
    expect(() => parseLoadTestArgs(['--server-pid', `${pid},x`])).toThrow(UsageError);
    expect(() => parseLoadTestArgs(['--server-pid', '0'])).toThrow(UsageError);
    expect(processCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
  });

  it('prints one error line and exits with 2 for a bad list', () => {
    const script = fileURLToPath(new URL('../scripts/loadtest.ts', import.meta.url));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', script, '--url', 'http://127.0.0.1:1,http://10.0.0.1:2'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^error: --url 'http:\/\/10\.0\.0\.1:2': the load test only targets/);
  });
});

describe('capacity search', () => {
  it('parses its options with the paced defaults', () => {
    expect(parseCapacityArgs([])).toMatchObject({
      urls: ['http://127.0.0.1:8080'],
      think: { minMs: 1000, maxMs: 3000 },
      seconds: 30,
      p99Ms: 50,
      start: 25,
      settleMs: 5000,
    });
    expect(() => parseCapacityArgs(['--think-ms', '0'])).toThrow(/paced/);
    expect(() => parseCapacityArgs(['--start', '100', '--max-matches', '50'])).toThrow(UsageError);
    expect(() => parseCapacityArgs(['--url', 'http://127.0.0.1:1,http://127.0.0.1:1'])).toThrow(/twice/);
  });

  /** A stand-in for the load test: levels up to `limit` pass. */
  function fakeServer(limit: number) {
    const seen: LoadTestOptions[] = [];
    const measure = async (o: LoadTestOptions): Promise<LoadTestReport> => {
      seen.push(o);
      const ok = o.matches <= limit;
      return {
        matches: o.matches,
        actions: o.matches * 10,
        actionsPerSecond: o.matches,
        p50Ms: 5,
        p99Ms: ok ? 40 : 80,
        errors: 0,
        gameName: 'Toy',
        players: o.players,
        seconds: o.seconds ?? 0,
        nodes: [],
        unfinishedMatches: 0,
        finishErrors: 0,
        errorSamples: [],
      };
    };
    return { seen, measure };
  }

  it('doubles, then bisects to the largest passing level', async () => {
    const { seen, measure } = fakeServer(300);
    const opts = parseCapacityArgs(['--seconds', '5', '--settle-seconds', '0']);
    const printed: number[] = [];
    const r = await searchCapacity(opts, measure, (s) => printed.push(s.matches));
    expect(printed).toEqual([25, 50, 100, 200, 400, 300, 350, 325]);
    expect(r).toMatchObject({ capacity: 300, firstFailure: 325 });
    expect(closeEnough(300, 325)).toBe(true);
    // Bounded, paced, played out afterwards, and each level on match indexes of its own.
    expect(seen.every((o) => o.seconds === 5 && o.finish && o.think.maxMs === 3000)).toBe(true);
    expect(seen.map((o) => o.firstMatch)).toEqual([0, 25, 75, 175, 375, 775, 1075, 1425]);
  });

  it('ends within its step budget whatever the server does', async () => {
    const none = await searchCapacity(
      parseCapacityArgs(['--max-steps', '4', '--settle-seconds', '0']),
      fakeServer(0).measure,
    );
    expect(none.steps).toHaveLength(4);
    expect(none.capacity).toBe(0);
    const all = await searchCapacity(
      parseCapacityArgs(['--max-matches', '120', '--settle-seconds', '0']),
      fakeServer(10_000).measure,
    );
    expect(all.steps.map((s) => s.matches)).toEqual([25, 50, 100, 120]);
    expect(all).toMatchObject({ capacity: 120, firstFailure: null });
  });

  it("judges a level on the nodes' p99 when given --admin, the load generator's otherwise", () => {
    const report = (p99Ms: number, errors: number, server?: LoadTestReport['server']): LoadTestReport => ({
      matches: 10,
      actions: 100,
      actionsPerSecond: 5,
      p50Ms: 3,
      p99Ms,
      errors,
      gameName: 'Toy',
      players: 2,
      seconds: 20,
      nodes: [],
      unfinishedMatches: 0,
      finishErrors: 0,
      errorSamples: [],
      ...(server ? { server } : {}),
    });
    const server = (p99: { value: number; lower: number; upper: number } | null, refused = 0) => ({
      acknowledged: 100,
      refused,
      p50: p99,
      p99,
    });
    // The client side alone, as before.
    expect(levelPasses(report(50, 0), 50)).toBe(true);
    expect(levelPasses(report(51, 0), 50)).toBe(false);
    // With the nodes' figures, a stall of the load generator (client p99 200 ms) does not fail the level…
    expect(levelPasses(report(200, 0, server({ value: 42, lower: 30, upper: 50 })), 50)).toBe(true);
    // …the nodes' p99 does, as do errors, refusals, an empty window, and a p99 above the last bound.
    expect(levelPasses(report(20, 0, server({ value: 62.5, lower: 50, upper: 75 })), 50)).toBe(false);
    expect(levelPasses(report(20, 1, server({ value: 10, lower: 5, upper: 10 })), 50)).toBe(false);
    expect(levelPasses(report(20, 0, server({ value: 10, lower: 5, upper: 10 }, 1)), 50)).toBe(false);
    expect(levelPasses(report(20, 0, server(null)), 50)).toBe(false);
    const above = server({ value: 10_000, lower: 10_000, upper: Number.POSITIVE_INFINITY });
    expect(levelPasses(report(20, 0, above), 60_000)).toBe(false);
  });

  it("passes --admin on to each level and keeps the nodes' figures in its steps", async () => {
    const seen: LoadTestOptions[] = [];
    const measure = async (o: LoadTestOptions): Promise<LoadTestReport> => {
      seen.push(o);
      // The load generator's p99 is poor at every level; the nodes' grows past 50 ms above 40 matches.
      const p99 = o.matches <= 40 ? { value: 20, lower: 10, upper: 20 } : { value: 60, lower: 50, upper: 75 };
      return {
        matches: o.matches,
        actions: o.matches * 10,
        actionsPerSecond: o.matches,
        p50Ms: 5,
        p99Ms: 300,
        errors: 0,
        gameName: 'Toy',
        players: o.players,
        seconds: o.seconds ?? 0,
        nodes: [],
        unfinishedMatches: 0,
        finishErrors: 0,
        errorSamples: [],
        server: { acknowledged: o.matches * 10, refused: 0, p50: p99, p99 },
      };
    };
    const opts = parseCapacityArgs(['--admin', 'http://127.0.0.1:19080', '--settle-seconds', '0', '--start', '10']);
    const r = await searchCapacity(opts, measure);
    expect(seen.every((o) => o.adminUrls.join() === 'http://127.0.0.1:19080')).toBe(true);
    expect(r).toMatchObject({ capacity: 40, firstFailure: 45 });
    expect(r.steps[0]).toMatchObject({
      matches: 10,
      actions: 100,
      p99Ms: 300,
      server: { acknowledged: 100 },
      pass: true,
    });
    const first = r.steps[0] as CapacityStep;
    expect(first.startedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(first.load.every((l) => l >= 0)).toBe(true);
    // One line a level: the nodes' figures with their buckets, then the load generator's, then both counts.
    const line = capacityLine(first);
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d {2}\d+(\.\d+)?→\d+(\.\d+)? +10 +10 +20 \(10–20\) +20 \(10–20\) +5 +300 +100\/100 +0 +— +pass$/,
    );
    expect(
      capacityLine({ ...first, server: { acknowledged: 99, refused: 1, p50: null, p99: null }, pass: false }),
    ).toMatch(
      /fail, 1 refused on the nodes\n {2}counts differ: the nodes acknowledged 99 actions in the window, the load generator saw 100/,
    );
  });

  it('prints one error line and exits with 2 for a bad --admin', () => {
    const script = fileURLToPath(new URL('../scripts/capacity.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--admin', 'http://127.0.0.1:19080/drain'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^error: --admin 'http:\/\/127\.0\.0\.1:19080\/drain': give the admin port's base URL/);
  });
});
