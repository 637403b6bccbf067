/**
 * "Your turn reaches the player": which games wait for the account, the count in the tab's title,
 * the games newly waiting since the last look (for a notification), and each one's time left.
 */
import type { MyMatch, Speed } from '@boardhall/protocol';
import type { Translate } from '../i18n/translator.ts';
import type { AccountKey } from './text/index.ts';

/** The matches waiting for the account's move, in the server's order (soonest deadline first). */
export function waitingGames(matches: readonly MyMatch[]): MyMatch[] {
  return matches.filter((m) => m.yourTurn && m.status === 'playing');
}

const COUNT_PREFIX = /^\(\d+\) /;

/** The title with the count of waiting games in front, "(2) Boardhall"; none: the bare title. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/**
 * The waiting games that were not waiting at the last look (`before`, their ids). The first look
 * (`before` null) announces nothing: those games were waiting before this page was opened.
 */
export function newlyWaiting(before: ReadonlySet<string> | null, matches: readonly MyMatch[]): MyMatch[] {
  if (before === null) return [];
  return waitingGames(matches).filter((m) => !before.has(m.matchId));
}

/** The account's time left in a match at `now` (ms): counting down from the deadline while its clock runs. */
export function timeLeftMs(clock: MyMatch['clock'], now: number): number | null {
  if (clock === null) return null;
  if (clock.deadline === null) return clock.remainingMs;
  return Math.max(0, Date.parse(clock.deadline) - now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "4:05", "1:04:05" under a day; "2 d 3 h" (in the player's words) from a day on. */
export function formatTimeLeft(ms: number, t: Translate<AccountKey>): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return t('account.days-hours', { days, hours });
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds % 60)}`;
  return `${minutes}:${pad(seconds % 60)}`;
}

/** How fast a match is played, in words. */
export function speedText(speed: Speed, t: Translate<AccountKey>): string {
  switch (speed.kind) {
    case 'realtime':
      return t(`account.speed.${speed.preset}`);
    case 'custom':
      return t('account.speed.custom', {
        minutes: Math.round((speed.bankSeconds / 60) * 10) / 10,
        seconds: speed.incrementSeconds,
      });
    case 'turn-based':
      return t('account.speed.turn-based', { count: speed.days });
    case 'none':
      return t('account.speed.none');
  }
}
