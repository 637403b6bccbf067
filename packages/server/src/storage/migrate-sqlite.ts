import { existsSync } from 'node:fs';
import { canonicalJson, type GameRegistry } from '@boardhall/engine';
import Database from 'better-sqlite3';
import { rebuildFromHistory } from '../service/rebuild.ts';
import { StorageError } from './errors.ts';
import { readSqliteAccounts, readSqliteMail } from './migrate-accounts.ts';
import { MIGRATIONS } from './migrations.ts';
import { sqliteFileOf } from './open.ts';
import type { PostgresMatchStore } from './postgres.ts';
import { type ActionRow, type MatchRow, toAction, toMatch } from './sqlite.ts';
import { readRatingHistory } from './sqlite-ratings.ts';
import { type ChatRow, toChatMessage } from './sqlite-rows.ts';
import type { StoredAction } from './types.ts';

export interface MigrationProblem {
  matchId: string;
  problem: string;
}

/** What `boardhall migrate` did. */
export interface MigrationSummary {
  /** Matches and history rows in the SQLite database. */
  matches: number;
  actions: number;
  /** What this run added to PostgreSQL (0 and 0 when everything was there already). */
  copiedMatches: number;
  updatedMatches: number;
  copiedActions: number;
  /** Matches whose copy replayed through its game with every stored hash matching. */
  verified: number;
  /** Matches that did not verify, each with the reason. */
  problems: MigrationProblem[];
  /** Accounts in the SQLite database, and what this run added of them (sessions and passkeys with them). */
  accounts: number;
  copiedAccounts: number;
  copiedSessions: number;
  copiedPasskeys: number;
  /** Accounts' e-mail addresses (with their links and turn e-mail records) this run added. */
  copiedEmails: number;
  /** Rated results in the SQLite database, and those this run added (with the ratings they made). */
  ratedResults: number;
  copiedRatedResults: number;
}

/** History rows as comparable text: key order and number spelling do not count. */
const canonicalHistory = (rows: readonly StoredAction[]): string[] => rows.map((r) => canonicalJson(r) ?? '');

/** Opens a data folder's SQLite file read-only, refusing a missing one or another schema version. */
function openSource(dataDir: string): Database.Database {
  const file = sqliteFileOf(dataDir);
  if (!existsSync(file)) {
    throw new StorageError('bad-database-url', `There is no Boardhall SQLite database at ${file}.`);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version !== MIGRATIONS.length) {
    db.close();
    throw new StorageError(
      'schema-too-new',
      `The SQLite database ${file} is schema version ${version}, this tool reads version ${MIGRATIONS.length}; ` +
        'run this version of the server on it once first.',
    );
  }
  return db;
}

/**
 * Copies every match and its history from the SQLite database of `dataDir` into `target`, each
 * match in its own transaction, keeping what is already there; then checks every copied match:
 * its PostgreSQL history must start with the SQLite history row for row, and replaying it through
 * the game must reproduce every stored state hash.
 */
export async function migrateSqliteToPostgres(options: {
  dataDir: string;
  target: PostgresMatchStore;
  registry: GameRegistry;
  onMatch?: (done: number, total: number) => void;
}): Promise<MigrationSummary> {
  const db = openSource(options.dataDir);
  try {
    const rows = db.prepare('SELECT * FROM matches ORDER BY created_at, id').all() as MatchRow[];
    const history = db.prepare('SELECT * FROM actions WHERE match_id = ? ORDER BY seq');
    const chat = db.prepare('SELECT * FROM chat_messages WHERE match_id = ? ORDER BY idx');
    const summary: MigrationSummary = {
      matches: rows.length,
      actions: 0,
      copiedMatches: 0,
      updatedMatches: 0,
      copiedActions: 0,
      verified: 0,
      problems: [],
      accounts: 0,
      copiedAccounts: 0,
      copiedSessions: 0,
      copiedPasskeys: 0,
      copiedEmails: 0,
      ratedResults: 0,
      copiedRatedResults: 0,
    };
    // Accounts first: the matches' seats name them.
    const copy = readSqliteAccounts(db, Date.now());
    const copied = await options.target.accounts.importAccounts(copy);
    summary.accounts = copy.accounts.length;
    summary.copiedAccounts = copied.accounts;
    summary.copiedSessions = copied.sessions;
    summary.copiedPasskeys = copied.passkeys;
    summary.copiedEmails = (await options.target.mail.importMail(readSqliteMail(db, Date.now()))).emails;
    for (const [i, row] of rows.entries()) {
      const match = toMatch(row);
      const actions = (history.all(match.id) as ActionRow[]).map(toAction);
      summary.actions += actions.length;
      const messages = (chat.all(match.id) as ChatRow[]).map(toChatMessage);
      const imported = await options.target.importMatch(match, actions, messages);
      if (imported.created) summary.copiedMatches++;
      if (imported.updated) summary.updatedMatches++;
      summary.copiedActions += imported.actionsAdded;

      const problem = await verifyCopy(options.target, options.registry, match.id, canonicalHistory(actions));
      if (problem === null) summary.verified++;
      else summary.problems.push({ matchId: match.id, problem });
      options.onMatch?.(i + 1, rows.length);
    }
    // The ratings last: their results refer to the matches.
    const ratings = readRatingHistory(db);
    summary.ratedResults = ratings.results.length;
    summary.copiedRatedResults = await options.target.ratings.importHistory(ratings);
    return summary;
  } finally {
    db.close();
  }
}

/** Null when the stored copy holds the source history and replays to every stored hash. */
async function verifyCopy(
  target: PostgresMatchStore,
  registry: GameRegistry,
  matchId: string,
  source: readonly string[],
): Promise<string | null> {
  const stored = await target.getMatch(matchId);
  if (!stored) return 'the match is missing from PostgreSQL after the copy';
  const actions = await target.loadActions(matchId);
  const copied = canonicalHistory(actions);
  const differs = source.findIndex((row, i) => copied[i] !== row);
  if (differs >= 0) return `history row ${differs + 1} in PostgreSQL differs from the SQLite one`;
  const def = registry.get(stored.game);
  if (!def) return `its game '${stored.game}' is not one this tool knows`;
  try {
    rebuildFromHistory(def, stored, actions);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
