import { networkPrefix } from '../client-address.ts';
import { ServiceError } from '../errors.ts';
import type { ClientLimits } from '../limits.ts';
import { fairShareVictim, type OpenMatch } from './fair-share.ts';
import type { OpenMatchSource, OpenTally } from './room.ts';

export type { OpenMatch };

const MINUTE = 60_000;

/** A creation let in: the match to end first to make room for it, if the server is full. */
export interface Admission {
  readonly creator: string | null;
  /** The match created will be played by bots only. */
  readonly botsOnly: boolean;
  /** The id of a match that must be evicted before this one is created; null when there is room. */
  readonly evict: string | null;
}

/**
 * Who may create a match now: each address, and each network prefix, has a cap on its open
 * matches, and each address on its creations per minute, well below the server's cap on live
 * matches. When the server is full all the same (many networks together filled it), a creator
 * whose share holds fewer matches than the fullest is let in at the cost of one of that share's
 * matches nobody plays (`fair-share.ts`). A creation holds its place from the check until the
 * match exists (or fails), so concurrent requests cannot all slip past the same count.
 */
export class LobbyGuard {
  /** Creation times of the last minute, per address. */
  private readonly recent = new Map<string, number[]>();
  /** Creations admitted and not yet in the service's matches, per address and per network prefix. */
  private readonly pendingOfAddress = new Counts();
  private readonly pendingOfPrefix = new Counts();
  /** The same, of matches with bots only, per address. */
  private readonly pendingBotsOnly = new Counts();
  private pendingTotal = 0;
  /** Matches chosen to make room and not yet gone: no longer counted, and not chosen twice. */
  private readonly evicting = new Set<string>();

  constructor(
    private readonly limits: ClientLimits,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Admits one creation by `creator` (null: a caller inside the server, held only to the server's
   * cap, and never making room) of a match that bots only will play (`botsOnly`) or not, given
   * the matches open now, or throws the refusal. Call `release` with the admission once the match
   * exists or its creation failed.
   */
  admit(creator: string | null, open: OpenMatchSource, botsOnly = false): Admission {
    const t = this.now();
    const tally = open.tally(creator, this.evicting);
    const times = creator === null ? [] : (this.recent.get(creator) ?? []).filter((at) => at > t - MINUTE);
    if (creator !== null) {
      this.checkClient(creator, tally, times, t);
      if (botsOnly) this.checkBotsOnly(creator, tally);
    }
    let evict: string | null = null;
    if (tally.total + this.pendingTotal >= this.limits.maxLiveMatches) {
      const counted = open.list().filter((m) => !this.evicting.has(m.id));
      const pendingOf = (prefix: string) => this.pendingOfPrefix.get(prefix);
      evict = creator === null ? null : fairShareVictim(networkPrefix(creator), counted, pendingOf);
      if (evict === null) throw serverBusy();
      this.evicting.add(evict);
    }
    this.pendingTotal++;
    if (creator !== null) {
      this.recent.set(creator, [...times, t]);
      this.pendingOfAddress.add(creator, 1);
      this.pendingOfPrefix.add(networkPrefix(creator), 1);
      if (botsOnly) this.pendingBotsOnly.add(creator, 1);
    }
    return { creator, botsOnly, evict };
  }

  /**
   * Matches of bots only take bot time nobody waits for: an address may have only a few at once,
   * counting those whose players all left.
   */
  private checkBotsOnly(address: string, tally: OpenTally): void {
    const mine = tally.botsOnlyOfAddress + this.pendingBotsOnly.get(address);
    if (mine >= this.limits.botMatchesPerAddress) {
      throw new ServiceError(
        'too-many-bot-matches',
        `One address may have at most ${this.limits.botMatchesPerAddress} matches played by bots only at once; try again when one of them has ended.`,
        429,
        60,
      );
    }
  }

  private checkClient(address: string, tally: OpenTally, recentTimes: readonly number[], t: number): void {
    const ofAddress = tally.ofAddress + this.pendingOfAddress.get(address);
    if (ofAddress >= this.limits.openMatchesPerAddress) {
      throw new ServiceError(
        'too-many-open-matches',
        `One address may have at most ${this.limits.openMatchesPerAddress} matches waiting or playing at once.`,
        429,
        60,
      );
    }
    const prefix = networkPrefix(address);
    const ofPrefix = tally.ofPrefix + this.pendingOfPrefix.get(prefix);
    if (ofPrefix >= this.limits.openMatchesPerPrefix) {
      throw new ServiceError(
        'too-many-open-matches',
        `The addresses of one network (an IPv4 /24, an IPv6 /48) may have at most ${this.limits.openMatchesPerPrefix} matches waiting or playing at once.`,
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

  /**
   * Ends an admitted creation; one that failed (a bad request) does not count against the rate.
   * By now the match chosen to make room is gone, or stayed because a person began to play it.
   */
  release(admission: Admission, created: boolean): void {
    const { creator, botsOnly, evict } = admission;
    this.pendingTotal = Math.max(0, this.pendingTotal - 1);
    if (evict !== null) this.evicting.delete(evict);
    if (creator === null) return;
    if (!created) this.recent.get(creator)?.pop();
    this.pendingOfAddress.add(creator, -1);
    this.pendingOfPrefix.add(networkPrefix(creator), -1);
    if (botsOnly) this.pendingBotsOnly.add(creator, -1);
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

export function serverBusy(): ServiceError {
  return new ServiceError('server-busy', 'The server holds as many matches as it can; try again later.', 503, 60);
}

/** A count per key that forgets a key at zero. */
class Counts {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, n: number): void {
    const next = this.get(key) + n;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }
}
