/**
 * The service worker's side of the page (issue #37, item 2): registers the Workbox worker that
 * vite-plugin-pwa builds (scripts/pwa-options.ts) and keeps whether a new version is waiting.
 *
 * A new version never reloads the page by itself: it waits until the player presses "Update"
 * (UpdateOffer.tsx), or until every window of the app is closed (the browser then starts the new
 * one on the next visit). When another window applies it, this page reloads only if no game is open
 * in it; a page with a game keeps the offer, and its player chooses when.
 */

import { registerSW } from 'virtual:pwa-register';
import { useSyncExternalStore } from 'react';

/** How often an open page asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60_000;

let updateWaiting = false;
/** Set once this page asked for the update: only then may the swap reload it. */
let applying = false;
/** Set when another window swapped the new version in: this page then only needs a reload. */
let appliedElsewhere = false;
let applyUpdate: (() => Promise<void>) | null = null;
let isGameOpen: () => boolean = () => false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

/**
 * Registers the worker once the page has loaded, so its precache (the whole build) never competes
 * with the first paint. `gameOpen` says whether this page shows a game that a reload would interrupt.
 */
export function startServiceWorker(gameOpen: () => boolean): void {
  if (!('serviceWorker' in navigator)) return;
  isGameOpen = gameOpen;
  applyUpdate = registerSW({
    onNeedRefresh: () => setWaiting(true),
    onNeedReload: () => {
      if (applying || !isGameOpen()) {
        location.reload();
        return;
      }
      appliedElsewhere = true;
      setWaiting(true);
    },
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}

/** Swaps in the waiting version; the page reloads once it controls it (a local game resumes from storage). */
export function applyWaitingUpdate(): void {
  applying = true;
  if (appliedElsewhere) location.reload();
  else void applyUpdate?.();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a new version of the app is downloaded and waits for the player to apply it. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => updateWaiting);
}
