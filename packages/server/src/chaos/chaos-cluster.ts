/**
 * The cluster a chaos run plays on and hurts: a Redis of its own (so that it can be restarted),
 * `boardhall serve` nodes n1…nN on a fresh schema, each incarnation's log in a file of its own,
 * and a watch on every node process, so that one that exits by itself is counted as a crash at
 * once (and started again, so that the run goes on).
 */
import { join } from 'node:path';
import { NodeProcess } from './node-process.ts';
import { ThrowawayRedis } from './processes.ts';

/** A node process that exited without the run ending it. */
export interface Crash {
  nodeId: string;
  pid: number | undefined;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Its log file: the last lines say why. */
  logFile: string;
}

export interface ChaosClusterOptions {
  nodes: number;
  /** The nodes' `--database`: the run's schema and application_name in it. */
  databaseUrl: string;
  leaseMs: number;
  /** Where every node incarnation writes its JSON log lines (`n2.3.log`: n2's third process). */
  logDir: string;
  /** The run's log (stderr). */
  log: (line: string) => void;
}

/** How long after a crash the node is started again. */
const RESTART_AFTER_CRASH_MS = 2_000;

export class ChaosCluster {
  /** The current process of each node, n1 first. */
  private readonly current: NodeProcess[] = [];
  /** Every process any node ever ran, the replaced ones included. */
  readonly processes: NodeProcess[] = [];
  readonly crashes: Crash[] = [];
  private readonly incarnations = new Map<string, number>();
  private ending = false;

  private constructor(
    private readonly options: ChaosClusterOptions,
    readonly redis: ThrowawayRedis,
  ) {}

  static async start(options: ChaosClusterOptions): Promise<ChaosCluster> {
    const cluster = new ChaosCluster(options, await ThrowawayRedis.start());
    try {
      // One first, so that the schema's migrations are not raced by every node at its start.
      cluster.current.push(await cluster.launch('n1'));
      const rest = Array.from({ length: options.nodes - 1 }, (_, i) => cluster.launch(`n${i + 2}`));
      cluster.current.push(...(await Promise.all(rest)));
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get nodeIds(): string[] {
    return this.current.map((n) => n.nodeId);
  }

  node(index: number): NodeProcess {
    return this.current[index] as NodeProcess;
  }

  /** Where clients reach the nodes now (a node started again listens on a new port). */
  wsBases(): string[] {
    return this.current.map((n) => n.ws);
  }

  /** The nodes' HTTP bases, those of running nodes first (a dead node's base refuses). */
  httpBases(): string[] {
    return this.current.filter((n) => n.running).map((n) => n.base);
  }

  /** Starts node `index` again under its own id, as an operator does after a crash. */
  async restart(index: number): Promise<NodeProcess> {
    const old = this.node(index);
    const node = await this.launch(old.nodeId);
    this.current[index] = node;
    return node;
  }

  /**
   * Ends every node (SIGCONT first: one may be frozen) and Redis; no exit after this is a crash.
   * Returns how the nodes that were running ended (a drained node exits with 0).
   */
  async stop(): Promise<string[]> {
    this.ending = true;
    const running = this.processes.filter((n) => n.running);
    await Promise.allSettled(this.processes.map((n) => n.stop()));
    await this.redis.kill();
    return running.map((n) => `${n.nodeId} exit code ${n.child.exitCode ?? `none (${n.child.signalCode})`}`);
  }

  private async launch(nodeId: string): Promise<NodeProcess> {
    const incarnation = (this.incarnations.get(nodeId) ?? 0) + 1;
    this.incarnations.set(nodeId, incarnation);
    const logFile = join(this.options.logDir, `${nodeId}.${incarnation}.log`);
    const { databaseUrl, leaseMs } = this.options;
    const node = await NodeProcess.start(nodeId, databaseUrl, this.redis.url, leaseMs, [], logFile);
    this.processes.push(node);
    node.child.once('exit', (code, signal) => {
      if (!node.crashed) return;
      this.crashes.push({ nodeId, pid: node.child.pid, code, signal, logFile });
      this.options.log(
        `node ${nodeId} (pid ${node.child.pid}) CRASHED: exit code ${code}, signal ${signal}; see ${logFile}`,
      );
      setTimeout(() => this.replaceCrashed(node), RESTART_AFTER_CRASH_MS);
    });
    return node;
  }

  private async replaceCrashed(node: NodeProcess): Promise<void> {
    const index = this.current.indexOf(node);
    if (this.ending || index < 0) return;
    try {
      const again = await this.restart(index);
      this.options.log(`node ${again.nodeId} started again after its crash (pid ${again.child.pid})`);
    } catch (error) {
      this.options.log(`node ${node.nodeId} could not be started again: ${(error as Error).message}`);
    }
  }
}
