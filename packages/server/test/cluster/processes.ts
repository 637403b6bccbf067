/**
 * Real processes for the cluster tests: a throwaway Redis (its own port, so a test may kill and
 * restart it), `boardhall serve` nodes, and a TCP proxy in front of PostgreSQL that a test can cut.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

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

/** The newest installed PostgreSQL's bin folder (Debian's layout), e.g. /usr/lib/postgresql/15/bin. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "These tests start a PostgreSQL of their own and need Debian's postgresql package: run `node scripts/ensure-services.mjs` (npm test does), or `apt-get install postgresql`.",
    );
  }
  return join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL of the test's own (initdb in a temporary folder, trust logins, its own port), so a
 * test may restart it or terminate its backends without disturbing the other test files. As root
 * it runs as Debian's `postgres` user, since PostgreSQL refuses to run as root.
 */
export class ThrowawayPostgres {
  private readonly bin = postgresBin();
  private readonly data: string;

  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.data = join(dir, 'data');
  }

  static async start(): Promise<ThrowawayPostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'boardhall-test-pg-'));
    chmodSync(dir, 0o777);
    const db = new ThrowawayPostgres(dir, await freePort());
    db.run('initdb', ['-D', db.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions', '--no-sync']);
    await db.startServer();
    return db;
  }

  /** `postgres://…` for a schema of a database of this server (default `postgres`). */
  url(schema: string, database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}?schema=${schema}`;
  }

  /** Creates another database on this server. */
  async createDatabase(name: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.url('public'), application_name: 'boardhall-test-admin' });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
  }

  /**
   * Terminates every backend serving `applicationName` (what a failover or an operator does);
   * returns how many were terminated.
   */
  async terminateBackends(applicationName = 'boardhall'): Promise<number> {
    const client = new pg.Client({ connectionString: this.url('public'), application_name: 'boardhall-test-killer' });
    await client.connect();
    try {
      const result = await client.query<{ terminated: boolean }>(
        'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
      return result.rows.filter((r) => r.terminated).length;
    } finally {
      await client.end();
    }
  }

  /** Stops the server at once (`-m fast`: every backend terminated, as a restart does). */
  stop(): void {
    this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  async startServer(): Promise<void> {
    const options = `-c listen_addresses=127.0.0.1 -c port=${this.port} -c unix_socket_directories=${this.dir} -c fsync=off`;
    this.run('pg_ctl', ['-D', this.data, '-l', join(this.dir, 'postgres.log'), '-o', options, '-w', 'start']);
    await waitUntil(`PostgreSQL on port ${this.port}`, () => answers(this.port));
  }

  /** Stops and starts the server again, as an operator's restart does. */
  async restart(): Promise<void> {
    this.stop();
    await this.startServer();
  }

  /** Stops the server and removes its files. */
  destroy(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const command = join(this.bin, tool);
    const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  }
}

/** One `boardhall serve` node of the cluster, in its own process, logging JSON lines we keep. */
export class NodeProcess {
  readonly logs: string[] = [];
  private exited: Promise<void>;
  /** The test asked the node to end (a signal that ends it, or `stop`): its exit is no crash. */
  private endAsked = false;
  /** The node's admin port, when it was started with `--admin-port`. */
  adminUrl: string | null = null;
  /** Resolves with the exit code (null after a signal). */
  readonly exit: Promise<number | null>;

  private constructor(
    readonly nodeId: string,
    readonly child: ChildProcess,
    readonly base: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /**
   * A node of a cluster on `redisUrl`, or with `redisUrl` null a single server on `database`;
   * `extra` flags go last (e.g. `--cluster <name>`).
   */
  static start(
    nodeId: string,
    database: string,
    redisUrl: string | null,
    leaseMs: number,
    extra: readonly string[] = [],
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
    return new Promise((resolve, reject) => {
      let out = '';
      let err = '';
      let node: NodeProcess | null = null;
      child.stderr?.on('data', (d: Buffer) => {
        err += d.toString();
        // What a node prints to stderr (a crash's stack trace) is kept with its log lines.
        node?.logs.push(...d.toString().trimEnd().split('\n'));
      });
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const lines = out.split('\n');
        out = lines.pop() ?? '';
        for (const line of lines) {
          node?.logs.push(line);
          const admin = /^Admin port \(metrics, drain\): (http:\/\/[^/\s]+)\//.exec(line);
          if (admin && node) node.adminUrl = admin[1] as string;
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

  /** The test expects the node to stop by itself (it was drained through its admin port). */
  expectExit(): void {
    this.endAsked = true;
  }

  /** The node exited without the test asking it to: it crashed. */
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
