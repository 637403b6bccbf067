import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BotPool, defaultBotThreads } from '@boardhall/bots';
import { BoardhallError, type GameRegistry } from '@boardhall/engine';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { WebSocket } from 'ws';
import { setUpAccounts } from './accounts/setup.ts';
import type { SignInLimits } from './accounts/throttle.ts';
import { clientAddress } from './client-address.ts';
import { Cluster, type ClusterOptions } from './cluster/cluster.ts';
import { ServiceError } from './errors.ts';
import { MatchGateway } from './gateway.ts';
import { registerAccountRoutes } from './http/account-routes.ts';
import { clientErrorHandler, errorHandler, frameworkErrors, notFound } from './http/error-replies.ts';
import { registerMailRoutes } from './http/mail-routes.ts';
import { registerRatingRoutes } from './http/rating-routes.ts';
import { registerRoutes } from './http/routes.ts';
import { registerWebClient } from './http/web-client.ts';
import { type ClientLimitOverrides, clientLimits } from './limits.ts';
import { MailLinks } from './mail/links.ts';
import { Mailer } from './mail/mailer.ts';
import { TurnMails } from './mail/turn-mails.ts';
import { PrometheusMetrics } from './metrics/metrics.ts';
import { timedStore } from './metrics/timed-store.ts';
import { DEFAULT_LEADERBOARD_MIN_GAMES } from './ratings/scale.ts';
import type { DrainReport } from './service/drain.ts';
import { type BotChooser, MatchService } from './service/match-service.ts';
import type { ParkingSettings } from './service/parking.ts';
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
   * Worker threads for the bots of matches a person plays, and so their decisions at once
   * (default: one per core but one, at least 1: the event loop keeps a core).
   */
  botThreads?: number;
  /**
   * Worker threads, of the lowest CPU priority, for the bots of matches nobody plays (all bots);
   * they never hold up the others' decisions (default 1).
   */
  backgroundBotThreads?: number;
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
  /** Adds Node's process metrics (CPU, memory, event loop, GC) to the server's own; for a process of its own. */
  processMetrics?: boolean;
  /** fastify/pino logger options; false for silence. */
  logger?: FastifyServerOptions['logger'];
  /** The bot that plays on for a player who leaves (default `ismcts:level=easy`). */
  substituteBot?: string;
  /** Milliseconds a disconnected player keeps the seat during play (default 5 minutes; 0: forever). Not in matches with clocks. */
  seatTimeoutMs?: number;
  /** When idle clocked matches are parked (unloaded) and loaded again; tests shorten these. */
  parking?: Partial<ParkingSettings>;
  /** WebSocket limits per connection. */
  limits?: Partial<WsLimits>;
  /** Interval of WebSocket pings that find dead connections (default 10 s; docs/protocol.md, "Heartbeat"). */
  heartbeatMs?: number;
  /** Draws each new match's seed (default: 256 random bits); for reproducible tests only. */
  seedSource?: () => string;
  /** What one client address may use (open matches, creations, sockets, requests); see limits.ts. */
  clientLimits?: ClientLimitOverrides;
  /**
   * fastify's `trustProxy`: behind a reverse proxy, which `X-Forwarded-For` hops to believe, so that
   * `request.ip` (the address every per-client limit counts) is the client's and not the proxy's.
   * Default false: the peer of the TCP connection.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Where players reach the site, e.g. `https://play.example.org`: only its pages may use a
   * session, and passkeys are made for its host name (docs/protocol.md "Accounts"). Default: the
   * origin each request was addressed to.
   */
  publicUrl?: string;
  /**
   * E-mail (docs/protocol.md "Turn e-mails"): the SMTP server (`smtp://user:pass@host:port` or
   * `smtps://…`) and the From address (default `Boardhall <noreply@<publicUrl's host>>`). Needs
   * `publicUrl`: the e-mails' links are absolute. Without it, the server sends no e-mail.
   */
  mail?: { smtpUrl: string; from?: string };
  /** Failed sign-ins allowed per address and per account in a window (tests lower them). */
  signInLimits?: Partial<SignInLimits>;
  /**
   * Leaderboards list players with at least this many rated results (default 5; docs/protocol.md
   * "Ratings"). `serve --leaderboard-min-games` or $BOARDHALL_LEADERBOARD_MIN_GAMES; tests lower it.
   */
  leaderboardMinGames?: number;
  /**
   * Runs this server as one node of a cluster (docs/deploy.md): PostgreSQL as the shared store
   * (`database` must be `postgres://…`) and Redis for match ownership and messages between nodes.
   */
  cluster?: Omit<ClusterOptions, 'name' | 'databaseId'> & {
    /** The cluster's name in Redis (docs/deploy.md); default: the database schema's name. */
    name?: string;
  };
}

/** What the server offers its operator beyond HTTP (`app.boardhall`). */
export interface BoardhallHandle {
  /**
   * Stops taking work and hands every match over (cluster) or stores its last write (alone); the
   * server still answers until `close()`. Called again, it returns the same report.
   */
  drain(): Promise<DrainReport>;
  /** The server's metrics in Prometheus's text format (served on the admin port). */
  metrics(): Promise<{ contentType: string; body: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    boardhall: BoardhallHandle;
  }
}

/** A cluster is named after the database schema its nodes share, unless the operator names it. */
function defaultClusterName(store: MatchStore): string {
  const schema = (store as { schema?: unknown }).schema;
  return typeof schema === 'string' ? schema : 'public';
}

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
  // A bad mail setting is refused before anything opens.
  const mailer = options.mail ? createMailer(options.mail, options.publicUrl) : null;
  const registry = options.registry ?? (await import('@boardhall/games')).games;
  const limits: WsLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const perClient = clientLimits(options.clientLimits);
  const metrics = new PrometheusMetrics({ node: options.cluster?.nodeId ?? 'local' }, options.processMetrics ?? false);
  const store = timedStore(
    options.storage ??
      (await openMatchStore(
        options.database
          ? parseDatabaseUrl(options.database)
          : { kind: 'sqlite', dataDir: resolve(options.dataDir ?? './data') },
      )),
    metrics,
  );
  const botThreads = Math.max(1, Math.floor(options.botThreads ?? defaultBotThreads()));
  const pool = options.bots
    ? null
    : new BotPool({
        threads: botThreads,
        ...(options.botRegistryModule ? { registryModule: options.botRegistryModule } : {}),
      });
  const backgroundBotThreads = Math.max(1, Math.floor(options.backgroundBotThreads ?? 1));
  const backgroundPool = options.bots
    ? null
    : new BotPool({
        threads: backgroundBotThreads,
        priority: 'low',
        // Many servers never run a match of bots only: their threads start with its first decision.
        startThreads: 'on-first-decision',
        ...(options.botRegistryModule ? { registryModule: options.botRegistryModule } : {}),
      });
  const app = Fastify({
    logger: loggerOption(options.logger),
    // One line per match event and per error at `info`, not two per request: requests are
    // logged at `debug`, once, when answered (below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: limits.maxMessageBytes,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    clientErrorHandler,
  });
  let service: MatchService;
  let cluster: Cluster | null = null;
  const links = mailer && options.publicUrl ? new MailLinks(options.publicUrl) : null;
  const turnMails =
    mailer && links
      ? new TurnMails({ accounts: store.accounts, mail: store.mail, sender: mailer, links, registry, log: app.log })
      : null;
  try {
    if (options.cluster) {
      const claim = store.claimMatch?.bind(store);
      const instanceId = store.instanceId?.bind(store);
      if (!claim || !instanceId) {
        throw new BoardhallError(
          'bad-cluster',
          'Several nodes need a shared PostgreSQL database: give --database postgres://… with --redis.',
        );
      }
      const { name, ...clusterOptions } = options.cluster;
      cluster = new Cluster(
        { ...clusterOptions, name: name ?? defaultClusterName(store), databaseId: await instanceId() },
        app.log,
        claim,
        metrics,
      );
      await cluster.connect();
    }
    service = new MatchService({
      ...(cluster ? { ownership: cluster } : {}),
      registry,
      store,
      bots: options.bots ?? (pool as BotPool),
      botConcurrency: botThreads,
      backgroundBots: options.bots ?? (backgroundPool as BotPool),
      backgroundBotConcurrency: backgroundBotThreads,
      ...(options.botTimeMarginMs !== undefined ? { botTimeMarginMs: options.botTimeMarginMs } : {}),
      logger: app.log,
      ...(options.substituteBot !== undefined ? { substituteBot: options.substituteBot } : {}),
      ...(options.seatTimeoutMs !== undefined ? { seatTimeoutMs: options.seatTimeoutMs } : {}),
      ...(options.seedSource ? { seedSource: options.seedSource } : {}),
      ...(options.parking ? { parking: options.parking } : {}),
      ...(cluster ? { nodeId: cluster.nodeId } : {}),
      limits: perClient,
      metrics,
      ...(turnMails ? { turns: turnMails } : {}),
    });
  } catch (error) {
    // A bad option (a substitute bot past the caps): nothing may be left running.
    mailer?.close();
    await cluster?.close();
    await pool?.close();
    await backgroundPool?.close();
    await store.close();
    throw error;
  }
  const gateway = new MatchGateway(service, store, cluster, limits, perClient, app.log);
  metrics.watch({ stats: () => service.stats() });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.decorate('boardhall', { drain: () => service.drain(), metrics: () => metrics.exposition() });
  // Every HTTP refusal counted by its code (`boardhall_errors_total`), whoever raised it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = /^\{"error":\{"code":"([a-z0-9-]{1,64})"/.exec(payload)?.[1];
      if (code) metrics.refused(code);
    }
    return payload;
  });

  // The API takes JSON only: a text body is refused as such (415), not parsed into a string.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(errorHandler);
  // Every route counts per address; routes set their own `max` (routes.ts), the rest get `other`.
  await app.register(fastifyRateLimit, {
    global: true,
    max: perClient.http.other,
    timeWindow: 60_000,
    keyGenerator: (request) => clientAddress(request.ip),
    errorResponseBuilder: (_request, context) =>
      new ServiceError(
        'rate-limited',
        `Too many requests from your address: at most ${context.max} a minute here; try again in ${context.after}.`,
        429,
      ),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: limits.maxMessageBytes * 4 } });
  const accounts = setUpAccounts(
    store.accounts,
    store.mail,
    registry,
    {
      claim: (matchId, token, accountId) => gateway.claimSeat(matchId, token, accountId),
      forget: (matchId, accountId) => gateway.forgetAccount(matchId, accountId),
    },
    {
      ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
      ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
      ...(mailer && links ? { mail: { sender: mailer, links } } : {}),
    },
  );
  registerRoutes(app, service, gateway, registry, limits, perClient, app.log, accounts.auth);
  registerAccountRoutes(app, accounts);
  registerRatingRoutes(app, {
    registry,
    store: store.ratings,
    accounts: store.accounts,
    minGames: options.leaderboardMinGames ?? DEFAULT_LEADERBOARD_MIN_GAMES,
    perMinute: perClient.http.lobbyReads,
  });
  registerMailRoutes(app, { auth: accounts.auth, email: accounts.email, site: links ? `${links.site}/` : '/' });

  const webRoot = options.webRoot ? resolve(options.webRoot) : null;
  const hasWeb = webRoot !== null && existsSync(webRoot) && statSync(webRoot).isDirectory();
  if (hasWeb) {
    // Only the built files have routes. Everything else goes to the not-found handler: index.html
    // for the client's routes, the JSON error under /api/.
    await registerWebClient(app, webRoot);
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return notFound(request, reply);
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
  }, options.heartbeatMs ?? 10_000);
  heartbeat.unref();
  app.websocketServer.on('connection', (socket: WebSocket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
  });

  // Before the server stops listening: every match handed over (cluster) or its last write stored,
  // and every socket told why it closes (1001), so clients reconnect to wherever the match is now.
  app.addHook('preClose', async () => {
    await service.drain();
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    accounts.close();
    await service.close();
    // The turn e-mails under way finish (or fail) while the store is still open.
    await turnMails?.idle();
    mailer?.close();
    // After the service drained: the leases are given back only once nothing here writes.
    await cluster?.close();
    await pool?.close();
    await backgroundPool?.close();
    await store.close();
  });

  // The node joins the cluster (is listed, takes over orphaned matches) only once it listens: one
  // that cannot (its port taken) never takes a match it cannot serve.
  const joinCluster = cluster;
  if (joinCluster) app.addHook('onListen', async () => joinCluster.start(gateway.host()));
  try {
    await service.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** The SMTP transport of `serve --smtp`; refuses a bad URL or From, or mail without a public URL. */
function createMailer(mail: NonNullable<CreateServerOptions['mail']>, publicUrl: string | undefined): Mailer {
  if (publicUrl === undefined) {
    throw new BoardhallError(
      'mail-needs-public-url',
      "--smtp needs --public-url (e.g. https://play.example.org): the e-mails' links must be absolute.",
    );
  }
  return new Mailer({ smtpUrl: mail.smtpUrl, from: mail.from ?? `Boardhall <noreply@${new URL(publicUrl).hostname}>` });
}
