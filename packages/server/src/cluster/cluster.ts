import { BoardhallError } from '@boardhall/engine';
import { CLOSE_CODES } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import { NO_METRICS, type ServerMetrics } from '../metrics/metrics.ts';
import type { Client } from '../service/live-match.ts';
import type { MatchOwnership } from '../service/ownership.ts';
import { clusterUnavailable, matchMoved } from '../service/refusals.ts';
import type { ServiceLogger } from '../service/types.ts';
import type { Handshake } from '../ws/handshake.ts';
import type { SessionPort } from '../ws/session.ts';
import { type BusMessage, NodeBus, NodeUnreachable } from './bus.ts';
import { Leases } from './leases.ts';
import { type Member, Members } from './members.ts';
import { RedisLink } from './redis-link.ts';
import { Relays } from './relay.ts';

export interface ClusterOptions {
  /** `redis://…` */
  redisUrl: string;
  /** This node's name, unique in the cluster. */
  nodeId: string;
  /**
   * The cluster's name, in every key and channel in Redis (`boardhall:<name>:…`): clusters that
   * share a Redis must have different names, nodes of one cluster the same.
   */
  name: string;
  /** The shared database's own id (`MatchStore.instanceId`): one cluster name, one database. */
  databaseId: string;
  /** A lease's time to live (default 5 s): how long a node that died keeps its matches. */
  leaseMs?: number;
  /** Where this node serves clients, shown to the others in the health report. */
  advertiseUrl?: string | null;
  /** How long a call forwarded to another node may take (default 10 s). */
  callTimeoutMs?: number;
}

/** What the cluster needs of this node's match service. */
export interface ClusterHost {
  /** Unfinished matches (waiting or playing) in the shared store. */
  unfinishedIds(): Promise<string[]>;
  /** Loads a match whose lease this node just took, and lets it play on (bots, seat timers). */
  adopt(matchId: string): Promise<void>;
  /** Drops a match another node has taken over; its connections are closed so they reconnect there. */
  relinquish(matchId: string, reason: string): void;
  /** Runs a request another node forwarded (a join, a leave, a public read…). */
  handleCall(method: string, matchId: string, args: unknown): Promise<unknown>;
  /** Opens the session of a WebSocket another node holds. */
  openSession(matchId: string, handshake: Handshake, client: Client): SessionPort;
}

export const DEFAULT_LEASE_MS = 5_000;

/** A Redis URL for messages: its password, if any, left out. */
function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the given URL';
  }
}
/** How often an edge checks that the matches it relays are still where it sent them. */
const WATCH_MS = 1_000;

/**
 * One node of a cluster (docs/deploy.md, "Several nodes"): it owns some live matches through
 * Redis leases, takes over the matches of nodes that died, forwards requests for matches that
 * other nodes own, and relays the WebSockets it holds for them. The shared PostgreSQL decides
 * whose writes count (the fencing token, raised by every takeover).
 */
export class Cluster implements MatchOwnership {
  readonly nodeId: string;
  readonly leaseMs: number;
  readonly name: string;
  private readonly databaseId: string;
  private readonly link: RedisLink;
  private readonly leases: Leases;
  private readonly members: Members;
  private readonly bus: NodeBus;
  private readonly relays: Relays;
  private readonly callTimeoutMs: number;
  private host: ClusterHost | null = null;
  /** Matches whose lease this node holds and which it serves. */
  private readonly owned = new Set<string>();
  private readonly calls = new Map<number, { resolve(body: string): void; reject(error: unknown): void }>();
  private nextCall = 0;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private scanning = false;
  private lastRedisWarning = 0;
  private readonly keyPrefix: string;

  constructor(
    options: ClusterOptions,
    private readonly log: ServiceLogger,
    /** Takes a match over in the store: raises and returns its fencing token. */
    private readonly claimInStore: (matchId: string) => Promise<number>,
    private readonly metrics: ServerMetrics = NO_METRICS,
  ) {
    this.nodeId = options.nodeId;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.callTimeoutMs = options.callTimeoutMs ?? 10_000;
    this.databaseId = options.databaseId;
    this.name = options.name;
    this.link = new RedisLink(options.redisUrl, log, metrics);
    this.keyPrefix = `boardhall:${options.name}:`;
    this.leases = new Leases(this.link.cmd, this.keyPrefix, this.nodeId, this.leaseMs);
    this.members = new Members(this.link.cmd, this.keyPrefix, this.nodeId, this.leaseMs, options.advertiseUrl ?? null);
    const channels = `${this.keyPrefix}db${this.link.database}:`;
    this.bus = new NodeBus(this.link.cmd, this.link.sub, channels, this.nodeId, log);
    this.relays = new Relays(this.bus, this.nodeId, (error) => this.loopFailed(error));
  }

  /**
   * Connects to Redis, checks that the cluster's name is this database's and that no live node
   * has this node's id, and listens on the node's inbox. It joins the member list only at
   * `start`, once the server listens: a node that cannot serve is never listed.
   */
  async connect(): Promise<void> {
    try {
      await this.link.connect();
    } catch (error) {
      this.link.close().catch(() => undefined);
      throw new BoardhallError(
        'redis-unavailable',
        `Redis at ${redactRedisUrl(this.link.url)} does not answer: ${(error as Error).message}`,
      );
    }
    try {
      await this.claimName();
      // A node that crashed has no connection to Redis left, so nobody listens on its inbox: the
      // same id may come back at once. A live or frozen one still listens.
      if ((await this.bus.listening([this.nodeId])).has(this.nodeId)) {
        throw new BoardhallError(
          'node-id-in-use',
          `A running node already calls itself '${this.nodeId}' in cluster '${this.name}'; give each node its own --node-id.`,
        );
      }
      await this.bus.listen((m) => this.onMessage(m));
    } catch (error) {
      await this.link.close();
      throw error;
    }
  }

  /**
   * The cluster's name belongs to one database: the first node records the database's id under
   * it, with a time to live every node renews; a node of another database is refused, so two
   * clusters that share a Redis (or its database index) cannot take each other's matches.
   */
  private async claimName(): Promise<void> {
    const key = `${this.keyPrefix}database`;
    const ttl = this.nameTtlMs();
    await this.link.cmd.set(key, this.databaseId, 'PX', ttl, 'NX');
    const holder = await this.link.cmd.get(key);
    if (holder !== null && holder !== this.databaseId) {
      throw new BoardhallError(
        'cluster-name-in-use',
        `The cluster name '${this.name}' is in use on this Redis by nodes of another database; give each cluster its own --cluster name.`,
      );
    }
  }

  /** How long the cluster's name stays its database's after the last node stopped renewing it. */
  private nameTtlMs(): number {
    return Math.max(60_000, 12 * this.leaseMs);
  }

  /** Starts the node's loops: renewing leases, adopting orphaned matches, watching relays. */
  start(host: ClusterHost): void {
    this.host = host;
    this.members.heartbeat().catch((error: unknown) => this.loopFailed(error));
    this.link.on('recovered', () => this.onRecovered());
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(() => {
        if (!this.closed) task().catch((error: unknown) => this.loopFailed(error));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(Math.floor(this.leaseMs / 3), () => this.renew());
    every(this.leaseMs, () => this.scan());
    every(WATCH_MS, () => this.watch());
    void this.scan().catch((error: unknown) => this.loopFailed(error));
  }

  /** Gives every match up at once (a clean shutdown), so other nodes need not wait for the leases to lapse. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    this.relays.dropAll(CLOSE_CODES.shutdown, 'server shutting down');
    for (const call of this.calls.values()) call.reject(clusterUnavailable());
    this.calls.clear();
    await Promise.allSettled([...this.owned].map((id) => this.leases.release(id)));
    this.owned.clear();
    await this.members.leave().catch(() => undefined);
    await this.link.close();
  }

  // ------------------------------------------------------------ MatchOwnership (the service)

  async claim(matchId: string): Promise<number> {
    if (!this.link.up) throw clusterUnavailable();
    if (!(await this.leases.acquire(matchId))) throw matchMoved();
    // The lease says who should serve it; the raised fence makes sure nobody else's writes count.
    const fence = await this.claimInStore(matchId);
    this.owned.add(matchId);
    return fence;
  }

  async claimNew(matchId: string): Promise<void> {
    if (!this.link.up) throw clusterUnavailable();
    if (!(await this.leases.acquire(matchId))) throw matchMoved();
    this.owned.add(matchId);
  }

  released(matchId: string): void {
    // Also a lease taken for a match that then failed to load: the release only deletes a lease
    // this node still holds.
    this.owned.delete(matchId);
    this.leases.release(matchId).catch((error: unknown) => this.loopFailed(error));
  }

  lost(matchId: string): void {
    this.owned.delete(matchId);
  }

  async handOver(matchId: string): Promise<void> {
    this.owned.delete(matchId);
    await this.leases.release(matchId);
    const peers = [...(await this.members.alive(await this.otherNodes()))];
    const listening = [...(await this.bus.listening(peers))];
    const peer = listening[Math.floor(Math.random() * listening.length)];
    if (peer === undefined) return;
    await this.bus.send(peer, { t: 'adopt', from: this.nodeId, matchId });
  }

  /** The other nodes heard of lately. */
  private async otherNodes(): Promise<string[]> {
    return (await this.members.list()).map((m) => m.nodeId).filter((id) => id !== this.nodeId);
  }

  /** Another node drained and asked this one to serve one of its matches. */
  private async adoptHandedOver(matchId: string, from: string): Promise<void> {
    const host = this.host;
    if (!host || this.closed || this.owned.has(matchId)) return;
    if (!(await this.leases.acquire(matchId))) return;
    const started = Date.now();
    try {
      await host.adopt(matchId);
      this.metrics.tookOver('handed-over');
      this.log.info(
        { matchId, from, node: this.nodeId, ms: Date.now() - started },
        'took over a match handed over by a draining node',
      );
    } catch (error) {
      this.log.error({ err: error, matchId }, 'could not take over a handed-over match');
      this.released(matchId);
    }
  }

  ownedIds(): string[] {
    return [...this.owned];
  }

  // ------------------------------------------------------------ routing

  /**
   * Where a match is served: 'here', or the id of the node that owns it. A match nobody owns is
   * served here (its lease is taken when it is loaded). Throws a retryable 503 while the match is
   * between nodes or Redis is down.
   */
  async route(matchId: string): Promise<'here' | string> {
    if (this.owned.has(matchId)) return 'here';
    if (!this.link.up) throw clusterUnavailable();
    const holder = await this.leases.holder(matchId);
    if (holder === null || holder === this.nodeId) {
      // Just after an outage of Redis, the owners put their leases back first.
      if (holder === null && this.inRecoveryGrace()) throw matchMoved();
      return 'here';
    }
    // A frozen owner keeps listening until its heartbeat lapses: wait for its lease to go too.
    if (!(await this.members.alive([holder])).has(holder)) throw matchMoved();
    if ((await this.bus.listening([holder])).has(holder)) return holder;
    // Nobody listens for its owner any more (it died): take it over now rather than at the
    // lease's end; the fence makes that safe even if the owner was only cut off for a moment.
    if (await this.leases.takeFrom(matchId, holder)) {
      this.metrics.tookOver('node-gone');
      this.log.warn({ matchId, from: holder, node: this.nodeId }, 'taking over a match whose node is gone');
      return 'here';
    }
    throw matchMoved();
  }

  /** Forwards a request to the node that owns the match; its answer (or refusal) comes back as is. */
  async call(nodeId: string, method: string, matchId: string, args: unknown): Promise<unknown> {
    const id = ++this.nextCall;
    const answer = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.calls.delete(id);
        reject(clusterUnavailable());
      }, this.callTimeoutMs);
      timer.unref();
      this.calls.set(id, {
        resolve: (body) => {
          clearTimeout(timer);
          resolve(body);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
    try {
      await this.bus.send(nodeId, { t: 'call', from: this.nodeId, id, method, matchId }, JSON.stringify(args ?? null));
    } catch (error) {
      this.calls.get(id)?.reject(error instanceof NodeUnreachable ? matchMoved() : clusterUnavailable());
      this.calls.delete(id);
    }
    const body = await answer;
    return body === '' ? undefined : JSON.parse(body);
  }

  /** Relays a WebSocket held here to the node that owns its match. */
  relay(owner: string, matchId: string, handshake: Handshake, client: Client): SessionPort {
    return this.relays.open(owner, matchId, handshake, client);
  }

  // ------------------------------------------------------------ health

  async health(): Promise<{
    nodeId: string;
    ownedMatches: string[];
    redis: { ok: boolean; latencyMs: number | null };
    nodes: Member[];
  }> {
    let latencyMs: number | null = null;
    let nodes: Member[] = [];
    try {
      latencyMs = await this.link.pingMs();
      nodes = await this.members.list();
    } catch {
      latencyMs = null;
    }
    return {
      nodeId: this.nodeId,
      ownedMatches: this.ownedIds().sort(),
      redis: { ok: latencyMs !== null, latencyMs },
      nodes,
    };
  }

  // ------------------------------------------------------------ loops

  private async renew(): Promise<void> {
    await this.members.heartbeat();
    await this.link.cmd.pexpire(`${this.keyPrefix}database`, this.nameTtlMs());
    const lost = await this.leases.renew(this.ownedIds());
    for (const matchId of lost) {
      if (!this.owned.delete(matchId)) continue;
      this.log.warn({ matchId, node: this.nodeId }, 'lease lost to another node; giving the match up');
      this.host?.relinquish(matchId, 'lease lost');
    }
  }

  /** Takes over the unfinished matches nobody holds (their node died, or the cluster restarted). */
  private async scan(): Promise<void> {
    if (!this.host || this.scanning || !this.link.up || this.inRecoveryGrace()) return;
    this.scanning = true;
    try {
      const ids = (await this.host.unfinishedIds()).filter((id) => !this.owned.has(id));
      const holders = await this.leases.holders(ids);
      // Holders nobody listens for any more died: their matches are orphans too.
      const others = [...new Set(holders.filter((h): h is string => h !== null && h !== this.nodeId))];
      const listening = await this.bus.listening(others);
      const orphanOf = new Map<string, string | null>();
      ids.forEach((id, i) => {
        const holder = holders[i] ?? null;
        // A lease in this node's name that it does not serve is its previous life's: a node that
        // crashed and came back with the same id takes its matches back at once.
        if (holder === this.nodeId) orphanOf.set(id, null);
        else if (holder === null || !listening.has(holder)) orphanOf.set(id, holder);
      });
      // In random order, so nodes scanning at once spread the orphans between them.
      const orphans = [...orphanOf.keys()].sort(() => Math.random() - 0.5);
      for (const matchId of orphans) {
        if (this.closed) return;
        const dead = orphanOf.get(matchId) ?? null;
        const taken = dead === null ? await this.leases.acquire(matchId) : await this.leases.takeFrom(matchId, dead);
        if (!taken) continue;
        const started = Date.now();
        try {
          await this.host.adopt(matchId);
          this.metrics.tookOver(dead === null ? 'orphaned' : 'node-gone');
          this.log.warn(
            { matchId, from: dead, node: this.nodeId, ms: Date.now() - started },
            'took over an orphaned match',
          );
        } catch (error) {
          this.log.error({ err: error, matchId }, 'could not take over a match');
          this.released(matchId);
        }
      }
    } finally {
      this.scanning = false;
    }
  }

  /**
   * Edge side: a relayed socket whose match is no longer where it was sent is closed, so its
   * client reconnects and finds it. Owner side: sessions whose edge node died end.
   */
  private async watch(): Promise<void> {
    if (!this.link.up) return;
    const outgoing = [...this.relays.outgoing.entries()];
    if (outgoing.length > 0) {
      const matchIds = [...new Set(outgoing.map(([, r]) => r.matchId))];
      const holders = await this.leases.holders(matchIds);
      const holderOf = new Map(matchIds.map((id, i) => [id, holders[i] ?? null]));
      for (const [conn, r] of outgoing) {
        if (holderOf.get(r.matchId) !== r.owner) this.relays.shut(conn, CLOSE_CODES.matchMoved, 'match moved');
      }
    }
    const incoming = [...this.relays.incoming.entries()];
    if (incoming.length > 0) {
      const alive = await this.members.alive([...new Set(incoming.map(([, r]) => r.edge))]);
      for (const [conn, r] of incoming) if (!alive.has(r.edge)) this.relays.closeIncoming(conn);
    }
  }

  private onRecovered(): void {
    // Messages published while Redis was away are lost: every relay starts over, its clients
    // reconnect and get the state afresh. The leases are put back at once.
    this.relays.dropAll(CLOSE_CODES.matchMoved, 'cluster recovering');
    this.renew().catch((error: unknown) => this.loopFailed(error));
  }

  /** After Redis came back: long enough for every owner to renew (put back) its leases. */
  private inRecoveryGrace(): boolean {
    return this.link.recoveredAt > 0 && Date.now() - this.link.recoveredAt < Math.floor(this.leaseMs / 2);
  }

  private loopFailed(error: unknown): void {
    if (Date.now() - this.lastRedisWarning < 5_000) return;
    this.lastRedisWarning = Date.now();
    this.log.warn({ err: error, node: this.nodeId }, 'cluster: a background task failed (Redis or the database)');
  }

  // ------------------------------------------------------------ messages

  private onMessage({ header, body }: BusMessage): void {
    switch (header.t) {
      case 'call':
        void this.answer(header.from, header.id, header.method, header.matchId, body);
        break;
      case 'reply': {
        const call = this.calls.get(header.id);
        if (!call) return;
        this.calls.delete(header.id);
        if (header.ok) call.resolve(body);
        else call.reject(new ServiceError(header.code, header.message, header.status));
        break;
      }
      case 'open': {
        if (!this.host) return;
        const client = this.relays.clientFor(header.from, header.conn);
        if (!this.owned.has(header.matchId)) {
          // Not (or no longer) here: the edge's client reconnects and finds the owner.
          client.close(CLOSE_CODES.matchMoved, 'match moved');
          return;
        }
        this.relays.addIncoming(
          header.conn,
          header.from,
          this.host.openSession(header.matchId, header.handshake, client),
        );
        break;
      }
      case 'in':
        this.relays.incoming.get(header.conn)?.port.receive(body);
        break;
      case 'gone':
        this.relays.closeIncoming(header.conn);
        break;
      case 'out':
        this.relays.deliver(header.conn, body);
        break;
      case 'adopt':
        void this.adoptHandedOver(header.matchId, header.from).catch((error: unknown) => this.loopFailed(error));
        break;
      case 'shut':
        this.relays.shut(header.conn, header.code, header.reason);
        break;
    }
  }

  private async answer(from: string, id: number, method: string, matchId: string, body: string): Promise<void> {
    const host = this.host;
    try {
      if (!host || !this.owned.has(matchId)) throw matchMoved();
      const value = await host.handleCall(method, matchId, JSON.parse(body));
      await this.bus.send(from, { t: 'reply', id, ok: true }, value === undefined ? '' : JSON.stringify(value));
    } catch (error) {
      const e =
        error instanceof ServiceError
          ? error
          : new ServiceError(
              'internal-error',
              'Something went wrong on the server; the request was not carried out.',
              500,
            );
      if (!(error instanceof ServiceError)) this.log.error({ err: error, matchId, method }, 'forwarded call failed');
      await this.bus
        .send(from, { t: 'reply', id, ok: false, code: e.code, message: e.message, status: e.status })
        .catch(() => undefined);
    }
  }
}
