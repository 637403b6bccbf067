import { type AnyGameDefinition, Match, type Seat } from '@boardhall/engine';
import type { StoredAction, StoredMatch } from '../storage/types.ts';

export type AnyMatch = Match<unknown, unknown, unknown, unknown>;

/** A match rebuilt from its actions, with what undo needs about the last one. */
export interface Rebuilt {
  match: AnyMatch;
  /** The state before the last action in effect (null when there is none). */
  prevState: unknown;
  lastActor: Seat | null;
}

export class RebuildError extends Error {
  constructor(matchId: string, detail: string) {
    super(`Match ${matchId} cannot be rebuilt: ${detail}`);
    this.name = 'RebuildError';
  }
}

/**
 * Plays `actions` again from setup. With hashes given, each must match the state it leads to,
 * so a changed engine or a damaged database is caught instead of silently forking the game.
 */
export function replayActions(
  def: AnyGameDefinition,
  stored: Pick<StoredMatch, 'id' | 'players' | 'options' | 'seed' | 'rngScheme'>,
  actions: readonly { seat: Seat; action: unknown; hash?: string }[],
): Rebuilt {
  const match = Match.restore(def, stored.players, stored.options, stored.seed, stored.rngScheme);
  let prevState: unknown = null;
  let lastActor: Seat | null = null;
  actions.forEach((a, i) => {
    const before = match.state;
    const result = match.submit(a.seat, a.action);
    if (!result.ok) {
      throw new RebuildError(stored.id, `action ${i + 1} is refused (${result.error.code}: ${result.error.message})`);
    }
    if (a.hash !== undefined && result.hash !== a.hash) {
      throw new RebuildError(stored.id, `after action ${i + 1} the state hash is ${result.hash}, stored ${a.hash}`);
    }
    prevState = before;
    lastActor = a.seat;
  });
  return { match, prevState, lastActor };
}

/**
 * Rebuilds a match from its stored history: action rows apply, undo rows take back the latest
 * action in effect. Checks the row numbering and every stored hash.
 */
export function rebuildFromHistory(
  def: AnyGameDefinition,
  stored: StoredMatch,
  rows: readonly StoredAction[],
): Rebuilt & { version: number } {
  const effective: StoredAction[] = [];
  // An undo row records the hash of the state it went back to; check it against the history.
  const undoChecks: { seq: number; hash: string; back: string | null }[] = [];
  rows.forEach((row, i) => {
    if (row.seq !== i + 1) throw new RebuildError(stored.id, `history row ${i + 1} is numbered ${row.seq}`);
    if (row.kind === 'action') effective.push(row);
    else {
      if (effective.length === 0) throw new RebuildError(stored.id, `undo at row ${row.seq} has nothing to undo`);
      effective.pop();
      undoChecks.push({ seq: row.seq, hash: row.hash, back: effective.at(-1)?.hash ?? null });
    }
  });
  const rebuilt = replayActions(def, stored, effective);
  for (const u of undoChecks) {
    const expected = u.back ?? rebuilt.match.initialHash;
    if (u.hash !== expected) {
      throw new RebuildError(stored.id, `undo at row ${u.seq} records hash ${u.hash}, expected ${expected}`);
    }
  }
  return { ...rebuilt, version: rows.length };
}
