/**
 * The load test's reading of the nodes' latency histogram: the Prometheus text format, the
 * window's increase summed over nodes, and PromQL's histogram_quantile, against values worked out
 * by hand.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addBuckets,
  type BucketQuantile,
  type Buckets,
  bucketIncrease,
  histogramQuantile,
  observations,
  sumBuckets,
} from '../src/loadtest/histogram.ts';
import { UsageError } from '../src/loadtest/options.ts';
import { ExpositionError, parseExposition } from '../src/loadtest/prometheus-text.ts';
import { countMismatch, describeQuantile } from '../src/loadtest/report.ts';
import { readScrape, scrapeNodes, serverLatency } from '../src/loadtest/server-latency.ts';

const INF = Number.POSITIVE_INFINITY;
const BOUNDS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.2, 0.5, 1, 2, 5, 10, INF];

/** A histogram with the server's bounds from cumulative counts at the bounds given (the rest carried). */
function histogram(counts: Record<string, number>): Buckets {
  let count = 0;
  return BOUNDS.map((le) => {
    count = counts[String(le)] ?? count;
    return { le, count };
  });
}

/** A quantile's estimate (to rounding) and its bucket's bounds (exactly). */
function expectQuantile(q: BucketQuantile | null, value: number, lower: number, upper: number): void {
  expect(q).not.toBeNull();
  expect(q?.value).toBeCloseTo(value, 12);
  expect([q?.lower, q?.upper]).toEqual([lower, upper]);
}

/** The exposition prom-client writes for `boardhall_action_seconds` on one node. */
function exposition(node: string, series: Record<string, Record<string, number>>): string {
  const lines = [
    "# HELP boardhall_action_seconds A person's action or undo on this server, from the message's arrival to its answer.",
    '# TYPE boardhall_action_seconds histogram',
  ];
  for (const [key, counts] of Object.entries(series)) {
    const [kind, outcome] = key.split('/');
    for (const { le, count } of histogram(counts)) {
      const bound = le === INF ? '+Inf' : String(le);
      lines.push(
        `boardhall_action_seconds_bucket{le="${bound}",node="${node}",kind="${kind}",outcome="${outcome}"} ${count}`,
      );
    }
    const total = histogram(counts).at(-1)?.count ?? 0;
    lines.push(`boardhall_action_seconds_sum{node="${node}",kind="${kind}",outcome="${outcome}"} 0.5`);
    lines.push(`boardhall_action_seconds_count{node="${node}",kind="${kind}",outcome="${outcome}"} ${total}`);
  }
  lines.push('# HELP boardhall_connections WebSockets.', '# TYPE boardhall_connections gauge');
  lines.push(`boardhall_connections{node="${node}"} 4`, '');
  return lines.join('\n');
}

describe('the Prometheus text format', () => {
  it('reads samples, labels in any order, escapes, special values and timestamps', () => {
    const text = [
      '# HELP x_total A counter.',
      '# TYPE x_total counter',
      '# a comment that is neither HELP nor TYPE',
      '',
      'x_total{b="2",a="1"} 3',
      'x_total{a="say \\"hi\\"",b="back\\\\slash\\nnewline"} 4.5e2 1700000000000',
      'x_total{} -7',
      '  up 1  ',
      'h_bucket{le="+Inf"} +Inf',
      'h_bucket{le="1",} -Inf',
      'g NaN',
      // prom-client writes a mean of no samples as `Nan`: the special values ignore case.
      'm Nan',
      'n +inf',
    ].join('\n');
    const { samples, types } = parseExposition(text);
    expect(types.get('x_total')).toBe('counter');
    expect(samples.slice(0, 5)).toEqual([
      { name: 'x_total', labels: { a: '1', b: '2' }, value: 3 },
      { name: 'x_total', labels: { a: 'say "hi"', b: 'back\\slash\nnewline' }, value: 450 },
      { name: 'x_total', labels: {}, value: -7 },
      { name: 'up', labels: {}, value: 1 },
      { name: 'h_bucket', labels: { le: '+Inf' }, value: INF },
    ]);
    expect(samples[5]).toEqual({ name: 'h_bucket', labels: { le: '1' }, value: Number.NEGATIVE_INFINITY });
    expect(samples[6]?.value).toBeNaN();
    expect(samples[7]?.value).toBeNaN();
    expect(samples[8]?.value).toBe(INF);
  });

  it('refuses malformed lines, naming the line', () => {
    for (const bad of [
      'x{a="1"',
      'x{a=1} 2',
      'x{a="1" b="2"} 3',
      'x{a="\\t"} 1',
      'x{a="1",a="2"} 1',
      'x',
      'x 1 2 3',
      'x one',
      '{a="1"} 2',
      'x{a="1"}2',
    ]) {
      expect(() => parseExposition(`# TYPE x counter\n${bad}`), bad).toThrow(ExpositionError);
    }
    expect(() => parseExposition('ok 1\nx{a="1"')).toThrow(/^line 2: /);
  });
});

describe('histogram maths', () => {
  it('estimates quantiles as histogram_quantile does, with the bucket each lies in', () => {
    // 100 actions: 10 in (2, 5] ms, 50 in (5, 10], 30 in (10, 20], 6 in (20, 30], 2 in (30, 50], 2 in (50, 75].
    const h = histogram({ '0.005': 10, '0.01': 60, '0.02': 90, '0.03': 96, '0.05': 98, '0.075': 100 });
    expect(observations(h)).toBe(100);
    // p50: rank 50, in (5, 10] ms holding 50, 40 of them before the rank: 5 + 5 × 40/50 = 9 ms.
    expectQuantile(histogramQuantile(0.5, h), 0.009, 0.005, 0.01);
    // p90: rank 90 is the last of (10, 20]: 10 + 10 × 30/30 = 20 ms.
    expectQuantile(histogramQuantile(0.9, h), 0.02, 0.01, 0.02);
    // p99: rank 99, in (50, 75] holding 2, 1 before the rank: 50 + 25 × 1/2 = 62.5 ms.
    expectQuantile(histogramQuantile(0.99, h), 0.0625, 0.05, 0.075);
  });

  it('starts the first bucket at 0, and gives the largest finite bound for the +Inf bucket', () => {
    // All four actions within 1 ms: p50 is rank 2 of 4 in (0, 1] ms: 0.5 ms.
    expectQuantile(histogramQuantile(0.5, histogram({ '0.001': 4 })), 0.0005, 0, 0.001);
    // 98 of 100 within 10 s, 2 above: p99 (rank 99) is in the +Inf bucket, known only to be above 10 s.
    const slow = histogram({ '0.01': 50, '10': 98, Infinity: 100 });
    expect(histogramQuantile(0.99, slow)).toEqual({ value: 10, lower: 10, upper: INF });
    // p50: rank 50 is the last action of (5, 10] ms.
    expectQuantile(histogramQuantile(0.5, slow), 0.01, 0.005, 0.01);
  });

  it('has no quantile for an empty window, nor without a +Inf bucket', () => {
    expect(histogramQuantile(0.99, histogram({}))).toBeNull();
    expect(observations(histogram({}))).toBe(0);
    expect(histogramQuantile(0.99, [])).toBeNull();
    expect(observations([])).toBe(0);
    expect(
      histogramQuantile(0.5, [
        { le: 0.01, count: 3 },
        { le: 0.02, count: 4 },
      ]),
    ).toBeNull();
    expect(histogramQuantile(0.5, [{ le: INF, count: 3 }])).toBeNull();
    expect(() => histogramQuantile(1.5, histogram({ '0.01': 1 }))).toThrow(RangeError);
  });

  it('sums the series of several nodes bound by bound, and takes the increase of a window', () => {
    const text = (node: string, counts: Record<string, number>) =>
      exposition(node, {
        'action/acknowledged': counts,
        'action/refused': { '0.001': 1 },
        'undo/acknowledged': { '0.001': 9 },
      });
    const { samples } = parseExposition(
      text('a', { '0.01': 3, '0.05': 4 }) + text('b', { '0.01': 1, '0.05': 4, Infinity: 6 }),
    );
    const sum = sumBuckets(samples, 'boardhall_action_seconds', { kind: 'action', outcome: 'acknowledged' });
    expect(sum.find((b) => b.le === 0.01)?.count).toBe(4);
    expect(sum.find((b) => b.le === 0.05)?.count).toBe(8);
    expect(observations(sum)).toBe(10);
    // p50: rank 5; the buckets up to 30 ms hold 4, (30, 50] holds 4: 30 + 20 × 1/4 = 35 ms. p99:
    // rank 9.9, above the 8 within 10 s: the +Inf bucket.
    expectQuantile(histogramQuantile(0.5, sum), 0.035, 0.03, 0.05);
    expect(histogramQuantile(0.99, sum)).toEqual({ value: 10, lower: 10, upper: INF });
    expect(addBuckets(histogram({ '0.01': 3 }), histogram({ '0.02': 2 })).find((b) => b.le === 0.02)?.count).toBe(5);

    const before = histogram({ '0.005': 2, '0.01': 5 });
    const after = histogram({ '0.005': 3, '0.01': 9, '0.02': 10 });
    const increase = bucketIncrease(before, after);
    expect(increase.find((b) => b.le === 0.005)?.count).toBe(1);
    expect(increase.find((b) => b.le === 0.01)?.count).toBe(4);
    expect(observations(increase)).toBe(5);
    expect(bucketIncrease([], after)).toEqual(after);
    expect(() => bucketIncrease(after, before)).toThrow(/went down/);
  });
});

describe('the nodes over a window', () => {
  it('counts acknowledged actions of every node, refusals apart, in milliseconds', () => {
    const scrape = (url: string, node: string, acked: Record<string, number>, refused: Record<string, number>) =>
      readScrape(
        url,
        exposition(node, { 'action/acknowledged': acked, 'action/refused': refused, 'undo/acknowledged': acked }),
      );
    const before = [
      scrape('http://127.0.0.1:1', 'n1', { '0.005': 10, '0.01': 20 }, { '0.001': 1 }),
      // Node n2 had no action yet: prom-client then writes no series for the histogram.
      readScrape('http://127.0.0.1:2', exposition('n2', {})),
    ];
    expect(before[1]).toMatchObject({ node: 'n2', acknowledged: [], refused: [] });
    const after = [
      // n1: 30 more, 20 within 5 ms, 10 in (5, 10].
      scrape('http://127.0.0.1:1', 'n1', { '0.005': 30, '0.01': 50 }, { '0.001': 1 }),
      // n2: 70, 40 within 5 ms, 29 in (5, 10], one in (30, 50]; two refusals.
      scrape('http://127.0.0.1:2', 'n2', { '0.005': 40, '0.01': 69, '0.05': 70 }, { '0.002': 2 }),
    ];
    const window = serverLatency(before, after);
    // 100 acknowledged: 60 in (2, 5] ms, 39 in (5, 10], 1 in (30, 50]. p50 = 2 + 3 × 50/60 = 4.5 ms;
    // p99 = rank 99, the last of (5, 10]: 10 ms.
    expect(window).toEqual({
      acknowledged: 100,
      refused: 2,
      p50: { value: 4.5, lower: 2, upper: 5 },
      p99: { value: 10, lower: 5, upper: 10 },
    });
    expect(describeQuantile(window.p50)).toBe('4.5 (2–5)');
    expect(describeQuantile({ value: 10_000, lower: 10_000, upper: INF })).toBe('> 10000');
    expect(describeQuantile(null)).toBe('—');
    expect(countMismatch(window, 100)).toBeNull();
    expect(countMismatch(window, 98)).toMatch(/acknowledged 100 actions .* saw 98/);

    const empty = serverLatency(before, before);
    expect(empty).toEqual({ acknowledged: 0, refused: 0, p50: null, p99: null });
    expect(() => serverLatency(after, before)).toThrow(/127\.0\.0\.1:1: .*went down/);
  });

  it('refuses an address that is not a Boardhall admin port', () => {
    expect(() => readScrape('http://127.0.0.1:1', '# TYPE up gauge\nup 1\n')).toThrow(/no boardhall_action_seconds/);
  });
});

describe('scraping the nodes', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const s of servers) await new Promise((resolve) => s.close(resolve));
  });
  async function serve(status: number, body: string): Promise<string> {
    const server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'text/plain; version=0.0.4' });
      res.end(body);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('reads each node once, and refuses one node given twice', async () => {
    const one = await serve(200, exposition('node-1', { 'action/acknowledged': { '0.01': 3 } }));
    const two = await serve(200, exposition('node-2', {}));
    const again = await serve(200, exposition('node-1', {}));
    const scrapes = await scrapeNodes([one, two]);
    expect(scrapes.map((s) => [s.node, observations(s.acknowledged)])).toEqual([
      ['node-1', 3],
      ['node-2', 0],
    ]);
    await expect(scrapeNodes([one, again])).rejects.toThrow(UsageError);
    await expect(scrapeNodes([one, again])).rejects.toThrow(/both report node 'node-1'/);
    const missing = await serve(404, 'not here');
    await expect(scrapeNodes([missing])).rejects.toThrow(/\/metrics: answered 404/);
  });
});
