/**
 * The turn e-mails' rows in PostgreSQL, in the schema of the accounts. Claiming a turn e-mail is
 * one upsert whose `WHERE` lets it through only 12 hours after the last: two nodes that hear of
 * the same turn cannot both win it.
 */
import type pg from 'pg';
import type { AccountEmailRow, MailCopy, MailStore, MailTokenPurpose, MailTokenRow } from './mail-types.ts';
import { inTransaction, type PgAccess, readRetrying } from './postgres-access.ts';

interface EmailDbRow {
  account_id: string;
  email: string;
  confirmed: boolean;
  turn_emails: boolean;
  updated_at: string;
}
interface TokenDbRow {
  hash: string;
  account_id: string;
  purpose: MailTokenPurpose;
  email: string;
  expires_at: string;
}

const toEmailRow = (r: EmailDbRow): AccountEmailRow => ({
  accountId: r.account_id,
  email: r.email,
  confirmed: r.confirmed,
  turnEmails: r.turn_emails,
  updatedAt: Number(r.updated_at),
});
const toTokenRow = (r: TokenDbRow): MailTokenRow => ({
  hash: r.hash,
  accountId: r.account_id,
  purpose: r.purpose,
  email: r.email,
  expiresAt: Number(r.expires_at),
});

/** What copying the turn e-mails' rows added to PostgreSQL. */
export interface MailCopied {
  emails: number;
  tokens: number;
  turnMails: number;
}

export class PostgresMailStore implements MailStore, PgAccess {
  private readonly t: { emails: string; tokens: string; turns: string; accounts: string };

  constructor(
    readonly pool: pg.Pool,
    /** The quoted schema name. */
    schema: string,
    readonly display: string,
    /** The server's `synchronous_commit` is off: raise it in these transactions too. */
    readonly raiseSyncCommit: boolean,
  ) {
    this.t = {
      emails: `${schema}.account_emails`,
      tokens: `${schema}.mail_tokens`,
      turns: `${schema}.turn_mails`,
      accounts: `${schema}.accounts`,
    };
  }

  async emailOf(accountId: string): Promise<AccountEmailRow | null> {
    const rows = await this.read<EmailDbRow>(`SELECT * FROM ${this.t.emails} WHERE account_id = $1`, [accountId]);
    return rows[0] ? toEmailRow(rows[0]) : null;
  }

  async setEmail(accountId: string, email: string, at: number): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(
        `INSERT INTO ${this.t.emails} (account_id, email, confirmed, turn_emails, updated_at)
         VALUES ($1, $2, false, false, $3)
         ON CONFLICT (account_id) DO UPDATE SET email = excluded.email, confirmed = false, turn_emails = false,
           updated_at = excluded.updated_at`,
        [accountId, email, at],
      );
      await client.query(`DELETE FROM ${this.t.tokens} WHERE account_id = $1`, [accountId]);
    });
  }

  async confirmEmail(accountId: string, email: string, at: number): Promise<boolean> {
    const result = await this.transaction((client) =>
      client.query(
        `UPDATE ${this.t.emails} SET confirmed = true, updated_at = $3 WHERE account_id = $1 AND email = $2`,
        [accountId, email, at],
      ),
    );
    return result.rowCount === 1;
  }

  async setTurnEmails(accountId: string, on: boolean, at: number): Promise<boolean> {
    const result = await this.transaction((client) =>
      client.query(
        `UPDATE ${this.t.emails} SET turn_emails = $2, updated_at = $3 WHERE account_id = $1 AND (confirmed OR NOT $2)`,
        [accountId, on, at],
      ),
    );
    return result.rowCount === 1;
  }

  async saveToken(t: MailTokenRow): Promise<void> {
    await this.transaction((client) =>
      client.query(
        `INSERT INTO ${this.t.tokens} (hash, account_id, purpose, email, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [t.hash, t.accountId, t.purpose, t.email, t.expiresAt],
      ),
    );
  }

  async takeToken(hash: string, purpose: MailTokenPurpose, now: number): Promise<MailTokenRow | null> {
    const result = await this.transaction((client) =>
      client.query<TokenDbRow>(`DELETE FROM ${this.t.tokens} WHERE hash = $1 AND purpose = $2 RETURNING *`, [
        hash,
        purpose,
      ]),
    );
    const row = result.rows[0];
    return row && Number(row.expires_at) > now ? toTokenRow(row) : null;
  }

  async findToken(hash: string, purpose: MailTokenPurpose, now: number): Promise<MailTokenRow | null> {
    const rows = await this.read<TokenDbRow>(
      `SELECT * FROM ${this.t.tokens} WHERE hash = $1 AND purpose = $2 AND expires_at > $3`,
      [hash, purpose, now],
    );
    return rows[0] ? toTokenRow(rows[0]) : null;
  }

  async claimTurnMail(accountId: string, matchId: string, now: number, intervalMs: number): Promise<boolean> {
    const result = await this.transaction((client) =>
      client.query(
        `INSERT INTO ${this.t.turns} AS t (account_id, match_id, last_sent_at) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, match_id) DO UPDATE SET last_sent_at = excluded.last_sent_at
           WHERE t.last_sent_at <= $3 - $4
         RETURNING last_sent_at`,
        [accountId, matchId, now, intervalMs],
      ),
    );
    return result.rowCount === 1;
  }

  async releaseTurnMail(accountId: string, matchId: string, claimedAt: number): Promise<void> {
    await this.transaction((client) =>
      client.query(`DELETE FROM ${this.t.turns} WHERE account_id = $1 AND match_id = $2 AND last_sent_at = $3`, [
        accountId,
        matchId,
        claimedAt,
      ]),
    );
  }

  async sweep(now: number, keepMs: number): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(`DELETE FROM ${this.t.tokens} WHERE expires_at <= $1`, [now]);
      await client.query(`DELETE FROM ${this.t.turns} WHERE last_sent_at <= $1`, [now - keepMs]);
    });
  }

  /** Copies an SQLite server's rows (`boardhall migrate`), keeping every row already here; only for accounts that exist. */
  async importMail(copy: MailCopy): Promise<MailCopied> {
    return this.transaction(async (client) => {
      const copied: MailCopied = { emails: 0, tokens: 0, turnMails: 0 };
      const exists = `EXISTS (SELECT 1 FROM ${this.t.accounts} WHERE id = $1)`;
      for (const e of copy.emails) {
        const r = await client.query(
          `INSERT INTO ${this.t.emails} (account_id, email, confirmed, turn_emails, updated_at)
           SELECT $1, $2, $3, $4, $5 WHERE ${exists} ON CONFLICT DO NOTHING`,
          [e.accountId, e.email, e.confirmed, e.turnEmails, e.updatedAt],
        );
        copied.emails += r.rowCount ?? 0;
      }
      for (const t of copy.tokens) {
        const r = await client.query(
          `INSERT INTO ${this.t.tokens} (account_id, hash, purpose, email, expires_at)
           SELECT $1, $2, $3, $4, $5 WHERE ${exists} ON CONFLICT DO NOTHING`,
          [t.accountId, t.hash, t.purpose, t.email, t.expiresAt],
        );
        copied.tokens += r.rowCount ?? 0;
      }
      for (const m of copy.turnMails) {
        const r = await client.query(
          `INSERT INTO ${this.t.turns} (account_id, match_id, last_sent_at)
           SELECT $1, $2, $3 WHERE ${exists} ON CONFLICT DO NOTHING`,
          [m.accountId, m.matchId, m.lastSentAt],
        );
        copied.turnMails += r.rowCount ?? 0;
      }
      return copied;
    });
  }

  private read<R extends object>(sql: string, params: unknown[]): Promise<R[]> {
    return readRetrying<R>(this, sql, params);
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this, work);
  }
}
