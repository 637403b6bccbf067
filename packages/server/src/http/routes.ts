import { BOT_KINDS } from '@boardhall/bots';
import type { GameRegistry } from '@boardhall/engine';
import {
  CLOSE_CODES,
  createMatchRequestSchema,
  type ErrorFrame,
  type GamesResponse,
  type HealthResponse,
  joinRequestSchema,
  type MatchListResponse,
  matchListQuerySchema,
  type ReadyResponse,
} from '@boardhall/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestAuth } from '../accounts/request-auth.ts';
import { clientAddress } from '../client-address.ts';
import { ServiceError } from '../errors.ts';
import type { MatchGateway } from '../gateway.ts';
import type { ClientLimits } from '../limits.ts';
import type { AccountRef } from '../service/lobby.ts';
import type { MatchService, ServiceLogger } from '../service/match-service.ts';
import { badToken } from '../service/refusals.ts';
import { handleConnection, type WsLimits } from '../ws/connection.ts';
import { ConnectionsPerAddress } from '../ws/connection-caps.ts';
import type { Handshake } from '../ws/handshake.ts';
import { StormWatch } from '../ws/storm-watch.ts';
import { bearer, matchId, matchIdParams, parseOr, wsQuery } from './schemas.ts';

/** Readiness checks one address (a load balancer) may make per minute. */
const READY_PER_MINUTE = 600;

/** A route's `@fastify/rate-limit` config: `max` requests per address per minute. */
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** The API under /api, and the match WebSocket at /api/matches/:id/ws. */
export function registerRoutes(
  app: FastifyInstance,
  service: MatchService,
  gateway: MatchGateway,
  registry: GameRegistry,
  limits: WsLimits,
  clientLimits: ClientLimits,
  log: ServiceLogger,
  auth: RequestAuth,
): void {
  const rate = clientLimits.http;
  const sockets = new ConnectionsPerAddress(clientLimits.connectionsPerAddress);
  const storms = new StormWatch(log);

  app.get('/api/health', perMinute(rate.lobbyReads), (): Promise<HealthResponse> => gateway.health());

  // For load balancers, which ask often from one address; each answer costs one database ping.
  app.get('/api/ready', perMinute(READY_PER_MINUTE), async (): Promise<ReadyResponse> => {
    const reasons = await gateway.readiness();
    if (reasons.length > 0) {
      throw new ServiceError('not-ready', `This server should get no traffic now: ${reasons.join('; ')}.`, 503, 1);
    }
    return { status: 'ready' };
  });

  app.get(
    '/api/games',
    perMinute(rate.lobbyReads),
    async (): Promise<GamesResponse> => ({
      games: [...registry.values()].map((g) => ({
        id: g.id,
        name: g.name,
        minPlayers: g.minPlayers,
        maxPlayers: g.maxPlayers,
      })),
      bots: [...BOT_KINDS],
    }),
  );

  app.get('/api/matches', perMinute(rate.lobbyReads), async (request): Promise<MatchListResponse> => {
    const q = parseOr(matchListQuerySchema, request.query, 'bad-query', 'query');
    return { matches: await service.list(q.status, q.game) };
  });

  /** The signed-in account of a request as the match service takes it, or null for a guest. */
  const accountOf = async (request: FastifyRequest): Promise<AccountRef | null> => {
    const signedIn = await auth.optional(request);
    return signedIn ? { id: signedIn.account.id, name: signedIn.account.name } : null;
  };

  app.post('/api/matches', perMinute(rate.creates), async (request, reply) => {
    const body = parseOr(createMatchRequestSchema, request.body, 'bad-request', 'match');
    const created = await service.create(body, clientAddress(request.ip), await accountOf(request));
    return reply.status(201).send(created);
  });

  app.get('/api/matches/:id', perMinute(rate.matchReads), async (request) => {
    return gateway.publicMatch(matchId(request.params));
  });

  app.post('/api/matches/:id/join', perMinute(rate.seatChanges), async (request) => {
    const id = matchId(request.params);
    const body = parseOr(joinRequestSchema, request.body, 'bad-request', 'join request');
    return gateway.join(id, body, await accountOf(request));
  });

  // With its token (`Authorization: Bearer`), or, signed in, the seat the account holds.
  app.post('/api/matches/:id/leave', perMinute(rate.seatChanges), async (request, reply) => {
    const id = matchId(request.params);
    const header = request.headers.authorization;
    if (header === undefined) {
      const signedIn = await auth.optional(request);
      if (!signedIn) throw badToken();
      await gateway.leave(id, { accountId: signedIn.account.id });
    } else {
      const bearerToken = parseOr(bearer, header, 'bad-token', 'Authorization header', 401);
      await gateway.leave(id, { token: bearerToken.slice('Bearer '.length) });
    }
    return reply.status(204).send();
  });

  app.get('/api/matches/:id/replay', perMinute(rate.matchReads), async (request, reply) => {
    const id = matchId(request.params);
    const replay = await gateway.replay(id);
    return reply
      .header('content-disposition', `attachment; filename="boardhall-${replay.game}-${id}.json"`)
      .type('application/json')
      .send(JSON.stringify(replay, null, 1));
  });

  app.route({
    method: 'GET',
    url: '/api/matches/:id/ws',
    ...perMinute(rate.sockets),
    // A plain GET (no Upgrade header) is answered like every other HTTP error.
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      throw new ServiceError('upgrade-required', 'This address is a WebSocket; connect with an Upgrade request.', 426);
    },
    wsHandler: (socket, request) => {
      const refuse = (code: string, message: string, closeCode: number) => {
        const frame: ErrorFrame = { type: 'error', code, message };
        socket.send(JSON.stringify(frame));
        socket.close(closeCode, code);
      };
      const params = matchIdParams.safeParse(request.params);
      const query = wsQuery.safeParse(request.query);
      if (!params.success || !query.success) {
        const code = params.success ? 'bad-query' : 'unknown-match';
        refuse(code, 'The WebSocket address is not valid.', CLOSE_CODES.badAddress);
        return;
      }
      storms.opened();
      const address = clientAddress(request.ip);
      if (!sockets.take(address)) {
        refuse(
          'too-many-connections',
          `One address may hold at most ${clientLimits.connectionsPerAddress} WebSockets at once.`,
          CLOSE_CODES.tooManyConnections,
        );
        return;
      }
      socket.once('close', () => sockets.release(address));
      const { token, client, attempt } = query.data;
      // The account is looked up while the socket opens; its messages wait for it.
      const handshake: Promise<Handshake> = auth.ofSocket(request).then((accountId) => ({
        token: token ?? null,
        mark: client !== undefined && attempt !== undefined ? { client, attempt } : null,
        address,
        accountId,
      }));
      // Never the token itself: only whether the address carried one.
      request.log.debug({ matchId: params.data.id, address, seat: token !== undefined }, 'websocket opened');
      handleConnection(socket, params.data.id, handshake, gateway.openSession, limits, log, service.metrics);
    },
  });
}
