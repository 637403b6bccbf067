import type { ReplayFile, Seat } from '@boardhall/engine';
import {
  type HealthResponse,
  type JoinRequest,
  type JoinResponse,
  joinRequestSchema,
  type PublicMatchResponse,
} from '@boardhall/protocol';
import { z } from 'zod';
import type { Cluster, ClusterHost } from './cluster/cluster.ts';
import { ServiceError } from './errors.ts';
import type { ClientLimits } from './limits.ts';
import type { Client } from './service/live-match.ts';
import type { AccountRef } from './service/lobby.ts';
import type { MatchService, ServiceLogger } from './service/match-service.ts';
import { connectionClosed, matchMoved } from './service/refusals.ts';
import type { SeatOwner } from './service/seat-owner.ts';
import type { MatchStore } from './storage/types.ts';
import type { SessionOpener } from './ws/connection.ts';
import type { Handshake } from './ws/handshake.ts';
import { openSession, type SessionLimits, type SessionPort } from './ws/session.ts';

const accountRef = z.object({ id: z.string().min(1).max(64), name: z.string().min(1).max(64) }).strict();
const joinArgs = z.object({ request: joinRequestSchema, account: accountRef.nullable() }).strict();
const ownerArgs = z.union([
  z.object({ token: z.string().min(1).max(200) }).strict(),
  z.object({ accountId: z.string().min(1).max(64) }).strict(),
]);
const claimArgs = z.object({ token: z.string().min(1).max(200), accountId: z.string().min(1).max(64) }).strict();
const forgetArgs = z.object({ accountId: z.string().min(1).max(64) }).strict();

/**
 * The requests about one match that another node may forward to its owner, run there as here.
 * Their arguments come from another node of the cluster, and are checked all the same.
 */
const CALLS: Record<string, (service: MatchService, matchId: string, args: unknown) => Promise<unknown>> = {
  join: (service, id, args) => {
    const { request, account } = joinArgs.parse(args);
    return service.join(id, request, account);
  },
  leave: (service, id, args) => service.leaveSeat(id, ownerArgs.parse(args)),
  claim: (service, id, args) => {
    const { token, accountId } = claimArgs.parse(args);
    return service.claimSeat(id, token, accountId);
  },
  forget: (service, id, args) => service.forgetAccount(id, forgetArgs.parse(args).accountId),
  public: (service, id) => service.publicMatch(id),
  replay: (service, id) => service.replay(id),
};

/** Times a request is sent on when the match moved while it was on its way. */
const ROUTE_ATTEMPTS = 3;

/**
 * The front door to matches for the HTTP routes and the WebSockets: this node's match service,
 * or in cluster mode the node that owns the match (requests forwarded, sockets relayed).
 */
export class MatchGateway {
  private readonly startedAt = Date.now();

  constructor(
    private readonly service: MatchService,
    private readonly store: MatchStore,
    private readonly cluster: Cluster | null,
    private readonly limits: SessionLimits,
    private readonly caps: Pick<ClientLimits, 'spectatorsPerMatch' | 'helloGraceMs'>,
    private readonly log: ServiceLogger,
  ) {}

  /** What the cluster asks of this node. */
  host(): ClusterHost {
    return {
      unfinishedIds: () => this.service.unfinishedIds(),
      adopt: (id) => this.service.adopt(id),
      relinquish: (id, reason) => this.service.relinquish(id, reason),
      handleCall: (method, id, args) => {
        const call = CALLS[method];
        if (!call) throw new ServiceError('internal-error', `Unknown forwarded call '${method}'.`, 500);
        return call(this.service, id, args);
      },
      openSession: (id, handshake, client) => this.localSession(id, handshake, client),
    };
  }

  join(matchId: string, request: JoinRequest, account: AccountRef | null): Promise<JoinResponse> {
    return this.viaOwner(matchId, 'join', { request, account }) as Promise<JoinResponse>;
  }

  /** Gives a seat up, by its token or by the signed-in account that holds it. */
  async leave(matchId: string, owner: SeatOwner): Promise<void> {
    await this.viaOwner(matchId, 'leave', owner);
  }

  /** The seat of `token` becomes the account's; returns the seat. */
  async claimSeat(matchId: string, token: string, accountId: string): Promise<Seat> {
    return (await this.viaOwner(matchId, 'claim', { token, accountId })) as Seat;
  }

  /** An account being deleted: its seats in the match become "Deleted player". */
  async forgetAccount(matchId: string, accountId: string): Promise<void> {
    await this.viaOwner(matchId, 'forget', { accountId });
  }

  publicMatch(matchId: string): Promise<PublicMatchResponse> {
    return this.viaOwner(matchId, 'public', null) as Promise<PublicMatchResponse>;
  }

  replay(matchId: string): Promise<ReplayFile> {
    return this.viaOwner(matchId, 'replay', null) as Promise<ReplayFile>;
  }

  /** A WebSocket's session: here, or relayed to the owner of its match. */
  readonly openSession: SessionOpener = async (matchId, handshake, client) => {
    const cluster = this.cluster;
    if (!cluster) return this.localSession(matchId, handshake, client);
    const where = await cluster.route(matchId);
    // The socket may have closed while the route was looked up (a handshake its client had given
    // up on, read by a node that was frozen): nothing is relayed for it.
    if (!client.isOpen()) throw connectionClosed();
    return where === 'here'
      ? this.localSession(matchId, handshake, client)
      : cluster.relay(where, matchId, handshake, client);
  };

  async health(): Promise<HealthResponse> {
    const { liveMatches, connections } = this.service.stats();
    let latencyMs: number | null = null;
    try {
      const started = performance.now();
      await this.store.ping();
      latencyMs = Math.round((performance.now() - started) * 100) / 100;
    } catch {
      latencyMs = null;
    }
    const response: HealthResponse = {
      status: 'ok',
      liveMatches,
      connections,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      node: this.cluster?.nodeId ?? 'local',
      storage: { kind: this.store.kind, ok: latencyMs !== null, latencyMs },
    };
    if (this.cluster) {
      const c = await this.cluster.health();
      const redisMs = c.redis.latencyMs === null ? null : Math.round(c.redis.latencyMs * 100) / 100;
      response.cluster = {
        redis: { ok: c.redis.ok, latencyMs: redisMs },
        ownedMatches: c.ownedMatches,
        nodes: c.nodes,
      };
    }
    return response;
  }

  /**
   * Whether this node should get traffic (`/api/ready`): not while it drains, nor while its
   * database or (in a cluster) Redis does not answer. The reasons, when it should not.
   */
  async readiness(): Promise<string[]> {
    const reasons: string[] = [];
    if (!this.service.accepting) reasons.push('it is draining (handing its matches to other servers)');
    try {
      await this.store.ping();
    } catch {
      reasons.push('its database does not answer');
    }
    if (this.cluster && !(await this.cluster.health()).redis.ok) reasons.push('Redis does not answer');
    return reasons;
  }

  private localSession(matchId: string, handshake: Handshake, client: Client): SessionPort {
    return openSession(this.service, matchId, handshake, client, this.limits, this.log, this.caps);
  }

  /** Runs a request here, or at the match's owner; once more if the match moved meanwhile. */
  private async viaOwner(matchId: string, method: string, args: unknown): Promise<unknown> {
    const call = CALLS[method] as (typeof CALLS)[string];
    const cluster = this.cluster;
    if (!cluster) return call(this.service, matchId, args);
    let last: unknown = matchMoved();
    for (let attempt = 0; attempt < ROUTE_ATTEMPTS; attempt++) {
      try {
        const where = await cluster.route(matchId);
        return where === 'here'
          ? await call(this.service, matchId, args)
          : await cluster.call(where, method, matchId, args);
      } catch (error) {
        if (!(error instanceof ServiceError) || error.code !== 'match-moved') throw error;
        last = error;
      }
    }
    throw last;
  }
}
