/**
 * Accounts in PostgreSQL, in the schema of the matches and through the same pool. A sign-in is
 * valid on every node because its session is a row here; a WebAuthn challenge is answered once
 * wherever the answer arrives because taking it is one `DELETE … RETURNING`.
 */
import type pg from 'pg';
import type { AccountMatch, AccountRow, AccountStore, ChallengeRow, PasskeyRow, SessionRow } from './account-types.ts';
import { StorageError } from './errors.ts';
import type { AccountsCopied, AccountsCopy } from './migrate-accounts.ts';
import { inTransaction, type PgAccess, readRetrying } from './postgres-access.ts';
import { anonymiseRatings } from './postgres-ratings.ts';
import { toMatch } from './postgres-rows.ts';

interface AccountDbRow {
  id: string;
  name: string;
  name_key: string;
  language: AccountRow['language'];
  password_hash: string | null;
  created_at: string;
  updated_at: string;
}
interface SessionDbRow {
  id_hash: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
}
interface PasskeyDbRow {
  id: string;
  account_id: string;
  public_key: string;
  counter: string;
  transports: string[];
  label: string;
  created_at: string;
  last_used_at: string | null;
}

const toAccount = (r: AccountDbRow): AccountRow => ({
  id: r.id,
  name: r.name,
  nameKey: r.name_key,
  language: r.language,
  passwordHash: r.password_hash,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});
const toSession = (r: SessionDbRow): SessionRow => ({
  idHash: r.id_hash,
  accountId: r.account_id,
  createdAt: Number(r.created_at),
  lastSeenAt: Number(r.last_seen_at),
  expiresAt: Number(r.expires_at),
  userAgent: r.user_agent,
});
const toPasskey = (r: PasskeyDbRow): PasskeyRow => ({
  id: r.id,
  accountId: r.account_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: r.transports,
  label: r.label,
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
});

function isNameTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'accounts_name_key_key';
}

export class PostgresAccountStore implements AccountStore, PgAccess {
  private readonly t: {
    accounts: string;
    sessions: string;
    passkeys: string;
    challenges: string;
    failures: string;
    players: string;
    matches: string;
  };

  constructor(
    readonly pool: pg.Pool,
    /** The quoted schema name. */
    private readonly schema: string,
    readonly display: string,
    /** The server's `synchronous_commit` is off: raise it in these transactions too. */
    readonly raiseSyncCommit: boolean,
    private readonly matchColumns: string,
  ) {
    this.t = {
      accounts: `${schema}.accounts`,
      sessions: `${schema}.sessions`,
      passkeys: `${schema}.passkeys`,
      challenges: `${schema}.auth_challenges`,
      failures: `${schema}.auth_failures`,
      players: `${schema}.match_players`,
      matches: `${schema}.matches`,
    };
  }

  async createAccount(a: AccountRow, passkey?: PasskeyRow): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(
        `INSERT INTO ${this.t.accounts} (id, name, name_key, language, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [a.id, a.name, a.nameKey, a.language, a.passwordHash, a.createdAt, a.updatedAt],
      );
      if (passkey) await this.insertPasskey(client, passkey);
    });
  }

  async accountById(id: string): Promise<AccountRow | null> {
    const rows = await this.read<AccountDbRow>(`SELECT * FROM ${this.t.accounts} WHERE id = $1`, [id]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | null> {
    const rows = await this.read<AccountDbRow>(`SELECT * FROM ${this.t.accounts} WHERE name_key = $1`, [nameKey]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async updateAccount(
    id: string,
    change: Partial<Pick<AccountRow, 'name' | 'nameKey' | 'language' | 'passwordHash'>>,
    at: number,
  ): Promise<void> {
    const sets = ['updated_at = $2'];
    const params: unknown[] = [id, at];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (change.name !== undefined) set('name', change.name);
    if (change.nameKey !== undefined) set('name_key', change.nameKey);
    if (change.language !== undefined) set('language', change.language);
    if (change.passwordHash !== undefined) set('password_hash', change.passwordHash);
    await this.transaction((client) =>
      client.query(`UPDATE ${this.t.accounts} SET ${sets.join(', ')} WHERE id = $1`, params),
    );
  }

  async deleteAccount(id: string): Promise<void> {
    await this.transaction(async (client) => {
      await anonymiseRatings(client, this.schema, id);
      await client.query(`DELETE FROM ${this.t.accounts} WHERE id = $1`, [id]);
    });
  }

  async createSession(s: SessionRow): Promise<void> {
    await this.transaction((client) =>
      client.query(
        `INSERT INTO ${this.t.sessions} (id_hash, account_id, created_at, last_seen_at, expires_at, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [s.idHash, s.accountId, s.createdAt, s.lastSeenAt, s.expiresAt, s.userAgent],
      ),
    );
  }

  async sessionByHash(idHash: string): Promise<SessionRow | null> {
    const rows = await this.read<SessionDbRow>(`SELECT * FROM ${this.t.sessions} WHERE id_hash = $1`, [idHash]);
    return rows[0] ? toSession(rows[0]) : null;
  }

  async touchSession(idHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
    await this.transaction((client) =>
      client.query(`UPDATE ${this.t.sessions} SET last_seen_at = $2, expires_at = $3 WHERE id_hash = $1`, [
        idHash,
        lastSeenAt,
        expiresAt,
      ]),
    );
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.transaction((client) => client.query(`DELETE FROM ${this.t.sessions} WHERE id_hash = $1`, [idHash]));
  }

  async deleteSessionsOf(accountId: string): Promise<number> {
    const result = await this.transaction((client) =>
      client.query(`DELETE FROM ${this.t.sessions} WHERE account_id = $1`, [accountId]),
    );
    return result.rowCount ?? 0;
  }

  async sessionsOf(accountId: string): Promise<SessionRow[]> {
    const rows = await this.read<SessionDbRow>(
      `SELECT * FROM ${this.t.sessions} WHERE account_id = $1 ORDER BY last_seen_at DESC`,
      [accountId],
    );
    return rows.map(toSession);
  }

  async addPasskey(p: PasskeyRow): Promise<void> {
    await this.transaction((client) => this.insertPasskey(client, p));
  }

  private async insertPasskey(client: pg.PoolClient, p: PasskeyRow): Promise<void> {
    await client.query(
      `INSERT INTO ${this.t.passkeys} (id, account_id, public_key, counter, transports, label, created_at, last_used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.label, p.createdAt, p.lastUsedAt],
    );
  }

  async passkeyById(id: string): Promise<PasskeyRow | null> {
    const rows = await this.read<PasskeyDbRow>(`SELECT * FROM ${this.t.passkeys} WHERE id = $1`, [id]);
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  async passkeysOf(accountId: string): Promise<PasskeyRow[]> {
    const rows = await this.read<PasskeyDbRow>(
      `SELECT * FROM ${this.t.passkeys} WHERE account_id = $1 ORDER BY created_at`,
      [accountId],
    );
    return rows.map(toPasskey);
  }

  async usePasskey(id: string, counter: number, at: number): Promise<void> {
    await this.transaction((client) =>
      client.query(`UPDATE ${this.t.passkeys} SET counter = $2, last_used_at = $3 WHERE id = $1`, [id, counter, at]),
    );
  }

  async renamePasskey(accountId: string, id: string, label: string): Promise<boolean> {
    const result = await this.transaction((client) =>
      client.query(`UPDATE ${this.t.passkeys} SET label = $3 WHERE id = $1 AND account_id = $2`, [
        id,
        accountId,
        label,
      ]),
    );
    return result.rowCount === 1;
  }

  async deletePasskey(accountId: string, id: string): Promise<boolean> {
    const result = await this.transaction((client) =>
      client.query(`DELETE FROM ${this.t.passkeys} WHERE id = $1 AND account_id = $2`, [id, accountId]),
    );
    return result.rowCount === 1;
  }

  async saveChallenge(c: ChallengeRow): Promise<void> {
    await this.transaction((client) =>
      client.query(
        `INSERT INTO ${this.t.challenges} (id, challenge, purpose, account_id, payload, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [c.id, c.challenge, c.purpose, c.accountId, c.payload, c.expiresAt],
      ),
    );
  }

  async takeChallenge(id: string, now: number): Promise<ChallengeRow | null> {
    const result = await this.transaction((client) =>
      client.query<{
        id: string;
        challenge: string;
        purpose: ChallengeRow['purpose'];
        account_id: string | null;
        payload: string | null;
        expires_at: string;
      }>(`DELETE FROM ${this.t.challenges} WHERE id = $1 RETURNING *`, [id]),
    );
    const row = result.rows[0];
    if (!row || Number(row.expires_at) <= now) return null;
    return {
      id: row.id,
      challenge: row.challenge,
      purpose: row.purpose,
      accountId: row.account_id,
      payload: row.payload,
      expiresAt: Number(row.expires_at),
    };
  }

  async recordFailure(keys: readonly string[], now: number, windowMs: number): Promise<number[]> {
    return this.transaction(async (client) => {
      const counts: number[] = [];
      for (const key of keys) {
        const result = await client.query<{ failures: number }>(
          `INSERT INTO ${this.t.failures} AS f (key, window_start, failures) VALUES ($1, $2, 1)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN f.window_start <= $2 - $3 THEN 1 ELSE f.failures + 1 END,
             window_start = CASE WHEN f.window_start <= $2 - $3 THEN $2 ELSE f.window_start END
           RETURNING failures`,
          [key, now, windowMs],
        );
        counts.push(result.rows[0]?.failures ?? 1);
      }
      return counts;
    });
  }

  async failures(keys: readonly string[], now: number, windowMs: number): Promise<number[]> {
    const rows = await this.read<{ key: string; window_start: string; failures: number }>(
      `SELECT key, window_start, failures FROM ${this.t.failures} WHERE key = ANY($1::text[])`,
      [[...keys]],
    );
    const found = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key) => {
      const row = found.get(key);
      return row && Number(row.window_start) > now - windowMs ? row.failures : 0;
    });
  }

  async matchesOf(accountId: string, limit: number): Promise<AccountMatch[]> {
    const columns = this.matchColumns
      .split(',')
      .map((c) => `m.${c.trim()}`)
      .join(', ');
    const rows = await this.read<Parameters<typeof toMatch>[0] & { player_seat: number }>(
      `SELECT ${columns}, p.seat AS player_seat FROM ${this.t.players} p JOIN ${this.t.matches} m ON m.id = p.match_id
       WHERE p.account_id = $1 ORDER BY m.updated_at DESC, m.id COLLATE "C" LIMIT $2`,
      [accountId, limit],
    );
    return rows.map((r) => ({ match: toMatch(r), seat: r.player_seat }));
  }

  /**
   * Copies accounts, sessions and passkeys in one transaction, keeping every row already there
   * (`boardhall migrate`). Returns how many of each were new.
   */
  async importAccounts(copy: AccountsCopy): Promise<AccountsCopied> {
    return this.transaction(async (client) => {
      const copied: AccountsCopied = { accounts: 0, sessions: 0, passkeys: 0 };
      for (const a of copy.accounts) {
        const r = await client.query(
          `INSERT INTO ${this.t.accounts} (id, name, name_key, language, password_hash, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
          [a.id, a.name, a.nameKey, a.language, a.passwordHash, a.createdAt, a.updatedAt],
        );
        copied.accounts += r.rowCount ?? 0;
      }
      for (const s of copy.sessions) {
        const r = await client.query(
          `INSERT INTO ${this.t.sessions} (id_hash, account_id, created_at, last_seen_at, expires_at, user_agent)
           SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM ${this.t.accounts} WHERE id = $2)
           ON CONFLICT DO NOTHING`,
          [s.idHash, s.accountId, s.createdAt, s.lastSeenAt, s.expiresAt, s.userAgent],
        );
        copied.sessions += r.rowCount ?? 0;
      }
      for (const p of copy.passkeys) {
        const r = await client.query(
          `INSERT INTO ${this.t.passkeys} (id, account_id, public_key, counter, transports, label, created_at, last_used_at)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM ${this.t.accounts} WHERE id = $2)
           ON CONFLICT DO NOTHING`,
          [p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.label, p.createdAt, p.lastUsedAt],
        );
        copied.passkeys += r.rowCount ?? 0;
      }
      return copied;
    });
  }

  async sweep(now: number): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(`DELETE FROM ${this.t.sessions} WHERE expires_at <= $1`, [now]);
      await client.query(`DELETE FROM ${this.t.challenges} WHERE expires_at <= $1`, [now]);
      await client.query(`DELETE FROM ${this.t.failures} WHERE window_start <= $1`, [now - 24 * 3_600_000]);
    });
  }

  private read<R extends object>(sql: string, params: unknown[] = []): Promise<R[]> {
    return readRetrying<R>(this, sql, params);
  }

  /** Runs `work` in one committed transaction; a taken name becomes `name-taken`. */
  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this, work, (error) =>
      isNameTaken(error)
        ? new StorageError('name-taken', 'An account with this name, or one that looks like it, exists.')
        : null,
    );
  }
}
