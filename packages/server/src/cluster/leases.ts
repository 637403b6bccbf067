import type { Redis } from 'ioredis';

/**
 * Renews every lease of the node in one round trip: a lease still the node's is extended; one
 * that vanished (Redis restarted empty, or it lapsed while nobody took it) is taken again; one
 * another node holds is reported lost. Safe to re-take: the database's fence, not Redis, decides
 * whose writes count.
 */
const RENEW_SCRIPT = `
local lost = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  if holder == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
  elseif not holder then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
  else
    table.insert(lost, i)
  end
end
return lost`;

/** Takes a lease over from a node that died, only while that node still holds it. */
const TAKE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

/** Deletes a lease only while it is still the node's. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** Renews at most this many leases per round trip. */
const RENEW_BATCH = 500;

/**
 * Match ownership: each live match has one lease in Redis (`<prefix>lease:<match>` = node id)
 * with a time to live, renewed while the node holds the match. A lease says which node should
 * serve a match; it does not make writes safe on its own (a paused node can wake up believing it
 * still holds one), which is what the fencing token in PostgreSQL is for.
 */
export class Leases {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly nodeId: string,
    readonly ttlMs: number,
  ) {}

  private key(matchId: string): string {
    return `${this.prefix}lease:${matchId}`;
  }

  /** Takes the lease when nobody holds it (or extends it when this node does); false when another node holds it. */
  async acquire(matchId: string): Promise<boolean> {
    const set = await this.redis.set(this.key(matchId), this.nodeId, 'PX', this.ttlMs, 'NX');
    if (set === 'OK') return true;
    return (await this.holder(matchId)) === this.nodeId;
  }

  /**
   * Takes the lease of a node that died (nobody listens on its inbox) without waiting for it to
   * lapse. Safe even if that node was only cut from Redis for a moment: taking the match over
   * raises its fence, so that node's next write is refused and it gives the match up.
   */
  async takeFrom(matchId: string, deadNode: string): Promise<boolean> {
    const taken = await this.redis.eval(TAKE_SCRIPT, 1, this.key(matchId), deadNode, this.nodeId, this.ttlMs);
    return taken === 1;
  }

  async holder(matchId: string): Promise<string | null> {
    return this.redis.get(this.key(matchId));
  }

  /** The holders of several leases, in order (null where none). */
  async holders(matchIds: readonly string[]): Promise<(string | null)[]> {
    if (matchIds.length === 0) return [];
    return this.redis.mget(matchIds.map((id) => this.key(id)));
  }

  /** Extends the node's leases; returns the matches another node holds now. */
  async renew(matchIds: readonly string[]): Promise<string[]> {
    const lost: string[] = [];
    for (let i = 0; i < matchIds.length; i += RENEW_BATCH) {
      const batch = matchIds.slice(i, i + RENEW_BATCH);
      const keys = batch.map((id) => this.key(id));
      const indexes = (await this.redis.eval(RENEW_SCRIPT, keys.length, ...keys, this.nodeId, this.ttlMs)) as number[];
      for (const index of indexes) lost.push(batch[index - 1] as string);
    }
    return lost;
  }

  async release(matchId: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.key(matchId), this.nodeId);
  }
}
