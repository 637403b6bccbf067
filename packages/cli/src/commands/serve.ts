import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameRegistry } from '@boardhall/engine';
import { startServer } from '@boardhall/server';
import type { CliIo } from '../io.ts';

export interface ServeOptions {
  port: number;
  host: string;
  dataDir: string;
  webRoot?: string;
  /** Worker threads for bots (default: the server's, one per core but one). */
  botThreads?: number;
}

/** The built web client of this checkout, when it has been built. */
export function defaultWebRoot(): string | undefined {
  const dist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  return existsSync(`${dist}/index.html`) ? dist : undefined;
}

/** Starts the server and keeps it running until the process is asked to stop. */
export async function serve(registry: GameRegistry, opts: ServeOptions, io: CliIo): Promise<void> {
  const webRoot = opts.webRoot ?? defaultWebRoot();
  const running = await startServer({
    port: opts.port,
    host: opts.host,
    dataDir: opts.dataDir,
    registry,
    ...(webRoot ? { webRoot } : {}),
    ...(opts.botThreads !== undefined ? { server: { botThreads: opts.botThreads } } : {}),
  });
  io.out(`Boardhall is running at ${running.url}/ (data in ${opts.dataDir})\n`);
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
