/**
 * Long games on one node (docs/protocol.md "Clocks", docs/architecture.md): a clocked match
 * nobody is connected to and whose next deadline is far off is parked, unloaded from memory, and
 * loaded again from the store on its next request or shortly before its deadline, which the
 * store's indexed `next_deadline` finds. Alone, this node scans for the deadlines; in a cluster,
 * the cluster's own scan for matches nobody serves does (`dueIds`), so the node that takes the
 * lease is the one that fires the deadline. Also this server run's heartbeat, which bounds what
 * a restart charges a running clock.
 */
import type { MatchOwnership } from '../service/ownership.ts';
import type { MatchStore } from '../storage/types.ts';
import { type ClockKeeper, clockUpdate } from './clock-keeper.ts';
import type { LiveMatch } from './live-match.ts';
import type { LiveMatches } from './live-matches.ts';
import type { MatchWrites } from './match-writes.ts';
import type { ServiceLogger } from './types.ts';

export interface ParkingSettings {
  /** A match idle (no request, no connection) this long may be parked. */
  idleMs: number;
  /** Only a match whose next deadline is further than this is parked. */
  horizonMs: number;
  /** Matches whose deadline comes within this are loaded (kept below `horizonMs`). */
  lookaheadMs: number;
  /** How often idle matches are parked, and (alone) due ones loaded. */
  scanMs: number;
  /** How often this server run records that it is alive. */
  heartbeatMs: number;
}

export const DEFAULT_PARKING: ParkingSettings = {
  idleMs: 5 * 60_000,
  horizonMs: 10 * 60_000,
  lookaheadMs: 2 * 60_000,
  scanMs: 30_000,
  heartbeatMs: 500,
};

export interface ParkingOptions {
  readonly live: LiveMatches;
  readonly store: MatchStore;
  readonly writes: MatchWrites;
  readonly clocks: ClockKeeper;
  readonly ownership: MatchOwnership | null;
  readonly log: ServiceLogger;
  readonly life: string;
  readonly settings: ParkingSettings;
  /** Loads a match (which lets it carry on: its clocks resume, its deadline is set). */
  readonly adopt: (matchId: string) => Promise<void>;
}

/** Whether a match may be parked now: clocked, in play, idle, nobody connected, nothing due soon. */
export function parkable(live: LiveMatch, now: number, settings: ParkingSettings): boolean {
  const deadline = live.stored.nextDeadline ?? null;
  return (
    live.status === 'playing' &&
    Boolean(live.stored.clocks) &&
    deadline !== null &&
    deadline > now + settings.horizonMs &&
    live.connections === 0 &&
    live.thinking.size === 0 &&
    live.queue.size <= 1 &&
    !live.unconfirmed &&
    !live.needsReload &&
    !live.gone &&
    now - live.touchedAt >= settings.idleMs
  );
}

export class Parking {
  private timers: NodeJS.Timeout[] = [];
  private scanning = false;
  private lastBeatWarning = 0;

  constructor(private readonly o: ParkingOptions) {}

  /** The unfinished matches that should be in memory now: all but the parked ones. */
  async dueIds(now = Date.now()): Promise<string[]> {
    return this.o.store.dueMatchIds(now + this.o.settings.lookaheadMs, 1_000_000);
  }

  /** Starts the heartbeat, the parking of idle matches, and (alone) the loading of due ones. */
  start(): void {
    const { settings } = this.o;
    void this.beat();
    this.every(settings.heartbeatMs, () => this.beat());
    this.every(settings.scanMs, async () => {
      this.parkIdle();
      if (!this.o.ownership) await this.loadDue();
    });
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  private every(ms: number, task: () => Promise<void> | void): void {
    const timer = setInterval(() => {
      Promise.resolve(task()).catch((error: unknown) => this.o.log.error({ err: error }, 'parking task failed'));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async beat(): Promise<void> {
    try {
      await this.o.store.heartbeat(this.o.life, Date.now());
    } catch (error) {
      if (Date.now() - this.lastBeatWarning < 10_000) return;
      this.lastBeatWarning = Date.now();
      this.o.log.warn({ err: error }, 'heartbeat not stored (the database does not answer)');
    }
  }

  /** Parks every match that may be parked now. */
  parkIdle(now = Date.now()): void {
    for (const live of [...this.o.live.values()]) {
      if (!parkable(live, now, this.o.settings)) continue;
      live.queue
        .run(() => this.park(live))
        .catch((error: unknown) => this.o.log.error({ err: error, matchId: live.id }, 'match not parked'));
    }
  }

  /** Unloads one match, its clocks stored as parked. Runs in the match's queue. */
  private async park(live: LiveMatch): Promise<void> {
    if (!parkable(live, Date.now(), this.o.settings)) return;
    const clocks = await this.o.clocks.parked(live);
    await this.o.writes.persist(live, () =>
      this.o.store.updateMatch(live.id, clockUpdate(clocks), live.fence ?? undefined),
    );
    // Whatever arrived meanwhile (a connection) keeps it here; its clocks run on from the parked ones.
    live.stored.clocks = clocks;
    if (live.connections > 0 || live.queue.size > 1) {
      await this.o.clocks.resume(live);
      this.o.clocks.arm(live);
      return;
    }
    this.o.clocks.disarm(live);
    // Anything still holding this copy finds it gone and asks again, which loads it afresh.
    live.gone = true;
    this.o.live.drop(live.id);
    this.o.ownership?.released(live.id);
    this.o.log.debug?.({ matchId: live.id }, 'match parked');
  }

  /** Alone: loads the parked matches whose deadline comes within the lookahead. */
  async loadDue(): Promise<void> {
    if (this.scanning) return;
    this.scanning = true;
    try {
      for (const id of await this.dueIds()) {
        if (this.o.live.peek(id)) continue;
        await this.o
          .adopt(id)
          .catch((error: unknown) => this.o.log.error({ err: error, matchId: id }, 'due match not loaded'));
      }
    } finally {
      this.scanning = false;
    }
  }
}
