/**
 * Sessions: server-side rows behind an `HttpOnly`, `SameSite=Lax` cookie (`Secure` over HTTPS),
 * whose value is 256 random bits. The database keeps only its SHA-256, so a leaked database
 * signs nobody in. A session lasts 30 days after its last use; signing out deletes its row, and
 * "sign out everywhere" every row of the account.
 */

import { hashToken, newToken } from '../service/tokens.ts';
import type { AccountRow, AccountStore, SessionRow } from '../storage/account-types.ts';

export const SESSION_COOKIE = 'bh_session';
/** A session unused this long ends. */
export const SESSION_IDLE_MS = 30 * 24 * 3_600_000;
/** Its last use is written at most this often (every request would be a write). */
const TOUCH_EVERY_MS = 3_600_000;

export interface SignedIn {
  account: AccountRow;
  session: SessionRow;
}

/** The cookie's attributes: never readable by scripts, not sent on cross-site subrequests. */
export function cookieOptions(secure: boolean, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

export class Sessions {
  constructor(
    private readonly store: AccountStore,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Starts a session for the account; returns the cookie's value (shown only to its browser). */
  async start(accountId: string, userAgent: string | undefined): Promise<string> {
    const id = newToken();
    const t = this.now();
    await this.store.createSession({
      idHash: hashToken(id),
      accountId,
      createdAt: t,
      lastSeenAt: t,
      expiresAt: t + SESSION_IDLE_MS,
      userAgent: userAgent ? userAgent.slice(0, 160) : null,
    });
    return id;
  }

  /** The account signed in by this cookie value, or null (unknown, ended, or its account gone). */
  async resolve(cookie: string | undefined): Promise<SignedIn | null> {
    if (!cookie || cookie.length > 100) return null;
    const session = await this.store.sessionByHash(hashToken(cookie));
    const t = this.now();
    if (!session || session.expiresAt <= t) return null;
    const account = await this.store.accountById(session.accountId);
    if (!account) return null;
    if (t - session.lastSeenAt >= TOUCH_EVERY_MS) {
      await this.store.touchSession(session.idHash, t, t + SESSION_IDLE_MS);
    }
    return { account, session };
  }

  /** Ends this session (signing out). */
  async end(cookie: string): Promise<void> {
    await this.store.deleteSession(hashToken(cookie));
  }

  /** Ends every session of the account; returns how many. */
  async endAll(accountId: string): Promise<number> {
    return this.store.deleteSessionsOf(accountId);
  }
}
