/**
 * Real processes for the cluster tests: a throwaway Redis (its own port, so a test may kill and
 * restart it), `boardhall serve` nodes, and a TCP proxy in front of PostgreSQL that a test can cut.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../../cli/bin/boardhall.mjs', import.meta.url));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function redisServerBinary(): string {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      "The cluster tests start their own Redis and need Debian's redis-server: run `node scripts/ensure-services.mjs` (npm test does), or `apt-get install redis-server`.",
    );
  }
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A Redis of the test's own, keeping nothing on disk, that the test may kill and start again. */
export class ThrowawayRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<ThrowawayRedis> {
    const redis = new ThrowawayRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn(redisServerBinary(), args, { stdio: 'ignore' });
    await waitUntil(`redis-server on port ${this.port}`, () => answers(this.port));
  }

  /** Dies at once, losing everything (it keeps nothing on disk). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** One `boardhall serve` node of the cluster, in its own process, logging JSON lines we keep. */
export class NodeProcess {
  readonly logs: string[] = [];
  private exited: Promise<void>;

  private constructor(
    readonly nodeId: string,
    readonly child: ChildProcess,
    readonly base: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  static start(nodeId: string, database: string, redisUrl: string, leaseMs: number): Promise<NodeProcess> {
    const args = [
      CLI,
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--database',
      database,
      '--redis',
      redisUrl,
      '--node-id',
      nodeId,
      '--lease-ms',
      String(leaseMs),
      '--bot-threads',
      '1',
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    return new Promise((resolve, reject) => {
      let out = '';
      let err = '';
      let node: NodeProcess | null = null;
      child.stderr?.on('data', (d: Buffer) => {
        err += d.toString();
      });
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const lines = out.split('\n');
        out = lines.pop() ?? '';
        for (const line of lines) {
          node?.logs.push(line);
          const m = /Boardhall is running at (http:\/\/[^/\s]+)\//.exec(line);
          if (m && !node) {
            node = new NodeProcess(nodeId, child, m[1] as string);
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

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGCONT');
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(killer);
  }
}

/**
 * A TCP proxy in front of PostgreSQL: the nodes connect through it, and `cut` drops every
 * connection and refuses new ones until `restore`, as a network cut would.
 */
export class CuttableProxy {
  private readonly pairs = new Set<Socket>();
  /** Client sockets and their upstreams, for holding back what the clients send. */
  private readonly links = new Map<Socket, Socket>();
  private refusing = false;
  private holding = false;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetPort: number): Promise<CuttableProxy> {
    const port = await freePort();
    let proxy: CuttableProxy | null = null;
    const server = createServer((client) => {
      const p = proxy as CuttableProxy;
      if (p.refusing) {
        client.destroy();
        return;
      }
      const upstream = tcpConnect({ host: '127.0.0.1', port: targetPort });
      for (const s of [client, upstream]) {
        p.pairs.add(s);
        s.on('close', () => p.pairs.delete(s));
        s.on('error', () => undefined);
      }
      if (!p.holding) client.pipe(upstream);
      else client.pause();
      upstream.pipe(client);
      p.links.set(client, upstream);
      client.on('close', () => {
        p.links.delete(client);
        upstream.destroy();
      });
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    proxy = new CuttableProxy(server, port);
    return proxy;
  }

  cut(): void {
    this.refusing = true;
    for (const s of this.pairs) s.destroy();
    this.pairs.clear();
  }

  restore(): void {
    this.refusing = false;
  }

  /**
   * Holds back whatever the clients send from now on (nothing reaches the database, nothing is
   * lost): a request sent meanwhile waits in the proxy until `release`.
   */
  hold(): void {
    this.holding = true;
    for (const [client, upstream] of this.links) {
      client.unpipe(upstream);
      client.pause();
    }
  }

  release(): void {
    this.holding = false;
    for (const [client, upstream] of this.links) {
      client.pipe(upstream);
      client.resume();
    }
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
