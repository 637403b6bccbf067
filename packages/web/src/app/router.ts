/** Hash routes, so any static server (and `boardhall serve`) can host the client without rewrites. */
import { type RatedPlayer, ratedBotLevelSchema } from '@boardhall/protocol';
import { useSyncExternalStore } from 'react';

export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'new'; readonly game: string }
  | { readonly name: 'local'; readonly id: string }
  | { readonly name: 'match'; readonly id: string; readonly join: boolean; readonly seat: number | null }
  | { readonly name: 'replay'; readonly match: string | null; readonly local: string | null }
  | { readonly name: 'rules'; readonly game: string }
  /** "Learn to play" a game: its lesson on the real table. */
  | { readonly name: 'learn'; readonly game: string }
  /** `next`: where a finished sign-in (or sign-up) leads back to, a route of this site (`#/…`). */
  | { readonly name: 'signup'; readonly next: string | null }
  | { readonly name: 'signin'; readonly next: string | null }
  | { readonly name: 'account' }
  /** My games; with `claim`, first offers to add this browser's guest seats to the account. */
  | { readonly name: 'games'; readonly claim: boolean }
  /** A player's public profile: an account (`#/players/<name>`) or a bot level (`#/players/bot/<level>`). */
  | { readonly name: 'player'; readonly player: RatedPlayer }
  | { readonly name: 'leaderboard'; readonly game: string }
  | { readonly name: 'not-found'; readonly path: string };

/**
 * A way back after signing in, when it is a page of this site other than the sign-in pages
 * themselves. Only a hash route is kept, so the link cannot lead anywhere else.
 */
function backTo(next: string | null): string | null {
  if (next === null || !next.startsWith('#/')) return null;
  const route = parseRoute(next);
  return route.name === 'not-found' || route.name === 'signin' || route.name === 'signup' ? null : next;
}

/** Parses `#/path?query`. */
export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = raw.split('?', 2);
  const q = new URLSearchParams(query);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [a, b, c] = parts;
  if (parts.length === 0) return { name: 'home' };
  if (a === 'new' && b && parts.length === 2) return { name: 'new', game: b };
  if (a === 'play' && b === 'local' && c && parts.length === 3) return { name: 'local', id: c };
  if (a === 'match' && b && parts.length === 2) {
    const seat = q.get('seat');
    return {
      name: 'match',
      id: b,
      join: q.has('join'),
      seat: seat !== null && /^\d+$/.test(seat) ? Number(seat) : null,
    };
  }
  if (a === 'replay' && parts.length === 1) return { name: 'replay', match: q.get('match'), local: q.get('local') };
  if (a === 'rules' && b && parts.length === 2) return { name: 'rules', game: b };
  if (a === 'learn' && b && parts.length === 2) return { name: 'learn', game: b };
  if (parts.length === 1 && (a === 'signup' || a === 'signin')) return { name: a, next: backTo(q.get('next')) };
  if (parts.length === 1 && a === 'account') return { name: a };
  if (a === 'players' && b && parts.length === 2) return { name: 'player', player: { kind: 'account', name: b } };
  if (a === 'players' && b === 'bot' && c && parts.length === 3) {
    const level = ratedBotLevelSchema.safeParse(c);
    if (level.success) return { name: 'player', player: { kind: 'bot', level: level.data } };
  }
  if (a === 'leaderboard' && b && parts.length === 2) return { name: 'leaderboard', game: b };
  if (a === 'games' && parts.length === 1) return { name: 'games', claim: q.has('claim') };
  return { name: 'not-found', path };
}

/**
 * Whether a route needs the server: these say so while the device is offline. A game on this
 * device, the rules and a replay from a file (or of a local game) work without one.
 */
export function needsServer(route: Route): boolean {
  if (route.name === 'local' || route.name === 'rules' || route.name === 'learn') return false;
  if (route.name === 'replay') return route.match !== null;
  return true;
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new':
      return `#/new/${encodeURIComponent(route.game)}`;
    case 'local':
      return `#/play/local/${encodeURIComponent(route.id)}`;
    case 'match': {
      const q = new URLSearchParams();
      if (route.join) q.set('join', '');
      if (route.seat !== null) q.set('seat', String(route.seat));
      const qs = q.toString().replace('join=', 'join');
      return `#/match/${encodeURIComponent(route.id)}${qs ? `?${qs}` : ''}`;
    }
    case 'replay':
      if (route.match) return `#/replay?match=${encodeURIComponent(route.match)}`;
      return route.local ? `#/replay?local=${encodeURIComponent(route.local)}` : '#/replay';
    case 'rules':
      return `#/rules/${encodeURIComponent(route.game)}`;
    case 'learn':
      return `#/learn/${encodeURIComponent(route.game)}`;
    case 'signup':
    case 'signin': {
      const next = backTo(route.next);
      return `#/${route.name}${next ? `?${new URLSearchParams({ next })}` : ''}`;
    }
    case 'account':
      return `#/${route.name}`;
    case 'player':
      return route.player.kind === 'account'
        ? `#/players/${encodeURIComponent(route.player.name)}`
        : `#/players/bot/${route.player.level}`;
    case 'leaderboard':
      return `#/leaderboard/${encodeURIComponent(route.game)}`;
    case 'games':
      return route.claim ? '#/games?claim' : '#/games';
    case 'not-found':
      return `#${route.path}`;
  }
}

export function navigate(route: Route, replace = false): void {
  const target = href(route);
  if (replace) history.replaceState(null, '', target);
  else location.hash = target;
  if (replace) window.dispatchEvent(new HashChangeEvent('hashchange'));
}

const subscribe = (cb: () => void) => {
  window.addEventListener('hashchange', cb);
  return () => window.removeEventListener('hashchange', cb);
};

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => location.hash);
  return parseRoute(hash);
}

/** An absolute link to a route on this site (for join links), keeping `?lang=` if present. */
export function absoluteLink(route: Route): string {
  return `${location.origin}${location.pathname}${location.search}${href(route)}`;
}
