/**
 * Whether this device has a network connection, as the browser knows it (`navigator.onLine`, and
 * its `online`/`offline` events). The browser's word is a hint: "online" may still mean no route to
 * the server, so the screens that fetch also show their own failures; "offline" is reliable.
 */
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
