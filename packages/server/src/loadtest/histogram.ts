/**
 * Cumulative histograms as Prometheus exposes them (`<name>_bucket{le="…"}` counters): the series
 * of one or several nodes summed, the difference between two scrapes, and a quantile estimated
 * the way PromQL's histogram_quantile does, so the load test's server-side figures read the same
 * as a dashboard's `histogram_quantile(0.99, sum by (le) (increase(…_bucket[…])))`.
 */
import type { Sample } from './prometheus-text.ts';

/** Cumulative counts by upper bound (`le`), ascending, the last bound +Inf. */
export type Buckets = ReadonlyArray<{ le: number; count: number }>;

/**
 * Sums, bound by bound, every `<metric>_bucket` sample whose labels include `match` (any other
 * labels, such as `node`, are summed over). Bounds missing from one series count as absent there,
 * as PromQL's `sum by (le)` treats them.
 */
export function sumBuckets(
  samples: readonly Sample[],
  metric: string,
  match: Readonly<Record<string, string>>,
): Buckets {
  const byBound = new Map<number, number>();
  const name = `${metric}_bucket`;
  for (const s of samples) {
    if (s.name !== name) continue;
    if (!Object.entries(match).every(([k, v]) => s.labels[k] === v)) continue;
    const le = s.labels.le === undefined ? Number.NaN : parseBound(s.labels.le);
    if (Number.isNaN(le)) throw new Error(`${name} has a sample without a valid le label`);
    byBound.set(le, (byBound.get(le) ?? 0) + s.value);
  }
  return [...byBound.entries()].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le);
}

function parseBound(text: string): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  const n = Number(text);
  return text.trim() === '' ? Number.NaN : n;
}

/** Adds two histograms of the same metric (e.g. two nodes' scrapes), bound by bound. */
export function addBuckets(a: Buckets, b: Buckets): Buckets {
  const byBound = new Map<number, number>();
  for (const { le, count } of [...a, ...b]) byBound.set(le, (byBound.get(le) ?? 0) + count);
  return [...byBound.entries()].map(([le, count]) => ({ le, count })).sort((x, y) => x.le - y.le);
}

/**
 * What was observed between two scrapes: after − before, bound by bound. A bound whose count went
 * down means the counters were reset (a node restarted) and the difference means nothing.
 */
export function bucketIncrease(before: Buckets, after: Buckets): Buckets {
  const earlier = new Map(before.map((b) => [b.le, b.count]));
  return after.map(({ le, count }) => {
    const increase = count - (earlier.get(le) ?? 0);
    if (increase < 0) throw new Error(`the histogram went down between two scrapes (le=${le}): a node restarted?`);
    return { le, count: increase };
  });
}

/** How many observations a histogram holds: its +Inf bucket (0 when it has none yet). */
export function observations(buckets: Buckets): number {
  const last = buckets[buckets.length - 1];
  return last !== undefined && last.le === Number.POSITIVE_INFINITY ? last.count : 0;
}

/**
 * A quantile and the bucket it lies in: the histogram knows only that it is in (lower, upper];
 * `value` is Prometheus's estimate, linear within that bucket.
 */
export interface BucketQuantile {
  value: number;
  lower: number;
  /** +Inf when the quantile lies above the largest finite bound. */
  upper: number;
}

/**
 * PromQL's histogram_quantile (promql/quantile.go, bucketQuantile) for a classic histogram:
 * rank = q × observations; the first bucket whose cumulative count reaches the rank holds the
 * quantile, placed linearly between the bucket's lower bound (the previous bound, 0 for the first)
 * and its upper bound by the rank's share of that bucket's own count. In the +Inf bucket the
 * estimate is the largest finite bound, as Prometheus gives it. Null where PromQL gives NaN: no
 * observations, no +Inf bucket, or fewer than two buckets.
 */
export function histogramQuantile(q: number, buckets: Buckets): BucketQuantile | null {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile ${q} is not within 0 to 1`);
  const last = buckets[buckets.length - 1];
  if (buckets.length < 2 || last === undefined || last.le !== Number.POSITIVE_INFINITY) return null;
  // Cumulative counts never fall; sums of histograms with different bounds can seem to, and
  // Prometheus then carries the larger count forward (ensureMonotonic), as here.
  let running = 0;
  const cumulative = buckets.map(({ le, count }) => {
    running = Math.max(running, count);
    return { le, count: running };
  });
  const total = running;
  if (total === 0) return null;
  const rank = q * total;
  // The first finite bucket whose count reaches the rank; none of them does: the +Inf bucket.
  const found = cumulative.findIndex((bucket, i) => i < cumulative.length - 1 && bucket.count >= rank);
  const b = found < 0 ? cumulative.length - 1 : found;
  if (b === cumulative.length - 1) {
    const largest = (cumulative[b - 1] as { le: number }).le;
    return { value: largest, lower: largest, upper: Number.POSITIVE_INFINITY };
  }
  const bucket = cumulative[b] as { le: number; count: number };
  if (b === 0 && bucket.le <= 0) return { value: bucket.le, lower: bucket.le, upper: bucket.le };
  const previous = b > 0 ? (cumulative[b - 1] as { le: number; count: number }) : { le: 0, count: 0 };
  const inBucket = bucket.count - previous.count;
  // Only q = 0 on an empty first bucket leaves nothing to interpolate over.
  const share = inBucket === 0 ? 0 : (rank - previous.count) / inBucket;
  return { value: previous.le + (bucket.le - previous.le) * share, lower: previous.le, upper: bucket.le };
}
