import { ServiceError } from '../errors.ts';
import type { ClientLimits } from '../limits.ts';

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
   * Admits one creation by `address`, given its open matches and the server's live matches now,
   * or throws the refusal; `perAddress: false` checks only the server's cap. Call `release` once
   * the match exists or its creation failed.
   */
  admit(address: string, openOfAddress: number, liveTotal: number, perAddress = true): void {
    const t = this.now();
    const times = (this.recent.get(address) ?? []).filter((at) => at > t - MINUTE);
    if (perAddress) this.checkAddress(address, openOfAddress, times, t);
    if (liveTotal + this.pendingTotal >= this.limits.maxLiveMatches) {
      throw new ServiceError('server-busy', 'The server holds as many matches as it can; try again later.', 503, 60);
    }
    if (perAddress) this.recent.set(address, [...times, t]);
    this.pending.set(address, (this.pending.get(address) ?? 0) + 1);
    this.pendingTotal++;
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
  release(address: string, created: boolean): void {
    if (!created) this.recent.get(address)?.pop();
    const n = (this.pending.get(address) ?? 0) - 1;
    if (n > 0) this.pending.set(address, n);
    else this.pending.delete(address);
    this.pendingTotal = Math.max(0, this.pendingTotal - 1);
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
