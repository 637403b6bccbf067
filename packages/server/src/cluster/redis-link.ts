import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { NO_METRICS, type ServerMetrics } from '../metrics/metrics.ts';
import type { ServiceLogger } from '../service/types.ts';

/** The commands whose round trips are timed (`boardhall_redis_seconds`): all the cluster sends. */
const TIMED_COMMANDS = new Set([
  'get',
  'set',
  'mget',
  'eval',
  'publish',
  'pubsub',
  'pexpire',
  'del',
  'ping',
  'zrangebyscore',
]);

/**
 * The command connection with each of its commands timed: a proxy rather than a timer at every
 * call site, so no command of the leases, members or messages goes unmeasured.
 */
function timedCommands(redis: Redis, metrics: ServerMetrics): Redis {
  if (metrics === NO_METRICS) return redis;
  return new Proxy(redis, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !TIMED_COMMANDS.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const started = performance.now();
        const done = (ok: boolean) => metrics.redis(property, ok, (performance.now() - started) / 1000);
        const result = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        result.then(
          () => done(true),
          () => done(false),
        );
        return result;
      };
    },
  });
}

/**
 * The node's two connections to Redis: one for commands, one subscribed to the node's inbox.
 * Commands fail at once while Redis is away instead of queueing (a lease renewal or a routing
 * look-up that waits for minutes helps nobody); the subscriber reconnects and resubscribes by
 * itself. `recovered` fires when both are back after either was lost, because anything published
 * meanwhile is gone and whoever relied on it must start over.
 */
export class RedisLink extends EventEmitter<{ recovered: []; lost: [] }> {
  readonly cmd: Redis;
  readonly sub: Redis;
  /** The Redis database index the URL chose (`redis://host/2` → 2). */
  readonly database: number;
  private down = false;
  /** When Redis last came back (ms since the epoch); 0 when it never went away. */
  recoveredAt = 0;

  constructor(
    readonly url: string,
    private readonly log: ServiceLogger,
    metrics: ServerMetrics = NO_METRICS,
  ) {
    super();
    const common = {
      lazyConnect: true,
      connectTimeout: 2_000,
      // Reconnect quickly and keep trying: Redis coming back is the normal end of an outage.
      retryStrategy: (times: number) => Math.min(100 * times, 1_000),
    };
    const commands = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    this.database = commands.options.db ?? 0;
    this.cmd = timedCommands(commands, metrics);
    this.sub = new Redis(url, { ...common, autoResubscribe: true, maxRetriesPerRequest: null });
    for (const [name, client] of [
      ['commands', this.cmd],
      ['subscriber', this.sub],
    ] as const) {
      client.on('error', (error: Error) => {
        if (!this.down) this.log.warn({ err: error, connection: name }, 'redis connection error');
      });
      client.on('close', () => this.markDown());
      client.on('ready', () => this.markUpIfBoth());
    }
  }

  get up(): boolean {
    return this.cmd.status === 'ready' && this.sub.status === 'ready';
  }

  /** Milliseconds of one PING round trip; throws when Redis does not answer. */
  async pingMs(): Promise<number> {
    const started = performance.now();
    await this.cmd.ping();
    return performance.now() - started;
  }

  /** Connects both; rejects when Redis does not answer (the first attempt fails). */
  async connect(): Promise<void> {
    await Promise.all([this.cmd.connect(), this.sub.connect()]);
  }

  async close(): Promise<void> {
    this.removeAllListeners();
    await Promise.allSettled([this.cmd.quit(), this.sub.quit()]);
    this.cmd.disconnect();
    this.sub.disconnect();
  }

  private markDown(): void {
    if (this.down) return;
    this.down = true;
    this.log.warn({}, 'redis connection lost');
    this.emit('lost');
  }

  private markUpIfBoth(): void {
    if (!this.down || !this.up) return;
    this.down = false;
    this.recoveredAt = Date.now();
    this.log.info({}, 'redis connection back');
    this.emit('recovered');
  }
}
