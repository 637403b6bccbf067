import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameRegistry } from '@boardhall/engine';
import { parseDatabaseUrl, startServer } from '@boardhall/server';
import type { ClusterArgs } from '../args.ts';
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
  // A bad URL is refused before anything starts (a BoardhallError: one `error:` line, exit 2).
  const target = opts.database === undefined ? null : parseDatabaseUrl(opts.database);
  const webRoot = opts.webRoot ?? defaultWebRoot();
  const running = await startServer({
    port: opts.port,
    host: opts.host,
    dataDir: target?.kind === 'sqlite' ? target.dataDir : opts.dataDir,
    registry,
    ...(webRoot ? { webRoot } : {}),
    server: {
      ...(opts.botThreads !== undefined ? { botThreads: opts.botThreads } : {}),
      ...(opts.backgroundBotThreads !== undefined ? { backgroundBotThreads: opts.backgroundBotThreads } : {}),
      ...(target?.kind === 'postgres' ? { database: opts.database as string } : {}),
      ...(opts.trustProxy !== undefined ? { trustProxy: trustProxyOption(opts.trustProxy) } : {}),
      ...(opts.cluster ? { cluster: opts.cluster } : {}),
    },
  });
  const where =
    target?.kind === 'postgres'
      ? `data in PostgreSQL at ${target.display}, schema ${target.schema}`
      : `data in ${target?.dataDir ?? opts.dataDir}`;
  const node = opts.cluster ? `, node ${opts.cluster.nodeId} of a cluster on Redis` : '';
  io.out(`Boardhall is running at ${running.url}/ (${where}${node})\n`);
  if (!webRoot) io.out('The web client is not built; the API is served alone.\n');
  await new Promise<void>((resolve) => {
    const stop = () => {
      io.out('Stopping Boardhall…\n');
      running.close().then(resolve, resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
