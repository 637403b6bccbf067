/**
 * The round walkthrough's state on the table: it opens by itself when a new round reaches its
 * resolution, holds the bots while open (for a minute at most), and can be reopened on any past
 * round's resolution.
 */
import type { Message } from '@boardhall/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LogLine } from '../types.ts';
import { buildWalkthrough, countResolutions, flatten, type Walkthrough } from './walkthrough.ts';

/** How long bots wait for an open walkthrough before they play on (the text says "a minute"). */
const WALK_HOLD_MS = 60_000;

export interface RoundWalkthrough {
  /** Every message of the log, in order (what the walkthrough is built from). */
  readonly messages: readonly Message[];
  /** How many round resolutions the log holds. */
  readonly resolutions: number;
  readonly open: boolean;
  /** The walkthrough shown, or null while closed. */
  readonly walk: Walkthrough | null;
  readonly page: number;
  readonly setPage: (page: number) => void;
  /** Whether the bots wait for it now (it is open and the hold has not run out). */
  readonly holding: boolean;
  /** Opens on the resolution `which` (null: the latest), at its first page. */
  openAt(which: number | null): void;
  /** Shows the latest resolution at `page` (beyond its last: the last), open or not. */
  showLatest(page: number): void;
  close(): void;
}

export function useRoundWalkthrough(
  log: readonly LogLine[],
  readOnly: boolean,
  hold: (on: boolean) => void,
): RoundWalkthrough {
  const messages = useMemo(() => flatten(log), [log]);
  const resolutions = countResolutions(messages);
  const seen = useRef(resolutions);
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  /** Which round's resolution: null for the latest (it grows while a decision is pending). */
  const [which, setWhich] = useState<number | null>(null);
  const walk = useMemo(() => (open ? buildWalkthrough(messages, which ?? undefined) : null), [open, messages, which]);
  useEffect(() => {
    if (resolutions > seen.current && !readOnly) {
      setOpen(true);
      setWhich(null);
      setPage(0);
    }
    seen.current = resolutions;
  }, [resolutions, readOnly]);
  // Bots wait while the walkthrough is open (the session lets them finish the resolution's decisions),
  // but not for ever: a player who leaves it open and walks away would stall the game (issue #15).
  const [holding, setHolding] = useState(false);
  useEffect(() => {
    if (!open) return;
    let held = true;
    hold(true);
    setHolding(true);
    const release = () => {
      if (!held) return;
      held = false;
      hold(false);
      setHolding(false);
    };
    const timer = setTimeout(release, WALK_HOLD_MS);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [open, hold]);
  const openAt = useCallback((at: number | null) => {
    setWhich(at);
    setPage(0);
    setOpen(true);
  }, []);
  const showLatest = useCallback((at: number) => {
    setWhich(null);
    setPage(at);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { messages, resolutions, open, walk, page, setPage, holding, openAt, showLatest, close };
}
