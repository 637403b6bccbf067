import { BOT_KINDS } from '@boardhall/bots';
import type { GameRegistry } from '@boardhall/engine';
import type { FastifyInstance } from 'fastify';
import {
  CLOSE_CODES,
  type CreateMatchRequest,
  type GamesResponse,
  type HealthResponse,
  type JoinRequest,
  type MatchListResponse,
} from '../protocol.ts';
import type { MatchService, ServiceLogger } from '../service/match-service.ts';
import { handleConnection, type WsLimits } from '../ws/connection.ts';
import { bearer, createMatchSchema, joinSchema, listQuery, matchIdParams, parseOr, wsQuery } from './schemas.ts';

/** The API under /api, and the match WebSocket at /api/matches/:id/ws. */
export function registerRoutes(
  app: FastifyInstance,
  service: MatchService,
  registry: GameRegistry,
  limits: WsLimits,
  log: ServiceLogger,
): void {
  const startedAt = Date.now();

  app.get('/api/health', async (): Promise<HealthResponse> => {
    const { liveMatches, connections } = service.stats();
    return { status: 'ok', liveMatches, connections, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
  });

  app.get(
    '/api/games',
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

  app.get('/api/matches', async (request): Promise<MatchListResponse> => {
    const q = parseOr(listQuery, request.query, 'bad-query', 'query');
    return { matches: await service.list(q.status, q.game) };
  });

  app.post('/api/matches', async (request, reply) => {
    const body = parseOr(createMatchSchema, request.body, 'bad-request', 'match') as CreateMatchRequest;
    const created = await service.create(body);
    return reply.status(201).send(created);
  });

  app.get('/api/matches/:id', async (request) => {
    const { id } = parseOr(matchIdParams, request.params, 'unknown-match', 'match id');
    return service.publicMatch(id);
  });

  app.post('/api/matches/:id/join', async (request) => {
    const { id } = parseOr(matchIdParams, request.params, 'unknown-match', 'match id');
    const body = parseOr(joinSchema, request.body, 'bad-request', 'join request') as JoinRequest;
    return service.join(id, body);
  });

  app.post('/api/matches/:id/leave', async (request, reply) => {
    const { id } = parseOr(matchIdParams, request.params, 'unknown-match', 'match id');
    const auth = parseOr(bearer, request.headers.authorization ?? '', 'bad-token', 'Authorization header');
    await service.leaveWithToken(id, auth.slice('Bearer '.length));
    return reply.status(204).send();
  });

  app.get('/api/matches/:id/replay', async (request, reply) => {
    const { id } = parseOr(matchIdParams, request.params, 'unknown-match', 'match id');
    const replay = await service.replay(id);
    return reply
      .header('content-disposition', `attachment; filename="boardhall-${replay.game}-${id}.json"`)
      .type('application/json')
      .send(JSON.stringify(replay, null, 1));
  });

  app.get('/api/matches/:id/ws', { websocket: true }, (socket, request) => {
    const params = matchIdParams.safeParse(request.params);
    const query = wsQuery.safeParse(request.query);
    if (!params.success || !query.success) {
      const code = params.success ? 'bad-query' : 'unknown-match';
      socket.send(JSON.stringify({ type: 'error', code, message: 'The WebSocket address is not valid.' }));
      socket.close(CLOSE_CODES.badAddress, code);
      return;
    }
    handleConnection(socket, params.data.id, query.data.token ?? null, service, limits, log);
  });
}
