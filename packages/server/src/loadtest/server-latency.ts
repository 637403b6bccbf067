/**
 * The server's own latency of the actions of a load test's window, from its nodes' Prometheus
 * histogram `boardhall_action_seconds` (src/metrics/metrics.ts): each node's admin port is
 * scraped before and after the window, and the increase, summed over the nodes, gives the count
 * and the quantiles. The histogram times an action on the node that runs its match, from the
 * moment its session reads the message to the acknowledgement after the commit; the load
 * generator's own stalls on a shared machine are not in it.
 *
 * Only acknowledged actions are counted: they are what the load generator times (a refusal is an
 * error frame it counts as an error, not a latency), so the two counts must agree and the two
 * quantiles measure the same answers; a refusal skips the commit and would pull the quantiles
 * down. Refusals are counted apart, and any refusal fails a capacity level.
 */
import {
  addBuckets,
  type BucketQuantile,
  type Buckets,
  bucketIncrease,
  histogramQuantile,
  observations,
  sumBuckets,
} from './histogram.ts';
import { UsageError } from './options.ts';
import { parseExposition } from './prometheus-text.ts';

export const ACTION_METRIC = 'boardhall_action_seconds';
const ACKNOWLEDGED = { kind: 'action', outcome: 'acknowledged' } as const;
const REFUSED = { kind: 'action', outcome: 'refused' } as const;
/** A scrape of a node on this machine that takes longer than this is a node in trouble. */
const SCRAPE_TIMEOUT_MS = 10_000;

/** One node's action histograms at one moment. */
export interface NodeScrape {
  adminUrl: string;
  /** The `node` label its metrics carry (`local` for a single server, the node id in a cluster). */
  node: string | null;
  acknowledged: Buckets;
  refused: Buckets;
}

/** The nodes' figures for one window. Milliseconds. */
export interface ServerLatency {
  /** Actions acknowledged on all the nodes in the window. */
  acknowledged: number;
  /** Actions refused on all the nodes in the window (stale versions, illegal moves, …). */
  refused: number;
  /** Null when no action was acknowledged. */
  p50: BucketQuantile | null;
  p99: BucketQuantile | null;
}

/** Reads one node's histograms from the text of its `/metrics`. */
export function readScrape(adminUrl: string, text: string): NodeScrape {
  const { samples, types } = parseExposition(text);
  if (types.get(ACTION_METRIC) !== 'histogram') {
    throw new Error(`${adminUrl}/metrics has no ${ACTION_METRIC} histogram: is it a Boardhall node's admin port?`);
  }
  // The histogram has no series before its first action; every Boardhall metric carries the label.
  const labelled = samples.find((s) => s.name.startsWith('boardhall_') && s.labels.node !== undefined);
  return {
    adminUrl,
    node: labelled?.labels.node ?? null,
    acknowledged: sumBuckets(samples, ACTION_METRIC, ACKNOWLEDGED),
    refused: sumBuckets(samples, ACTION_METRIC, REFUSED),
  };
}

export async function scrapeNode(adminUrl: string): Promise<NodeScrape> {
  let text: string;
  try {
    const response = await fetch(`${adminUrl}/metrics`, { signal: AbortSignal.timeout(SCRAPE_TIMEOUT_MS) });
    if (response.status !== 200) throw new Error(`answered ${response.status}`);
    text = await response.text();
  } catch (error) {
    throw new Error(`${adminUrl}/metrics: ${error instanceof Error ? error.message : String(error)}`);
  }
  return readScrape(adminUrl, text);
}

/**
 * Scrapes every node at once. Two addresses of one node (or two servers that are not one
 * cluster's nodes, both `local`) would count its actions twice: refused as a command-line mistake.
 */
export async function scrapeNodes(adminUrls: readonly string[]): Promise<NodeScrape[]> {
  const scrapes = await Promise.all(adminUrls.map(scrapeNode));
  const seen = new Map<string, string>();
  for (const s of scrapes) {
    if (s.node === null) continue;
    const other = seen.get(s.node);
    if (other !== undefined) {
      throw new UsageError(
        `--admin: ${other} and ${s.adminUrl} both report node '${s.node}': give each node of one cluster once`,
      );
    }
    seen.set(s.node, s.adminUrl);
  }
  return scrapes;
}

const toMs = (seconds: number) => Number((seconds * 1000).toFixed(3));

function inMs(q: BucketQuantile | null): BucketQuantile | null {
  return q && { value: Number((q.value * 1000).toFixed(2)), lower: toMs(q.lower), upper: toMs(q.upper) };
}

/** The window between two scrapes of the same nodes (in the same order), summed over them. */
export function serverLatency(before: readonly NodeScrape[], after: readonly NodeScrape[]): ServerLatency {
  let acknowledged: Buckets = [];
  let refused: Buckets = [];
  for (const [i, end] of after.entries()) {
    const start = before[i];
    if (start?.adminUrl !== end.adminUrl) throw new Error('the scrapes before and after the window differ');
    if (start.node !== null && end.node !== null && start.node !== end.node) {
      throw new Error(`${end.adminUrl} is node '${end.node}' now, '${start.node}' before the window`);
    }
    try {
      acknowledged = addBuckets(acknowledged, bucketIncrease(start.acknowledged, end.acknowledged));
      refused = addBuckets(refused, bucketIncrease(start.refused, end.refused));
    } catch (error) {
      throw new Error(`${end.adminUrl}: ${(error as Error).message}`);
    }
  }
  return {
    acknowledged: observations(acknowledged),
    refused: observations(refused),
    p50: inMs(histogramQuantile(0.5, acknowledged)),
    p99: inMs(histogramQuantile(0.99, acknowledged)),
  };
}
