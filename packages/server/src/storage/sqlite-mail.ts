/** The turn e-mails' rows in the SQLite file, on the server's own connection (as the accounts'). */
import type Database from 'better-sqlite3';
import type { AccountEmailRow, MailStore, MailTokenPurpose, MailTokenRow } from './mail-types.ts';

interface EmailDbRow {
  account_id: string;
  email: string;
  confirmed: number;
  turn_emails: number;
  updated_at: number;
}
interface TokenDbRow {
  hash: string;
  account_id: string;
  purpose: MailTokenPurpose;
  email: string;
  expires_at: number;
}

export const toEmailRow = (r: EmailDbRow): AccountEmailRow => ({
  accountId: r.account_id,
  email: r.email,
  confirmed: r.confirmed === 1,
  turnEmails: r.turn_emails === 1,
  updatedAt: r.updated_at,
});
export const toTokenRow = (r: TokenDbRow): MailTokenRow => ({
  hash: r.hash,
  accountId: r.account_id,
  purpose: r.purpose,
  email: r.email,
  expiresAt: r.expires_at,
});

export class SqliteMailStore implements MailStore {
  constructor(private readonly db: Database.Database) {}

  async emailOf(accountId: string): Promise<AccountEmailRow | null> {
    const row = this.db.prepare('SELECT * FROM account_emails WHERE account_id = ?').get(accountId) as
      | EmailDbRow
      | undefined;
    return row ? toEmailRow(row) : null;
  }

  async setEmail(accountId: string, email: string, at: number): Promise<void> {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO account_emails (account_id, email, confirmed, turn_emails, updated_at) VALUES (?, ?, 0, 0, ?)
           ON CONFLICT (account_id) DO UPDATE SET email = excluded.email, confirmed = 0, turn_emails = 0,
             updated_at = excluded.updated_at`,
        )
        .run(accountId, email, at);
      this.db.prepare('DELETE FROM mail_tokens WHERE account_id = ?').run(accountId);
    })();
  }

  async confirmEmail(accountId: string, email: string, at: number): Promise<boolean> {
    return (
      this.db
        .prepare('UPDATE account_emails SET confirmed = 1, updated_at = ? WHERE account_id = ? AND email = ?')
        .run(at, accountId, email).changes === 1
    );
  }

  async setTurnEmails(accountId: string, on: boolean, at: number): Promise<boolean> {
    return (
      this.db
        .prepare(
          'UPDATE account_emails SET turn_emails = ?, updated_at = ? WHERE account_id = ? AND (confirmed = 1 OR ? = 0)',
        )
        .run(on ? 1 : 0, at, accountId, on ? 1 : 0).changes === 1
    );
  }

  async saveToken(t: MailTokenRow): Promise<void> {
    this.db
      .prepare('INSERT INTO mail_tokens (hash, account_id, purpose, email, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(t.hash, t.accountId, t.purpose, t.email, t.expiresAt);
  }

  async takeToken(hash: string, purpose: MailTokenPurpose, now: number): Promise<MailTokenRow | null> {
    // DELETE … RETURNING: of two clicks on one link, only one finds it.
    const row = this.db
      .prepare('DELETE FROM mail_tokens WHERE hash = ? AND purpose = ? RETURNING *')
      .get(hash, purpose) as TokenDbRow | undefined;
    return row && row.expires_at > now ? toTokenRow(row) : null;
  }

  async findToken(hash: string, purpose: MailTokenPurpose, now: number): Promise<MailTokenRow | null> {
    const row = this.db
      .prepare('SELECT * FROM mail_tokens WHERE hash = ? AND purpose = ? AND expires_at > ?')
      .get(hash, purpose, now) as TokenDbRow | undefined;
    return row ? toTokenRow(row) : null;
  }

  async claimTurnMail(accountId: string, matchId: string, now: number, intervalMs: number): Promise<boolean> {
    const row = this.db
      .prepare(
        `INSERT INTO turn_mails (account_id, match_id, last_sent_at) VALUES (@accountId, @matchId, @now)
         ON CONFLICT (account_id, match_id) DO UPDATE SET last_sent_at = excluded.last_sent_at
           WHERE turn_mails.last_sent_at <= @now - @intervalMs
         RETURNING last_sent_at`,
      )
      .get({ accountId, matchId, now, intervalMs });
    return row !== undefined;
  }

  async releaseTurnMail(accountId: string, matchId: string, claimedAt: number): Promise<void> {
    this.db
      .prepare('DELETE FROM turn_mails WHERE account_id = ? AND match_id = ? AND last_sent_at = ?')
      .run(accountId, matchId, claimedAt);
  }

  async sweep(now: number, keepMs: number): Promise<void> {
    this.db.prepare('DELETE FROM mail_tokens WHERE expires_at <= ?').run(now);
    this.db.prepare('DELETE FROM turn_mails WHERE last_sent_at <= ?').run(now - keepMs);
  }
}
