/**
 * A notice that goes by itself after NOTICE_MS ("Bob joined", "Ann left": issue #39 item 5). Its
 * own timer starts when a notice is shown and nothing else restarts or cancels it, so a table that
 * re-renders on every move cannot keep it up for the whole match.
 */
import { useCallback, useEffect, useState } from 'react';

export const NOTICE_MS = 8000;

export function useFleetingNotice<T = string>(): readonly [T | null, (what: T) => void] {
  // Numbered, so that the same notice shown again starts a new timer.
  const [notice, setNotice] = useState<{ readonly what: T; readonly n: number } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((what: T) => setNotice((prev) => ({ what, n: (prev?.n ?? 0) + 1 })), []);
  return [notice?.what ?? null, show] as const;
}
