import { runCli } from './cli.ts';
import { games } from './games.ts';
import { processIo } from './io.ts';

export function main(argv: readonly string[]): Promise<number> {
  return runCli(argv, games, processIo);
}
