/**
 * Injects a chaos run's faults one at a time, each undone before the calm that follows it:
 * `kill -9` of a node (started again under its own id), `SIGSTOP` then `SIGCONT`, every PostgreSQL
 * backend of the run terminated, Redis killed and started again empty. Each is logged as it
 * happens.
 */
import type { ChaosCluster } from './chaos-cluster.ts';
import { describeFault, FAULT_KINDS, type Fault, type FaultKind, type FaultSchedule } from './faults.ts';
import type { NodeProcess } from './node-process.ts';
import { terminateBackends } from './processes.ts';

/** Time for the first matches to get going before the first fault. */
const WARM_UP_MS = 5_000;
/** Attempts at starting a killed node again before the run gives it up. */
const RESTART_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface InjectorContext {
  cluster: ChaosCluster;
  schedule: FaultSchedule;
  /** The database the nodes use, without the run's schema: where the terminations are asked for. */
  database: string;
  /** The nodes' application_name: every backend of the run, and no other. */
  applicationName: string;
  timeUp: () => boolean;
  log: (line: string) => void;
}

export class FaultInjector {
  readonly injected: Record<FaultKind, number> = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<
    FaultKind,
    number
  >;
  backendsTerminated = 0;
  /** Nodes that could not be started again after a kill (each a sentence). */
  readonly restartFailures: string[] = [];
  private count = 0;

  constructor(private readonly ctx: InjectorContext) {}

  /** Injects faults until the time is up; resolves once the last one has been undone. */
  async run(): Promise<void> {
    await this.calm(WARM_UP_MS);
    while (!this.ctx.timeUp()) {
      const fault = this.ctx.schedule.next();
      await this.inject(fault);
      await this.calm(fault.calmMs);
    }
  }

  /** Waits `ms`, or less when the time is up meanwhile. */
  private async calm(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until && !this.ctx.timeUp()) await sleep(Math.min(250, until - Date.now()));
  }

  private async inject(fault: Fault): Promise<void> {
    const { cluster, log } = this.ctx;
    const node = fault.node === null ? null : cluster.node(fault.node);
    const target = node ? `${node.nodeId} (pid ${node.child.pid})` : null;
    const label = `fault ${++this.count}: ${describeFault(fault, target)}`;
    if (node && !node.running) {
      log(`${label}: skipped, ${node.nodeId} is not running (it crashed and is being started again)`);
      return;
    }
    this.injected[fault.kind]++;
    log(label);
    switch (fault.kind) {
      case 'kill-9':
        return this.kill9(fault, node as NodeProcess);
      case 'sigstop':
        return this.freeze(fault, node as NodeProcess);
      case 'pg-terminate':
        return this.terminate(fault);
      case 'redis-restart':
        return this.restartRedis(fault);
    }
  }

  private async kill9(fault: Fault, node: NodeProcess): Promise<void> {
    const { log, cluster } = this.ctx;
    await node.kill9();
    await sleep(fault.holdMs);
    const startedAt = Date.now();
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS; attempt++) {
      try {
        const again = await cluster.restart(fault.node as number);
        log(`  ${again.nodeId} started again (pid ${again.child.pid}), listening after ${Date.now() - startedAt} ms`);
        return;
      } catch (error) {
        log(`  ${node.nodeId} did not start again (attempt ${attempt}): ${(error as Error).message.trim()}`);
        await sleep(1_000);
      }
    }
    this.restartFailures.push(`${node.nodeId} could not be started again after kill -9`);
  }

  private async freeze(fault: Fault, node: NodeProcess): Promise<void> {
    node.signal('SIGSTOP');
    await sleep(fault.holdMs);
    node.signal('SIGCONT');
    this.ctx.log(`  SIGCONT ${node.nodeId} after ${fault.holdMs} ms`);
  }

  private async terminate(fault: Fault): Promise<void> {
    const { log, database, applicationName } = this.ctx;
    for (let round = 1; round <= fault.repeats; round++) {
      try {
        const terminated = await terminateBackends(database, applicationName);
        this.backendsTerminated += terminated;
        log(`  pg_terminate_backend: ${terminated} backends of ${applicationName} terminated (round ${round})`);
      } catch (error) {
        log(`  pg_terminate_backend failed: ${(error as Error).message}`);
      }
      if (round < fault.repeats) await sleep(fault.holdMs);
    }
  }

  private async restartRedis(fault: Fault): Promise<void> {
    const { log, cluster } = this.ctx;
    await cluster.redis.kill();
    await sleep(fault.holdMs);
    await cluster.redis.restart();
    log(`  Redis started again after ${fault.holdMs} ms, empty`);
  }
}
