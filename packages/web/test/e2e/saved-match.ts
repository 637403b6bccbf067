/**
 * Prepared positions for the browser tests, opened as saved local matches: the record the app keeps
 * in this browser's storage for "Your matches" (src/session/storage.ts), written by the test, so a
 * table opens at any point of a game the engine played, without clicking through what led there.
 */
import type { Page } from 'playwright-core';
import type { LocalMatchRecord } from '../../src/session/storage.ts';

/** A game the engine played, to open as a local match where seat 0 (Ann, a human) is to act or at its end. */
export interface SavedMatch {
  readonly game: string;
  readonly players: number;
  readonly options: object;
  readonly seed: string;
  readonly actions: readonly { seat: number; action: unknown }[];
  readonly finished: boolean;
  /** The bots' specs for seats 1, 2, …; 'random' for any not given. */
  readonly bots?: readonly string[];
}

/** The record "Your matches" would have saved for this game. */
export function localRecord(id: string, s: SavedMatch): LocalMatchRecord {
  return {
    v: 1,
    id,
    game: s.game,
    players: s.players,
    options: s.options,
    seed: s.seed,
    rngScheme: 'chacha20',
    seats: Array.from({ length: s.players }, (_, i) =>
      i === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'bot', bot: s.bots?.[i - 1] ?? 'random', name: null },
    ),
    actions: s.actions,
    createdAt: 1,
    updatedAt: 1,
    finished: s.finished,
    toAct: s.finished ? [] : [0],
  };
}

/** Puts the games in the page's storage (the page must show the app already), under their ids. */
export async function storeSaved(page: Page, games: Iterable<readonly [string, SavedMatch]>): Promise<void> {
  const records = [...games].map(([id, s]) => [`boardhall.local.${id}`, JSON.stringify(localRecord(id, s))]);
  await page.evaluate((all) => {
    for (const [k, v] of all) localStorage.setItem(k as string, v as string);
  }, records);
}

/** Stores one game and opens its table, waiting for `ready`. */
export async function openSaved(page: Page, base: string, id: string, s: SavedMatch, ready: string): Promise<void> {
  await storeSaved(page, [[id, s]]);
  await page.goto(`${base}#/play/local/${id}`);
  await page.waitForSelector(ready);
}
