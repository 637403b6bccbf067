/**
 * Who is signed in, app-wide, and the account's games: one store the app bar, the pages and the
 * table read. It is filled from GET /api/auth/session at start and by every sign-in; "My games"
 * is asked for again by `refreshGames` (every 30 s and on focus while signed in, AccountProvider).
 */
import type { Language, MyMatch, SessionResponse } from '@boardhall/protocol';
import { useSyncExternalStore } from 'react';
import { Store } from '../session/types.ts';
import { accountApi } from './api.ts';

export interface SignedInAccount {
  readonly name: string;
  readonly language: Language;
}

export interface AccountState {
  /** `unknown` until the server has answered (or could not be reached: then `guest`). */
  readonly status: 'unknown' | 'guest' | 'signed-in';
  readonly account: SignedInAccount | null;
  /** My games as last fetched; null before the first answer. */
  readonly games: readonly MyMatch[] | null;
  /** Bumps on each sign-in, so what follows a sign-in (the account's language) happens once per sign-in. */
  readonly signIns: number;
}

const store = new Store<AccountState>({ status: 'unknown', account: null, games: null, signIns: 0 });

export const accountState = (): AccountState => store.get();
export const subscribeAccount = (listener: () => void): (() => void) => store.subscribe(listener);

export function useAccount(): AccountState {
  return useSyncExternalStore(subscribeAccount, accountState);
}

/** The answer of a sign-in, a sign-up or the session request: who is signed in now. */
export function setSession(session: SessionResponse): void {
  const prev = store.get();
  const account = session.account;
  if (account === null) {
    store.set({ status: 'guest', account: null, games: null, signIns: prev.signIns });
    return;
  }
  const same = prev.account?.name === account.name;
  store.set({
    status: 'signed-in',
    account,
    games: same ? prev.games : null,
    signIns: same ? prev.signIns : prev.signIns + 1,
  });
}

export async function refreshSession(): Promise<void> {
  try {
    setSession(await accountApi.session());
  } catch {
    // No server (a static copy of the client) or none reachable: play goes on as a guest.
    if (store.get().status === 'unknown') setSession({ account: null });
  }
}

/** Asks for My games again; a refusal because the session ended signs this page out. */
export async function refreshGames(): Promise<readonly MyMatch[] | null> {
  if (store.get().status !== 'signed-in') return null;
  try {
    const { matches } = await accountApi.myMatches();
    const now = store.get();
    if (now.status === 'signed-in') store.set({ ...now, games: matches });
    return matches;
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 401) setSession({ account: null });
    return null;
  }
}

/** The account's language changed (here or by the server's answer). */
export function setAccountLanguage(language: Language): void {
  const now = store.get();
  if (now.account) store.set({ ...now, account: { ...now.account, language } });
}

/** The session ended (signed out, everywhere, or the account deleted). */
export function signedOut(): void {
  setSession({ account: null });
}
