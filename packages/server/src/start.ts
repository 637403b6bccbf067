import type { GameRegistry } from '@boardhall/engine';
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
  await app.listen({ port: options.port ?? 8080, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { app, url: `http://${shownHost}:${port}`, port, close: () => app.close() };
}
