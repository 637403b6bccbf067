/**
 * The load test with --admin against a running server with its admin port: the nodes' histogram
 * counts exactly the actions the load generator saw answered, over a whole run and over a bounded
 * window whose unfinished matches are then played out unmeasured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/index.ts';
import { parseLoadTestArgs } from '../src/loadtest/options.ts';
import { formatReport } from '../src/loadtest/report.ts';
import { runLoadTest } from '../src/loadtest/run.ts';
import { games as toyGames } from './fixtures/registry.ts';
import { TOY_REGISTRY_MODULE, tempDir } from './helpers.ts';
import { testDatabaseUrl } from './store-under-test.ts';

const data = tempDir();
let running: RunningServer;
beforeAll(async () => {
  running = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: data.dir,
    registry: toyGames,
    logger: false,
    admin: { port: 0 },
    server: {
      botRegistryModule: TOY_REGISTRY_MODULE,
      substituteBot: 'random',
      database: testDatabaseUrl(data.dir),
      // Limits one client of the load test would exceed: it must come from many addresses.
      clientLimits: { openMatchesPerAddress: 2, createsPerMinute: 2, connectionsPerAddress: 4, http: { creates: 2 } },
    },
  });
});
afterAll(async () => {
  await running.close();
  data.remove();
});

describe("load test with the nodes' latency histogram", () => {
  it('counts on the server exactly the actions the load generator saw answered', async () => {
    const opts = parseLoadTestArgs([
      ...['--url', running.url, '--admin', running.adminUrl as string],
      ...['--matches', '4', '--game', 'tally', '--players', '2'],
    ]);
    const whole = await runLoadTest(opts);
    expect(whole.errorSamples).toEqual([]);
    expect(whole.server?.acknowledged).toBe(whole.actions);
    expect(whole.server?.refused).toBe(0);
    expect(whole.server?.p99?.value).toBeGreaterThan(0);
    expect(whole.server?.p99?.upper).toBeGreaterThanOrEqual(whole.server?.p50?.upper ?? Number.NaN);
    expect(formatReport(whole, opts)).toMatch(/server actions: \d+ acknowledged, 0 refused\n/);
    expect(formatReport(whole, opts)).not.toMatch(/counts differ/);

    // A bounded window: the actions played out after it are not in the window's figures.
    const bounded = { ...opts, think: { minMs: 20, maxMs: 60 }, seconds: 1, finish: true, firstMatch: 100 };
    const window = await runLoadTest(bounded);
    expect(window.errorSamples).toEqual([]);
    expect(window.actions).toBeGreaterThan(0);
    expect(window.server?.acknowledged).toBe(window.actions);
  });

  it("says at once when an admin address is not a node's admin port", async () => {
    const opts = parseLoadTestArgs(['--url', running.url, '--admin', running.url, '--matches', '1', '--game', 'tally']);
    await expect(runLoadTest({ ...opts, firstMatch: 200 })).rejects.toThrow(/\/metrics: answered 404/);
  });
});
