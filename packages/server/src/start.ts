import { BoardhallError, type GameRegistry } from '@boardhall/engine';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type CreateServerOptions, createServer } from './server.ts';

export interface StartServerOptions {
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
  close(): Promise<void>;
}

/** Creates the server and listens: what `boardhall serve` runs. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const app = await createServer({
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
  return { app, url: `http://${shownHost}:${port}`, port, close: () => app.close() };
}

/** A failure to listen, as one sentence an operator can act on. */
function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return new BoardhallError(
      'port-in-use',
      `Port ${port} on ${host} is in use by another program; choose another with --port.`,
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
