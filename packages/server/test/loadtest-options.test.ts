import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { closeEnough, parseCapacityArgs, searchCapacity } from '../src/loadtest/capacity.ts';
import type { LoadTestOptions } from '../src/loadtest/options.ts';
import { parseLoadTestArgs, parseThink, parseUrls, UsageError } from '../src/loadtest/options.ts';
import { processCpuMs } from '../src/loadtest/process-cpu.ts';
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
});
