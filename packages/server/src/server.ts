import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BotPool, defaultBotThreads } from '@boardhall/bots';
import type { GameRegistry } from '@boardhall/engine';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { WebSocket } from 'ws';
import { ServiceError } from './errors.ts';
import { registerRoutes } from './http/routes.ts';
import type { HttpErrorResponse } from './protocol.ts';
import { type BotChooser, MatchService } from './service/match-service.ts';
import { parseDatabaseUrl } from './storage/database-url.ts';
import { openMatchStore } from './storage/open.ts';
import type { MatchStore } from './storage/types.ts';
import { DEFAULT_LIMITS, type WsLimits } from './ws/connection.ts';

export interface CreateServerOptions {
  /** The games served (default: `@boardhall/games`). */
  registry?: GameRegistry;
  /** Where the SQLite file lives (`<dataDir>/boardhall.sqlite`); ignored when `storage` or `database` is given. */
  dataDir?: string;
  /** `postgres://…` (optionally `?schema=name`) or `sqlite:<dir>`; ignored when `storage` is given. */
  database?: string;
  /** A store to use instead of SQLite under `dataDir`; the server closes it when it closes. */
  storage?: MatchStore;
  /**
   * Worker threads for bots, and so bot decisions at once (default: one per core but one, at
   * least 1: the event loop keeps a core).
   */
  botThreads?: number;
  /** Time a bot decision may take beyond its budget before it is cut and a random move played (default 5 s). */
  botTimeMarginMs?: number;
  /**
   * The module the bot workers load `games: GameRegistry` from (default `@boardhall/games`).
   * It must hold the same games as `registry`; tests point it at a fixture.
   */
  botRegistryModule?: string;
  /** Decides bot moves instead of a BotPool (tests). */
  bots?: BotChooser;
  /** A built web client to serve, with index.html for every other non-API path. */
  webRoot?: string;
  /** fastify/pino logger options; false for silence. */
  logger?: FastifyServerOptions['logger'];
  /** The bot that plays on for a player who leaves (default `greedy`). */
  substituteBot?: string;
  /** Milliseconds a disconnected player keeps the seat during play (default 5 minutes; 0: forever). */
  seatTimeoutMs?: number;
  /** WebSocket limits per connection. */
  limits?: Partial<WsLimits>;
  /** Interval of WebSocket pings that find dead connections (default 30 s). */
  heartbeatMs?: number;
  /** Draws each new match's seed (default: 256 random bits); for reproducible tests only. */
  seedSource?: () => string;
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad-json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad-json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad-request',
};

/** Keeps seat tokens out of request logs. */
function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&]token=)[^&]*/g, '$1[redacted]');
}

function loggerOption(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return logger ?? false;
  const base = (logger === true ? {} : logger) as { serializers?: Record<string, unknown> };
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactUrl(req.url) }),
    },
  } as FastifyServerOptions['logger'];
}

/**
 * A ready Boardhall server (routes registered, unfinished matches recovered), not yet listening.
 * Its `close()` also stops the bots and closes the store.
 */
export async function createServer(options: CreateServerOptions = {}): Promise<FastifyInstance> {
  const registry = options.registry ?? (await import('@boardhall/games')).games;
  const limits: WsLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const store =
    options.storage ??
    (await openMatchStore(
      options.database
        ? parseDatabaseUrl(options.database)
        : { kind: 'sqlite', dataDir: resolve(options.dataDir ?? './data') },
    ));
  const botThreads = Math.max(1, Math.floor(options.botThreads ?? defaultBotThreads()));
  const pool = options.bots
    ? null
    : new BotPool({
        threads: botThreads,
        ...(options.botRegistryModule ? { registryModule: options.botRegistryModule } : {}),
      });
  const app = Fastify({
    logger: loggerOption(options.logger),
    bodyLimit: limits.maxMessageBytes,
  });
  let service: MatchService;
  try {
    service = new MatchService({
      registry,
      store,
      bots: options.bots ?? (pool as BotPool),
      botConcurrency: botThreads,
      ...(options.botTimeMarginMs !== undefined ? { botTimeMarginMs: options.botTimeMarginMs } : {}),
      logger: app.log,
      ...(options.substituteBot !== undefined ? { substituteBot: options.substituteBot } : {}),
      ...(options.seatTimeoutMs !== undefined ? { seatTimeoutMs: options.seatTimeoutMs } : {}),
      ...(options.seedSource ? { seedSource: options.seedSource } : {}),
    });
  } catch (error) {
    // A bad option (a substitute bot past the caps): nothing may be left running.
    await pool?.close();
    await store.close();
    throw error;
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceError) {
      const body: HttpErrorResponse = { error: error.toBody() };
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code = FASTIFY_CODES[error.code] ?? (status >= 500 ? 'internal-error' : 'bad-request');
    const message = status >= 500 ? 'Something went wrong on the server.' : error.message;
    const body: HttpErrorResponse = { error: { code, message } };
    return reply.status(status).send(body);
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: limits.maxMessageBytes * 4 } });
  registerRoutes(app, service, registry, limits, app.log);

  const webRoot = options.webRoot ? resolve(options.webRoot) : null;
  const hasWeb = webRoot !== null && existsSync(webRoot) && statSync(webRoot).isDirectory();
  if (hasWeb) await app.register(fastifyStatic, { root: webRoot });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    const body: HttpErrorResponse = {
      error: { code: 'not-found', message: `Nothing at ${request.method} ${path}.` },
    };
    return reply.status(404).send(body);
  });

  // Pings find connections whose peer vanished without closing, so their seats show offline.
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();
  app.websocketServer.on('connection', (socket: WebSocket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await service.close();
    await pool?.close();
    await store.close();
  });

  try {
    await service.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
