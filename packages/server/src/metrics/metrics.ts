/**
 * What the server measures of itself, for its operator (`GET /metrics` on the admin port,
 * docs/deploy.md "Metrics"). The server's parts report through `ServerMetrics`; a server built
 * without metrics (tests, tools) gets `NO_METRICS`, which records nothing.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Where an action came from: a person's connection, or a bot seat (a substitute included). */
export type Actor = 'human' | 'bot';

export interface ServerMetrics {
  /** A person's action or undo, from the message's arrival to its answer (acknowledged or refused). */
  actionHandled(kind: 'action' | 'undo', outcome: 'acknowledged' | 'refused', seconds: number): void;
  /** A bot seat's action was stored and sent. */
  botActionStored(): void;
  /** A refusal sent to a client, HTTP or WebSocket, by its code. */
  refused(code: string): void;
  /** A bot decision: its thinking time on a thread (not its wait), by lane and how it ended. */
  botDecided(lane: 'interactive' | 'background', outcome: 'chosen' | 'failed' | 'cut', seconds: number): void;
  /** This node took a match over from another (a dead or lost node, a drain). */
  tookOver(reason: 'node-gone' | 'orphaned' | 'handed-over'): void;
  /** The store refused a write under a fence another node has raised. */
  fenceRefused(): void;
  /** A matches' store operation and how long it took. */
  storage(operation: string, ok: boolean, seconds: number): void;
  /** A Redis command (cluster mode) and how long it took. */
  redis(command: string, ok: boolean, seconds: number): void;
  /** A match left memory (finished and swept, or given to another node). */
  unloaded(): void;
}

export const NO_METRICS: ServerMetrics = {
  actionHandled: () => undefined,
  botActionStored: () => undefined,
  refused: () => undefined,
  botDecided: () => undefined,
  tookOver: () => undefined,
  fenceRefused: () => undefined,
  storage: () => undefined,
  redis: () => undefined,
  unloaded: () => undefined,
};

/** What the gauges read when scraped. */
export interface MetricsSources {
  /** Matches in memory by status, and the connections open to them. */
  stats(): { byStatus: Record<string, number>; connections: number };
}

/**
 * Latency buckets in seconds: fine below 50 ms, where a healthy server's actions are (a commit
 * plus a frame), and coarse up to 10 s, where only trouble lives.
 */
const LATENCY_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.2, 0.5, 1, 2, 5, 10];
const BOT_BUCKETS = [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];

/** The metrics of one server in a registry of its own (several servers may share a process in tests). */
export class PrometheusMetrics implements ServerMetrics {
  readonly registry = new Registry();
  private readonly actions: Histogram<'kind' | 'outcome'>;
  private readonly botActions: Counter;
  private readonly errors: Counter<'code'>;
  private readonly bots: Histogram<'lane' | 'outcome'>;
  private readonly takeovers: Counter<'reason'>;
  private readonly fenced: Counter;
  private readonly store: Histogram<'operation' | 'outcome'>;
  private readonly redisCommands: Histogram<'command' | 'outcome'>;
  private readonly unloads: Counter;

  /**
   * `labels` go on every metric (e.g. the node's id); `processMetrics` adds Node's own (CPU,
   * memory, event loop delay, garbage collection), for a server that has its process to itself.
   */
  constructor(labels: Record<string, string> = {}, processMetrics = false) {
    this.registry.setDefaultLabels(labels);
    if (processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'boardhall_' });
    const registers = [this.registry];
    this.actions = new Histogram({
      name: 'boardhall_action_seconds',
      help: "A person's action or undo on this server, from the message's arrival to its answer: the acknowledgement (after the commit) or the refusal.",
      labelNames: ['kind', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.botActions = new Counter({
      name: 'boardhall_bot_actions_total',
      help: 'Actions of bot seats stored and sent.',
      registers,
    });
    this.errors = new Counter({
      name: 'boardhall_errors_total',
      help: 'Refusals sent to clients (HTTP and WebSocket), by error code.',
      labelNames: ['code'],
      registers,
    });
    this.bots = new Histogram({
      name: 'boardhall_bot_decision_seconds',
      help: "Bot decisions' thinking time on a worker thread (the wait for a thread not included), by lane and outcome.",
      labelNames: ['lane', 'outcome'],
      buckets: BOT_BUCKETS,
      registers,
    });
    this.takeovers = new Counter({
      name: 'boardhall_leases_taken_over_total',
      help: 'Matches this node took over from another node, by why.',
      labelNames: ['reason'],
      registers,
    });
    this.fenced = new Counter({
      name: 'boardhall_fenced_writes_total',
      help: "This node's writes the database refused because another node had taken the match over.",
      registers,
    });
    this.store = new Histogram({
      name: 'boardhall_storage_seconds',
      help: 'Operations of the matches store (SQLite or PostgreSQL), by operation and outcome.',
      labelNames: ['operation', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.redisCommands = new Histogram({
      name: 'boardhall_redis_seconds',
      help: 'Redis commands of the cluster (leases, members, messages), by command and outcome.',
      labelNames: ['command', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.unloads = new Counter({
      name: 'boardhall_matches_unloaded_total',
      help: 'Matches that left memory: finished ones swept, and ones given to another node.',
      registers,
    });
  }

  /** The gauges read the server when scraped; call once the server's parts exist. */
  watch(sources: MetricsSources): void {
    const registers = [this.registry];
    new Gauge({
      name: 'boardhall_matches_in_memory',
      help: 'Matches held in memory by this node, by status (waiting and playing ones are the live ones).',
      labelNames: ['status'],
      registers,
      collect() {
        this.reset();
        for (const [status, n] of Object.entries(sources.stats().byStatus)) this.set({ status }, n);
      },
    });
    new Gauge({
      name: 'boardhall_connections',
      help: 'WebSockets attached to matches this node serves (seats and spectators, relayed ones included).',
      registers,
      collect() {
        this.set(sources.stats().connections);
      },
    });
  }

  actionHandled(kind: 'action' | 'undo', outcome: 'acknowledged' | 'refused', seconds: number): void {
    this.actions.observe({ kind, outcome }, seconds);
  }
  botActionStored(): void {
    this.botActions.inc();
  }
  refused(code: string): void {
    this.errors.inc({ code });
  }
  botDecided(lane: 'interactive' | 'background', outcome: 'chosen' | 'failed' | 'cut', seconds: number): void {
    this.bots.observe({ lane, outcome }, seconds);
  }
  tookOver(reason: 'node-gone' | 'orphaned' | 'handed-over'): void {
    this.takeovers.inc({ reason });
  }
  fenceRefused(): void {
    this.fenced.inc();
  }
  storage(operation: string, ok: boolean, seconds: number): void {
    this.store.observe({ operation, outcome: ok ? 'ok' : 'failed' }, seconds);
  }
  redis(command: string, ok: boolean, seconds: number): void {
    this.redisCommands.observe({ command, outcome: ok ? 'ok' : 'failed' }, seconds);
  }
  unloaded(): void {
    this.unloads.inc();
  }

  /** The text a Prometheus scrape reads. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
