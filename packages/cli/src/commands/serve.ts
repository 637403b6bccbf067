import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameRegistry } from '@boardhall/engine';
import { type DrainReport, parseDatabaseUrl, startServer } from '@boardhall/server';
import type { ClusterArgs, ParkingArgs } from '../args.ts';
import type { CliIo } from '../io.ts';

export interface ServeOptions {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` or `sqlite:<dir>`; wins over `dataDir`. */
  database?: string;
  webRoot?: string;
  /** Worker threads for bots (default: the server's, one per core but one). */
  botThreads?: number;
  /** Worker threads for the bots of matches nobody plays (default: the server's, 1). */
  backgroundBotThreads?: number;
  /** Proxy hops or addresses whose X-Forwarded-For is believed (fastify's `trustProxy`). */
  trustProxy?: number | string[];
  /** Run as one node of a cluster (needs `database` on PostgreSQL). */
  cluster?: ClusterArgs;
  /** The operator's port (metrics, drain); none when absent. */
  admin?: { port: number; host: string };
  /** Where players reach the site (the origin of its pages, the host name of its passkeys). */
  publicUrl?: string;
  /** The SMTP server and From address of the turn e-mails (`--smtp`, `--mail-from`). */
  mail?: { smtpUrl: string; from?: string };
  /** The server's cap on matches in memory (default: the server's, 10,000). */
  maxLiveMatches?: number;
  /** When idle clocked matches are parked (default: the server's, minutes). */
  parking?: ParkingArgs;
  /** Leaderboards list players with at least this many rated results (default: the server's, 5). */
  leaderboardMinGames?: number;
  /** pino's level (`info` unless told). */
  logLevel: LogLevel;
  /** Readable lines for a person at a terminal, or one JSON object a line for a log collector. */
  logFormat: 'pretty' | 'json';
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The logger: JSON lines, or pino-pretty's readable ones (in a worker thread, as pino's transports run). */
function loggerOptions(level: LogLevel, format: 'pretty' | 'json') {
  if (format === 'json') return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/**
 * Under `npm start` or `npx`, npm stands between the shell and this process, and a SIGTERM to
 * npm does not reach it: npm exits and leaves the server running on, an orphan nobody can stop
 * the same way. When npm started us and then goes away, we stop as if asked.
 */
function stopWhenNpmExits(parent: number, stop: () => void): void {
  if (!process.env.npm_command && !process.env.npm_lifecycle_event) return;
  const check = () => {
    if (process.ppid === parent) return false;
    clearInterval(timer);
    stop();
    return true;
  };
  const timer = setInterval(check, 500);
  timer.unref();
  // npm may have gone while the server was starting.
  check();
}

/** The built web client of this checkout, when it has been built. */
export function defaultWebRoot(): string | undefined {
  const dist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  return existsSync(`${dist}/index.html`) ? dist : undefined;
}

/** A hop count trusts that many proxies nearest the server (fastify takes it as a function). */
function trustProxyOption(trust: number | string[]): string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Starts the server and keeps it running until the process is asked to stop. */
export async function serve(registry: GameRegistry, opts: ServeOptions, io: CliIo): Promise<void> {
  // Who started us, read before anything else: npm may exit while the server starts.
  const parent = process.ppid;
  // A bad URL is refused before anything starts (a BoardhallError: one `error:` line, exit 2).
  const target = opts.database === undefined ? null : parseDatabaseUrl(opts.database);
  const webRoot = opts.webRoot ?? defaultWebRoot();
  const running = await startServer({
    port: opts.port,
    host: opts.host,
    dataDir: target?.kind === 'sqlite' ? target.dataDir : opts.dataDir,
    registry,
    logger: loggerOptions(opts.logLevel, opts.logFormat),
    ...(webRoot ? { webRoot } : {}),
    ...(opts.admin ? { admin: opts.admin } : {}),
    server: {
      ...(opts.botThreads !== undefined ? { botThreads: opts.botThreads } : {}),
      ...(opts.backgroundBotThreads !== undefined ? { backgroundBotThreads: opts.backgroundBotThreads } : {}),
      ...(target?.kind === 'postgres' ? { database: opts.database as string } : {}),
      ...(opts.trustProxy !== undefined ? { trustProxy: trustProxyOption(opts.trustProxy) } : {}),
      ...(opts.cluster ? { cluster: opts.cluster } : {}),
      ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
      ...(opts.mail ? { mail: opts.mail } : {}),
      ...(opts.maxLiveMatches !== undefined ? { clientLimits: { maxLiveMatches: opts.maxLiveMatches } } : {}),
      ...(opts.parking ? { parking: opts.parking } : {}),
      ...(opts.leaderboardMinGames !== undefined ? { leaderboardMinGames: opts.leaderboardMinGames } : {}),
    },
  });
  const where =
    target?.kind === 'postgres'
      ? `data in PostgreSQL at ${target.display}, schema ${target.schema}`
      : `data in ${target?.dataDir ?? opts.dataDir}`;
  const node = opts.cluster ? `, node ${opts.cluster.nodeId} of a cluster on Redis` : '';
  io.out(`Boardhall is running at ${running.url}/ (${where}${node})\n`);
  if (running.adminUrl) io.out(`Admin port (metrics, drain): ${running.adminUrl}/\n`);
  if (!webRoot) {
    io.out('The web client is not built (npm run build -w @boardhall/web builds it); the API is served alone.\n');
  }
  const report = await new Promise<DrainReport | null>((resolve) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      io.out('Stopping Boardhall: handing its matches over…\n');
      running.close().then(resolve, () => resolve(null));
    };
    // The handlers stay: a second SIGTERM while the drain runs must not kill the process
    // half-way (a supervisor may repeat it); a second Ctrl-C is a person insisting, so it exits.
    process.on('SIGTERM', stop);
    process.on('SIGINT', () => {
      if (stopping) process.exit(130);
      stop();
    });
    stopWhenNpmExits(parent, stop);
    // A drain asked on the admin port stops the server too.
    running.closed.then(resolve, () => resolve(null));
  });
  if (report) {
    io.out(
      `Stopped: ${report.handedOver} unfinished matches handed over, ${report.connections} connections told to reconnect.\n`,
    );
  }
}
