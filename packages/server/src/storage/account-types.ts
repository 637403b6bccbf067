/**
 * What the accounts keep in the database, as rows, and the store that holds them. Both adapters
 * (SQLite, PostgreSQL) implement `AccountStore` on the same database as the matches, so a session
 * made on one node of a cluster is valid on all of them, and a WebAuthn challenge is answered once
 * wherever the answer arrives.
 */
import type { Language } from '@boardhall/protocol';
import type { StoredMatch } from './types.ts';

export interface AccountRow {
  /** Random, never shown to anyone but its owner's own server requests. */
  id: string;
  /** As the player typed it (NFC). */
  name: string;
  /** The name's skeleton (`nameKey`): unique, so look-alike names cannot both exist. */
  nameKey: string;
  language: Language;
  /** argon2id (PHC string); null for an account with passkeys only. */
  passwordHash: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface SessionRow {
  /** SHA-256 (hex) of the session id in the cookie: a database leak gives no session away. */
  idHash: string;
  accountId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent: string | null;
}

export interface PasskeyRow {
  /** The credential id (base64url). */
  id: string;
  accountId: string;
  /** The credential's COSE public key (base64url). */
  publicKey: string;
  /** The authenticator's signature counter, to notice a cloned authenticator. */
  counter: number;
  transports: string[];
  label: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export type ChallengePurpose = 'signup' | 'login' | 'add';

export interface ChallengeRow {
  id: string;
  /** The base64url challenge the authenticator signs. */
  challenge: string;
  purpose: ChallengePurpose;
  /** The account it is for (`add`), or null. */
  accountId: string | null;
  /** What the ceremony carries to its end (signup: the name, language and WebAuthn user id). */
  payload: string | null;
  expiresAt: number;
}

/** A match an account holds a seat of, as stored. */
export interface AccountMatch {
  match: StoredMatch;
  seat: number;
}

export interface AccountStore {
  /** Creates the account (and its first passkey); `name-taken` when the name's skeleton exists. */
  createAccount(account: AccountRow, passkey?: PasskeyRow): Promise<void>;
  accountById(id: string): Promise<AccountRow | null>;
  accountByNameKey(nameKey: string): Promise<AccountRow | null>;
  /** `name-taken` when a new name's skeleton is another account's. */
  updateAccount(
    id: string,
    change: Partial<Pick<AccountRow, 'name' | 'nameKey' | 'language' | 'passwordHash'>>,
    at: number,
  ): Promise<void>;
  /** Deletes the account with its sessions and passkeys. */
  deleteAccount(id: string): Promise<void>;

  createSession(session: SessionRow): Promise<void>;
  sessionByHash(idHash: string): Promise<SessionRow | null>;
  touchSession(idHash: string, lastSeenAt: number, expiresAt: number): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  deleteSessionsOf(accountId: string): Promise<number>;
  sessionsOf(accountId: string): Promise<SessionRow[]>;

  addPasskey(passkey: PasskeyRow): Promise<void>;
  passkeyById(id: string): Promise<PasskeyRow | null>;
  passkeysOf(accountId: string): Promise<PasskeyRow[]>;
  /** After a sign-in: the new counter and when. */
  usePasskey(id: string, counter: number, at: number): Promise<void>;
  renamePasskey(accountId: string, id: string, label: string): Promise<boolean>;
  deletePasskey(accountId: string, id: string): Promise<boolean>;

  saveChallenge(challenge: ChallengeRow): Promise<void>;
  /** Takes the challenge out (it answers one ceremony only); null when unknown or expired. */
  takeChallenge(id: string, now: number): Promise<ChallengeRow | null>;

  /**
   * Counts a failed sign-in under each key (an address, an account) in a window of `windowMs`,
   * returning each key's failures in its current window.
   */
  recordFailure(keys: readonly string[], now: number, windowMs: number): Promise<number[]>;
  /** The failures of each key in its current window. */
  failures(keys: readonly string[], now: number, windowMs: number): Promise<number[]>;

  /** The matches the account holds a seat of (the `seats[].accountId` of stored matches), newest first. */
  matchesOf(accountId: string, limit: number): Promise<AccountMatch[]>;

  /** Forgets expired sessions and challenges. */
  sweep(now: number): Promise<void>;
}
