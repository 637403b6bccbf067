/** React hooks over the table feed and the ticking of running clocks. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TableFeed, TableState } from '../session/table-feed.ts';

export function useTable(feed: TableFeed): TableState {
  return useSyncExternalStore(
    (cb) => feed.subscribe(cb),
    () => feed.get(),
  );
}

/** How often a running clock is redrawn: often enough that its seconds never lag by more than this. */
const TICK_MS = 200;

/** The browser's time, refreshed while `running` (a stopped clock needs no redrawing). */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
