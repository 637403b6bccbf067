/**
 * `boardhall serve` in a process of its own, for the cluster tests and the chaos run: started on a
 * free port, its JSON log lines kept (and written to a file when asked), and told apart when it
 * exits by itself (a crash) from when its caller ended it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../../cli/bin/boardhall.mjs', import.meta.url));

/** One `boardhall serve` node of the cluster, in its own process, logging JSON lines we keep. */
export class NodeProcess {
  private exited: Promise<void>;
  /** The caller asked the node to end (a signal that ends it, or `stop`): its exit is no crash. */
  private endAsked = false;
  /** The node's admin port, when it was started with `--admin-port`. */
  adminUrl: string | null = null;
  /** Resolves with the exit code (null after a signal). */
  readonly exit: Promise<number | null>;

  private constructor(
    readonly nodeId: string,
    readonly child: ChildProcess,
    readonly base: string,
    /** Every line it printed, from its start: its pino JSON lines, and what it wrote to stderr. */
    readonly logs: string[],
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /**
   * A node of a cluster on `redisUrl`, or with `redisUrl` null a single server on `database`;
   * `extra` flags go last (e.g. `--cluster <name>`). With `logFile`, every line the node prints
   * is appended to that file as well, so that it can be read after the run.
   */
  static start(
    nodeId: string,
    database: string,
    redisUrl: string | null,
    leaseMs: number,
    extra: readonly string[] = [],
    logFile?: string,
  ): Promise<NodeProcess> {
    const cluster = redisUrl === null ? [] : ['--redis', redisUrl, '--node-id', nodeId, '--lease-ms', String(leaseMs)];
    const args = [
      CLI,
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--database',
      database,
      ...cluster,
      '--bot-threads',
      '1',
      ...extra,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const logs: string[] = [];
    const file = logFile === undefined ? null : createWriteStream(logFile, { flags: 'a' });
    const keep = (lines: string[]) => {
      logs.push(...lines);
      file?.write(lines.map((line) => `${line}\n`).join(''));
    };
    // 'close', not 'exit': the last lines may still be on their way through the pipes at exit.
    child.once('close', () => file?.end());
    file?.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      let out = '';
      let err = '';
      let node: NodeProcess | null = null;
      child.stderr?.on('data', (d: Buffer) => {
        err += d.toString();
        // What a node prints to stderr (a crash's stack trace) is kept with its log lines.
        keep(d.toString().trimEnd().split('\n'));
      });
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const lines = out.split('\n');
        out = lines.pop() ?? '';
        keep(lines);
        for (const line of lines) {
          const admin = /^Admin port \(metrics, drain\): (http:\/\/[^/\s]+)\//.exec(line);
          if (admin && node) node.adminUrl = admin[1] as string;
          const m = /Boardhall is running at (http:\/\/[^/\s]+)\//.exec(line);
          if (m && !node) {
            node = new NodeProcess(nodeId, child, m[1] as string, logs);
            resolve(node);
          }
        }
      });
      child.once('exit', (code) => {
        if (!node) reject(new Error(`node ${nodeId} exited (${code}) before listening: ${err}`));
      });
    });
  }

  get ws(): string {
    return this.base.replace(/^http/, 'ws');
  }

  /** The log lines (pino JSON) whose `msg` is `message`. */
  logged(message: string): Record<string, unknown>[] {
    return this.logs.flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === message ? [entry] : [];
      } catch {
        return [];
      }
    });
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The caller expects the node to stop by itself (it was drained through its admin port). */
  expectExit(): void {
    this.endAsked = true;
  }

  /** The node exited without its caller asking it to: it crashed. */
  get crashed(): boolean {
    return !this.running && !this.endAsked;
  }

  signal(signal: NodeJS.Signals): void {
    if (signal === 'SIGKILL' || signal === 'SIGTERM' || signal === 'SIGINT') this.endAsked = true;
    this.child.kill(signal);
  }

  async kill9(): Promise<void> {
    if (!this.running) return;
    this.endAsked = true;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.endAsked = true;
    this.child.kill('SIGCONT');
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(killer);
  }
}

/** Runs `boardhall serve` with these flags expecting it to refuse to start: its exit code and output. */
export function serveRefused(
  args: readonly string[],
  timeoutMs = 30_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, 'serve', '--host', '127.0.0.1', '--bot-threads', '1', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
