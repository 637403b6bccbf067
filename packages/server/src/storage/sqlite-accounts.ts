/**
 * Accounts in the SQLite file, on the server's own connection (the calling thread). Account
 * writes are few (a sign-up, a sign-in, a label), each its own short transaction; the matches'
 * writer thread keeps the busy path. WAL and `busy_timeout` let both write the one file.
 */
import type Database from 'better-sqlite3';
import type { AccountMatch, AccountRow, AccountStore, ChallengeRow, PasskeyRow, SessionRow } from './account-types.ts';
import { StorageError } from './errors.ts';
import { anonymiseRatings } from './sqlite-ratings.ts';
import { type MatchRow, toMatch } from './sqlite-rows.ts';

export interface AccountDbRow {
  id: string;
  name: string;
  name_key: string;
  language: AccountRow['language'];
  password_hash: string | null;
  created_at: number;
  updated_at: number;
}
export interface SessionDbRow {
  id_hash: string;
  account_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
}
export interface PasskeyDbRow {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
  label: string;
  created_at: number;
  last_used_at: number | null;
}
interface ChallengeDbRow {
  id: string;
  challenge: string;
  purpose: ChallengeRow['purpose'];
  account_id: string | null;
  payload: string | null;
  expires_at: number;
}

export const toAccount = (r: AccountDbRow): AccountRow => ({
  id: r.id,
  name: r.name,
  nameKey: r.name_key,
  language: r.language,
  passwordHash: r.password_hash,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
export const toSession = (r: SessionDbRow): SessionRow => ({
  idHash: r.id_hash,
  accountId: r.account_id,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  expiresAt: r.expires_at,
  userAgent: r.user_agent,
});
export const toPasskey = (r: PasskeyDbRow): PasskeyRow => ({
  id: r.id,
  accountId: r.account_id,
  publicKey: r.public_key,
  counter: r.counter,
  transports: JSON.parse(r.transports) as string[],
  label: r.label,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

/** A unique name_key broken: the name looks like another account's. */
function isNameTaken(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: accounts\.name_key/.test(error.message);
}

function nameTaken(): StorageError {
  return new StorageError('name-taken', 'An account with this name, or one that looks like it, exists.');
}

export class SqliteAccountStore implements AccountStore {
  constructor(private readonly db: Database.Database) {}

  async createAccount(a: AccountRow, passkey?: PasskeyRow): Promise<void> {
    try {
      this.db.transaction(() => {
        this.db
          .prepare(
            `INSERT INTO accounts (id, name, name_key, language, password_hash, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(a.id, a.name, a.nameKey, a.language, a.passwordHash, a.createdAt, a.updatedAt);
        if (passkey) this.insertPasskey(passkey);
      })();
    } catch (error) {
      if (isNameTaken(error)) throw nameTaken();
      throw error;
    }
  }

  async accountById(id: string): Promise<AccountRow | null> {
    const row = this.db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as AccountDbRow | undefined;
    return row ? toAccount(row) : null;
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | null> {
    const row = this.db.prepare('SELECT * FROM accounts WHERE name_key = ?').get(nameKey) as AccountDbRow | undefined;
    return row ? toAccount(row) : null;
  }

  async updateAccount(
    id: string,
    change: Partial<Pick<AccountRow, 'name' | 'nameKey' | 'language' | 'passwordHash'>>,
    at: number,
  ): Promise<void> {
    const columns: Record<string, unknown> = { updated_at: at };
    if (change.name !== undefined) columns.name = change.name;
    if (change.nameKey !== undefined) columns.name_key = change.nameKey;
    if (change.language !== undefined) columns.language = change.language;
    if (change.passwordHash !== undefined) columns.password_hash = change.passwordHash;
    const names = Object.keys(columns);
    try {
      this.db
        .prepare(`UPDATE accounts SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`)
        .run({ ...columns, id });
    } catch (error) {
      if (isNameTaken(error)) throw nameTaken();
      throw error;
    }
  }

  async deleteAccount(id: string): Promise<void> {
    this.db.transaction(() => {
      anonymiseRatings(this.db, id);
      this.db.prepare('DELETE FROM accounts WHERE id = ?').run(id);
    })();
  }

  async createSession(s: SessionRow): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at, user_agent)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(s.idHash, s.accountId, s.createdAt, s.lastSeenAt, s.expiresAt, s.userAgent);
  }

  async sessionByHash(idHash: string): Promise<SessionRow | null> {
    const row = this.db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as SessionDbRow | undefined;
    return row ? toSession(row) : null;
  }

  async touchSession(idHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
    this.db
      .prepare('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id_hash = ?')
      .run(lastSeenAt, expiresAt, idHash);
  }

  async deleteSession(idHash: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  async deleteSessionsOf(accountId: string): Promise<number> {
    return this.db.prepare('DELETE FROM sessions WHERE account_id = ?').run(accountId).changes;
  }

  async sessionsOf(accountId: string): Promise<SessionRow[]> {
    const rows = this.db
      .prepare('SELECT * FROM sessions WHERE account_id = ? ORDER BY last_seen_at DESC')
      .all(accountId) as SessionDbRow[];
    return rows.map(toSession);
  }

  async addPasskey(p: PasskeyRow): Promise<void> {
    this.insertPasskey(p);
  }

  private insertPasskey(p: PasskeyRow): void {
    this.db
      .prepare(
        `INSERT INTO passkeys (id, account_id, public_key, counter, transports, label, created_at, last_used_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.label, p.createdAt, p.lastUsedAt);
  }

  async passkeyById(id: string): Promise<PasskeyRow | null> {
    const row = this.db.prepare('SELECT * FROM passkeys WHERE id = ?').get(id) as PasskeyDbRow | undefined;
    return row ? toPasskey(row) : null;
  }

  async passkeysOf(accountId: string): Promise<PasskeyRow[]> {
    const rows = this.db
      .prepare('SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at')
      .all(accountId) as PasskeyDbRow[];
    return rows.map(toPasskey);
  }

  async usePasskey(id: string, counter: number, at: number): Promise<void> {
    this.db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?').run(counter, at, id);
  }

  async renamePasskey(accountId: string, id: string, label: string): Promise<boolean> {
    return (
      this.db.prepare('UPDATE passkeys SET label = ? WHERE id = ? AND account_id = ?').run(label, id, accountId)
        .changes === 1
    );
  }

  async deletePasskey(accountId: string, id: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM passkeys WHERE id = ? AND account_id = ?').run(id, accountId).changes === 1;
  }

  async saveChallenge(c: ChallengeRow): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO auth_challenges (id, challenge, purpose, account_id, payload, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(c.id, c.challenge, c.purpose, c.accountId, c.payload, c.expiresAt);
  }

  async takeChallenge(id: string, now: number): Promise<ChallengeRow | null> {
    // DELETE … RETURNING: of two answers to one challenge, only one finds it.
    const row = this.db.prepare('DELETE FROM auth_challenges WHERE id = ? RETURNING *').get(id) as
      | ChallengeDbRow
      | undefined;
    if (!row || row.expires_at <= now) return null;
    return {
      id: row.id,
      challenge: row.challenge,
      purpose: row.purpose,
      accountId: row.account_id,
      payload: row.payload,
      expiresAt: row.expires_at,
    };
  }

  async recordFailure(keys: readonly string[], now: number, windowMs: number): Promise<number[]> {
    const upsert = this.db.prepare(
      `INSERT INTO auth_failures (key, window_start, failures) VALUES (@key, @now, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN window_start <= @now - @windowMs THEN 1 ELSE failures + 1 END,
         window_start = CASE WHEN window_start <= @now - @windowMs THEN @now ELSE window_start END
       RETURNING failures`,
    );
    return this.db.transaction(() =>
      keys.map((key) => (upsert.get({ key, now, windowMs }) as { failures: number }).failures),
    )();
  }

  async failures(keys: readonly string[], now: number, windowMs: number): Promise<number[]> {
    const read = this.db.prepare('SELECT window_start, failures FROM auth_failures WHERE key = ?');
    return keys.map((key) => {
      const row = read.get(key) as { window_start: number; failures: number } | undefined;
      return row && row.window_start > now - windowMs ? row.failures : 0;
    });
  }

  async matchesOf(accountId: string, limit: number): Promise<AccountMatch[]> {
    const rows = this.db
      .prepare(
        `SELECT m.*, p.seat AS player_seat FROM match_players p JOIN matches m ON m.id = p.match_id
         WHERE p.account_id = ? ORDER BY m.updated_at DESC, m.id LIMIT ?`,
      )
      .all(accountId, limit) as (MatchRow & { player_seat: number })[];
    return rows.map((r) => ({ match: toMatch(r), seat: r.player_seat }));
  }

  async sweep(now: number): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
    this.db.prepare('DELETE FROM auth_challenges WHERE expires_at <= ?').run(now);
    this.db.prepare('DELETE FROM auth_failures WHERE window_start <= ?').run(now - 24 * 3_600_000);
  }
}
