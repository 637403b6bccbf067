/**
 * What the turn e-mails keep in the database (docs/protocol.md "Turn e-mails"), in the same
 * database as the accounts, so every node of a cluster agrees on an address, on a token, and on
 * when an account was last told of its turn.
 */

/** An account's e-mail address and what it wants sent there. */
export interface AccountEmailRow {
  accountId: string;
  /** As the player typed it, its domain in lower case. */
  email: string;
  /** The player opened the confirmation link sent to it. */
  confirmed: boolean;
  /** An e-mail when it is the account's turn in a turn-based match. Only with a confirmed address. */
  turnEmails: boolean;
  updatedAt: number;
}

export type MailTokenPurpose = 'confirm' | 'unsubscribe';

export interface MailTokenRow {
  /** SHA-256 (hex) of the token in the link: a database leak gives no link away. */
  hash: string;
  accountId: string;
  purpose: MailTokenPurpose;
  /** The address the link was sent to: confirming it confirms this address only. */
  email: string;
  expiresAt: number;
}

/** The last turn e-mail sent to an account about a match. */
export interface TurnMailRow {
  accountId: string;
  matchId: string;
  lastSentAt: number;
}

/** Everything of the turn e-mails, for `boardhall migrate`. */
export interface MailCopy {
  emails: AccountEmailRow[];
  tokens: MailTokenRow[];
  turnMails: TurnMailRow[];
}

export interface MailStore {
  emailOf(accountId: string): Promise<AccountEmailRow | null>;
  /** A new address, not confirmed, with turn e-mails off; the account's earlier tokens are forgotten. */
  setEmail(accountId: string, email: string, at: number): Promise<void>;
  /** Confirms the address if it is still `email`; false when the account has changed it since. */
  confirmEmail(accountId: string, email: string, at: number): Promise<boolean>;
  /** Turns the turn e-mails on or off; on only for a confirmed address (false otherwise, nothing changed). */
  setTurnEmails(accountId: string, on: boolean, at: number): Promise<boolean>;

  saveToken(token: MailTokenRow): Promise<void>;
  /** Takes a token out (a confirmation link works once); null when unknown, expired or of another purpose. */
  takeToken(hash: string, purpose: MailTokenPurpose, now: number): Promise<MailTokenRow | null>;
  /** Reads a token, leaving it (an unsubscribe link may be opened, then clicked); null when unknown or expired. */
  findToken(hash: string, purpose: MailTokenPurpose, now: number): Promise<MailTokenRow | null>;

  /**
   * Claims the turn e-mail of (account, match) at `now`: true when none was sent in the last
   * `intervalMs`, in one atomic upsert, so of two nodes (or a node and its restart) one wins.
   */
  claimTurnMail(accountId: string, matchId: string, now: number, intervalMs: number): Promise<boolean>;
  /** A claimed e-mail could not be sent: the claim made at `claimedAt` is given back, so the next turn tries again. */
  releaseTurnMail(accountId: string, matchId: string, claimedAt: number): Promise<void>;

  /** Forgets expired tokens, and turn e-mail records older than `keepMs`. */
  sweep(now: number, keepMs: number): Promise<void>;
}
