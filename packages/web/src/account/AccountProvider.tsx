/**
 * What being signed in does on every page: the session asked for at start; My games polled every
 * 30 s and on focus; the count of games waiting for the player in the tab's title; a notification
 * of a game newly waiting while the tab is hidden; the account's language followed after each
 * sign-in (unless the address asks for one with `?lang=`).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { navigate } from '../app/router.ts';
import { findManifest } from '../games/registry.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { announce } from './notify.ts';
import { refreshGames, refreshSession, useAccount } from './store.ts';
import { useAccountT } from './text/index.ts';
import { newlyWaiting, titleWithCount, waitingGames } from './waiting.ts';

const POLL_MS = 30_000;

/** Keeps "(n) " in front of whatever title the page sets. */
function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}

export function AccountProvider({ children }: { children: ReactNode }) {
  const { status, account, games, signIns } = useAccount();
  const { t, setLocale } = useI18n();
  const at = useAccountT();
  const signedIn = status === 'signed-in';

  useEffect(() => {
    void refreshSession();
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    void refreshGames();
    const timer = setInterval(() => void refreshGames(), POLL_MS);
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refreshGames();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [signedIn]);

  // The account's language, once per sign-in: a shared `?lang=` link still wins.
  const language = account?.language ?? null;
  const followed = useRef(0);
  useEffect(() => {
    if (language === null || followed.current === signIns) return;
    followed.current = signIns;
    if (!new URLSearchParams(location.search).has('lang')) setLocale(language);
  }, [language, signIns, setLocale]);

  const waiting = games ? waitingGames(games) : [];
  useTitleCount(waiting.length);

  // A game newly waiting, while the player looks elsewhere.
  const seen = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (games === null) {
      seen.current = null;
      return;
    }
    const fresh = newlyWaiting(seen.current, games);
    seen.current = new Set(waitingGames(games).map((m) => m.matchId));
    if (fresh.length === 0 || document.visibilityState !== 'hidden') return;
    const names = fresh.map((m) => {
      const manifest = findManifest(m.game);
      return manifest ? t(manifest.titleKey) : m.gameName;
    });
    announce(at('account.notify.title'), `${at('account.waiting', { count: fresh.length })}: ${names.join(', ')}`, () =>
      navigate({ name: 'games', claim: false }),
    );
  }, [games, t, at]);

  return <>{children}</>;
}
