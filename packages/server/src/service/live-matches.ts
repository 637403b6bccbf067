/** The matches held in memory, loaded from the store on demand. */
import { BoardhallError, type GameRegistry } from '@boardhall/engine';
import { notFound, ServiceError } from '../errors.ts';
import { NO_METRICS, type ServerMetrics } from '../metrics/metrics.ts';
import { StorageError } from '../storage/errors.ts';
import type { MatchStore } from '../storage/types.ts';
import { LiveMatch } from './live-match.ts';
import type { MatchOwnership } from './ownership.ts';
import { RebuildError, rebuildFromHistory } from './rebuild.ts';
import { storageUnavailable } from './refusals.ts';
import type { ServiceLogger } from './types.ts';

export class LiveMatches {
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch>>();
  /** Matches whose history cannot be replayed, with the reason (kept out of play, not deleted). */
  private readonly broken = new Map<string, string>();

  constructor(
    private readonly registry: GameRegistry,
    private readonly store: MatchStore,
    private readonly log: ServiceLogger,
    private readonly ownership: MatchOwnership | null = null,
    /**
     * Lets a match just read from the store carry on (seat timers, bots), whatever asked for it:
     * in a cluster, a socket that arrives first may take a dead node's match over.
     */
    private readonly carryOn: (live: LiveMatch) => void = () => undefined,
    private readonly metrics: ServerMetrics = NO_METRICS,
  ) {}

  /** A match in memory, loading (rebuilding) it from the store when it is not. */
  async get(matchId: string): Promise<LiveMatch> {
    const live = this.live.get(matchId);
    if (live) {
      live.touchedAt = Date.now();
      return live;
    }
    const broken = this.broken.get(matchId);
    if (broken !== undefined) {
      throw new ServiceError('match-unavailable', `This match cannot be played on: ${broken}`, 503);
    }
    let loading = this.loading.get(matchId);
    if (!loading) {
      loading = this.load(matchId).finally(() => this.loading.delete(matchId));
      this.loading.set(matchId, loading);
    }
    return loading;
  }

  /** A match if it is in memory now. */
  peek(matchId: string): LiveMatch | undefined {
    return this.live.get(matchId);
  }

  add(live: LiveMatch): void {
    this.live.set(live.id, live);
  }

  /** Takes a match out of play for good (until a restart), with the reason given to anyone asking. */
  markBroken(matchId: string, reason: string): void {
    this.live.delete(matchId);
    this.broken.set(matchId, reason);
    this.ownership?.released(matchId);
  }

  /** Forgets a match another node now serves (cluster mode); it is not broken, just elsewhere. */
  drop(matchId: string): LiveMatch | undefined {
    const live = this.live.get(matchId);
    if (this.live.delete(matchId)) this.metrics.unloaded();
    return live;
  }

  values(): IterableIterator<LiveMatch> {
    return this.live.values();
  }

  /** Forgets finished or expired matches nobody has looked at for `lingerMs` (they reload on demand). */
  sweep(lingerMs: number): void {
    const cutoff = Date.now() - lingerMs;
    for (const [id, live] of this.live) {
      const over = live.status === 'finished' || live.status === 'expired';
      if (over && live.connections === 0 && live.queue.size === 0 && live.touchedAt < cutoff) {
        this.live.delete(id);
        this.ownership?.released(id);
        this.metrics.unloaded();
      }
    }
  }

  private async load(matchId: string): Promise<LiveMatch> {
    const stored = await this.store.getMatch(matchId).catch((error: unknown) => {
      throw error instanceof StorageError && error.code === 'storage-unavailable' ? storageUnavailable() : error;
    });
    if (!stored) throw notFound('match', matchId);
    const def = this.registry.get(stored.game);
    if (!def) {
      const reason = `its game '${stored.game}' is not installed on this server.`;
      this.broken.set(matchId, reason);
      throw new ServiceError('match-unavailable', `This match cannot be played on: ${reason}`, 503);
    }
    // Cluster mode: the match is taken over before its history is read, so no write of the node
    // that held it before can land after the read.
    const fence = this.ownership ? await this.claimFor(matchId) : null;
    try {
      const rows = await this.store.loadActions(matchId);
      const live = new LiveMatch(def, stored, rebuildFromHistory(def, stored, rows), fence);
      live.refreshUndoable(this.log);
      this.live.set(matchId, live);
      this.carryOn(live);
      return live;
    } catch (error) {
      this.ownership?.released(matchId);
      if (!(error instanceof RebuildError) && !(error instanceof BoardhallError)) throw error;
      if (error instanceof StorageError && error.code === 'storage-unavailable') throw storageUnavailable();
      this.broken.set(matchId, error.message);
      throw new ServiceError('match-unavailable', `This match cannot be played on: ${error.message}`, 503);
    }
  }

  private async claimFor(matchId: string): Promise<number> {
    const ownership = this.ownership as MatchOwnership;
    try {
      return await ownership.claim(matchId);
    } catch (error) {
      if (error instanceof StorageError) {
        ownership.released(matchId);
        throw error.code === 'storage-unavailable' ? storageUnavailable() : error;
      }
      throw error;
    }
  }
}
