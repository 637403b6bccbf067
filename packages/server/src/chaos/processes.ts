/**
 * Real processes for the cluster tests and the chaos run (`npm run chaos`): a throwaway Redis (its
 * own port, so that it may be killed and started again), a throwaway PostgreSQL, and the
 * termination of a server's database backends, as a failover or an operator does.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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
      "The cluster tests and `npm run chaos` start a Redis of their own and need Debian's redis-server: run `node scripts/ensure-services.mjs` (npm test does), or `apt-get install redis-server`.",
    );
  }
}

export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
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

/** A Redis of the caller's own, keeping nothing on disk, that it may kill and start again. */
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
  terminateBackends(applicationName = 'boardhall'): Promise<number> {
    return terminateBackends(this.url('public'), applicationName);
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

/**
 * Terminates every backend of the database at `connectionString` whose `application_name` is
 * `applicationName` (`pg_terminate_backend`, what a failover or an operator does), from a
 * connection named otherwise so that it spares itself; returns how many were terminated.
 */
export async function terminateBackends(connectionString: string, applicationName: string): Promise<number> {
  const client = new pg.Client({ connectionString, application_name: `${applicationName}-killer` });
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
