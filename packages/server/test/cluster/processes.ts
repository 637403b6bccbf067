/**
 * Real processes for the cluster tests. Redis, PostgreSQL and `boardhall serve` nodes are the
 * chaos run's tools too (`src/chaos/`); the TCP proxy in front of PostgreSQL that a test can cut
 * or hold is the tests' own.
 */
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { freePort } from '../../src/chaos/processes.ts';

export { NodeProcess, serveRefused } from '../../src/chaos/node-process.ts';
export { freePort, ThrowawayPostgres, ThrowawayRedis } from '../../src/chaos/processes.ts';

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
