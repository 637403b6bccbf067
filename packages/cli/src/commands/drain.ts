import { BoardhallError } from '@boardhall/engine';
import type { CliIo } from '../io.ts';

export interface DrainOptions {
  /** The node's admin port, e.g. http://127.0.0.1:9464 (`serve --admin-port`). */
  admin: string;
  json: boolean;
  /** How long to wait for the node to finish (a drain of thousands of matches takes seconds). */
  timeoutMs: number;
}

interface DrainAnswer {
  drained: boolean;
  handedOver: number;
  connections: number;
  ms: number;
}

/**
 * Asks a running node, through its admin port, to drain: hand every match over (another node of
 * the cluster takes each at once; a lone server stores the last writes) and stop. What a
 * `SIGTERM` to the node's own process does, for when the process is out of reach (under npm, a
 * container runtime, another user).
 */
export async function drain(opts: DrainOptions, io: CliIo): Promise<DrainAnswer> {
  let url: URL;
  try {
    url = new URL('/drain', opts.admin);
  } catch {
    throw new BoardhallError(
      'bad-argument',
      `--admin takes the node's admin address, e.g. http://127.0.0.1:9464; got '${opts.admin}'.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(opts.timeoutMs) });
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${opts.timeoutMs / 1000} s`
        : String((error as Error).message ?? error);
    throw new BoardhallError('admin-unreachable', `The admin port at ${url.origin} could not drain the node: ${why}.`);
  }
  const body = (await response.json().catch(() => null)) as (DrainAnswer & { error?: { message: string } }) | null;
  if (!response.ok || !body?.drained) {
    throw new BoardhallError(
      'drain-failed',
      `The node at ${url.origin} refused to drain (${response.status}): ${body?.error?.message ?? 'no explanation'}.`,
    );
  }
  if (opts.json) io.out(`${JSON.stringify(body)}\n`);
  else {
    io.out(
      `Drained in ${body.ms} ms: ${body.handedOver} unfinished matches handed over, ${body.connections} connections told to reconnect; the node stops.\n`,
    );
  }
  return body;
}
