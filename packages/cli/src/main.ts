import { games } from '@boardhall/games';
import { runCli } from './cli.ts';
import { processIo } from './io.ts';

export function main(argv: readonly string[]): Promise<number> {
  return runCli(argv, games, processIo);
}
