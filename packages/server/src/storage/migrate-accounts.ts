/**
 * `boardhall migrate` for accounts: the accounts of an SQLite server, with their passkeys and
 * sessions, copied into PostgreSQL (again: only what is new). Ceremonies under way and counted
 * sign-in failures are not copied; they last minutes, and a switch-over ends them. The turn
 * e-mails' addresses, links and records go with them (`readSqliteMail`).
 */
import type Database from 'better-sqlite3';
import type { AccountRow, PasskeyRow, SessionRow } from './account-types.ts';
import type { MailCopy } from './mail-types.ts';
import {
  type AccountDbRow,
  type PasskeyDbRow,
  type SessionDbRow,
  toAccount,
  toPasskey,
  toSession,
} from './sqlite-accounts.ts';
import { toEmailRow, toTokenRow } from './sqlite-mail.ts';

export interface AccountsCopy {
  accounts: AccountRow[];
  sessions: SessionRow[];
  passkeys: PasskeyRow[];
}

/** What copying the accounts added to PostgreSQL. */
export interface AccountsCopied {
  accounts: number;
  sessions: number;
  passkeys: number;
}

/** Every account, passkey and live session of an SQLite database. */
export function readSqliteAccounts(db: Database.Database, now: number): AccountsCopy {
  const accounts = (db.prepare('SELECT * FROM accounts ORDER BY created_at, id').all() as AccountDbRow[]).map(
    toAccount,
  );
  const sessions = (db.prepare('SELECT * FROM sessions WHERE expires_at > ?').all(now) as SessionDbRow[]).map(
    toSession,
  );
  const passkeys = (db.prepare('SELECT * FROM passkeys ORDER BY created_at').all() as PasskeyDbRow[]).map(toPasskey);
  return { accounts, sessions, passkeys };
}

/** Every account's e-mail address, live mail token and turn e-mail record of an SQLite database. */
export function readSqliteMail(db: Database.Database, now: number): MailCopy {
  const emails = (db.prepare('SELECT * FROM account_emails').all() as Parameters<typeof toEmailRow>[0][]).map(
    toEmailRow,
  );
  const tokens = (
    db.prepare('SELECT * FROM mail_tokens WHERE expires_at > ?').all(now) as Parameters<typeof toTokenRow>[0][]
  ).map(toTokenRow);
  const turnMails = (
    db.prepare('SELECT * FROM turn_mails').all() as { account_id: string; match_id: string; last_sent_at: number }[]
  ).map((r) => ({ accountId: r.account_id, matchId: r.match_id, lastSentAt: r.last_sent_at }));
  return { emails, tokens, turnMails };
}
