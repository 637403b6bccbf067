import type { Redis } from 'ioredis';

/** A node as the others see it. */
export interface Member {
  nodeId: string;
  /** Where it serves clients, as it was told (`--advertise-url`), or null. */
  url: string | null;
  alive: boolean;
}

/**
 * The nodes of the cluster: each keeps `<prefix>member:<id>` alive with the lease time to live,
 * so a node that died or froze drops out as its leases do; the set `<prefix>members` remembers
 * every node that ever joined, for the health report.
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
    await this.redis
      .multi()
      .set(this.key(this.nodeId), JSON.stringify({ url: this.url }), 'PX', this.ttlMs)
      .sadd(`${this.prefix}members`, this.nodeId)
      .exec();
  }

  /** Which of these nodes are alive now. */
  async alive(nodeIds: readonly string[]): Promise<Set<string>> {
    if (nodeIds.length === 0) return new Set();
    const found = await this.redis.mget(nodeIds.map((id) => this.key(id)));
    return new Set(nodeIds.filter((_, i) => found[i] !== null));
  }

  async list(): Promise<Member[]> {
    const ids = (await this.redis.smembers(`${this.prefix}members`)).sort();
    if (ids.length === 0) return [];
    const found = await this.redis.mget(ids.map((id) => this.key(id)));
    return ids.map((nodeId, i) => {
      const text = found[i];
      const url = text ? ((JSON.parse(text) as { url: string | null }).url ?? null) : null;
      return { nodeId, url, alive: text !== null && text !== undefined };
    });
  }

  /** Leaves at once, so nobody waits for the time to live (a clean shutdown). */
  async leave(): Promise<void> {
    await this.redis.del(this.key(this.nodeId));
  }
}
