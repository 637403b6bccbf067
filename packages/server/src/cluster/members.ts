import type { Redis } from 'ioredis';

/** A node as the others see it. */
export interface Member {
  nodeId: string;
  /** Where it serves clients, as it was told (`--advertise-url`), or null. */
  url: string | null;
  alive: boolean;
  /** When it was last heard of (ISO 8601). */
  lastSeen: string;
}

/** A node not heard of for this long is dropped from the list (it left, or was renamed). */
export const FORGET_NODES_AFTER_MS = 10 * 60_000;

/**
 * The nodes of the cluster: each keeps `<prefix>member:<id>` alive with the lease time to live,
 * so a node that died or froze drops out as its leases do; the sorted set `<prefix>nodes` keeps
 * when each node was last heard of, for the health report, which forgets nodes gone for
 * `FORGET_NODES_AFTER_MS`.
 */
export class Members {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly nodeId: string,
    private readonly ttlMs: number,
    private readonly url: string | null,
  ) {}

  private key(nodeId: string): string {
    return `${this.prefix}member:${nodeId}`;
  }

  async heartbeat(): Promise<void> {
    const now = Date.now();
    await this.redis
      .multi()
      .set(this.key(this.nodeId), JSON.stringify({ url: this.url }), 'PX', this.ttlMs)
      .zadd(`${this.prefix}nodes`, now, this.nodeId)
      .zremrangebyscore(`${this.prefix}nodes`, '-inf', now - FORGET_NODES_AFTER_MS)
      .exec();
  }

  /** Which of these nodes are alive now. */
  async alive(nodeIds: readonly string[]): Promise<Set<string>> {
    if (nodeIds.length === 0) return new Set();
    const found = await this.redis.mget(nodeIds.map((id) => this.key(id)));
    return new Set(nodeIds.filter((_, i) => found[i] !== null));
  }

  /** The nodes heard of in the last `FORGET_NODES_AFTER_MS`, by id. */
  async list(): Promise<Member[]> {
    const since = Date.now() - FORGET_NODES_AFTER_MS;
    const scored = await this.redis.zrangebyscore(`${this.prefix}nodes`, since, '+inf', 'WITHSCORES');
    const seen = new Map<string, number>();
    for (let i = 0; i + 1 < scored.length; i += 2) seen.set(scored[i] as string, Number(scored[i + 1]));
    const ids = [...seen.keys()].sort();
    if (ids.length === 0) return [];
    const found = await this.redis.mget(ids.map((id) => this.key(id)));
    return ids.map((nodeId, i) => {
      const text = found[i];
      const url = text ? ((JSON.parse(text) as { url: string | null }).url ?? null) : null;
      const lastSeen = new Date(seen.get(nodeId) ?? 0).toISOString();
      return { nodeId, url, alive: text !== null && text !== undefined, lastSeen };
    });
  }

  /** Leaves at once, so nobody waits for the time to live (a clean shutdown). */
  async leave(): Promise<void> {
    await this.redis.del(this.key(this.nodeId));
  }
}
