/**
 * Finished analyses kept in this browser (IndexedDB), so reopening a game's analysis costs
 * nothing. Keyed by a SHA-256 of what fixes the analysis: the game's moves, the budget and the
 * seed (and the format of what is stored). A few lines of IndexedDB rather than a library: one
 * store, get and put. Storage that is missing or refused (a private window) only means no cache.
 */
import type { GameAnalysis } from '@boardhall/bots/core';
import type { ReplayFile } from '@boardhall/engine';

const DB_NAME = 'boardhall-analysis';
const STORE = 'analyses';
/** Bumped when what is stored changes shape, so old entries are never read as new ones. */
const CACHE_FORMAT = 1;

/**
 * The key of an analysis: a hash of the game's moves (not of the seats' names, which play no
 * part), the budget and the seed. Null where the browser has no SubtleCrypto (not a secure page).
 */
export async function analysisKey(replay: ReplayFile, budget: number, seed: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const what = JSON.stringify([
    CACHE_FORMAT,
    replay.game,
    replay.players,
    replay.options,
    replay.seed,
    replay.actions.map((a) => [a.seat, a.action]),
    budget,
    seed,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(what));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  });
  return opening;
}

function done<T>(req: IDBRequest<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(undefined);
  });
}

export async function cachedAnalysis(key: string): Promise<GameAnalysis | null> {
  const db = await openDb();
  if (!db) return null;
  try {
    const value = await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
    return (value as GameAnalysis | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function storeAnalysis(key: string, analysis: GameAnalysis): Promise<void> {
  const db = await openDb();
  if (!db) return;
  try {
    await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(analysis, key));
  } catch {
    // A full or refused store keeps nothing; the analysis is still shown.
  }
}
