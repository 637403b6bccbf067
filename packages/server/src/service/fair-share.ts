/**
 * Fair shares of a full server (issue #38, item 6). The caps per address and per network keep any
 * one client or network far below the server's cap, but many networks together can still fill it.
 * Then a creator whose share holds fewer open matches than another's is let in, and the fullest
 * such share gives up its oldest match that nobody plays: one still waiting for players, or one
 * played by bots only. A match a person plays is never taken; only when no share holding more
 * matches than the creator's has one to give is the server busy.
 */
import { networkPrefix } from '../client-address.ts';

/** What the lobby needs to know of a match waiting or playing. */
export interface OpenMatch {
  readonly id: string;
  /** The creator's address (`clientAddress`), or null: created inside the server, or before creators were stored. */
  readonly creator: string | null;
  readonly createdAt: number;
  /** Nobody plays it: still waiting for its players, or played by bots only (bots, substitutes). */
  readonly evictable: boolean;
  /** Playing, with bots only: it takes bot time, and nobody waits for its moves. */
  readonly botsOnly: boolean;
}

interface Share {
  count: number;
  /** Its oldest match that nobody plays, the one it gives up first. */
  oldestEvictable: OpenMatch | null;
}

/**
 * The match to end so that a creation from the network `prefix` fits on a full server, or null
 * when none may go. A share is a network prefix (an IPv4 /24, an IPv6 /48: one attacker easily
 * holds many addresses of one network). Only shares holding more open matches (and creations
 * under way) than the creator's give one up, so making room never just swaps two shares' places;
 * the fullest gives first, and of equally full shares the one whose candidate is oldest. Matches
 * with no creator belong to no share and are never taken.
 *
 * Extension point, for when clients can sign in: a signed-in creator's matches should count
 * against the account instead, as a share of its own (say `account:<id>`, with an allowance of
 * its own checked in `LobbyGuard.admit` beside the address's), so that an account on a crowded
 * network (a campus, a carrier's NAT) keeps its place whatever its neighbours create. The
 * creator passed to `admit` and stored with a match would then have to say which it is.
 */
export function fairShareVictim(
  prefix: string,
  open: readonly OpenMatch[],
  pendingOf: (prefix: string) => number,
): string | null {
  const shares = new Map<string, Share>();
  for (const m of open) {
    if (m.creator === null) continue;
    const key = networkPrefix(m.creator);
    let entry = shares.get(key);
    if (!entry) {
      entry = { count: pendingOf(key), oldestEvictable: null };
      shares.set(key, entry);
    }
    entry.count++;
    if (m.evictable && (entry.oldestEvictable === null || m.createdAt < entry.oldestEvictable.createdAt)) {
      entry.oldestEvictable = m;
    }
  }
  const mine = shares.get(prefix)?.count ?? pendingOf(prefix);
  let giver: Share | null = null;
  for (const entry of shares.values()) {
    const candidate = entry.oldestEvictable;
    if (entry.count <= mine || candidate === null) continue;
    const better =
      giver === null ||
      entry.count > giver.count ||
      (entry.count === giver.count && candidate.createdAt < (giver.oldestEvictable as OpenMatch).createdAt);
    if (better) giver = entry;
  }
  return giver?.oldestEvictable?.id ?? null;
}
