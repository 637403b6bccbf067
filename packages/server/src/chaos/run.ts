/**
 * The chaos run (`npm run chaos`, issue #38): a cluster of `boardhall serve` nodes on a schema of
 * its own and a Redis of its own, `--matches` Four Humours matches kept going by scripted seats
 * and bots, and faults drawn from the seed for `--seconds`: `kill -9`, `SIGSTOP`/`SIGCONT`,
 * PostgreSQL backend terminations, Redis restarts. Then the faults stop, the matches still on get
 * a grace period to finish, and PostgreSQL is checked against what the players were told.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { quoteIdent } from '../storage/postgres-migrations.ts';
import { ChaosCluster } from './chaos-cluster.ts';
import { FaultSchedule } from './faults.ts';
import { FaultInjector } from './inject.ts';
import { MatchKeeper } from './match-keeper.ts';
import type { ChaosOptions } from './options.ts';
import { type ChaosResult, chaosResult, failed } from './report.ts';
import { checkStoredMatches, storedMatchIds } from './verify.ts';

/** Short, so that failovers happen within a fault; long enough for a starved node to renew. */
export const CHAOS_LEASE_MS = 3_000;
const PROGRESS_EVERY_MS = 15_000;
const CHECK_APPLICATION_NAME = 'boardhall-chaos-check';

async function withDatabase<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: CHECK_APPLICATION_NAME });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export class ChaosRun {
  /** The run's own names: the schema it plays in, and its nodes' application_name. */
  readonly schema: string;
  readonly applicationName: string;
  readonly logDir = mkdtempSync(join(tmpdir(), 'boardhall-chaos-'));
  private cluster: ChaosCluster | null = null;
  private keepers: MatchKeeper[] = [];
  private readonly startedAt = Date.now();
  private timeUpAt = Number.POSITIVE_INFINITY;
  private graceEndsAt = Number.POSITIVE_INFINITY;
  private matchNumbers = 0;

  constructor(
    private readonly opts: ChaosOptions,
    private readonly write: (line: string) => void,
  ) {
    const id = randomBytes(4).toString('hex');
    this.schema = `bh_chaos_${id}`;
    this.applicationName = `boardhall-chaos-${id}`;
  }

  /** A line of the run's log, with the time and the seconds since the start. */
  log = (line: string): void => {
    const elapsed = ((Date.now() - this.startedAt) / 1000).toFixed(1).padStart(6);
    this.write(`${new Date().toISOString()} +${elapsed}s  ${line}`);
  };

  private nodesDatabaseUrl(): string {
    const url = new URL(this.opts.database);
    url.searchParams.set('schema', this.schema);
    url.searchParams.set('application_name', this.applicationName);
    return url.toString();
  }

  async run(): Promise<ChaosResult> {
    try {
      return await this.play();
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  private async play(): Promise<ChaosResult> {
    const { opts, log } = this;
    try {
      await withDatabase(opts.database, (c) => c.query('SELECT 1'));
    } catch (error) {
      throw new Error(`PostgreSQL at ${opts.database} does not answer: ${(error as Error).message}`);
    }
    log(`seed ${opts.seed}; schema ${this.schema}; node logs in ${this.logDir}`);
    const cluster = await ChaosCluster.start({
      nodes: opts.nodes,
      databaseUrl: this.nodesDatabaseUrl(),
      leaseMs: CHAOS_LEASE_MS,
      logDir: this.logDir,
      log,
    });
    this.cluster = cluster;
    log(
      `${opts.nodes} nodes up (${cluster.processes.map((n) => `${n.nodeId} pid ${n.child.pid}`).join(', ')}); Redis on port ${cluster.redis.port}`,
    );

    this.timeUpAt = Date.now() + opts.seconds * 1000;
    const timeUp = () => Date.now() >= this.timeUpAt;
    const context = {
      seed: opts.seed,
      httpBases: () => cluster.httpBases(),
      wsBases: () => cluster.wsBases(),
      nodes: opts.nodes,
      timeUp,
      over: () => Date.now() >= this.graceEndsAt,
      nextMatchNumber: () => this.matchNumbers++,
      log,
    };
    this.keepers = Array.from({ length: opts.matches }, (_, table) => new MatchKeeper(table, context));
    const playing = Promise.all(this.keepers.map((k) => k.run()));
    const progress = setInterval(() => this.progress(), PROGRESS_EVERY_MS);
    const injector = new FaultInjector({
      cluster,
      schedule: new FaultSchedule(opts.seed, opts.nodes, CHAOS_LEASE_MS),
      database: opts.database,
      applicationName: this.applicationName,
      timeUp,
      log,
    });
    try {
      await injector.run();
      this.graceEndsAt = Date.now() + opts.graceSeconds * 1000;
      log(`time is up: no more faults, no new matches; the matches still on have ${opts.graceSeconds} s to finish`);
      await playing;
      log('every match ended (or the grace period ran out); stopping the nodes and checking PostgreSQL');
    } finally {
      clearInterval(progress);
      for (const k of this.keepers) k.stop();
      log(`nodes stopped: ${(await cluster.stop()).join(', ')}`);
    }
    return this.check(injector);
  }

  /** Stops everything at once (Ctrl-C): seats, nodes, Redis, and the schema. */
  async abort(): Promise<void> {
    this.timeUpAt = 0;
    this.graceEndsAt = 0;
    for (const k of this.keepers) k.stop();
    await this.cluster?.stop();
    await this.dropSchema().catch(() => undefined);
  }

  private async check(injector: FaultInjector): Promise<ChaosResult> {
    const matches = this.keepers.flatMap((k) => k.matches);
    const checks = await checkStoredMatches(
      this.opts.database,
      this.schema,
      matches.map((m) => ({ matchId: m.matchId, acks: m.clients.flatMap((c) => c.acks) })),
      CHECK_APPLICATION_NAME,
    );
    const known = new Set(matches.map((m) => m.matchId));
    const stored = await storedMatchIds(this.opts.database, this.schema, CHECK_APPLICATION_NAME);
    const cluster = this.cluster as ChaosCluster;
    const crashes = cluster.crashes.map(
      (c) => `crashed: ${c.nodeId} (pid ${c.pid}) exited with code ${c.code}, signal ${c.signal}; log ${c.logFile}`,
    );
    const result = chaosResult({
      seed: this.opts.seed,
      nodes: this.opts.nodes,
      seconds: this.opts.seconds,
      concurrentMatches: this.opts.matches,
      matches,
      checks,
      faults: injector.injected,
      backendsTerminated: injector.backendsTerminated,
      crashes: [...crashes, ...injector.restartFailures],
      unknownMatches: [...stored.keys()].filter((id) => !known.has(id)).length,
      logDir: this.logDir,
    });
    // A failed run keeps its schema: the histories are the evidence.
    if (failed(result)) this.log(`schema ${this.schema} kept for inspection (DROP SCHEMA ${this.schema} CASCADE)`);
    else await this.dropSchema();
    return result;
  }

  private dropSchema(): Promise<unknown> {
    return withDatabase(this.opts.database, (c) => c.query(`DROP SCHEMA IF EXISTS ${quoteIdent(this.schema)} CASCADE`));
  }

  private progress(): void {
    const matches = this.keepers.flatMap((k) => k.matches);
    const finished = matches.filter((m) => m.clients.length > 0 && m.clients.every((c) => c.finished)).length;
    const acks = matches.reduce((n, m) => n + m.clients.reduce((k, c) => k + c.acks.length, 0), 0);
    const cluster = this.cluster as ChaosCluster;
    const nodes = cluster.nodeIds.map((id, i) => (cluster.node(i).running ? id : `${id}(down)`)).join(' ');
    this.log(
      `progress: ${matches.length} matches set up, ${finished} finished, ${acks} actions acknowledged; nodes ${nodes}`,
    );
  }
}
