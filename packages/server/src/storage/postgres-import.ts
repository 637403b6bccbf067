import type { ClientBase } from 'pg';
import { json, MATCH_COLUMNS, MATCH_PLACEHOLDERS, matchValues } from './postgres-writer.ts';
import type { StoredAction, StoredChatMessage, StoredMatch } from './types.ts';

/** What copying one match added to the database. */
export interface ImportedMatch {
  /** The match row was new. */
  created: boolean;
  /** The match row was there but older (status, seats, outcome) and was brought up to date. */
  updated: boolean;
  /** History rows that were new; rows already stored are kept as they are. */
  actionsAdded: number;
}

/** Rows per INSERT: one statement per chunk rather than one per action. */
const CHUNK = 2000;

/**
 * Writes a match and its history inside the caller's transaction, leaving every row already
 * stored untouched (`ON CONFLICT DO NOTHING`), so copying again adds nothing. A stored match row
 * is updated only when the copy is newer.
 */
export async function importMatchRows(
  client: ClientBase,
  tables: { matches: string; actions: string; chat: string },
  m: StoredMatch,
  actions: readonly StoredAction[],
  chat: readonly StoredChatMessage[] = [],
): Promise<ImportedMatch> {
  const inserted = await client.query(
    `INSERT INTO ${tables.matches} (${MATCH_COLUMNS}) VALUES (${MATCH_PLACEHOLDERS}) ON CONFLICT (id) DO NOTHING`,
    matchValues(m),
  );
  const created = inserted.rowCount === 1;
  let updated = false;
  if (!created) {
    const result = await client.query(
      `UPDATE ${tables.matches} SET status = $2, seats = $3, outcome = $4, updated_at = $5, active = $6,
         clocks = $7, next_deadline = $8, chat = $9
       WHERE id = $1 AND updated_at < $5`,
      [
        m.id,
        m.status,
        json(m.seats),
        m.outcome === null ? null : json(m.outcome),
        m.updatedAt,
        m.active === undefined ? null : json(m.active),
        m.clocks ? json(m.clocks) : null,
        m.nextDeadline ?? null,
        m.chat === undefined ? null : json(m.chat),
      ],
    );
    updated = result.rowCount === 1;
  }
  let actionsAdded = 0;
  for (let from = 0; from < actions.length; from += CHUNK) {
    const rows = actions.slice(from, from + CHUNK);
    const result = await client.query(
      `INSERT INTO ${tables.actions} (match_id, seq, kind, seat, action, hash, created_at)
       SELECT match_id, seq, kind, seat, action::json, hash, created_at
       FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::bigint[])
         AS t(match_id, seq, kind, seat, action, hash, created_at)
       ON CONFLICT (match_id, seq) DO NOTHING`,
      [
        rows.map((r) => r.matchId),
        rows.map((r) => r.seq),
        rows.map((r) => r.kind),
        rows.map((r) => r.seat),
        rows.map((r) => (r.kind === 'undo' ? null : json(r.action))),
        rows.map((r) => r.hash),
        rows.map((r) => r.at),
      ],
    );
    actionsAdded += result.rowCount ?? 0;
  }
  if (chat.length > 0) {
    await client.query(
      `INSERT INTO ${tables.chat} (match_id, idx, seat, name, text, phrase, created_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::bigint[])
       ON CONFLICT (match_id, idx) DO NOTHING`,
      [
        chat.map((c) => c.matchId),
        chat.map((c) => c.index),
        chat.map((c) => c.seat),
        chat.map((c) => c.name),
        chat.map((c) => c.text),
        chat.map((c) => c.phrase),
        chat.map((c) => c.at),
      ],
    );
  }
  return { created, updated, actionsAdded };
}
