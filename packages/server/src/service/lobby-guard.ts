import { ServiceError } from '../errors.ts';
import type { ClientLimits } from '../limits.ts';
import type { StoredMatch } from '../storage/types.ts';

const MINUTE = 60_000;

/**
 * Who may create a match now: each address has a cap on its open matches and on its creations
 * per minute, well below the server's cap on live matches, so no single address can fill the
 * server. A creation holds its place from the check until the match exists (or fails), so
 * concurrent requests cannot all slip past the same count.
 */
export class LobbyGuard {
  /** Creation times of the last minute, per address. */
  private readonly recent = new Map<string, number[]>();
  /** Creations admitted and not yet in the service's matches, per address. */
  private readonly pending = new Map<string, number>();
  private pendingTotal = 0;

  constructor(
    private readonly limits: ClientLimits,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Admits one creation by `creator` (null: a caller inside the server, held only to the server's
   * cap), given the matches open now, or throws the refusal. Call `release` once the match exists
   * or its creation failed.
   */
  admit(creator: string | null, open: readonly Pick<StoredMatch, 'creator'>[]): void {
    const t = this.now();
    const times = creator === null ? [] : (this.recent.get(creator) ?? []).filter((at) => at > t - MINUTE);
    if (creator !== null) {
      const mine = open.filter((m) => m.creator === creator).length;
      this.checkAddress(creator, mine, times, t);
    }
    if (open.length + this.pendingTotal >= this.limits.maxLiveMatches) {
      throw new ServiceError('server-busy', 'The server holds as many matches as it can; try again later.', 503, 60);
    }
    this.pendingTotal++;
    if (creator === null) return;
    this.recent.set(creator, [...times, t]);
    this.pending.set(creator, (this.pending.get(creator) ?? 0) + 1);
  }

  private checkAddress(address: string, openOfAddress: number, recentTimes: readonly number[], t: number): void {
    if (openOfAddress + (this.pending.get(address) ?? 0) >= this.limits.openMatchesPerAddress) {
      throw new ServiceError(
        'too-many-open-matches',
        `One address may have at most ${this.limits.openMatchesPerAddress} matches waiting or playing at once.`,
        429,
        60,
      );
    }
    if (recentTimes.length >= this.limits.createsPerMinute) {
      const oldest = recentTimes[0] ?? t;
      throw new ServiceError(
        'creating-too-fast',
        `One address may create at most ${this.limits.createsPerMinute} matches a minute.`,
        429,
        Math.max(1, Math.ceil((oldest + MINUTE - t) / 1000)),
      );
    }
  }

  /** Ends an admitted creation; one that failed (a bad request) does not count against the rate. */
  release(creator: string | null, created: boolean): void {
    this.pendingTotal = Math.max(0, this.pendingTotal - 1);
    if (creator === null) return;
    if (!created) this.recent.get(creator)?.pop();
    const n = (this.pending.get(creator) ?? 0) - 1;
    if (n > 0) this.pending.set(creator, n);
    else this.pending.delete(creator);
  }

  /** Forgets creation times older than a minute, so the map holds only recent creators. */
  prune(): void {
    const cutoff = this.now() - MINUTE;
    for (const [address, times] of this.recent) {
      const kept = times.filter((at) => at > cutoff);
      if (kept.length > 0) this.recent.set(address, kept);
      else this.recent.delete(address);
    }
  }
}
