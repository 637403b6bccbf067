import { BoardhallError, type GameRegistry } from '@boardhall/engine';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type AdminServer, startAdminServer } from './admin/admin-server.ts';
import { type CreateServerOptions, createServer } from './server.ts';
import type { DrainReport } from './service/drain.ts';

export interface StartServerOptions {
  /** The operator's port (`GET /metrics`, `POST /drain`); none when absent. Loopback unless `host` says otherwise. */
  admin?: { port: number; host?: string };
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Default `localhost`; `0.0.0.0` to accept other machines. */
  host?: string;
  /** Default `./data`. */
  dataDir?: string;
  registry?: GameRegistry;
  webRoot?: string;
  /** Default: info-level logs to stdout. */
  logger?: FastifyServerOptions['logger'];
  /** Anything else createServer takes. */
  server?: Omit<CreateServerOptions, 'registry' | 'dataDir' | 'webRoot' | 'logger'>;
}

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://localhost:8080 */
  url: string;
  port: number;
  /** The operator's port, when it was asked for (e.g. http://127.0.0.1:9464). */
  adminUrl: string | null;
  /** Drains (hands every match over, or stores its last write) and stops. */
  close(): Promise<DrainReport>;
  /** Settles once the server has stopped, whoever stopped it (a signal, or `POST /drain`). */
  readonly closed: Promise<DrainReport>;
}

/** Creates the server and listens: what `boardhall serve` runs. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const app = await createServer({
    processMetrics: true,
    ...options.server,
    dataDir: options.dataDir ?? './data',
    logger: options.logger ?? true,
    ...(options.registry ? { registry: options.registry } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  const host = options.host ?? 'localhost';
  try {
    await app.listen({ port: options.port ?? 8080, host });
  } catch (error) {
    // Nothing may be left running (the bots' threads, the store, a cluster's Redis connections).
    await app.close();
    throw listenError(error, host, options.port ?? 8080);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  let stopping: Promise<DrainReport> | null = null;
  let admin: AdminServer | null = null;
  let markClosed: (report: DrainReport) => void = () => undefined;
  const closed = new Promise<DrainReport>((resolve) => {
    markClosed = resolve;
  });
  const close = (): Promise<DrainReport> => {
    stopping ??= (async () => {
      const report = await app.boardhall.drain();
      await app.close();
      markClosed(report);
      return report;
    })();
    return stopping;
  };
  if (options.admin) {
    const adminHost = options.admin.host ?? '127.0.0.1';
    try {
      admin = await startAdminServer(options.admin.port, adminHost, {
        metrics: () => app.boardhall.metrics(),
        drain: close,
      });
    } catch (error) {
      await app.close();
      throw listenError(error, adminHost, options.admin.port, '--admin-port');
    }
  }
  const stop = async (): Promise<DrainReport> => {
    const report = await close();
    await admin?.close();
    return report;
  };
  void closed.then(() => admin?.close());
  return { app, url: `http://${shownHost}:${port}`, port, adminUrl: admin?.url ?? null, close: stop, closed };
}

/** A failure to listen, as one sentence an operator can act on. */
function listenError(error: unknown, host: string, port: number, flag = '--port'): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return new BoardhallError(
      'port-in-use',
      `Port ${port} on ${host} is in use by another program; choose another with ${flag}.`,
    );
  }
  if (code === 'EACCES') {
    return new BoardhallError(
      'port-not-allowed',
      `This user may not listen on port ${port} of ${host}; choose a port above 1023.`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new BoardhallError('bad-host', `This machine has no address '${host}' to listen on; check --host.`);
  }
  return error;
}
