import { SingleBar } from 'cli-progress';
import type { CliIo } from './io.ts';

/** A progress bar on a terminal; silent otherwise (pipes, --json, tests). */
export interface Progress {
  tick(done: number): void;
  stop(): void;
}

export function startProgress(io: CliIo, total: number, label: string, enabled: boolean): Progress {
  if (!enabled || !io.isTTY || total < 2) return { tick: () => {}, stop: () => {} };
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} | ETA {eta}s`,
    hideCursor: true,
    stream: process.stderr,
  });
  bar.start(total, 0);
  return { tick: (done) => bar.update(done), stop: () => bar.stop() };
}
