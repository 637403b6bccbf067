/**
 * The faults of a chaos run, drawn from its seed: which kind, which node, how long, and the calm
 * after each. Drawn one at a time as the run goes, so that the same seed gives the same sequence
 * however many of them the run's time then holds.
 */
import { Rng } from '@boardhall/engine';

export const FAULT_KINDS = ['kill-9', 'sigstop', 'pg-terminate', 'redis-restart'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** The node it hits (its index among the cluster's nodes); null for PostgreSQL's and Redis's. */
  node: number | null;
  /**
   * kill-9: how long the node stays dead before it is started again; sigstop: how long it stays
   * frozen; redis-restart: how long Redis stays down; pg-terminate: the pause between terminations.
   */
  holdMs: number;
  /** pg-terminate: how many times in a row every backend of the run is terminated. */
  repeats: number;
  /** The calm after the fault has been undone, before the next one. */
  calmMs: number;
}

/**
 * Deals the kinds from a shuffled bag, refilled when empty: every kind comes once in every four
 * faults, so even a short run mixes them all, in an order the seed decides.
 */
export class FaultSchedule {
  private readonly rng: Rng;
  private bag: FaultKind[] = [];

  constructor(
    seed: string,
    private readonly nodes: number,
    /** The cluster's lease: a freeze is drawn from below it to well past it. */
    private readonly leaseMs: number,
  ) {
    this.rng = new Rng(`${seed}:faults`);
  }

  next(): Fault {
    if (this.bag.length === 0) this.bag = this.rng.shuffle([...FAULT_KINDS]);
    const kind = this.bag.pop() as FaultKind;
    const rng = this.rng;
    const calmMs = rng.intBetween(4_000, 9_000);
    switch (kind) {
      case 'kill-9':
        return { kind, node: rng.int(this.nodes), holdMs: rng.intBetween(500, 5_000), repeats: 1, calmMs };
      case 'sigstop':
        // Some freezes end before the lease lapses (nobody takes over: play just pauses), most
        // after (another node takes the matches over and the woken node's writes are fenced off).
        return {
          kind,
          node: rng.int(this.nodes),
          holdMs: rng.intBetween(Math.round(this.leaseMs / 2), this.leaseMs * 3),
          repeats: 1,
          calmMs,
        };
      case 'pg-terminate':
        return { kind, node: null, holdMs: rng.intBetween(200, 1_500), repeats: rng.intBetween(1, 4), calmMs };
      case 'redis-restart':
        return { kind, node: null, holdMs: rng.intBetween(500, 4_000), repeats: 1, calmMs };
    }
  }
}

/** What a fault does, for the run's log; `node` names the node it hits (its id and process). */
export function describeFault(fault: Fault, node: string | null): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  switch (fault.kind) {
    case 'kill-9':
      return `kill -9 of ${node}, started again ${s(fault.holdMs)} later`;
    case 'sigstop':
      return `SIGSTOP of ${node} for ${s(fault.holdMs)}, then SIGCONT`;
    case 'pg-terminate':
      return `pg_terminate_backend of every backend of the run, ${fault.repeats} time(s) ${s(fault.holdMs)} apart`;
    case 'redis-restart':
      return `Redis killed, down ${s(fault.holdMs)}, started again (empty)`;
  }
}
