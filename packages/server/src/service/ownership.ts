/**
 * Cluster mode: which matches this node may serve (cluster/cluster.ts implements it). A single
 * node has none: every match is its own.
 */
export interface MatchOwnership {
  /**
   * Takes a stored match over before it is loaded: its lease, then its fencing token, raised in
   * the store. Throws a retryable ServiceError when another node holds it.
   */
  claim(matchId: string): Promise<number>;
  /** Takes the lease of a match about to be created here (its fence starts at 1). */
  claimNew(matchId: string): Promise<void>;
  /** The match left memory here (swept once over, or it failed to load): its lease is given back. */
  released(matchId: string): void;
  /** Another node took the match over (the store refused a write under this node's fence). */
  lost(matchId: string): void;
  /**
   * A drain: the match, whose last write is stored and which this node will not touch again,
   * goes to another node at once (its lease given back, a live node asked to take it).
   */
  handOver(matchId: string): Promise<void>;
}

/** The fence a newly created match starts with, held by the node that created it. */
export const FIRST_FENCE = 1;
