/**
 * The round walkthrough's state on the table: it opens by itself when a new round reaches its
 * resolution in a player's first games (or always, if they say so: walkthrough-auto.ts), and can be
 * opened on any past round's resolution. It never holds the bots: they play on while the player
 * reads (issue #39 item 1), so nobody waits on a walkthrough they did not ask for.
 */
import type { Message } from '@boardhall/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LogLine } from '../types.ts';
import { buildWalkthrough, countResolutions, flatten, type Walkthrough } from './walkthrough.ts';
import { useWalkthroughAuto, type WalkthroughAuto } from './walkthrough-auto.ts';

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
  /** Whether it opens by itself after a round, and the switch for it. */
  readonly auto: WalkthroughAuto;
  /** Opens on the resolution `which` (null: the latest), at its first page. */
  openAt(which: number | null): void;
  /** Shows the latest resolution at `page` (beyond its last: the last), open or not. */
  showLatest(page: number): void;
  close(): void;
}

export function useRoundWalkthrough(log: readonly LogLine[], readOnly: boolean): RoundWalkthrough {
  const messages = useMemo(() => flatten(log), [log]);
  const resolutions = countResolutions(messages);
  const seen = useRef(resolutions);
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  /** Which round's resolution: null for the latest (it grows while a decision is pending). */
  const [which, setWhich] = useState<number | null>(null);
  const walk = useMemo(() => (open ? buildWalkthrough(messages, which ?? undefined) : null), [open, messages, which]);
  const auto = useWalkthroughAuto();
  const { take } = auto;
  useEffect(() => {
    if (resolutions > seen.current && !readOnly && take()) {
      setOpen(true);
      setWhich(null);
      setPage(0);
    }
    seen.current = resolutions;
  }, [resolutions, readOnly, take]);
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
  return { messages, resolutions, open, walk, page, setPage, auto, openAt, showLatest, close };
}
