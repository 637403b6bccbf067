/**
 * Checks an online match's shuffle once it is over: the seed the server revealed must hash to
 * the commitment it published before the first move, and the match's replay must rebuild move by
 * move from that seed (every state hash equal). No React here.
 */
import { type AnyGameDefinition, createRegistry, parseReplay, replayMatch, seedCommitment } from '@boardhall/engine';
import type { ShuffleInfo } from './types.ts';

export type ShuffleVerdict =
  /** The match is still running: the seed is not known yet. */
  | { readonly kind: 'pending' }
  /** Over, but the match keeps its secrets, so the seed stays private. */
  | { readonly kind: 'private' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'verified'; readonly actions: number }
  /** The revealed seed does not hash to the published commitment. */
  | { readonly kind: 'mismatch' }
  /** The seed matches, but the replay does not rebuild from it. */
  | { readonly kind: 'bad-replay'; readonly reason: string };

/** Where the check stands before any replay is fetched. */
export function initialVerdict(shuffle: ShuffleInfo, finished: boolean): ShuffleVerdict {
  if (!finished) return { kind: 'pending' };
  if (shuffle.seed === null) return { kind: 'private' };
  return { kind: 'checking' };
}

export function verifyShuffle(def: AnyGameDefinition, shuffle: ShuffleInfo, replayText: string): ShuffleVerdict {
  if (shuffle.seed === null) return { kind: 'private' };
  if (seedCommitment(shuffle.seed) !== shuffle.commitment) return { kind: 'mismatch' };
  try {
    const file = parseReplay(replayText);
    if (file.seed !== shuffle.seed) return { kind: 'bad-replay', reason: 'the replay has another seed' };
    const { match } = replayMatch(createRegistry([def]), file, true);
    return { kind: 'verified', actions: match.version };
  } catch (error) {
    return { kind: 'bad-replay', reason: error instanceof Error ? error.message : String(error) };
  }
}
