import { games } from '@boardhall/games';
import { runCli } from './cli.ts';
import { processIo } from './io.ts';

// A reader that stops early (`boardhall replay … | head`) is not an error worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

export function main(argv: readonly string[]): Promise<number> {
  return runCli(argv, games, processIo);
}
