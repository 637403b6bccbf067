/**
 * `boardhall migrate` for accounts: the accounts of an SQLite server, with their passkeys and
 * sessions, copied into PostgreSQL (again: only what is new). Ceremonies under way and counted
 * sign-in failures are not copied; they last minutes, and a switch-over ends them. The turn
 * e-mails' addresses, links and records go with them (`readSqliteMail`).
 */
import type Database from 'better-sqlite3';
import type { AccountRow, PasskeyRow, SessionRow } from './account-types.ts';
import type { MailCopy } from './mail-types.ts';
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
  const accounts = (
    db.prepare('SELECT * FROM accounts ORDER BY created_at, id').all() as {
      id: string;
      name: string;
      name_key: string;
      language: AccountRow['language'];
      password_hash: string | null;
      created_at: number;
      updated_at: number;
    }[]
  ).map((r) => ({
    id: r.id,
    name: r.name,
    nameKey: r.name_key,
    language: r.language,
    passwordHash: r.password_hash,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
  const sessions = (
    db.prepare('SELECT * FROM sessions WHERE expires_at > ?').all(now) as {
      id_hash: string;
      account_id: string;
      created_at: number;
      last_seen_at: number;
      expires_at: number;
      user_agent: string | null;
    }[]
  ).map((r) => ({
    idHash: r.id_hash,
    accountId: r.account_id,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    expiresAt: r.expires_at,
    userAgent: r.user_agent,
  }));
  const passkeys = (
    db.prepare('SELECT * FROM passkeys ORDER BY created_at').all() as {
      id: string;
      account_id: string;
      public_key: string;
      counter: number;
      transports: string;
      label: string;
      created_at: number;
      last_used_at: number | null;
    }[]
  ).map((r) => ({
    id: r.id,
    accountId: r.account_id,
    publicKey: r.public_key,
    counter: r.counter,
    transports: JSON.parse(r.transports) as string[],
    label: r.label,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
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
