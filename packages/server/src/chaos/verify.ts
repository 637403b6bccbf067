/**
 * What the database holds against what the players were told: every acknowledged action must be
 * stored at the version its answering state frame named, and every stored history must replay to
 * the hashes stored with it. Returns findings; deciding what is a failure is the caller's (the
 * cluster tests assert on them, the chaos run counts them).
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyGameDefinition, Seat } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type { MatchStatus } from '@boardhall/protocol';
import { rebuildFromHistory } from '../service/rebuild.ts';
import { PostgresMatchStore } from '../storage/postgres.ts';
import type { StoredAction, StoredMatch } from '../storage/types.ts';
import type { Ack } from './players.ts';

/** An acknowledged action that the database does not hold as acknowledged. */
export interface LostAction {
  requestId: string;
  version: number;
  seat: Seat;
  /** What the database holds at that version instead. */
  found: string;
}

export interface MatchCheck {
  matchId: string;
  /** Its stored status, null when the match is not stored at all. */
  status: MatchStatus | null;
  /** Stored as finished, and its history replays to an outcome. */
  finished: boolean;
  /** Rows of its stored history. */
  rows: number;
  acknowledged: number;
  /** Acknowledged and stored at their version, as acknowledged. */
  recovered: number;
  lost: LostAction[];
  /**
   * What is wrong with the stored match itself: rows out of order, an action the replay refuses,
   * a hash the replay does not give, a status that disagrees with the history.
   */
  problems: string[];
}

/** One match's acknowledgements, as its seats collected them. */
export interface AcknowledgedMatch {
  matchId: string;
  acks: readonly Ack[];
}

function describeRow(row: StoredAction): string {
  return row.kind === 'undo' ? `an undo by seat ${row.seat}` : `seat ${row.seat}'s ${JSON.stringify(row.action)}`;
}

/**
 * Checks one match's stored history (`stored` null: not stored) against its acknowledgements.
 * Pure: the chaos tool's test feeds it hand-made histories.
 */
export function checkHistory(
  def: AnyGameDefinition | undefined,
  matchId: string,
  stored: StoredMatch | null,
  rows: readonly StoredAction[],
  acks: readonly Ack[],
): MatchCheck {
  const check: MatchCheck = {
    matchId,
    status: stored?.status ?? null,
    finished: false,
    rows: rows.length,
    acknowledged: acks.length,
    recovered: 0,
    lost: [],
    problems: [],
  };
  if (!stored) check.problems.push('the match is not stored');
  else if (!def) check.problems.push(`the game '${stored.game}' is not registered`);
  else {
    try {
      const ended = rebuildFromHistory(def, stored, rows).match.outcome() !== null;
      check.finished = ended && stored.status === 'finished';
      if (stored.status === 'finished' && !ended)
        check.problems.push('stored as finished, but its history does not end');
      if (ended && stored.status !== 'finished')
        check.problems.push(`its history ends, but it is stored as ${stored.status}`);
    } catch (error) {
      check.problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  /** Versions already matched by an acknowledgement: a row answers one request only. */
  const claimed = new Map<number, string>();
  for (const ack of acks) {
    const row = bySeq.get(ack.version);
    const lost = (found: string) =>
      check.lost.push({ requestId: ack.requestId, version: ack.version, seat: ack.seat, found });
    if (!row) lost(`no row (the history has ${rows.length})`);
    else if (row.kind !== 'action' || row.seat !== ack.seat || !isDeepStrictEqual(row.action, ack.action))
      lost(describeRow(row));
    else if (claimed.has(ack.version)) lost(`the same row, already acknowledged to ${claimed.get(ack.version)}`);
    else {
      claimed.set(ack.version, ack.requestId);
      check.recovered++;
    }
  }
  return check;
}

/** Checks every match in `matches` against the schema's store (read with its own application name). */
export async function checkStoredMatches(
  connectionString: string,
  schema: string,
  matches: readonly AcknowledgedMatch[],
  applicationName = 'boardhall-check',
): Promise<MatchCheck[]> {
  const store = await PostgresMatchStore.open({ connectionString, schema, applicationName, poolSize: 1 });
  try {
    const checks: MatchCheck[] = [];
    for (const { matchId, acks } of matches) {
      const stored = await store.getMatch(matchId);
      const rows = stored ? await store.loadActions(matchId) : [];
      checks.push(checkHistory(stored ? games.get(stored.game) : undefined, matchId, stored, rows, acks));
    }
    return checks;
  } finally {
    await store.close();
  }
}

/** Every match the schema holds, by status: to find matches whose creator never heard back. */
export async function storedMatchIds(
  connectionString: string,
  schema: string,
  applicationName = 'boardhall-check',
): Promise<Map<string, MatchStatus>> {
  const store = await PostgresMatchStore.open({ connectionString, schema, applicationName, poolSize: 1 });
  try {
    const all = await store.listMatches({
      statuses: ['waiting', 'playing', 'finished', 'expired'],
      limit: 1_000_000,
    });
    return new Map(all.map((m) => [m.id, m.status]));
  } finally {
    await store.close();
  }
}
