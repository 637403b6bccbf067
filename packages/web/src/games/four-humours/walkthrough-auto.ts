/**
 * Whether the round walkthrough opens by itself when a round is resolved (issue #39 item 1). A new
 * player meets it by itself in their first games (the first AUTO_ROUNDS resolutions this browser
 * shows, about two Kingdom games); after that it opens only when asked. A switch in the walkthrough
 * makes it always or never open by itself, which this browser remembers.
 */
import { useCallback, useState } from 'react';

/** About two games of five rounds. */
export const AUTO_ROUNDS = 10;
const KEY = 'boardhall.fh.walkthrough';

interface Stored {
  /** The player's choice; null until they make one (then the first games decide). */
  readonly auto: boolean | null;
  /** How many resolutions opened by themselves so far. */
  readonly shown: number;
}

function read(): Stored {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    return {
      auto: typeof raw?.auto === 'boolean' ? raw.auto : null,
      shown: typeof raw?.shown === 'number' && raw.shown >= 0 ? raw.shown : 0,
    };
  } catch {
    // No storage (private mode) or a damaged value: a new player's defaults.
    return { auto: null, shown: 0 };
  }
}

function write(s: Stored): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Not remembered; the table still works.
  }
}

const opensNow = (s: Stored) => s.auto ?? s.shown < AUTO_ROUNDS;

export interface WalkthroughAuto {
  /** Whether the next resolution opens the walkthrough by itself. */
  readonly on: boolean;
  /** The player's choice, remembered. */
  set(on: boolean): void;
  /** A resolution arrived: true when the walkthrough should open for it (and counts it). */
  take(): boolean;
}

export function useWalkthroughAuto(): WalkthroughAuto {
  const [on, setOn] = useState(() => opensNow(read()));
  const set = useCallback((next: boolean) => {
    write({ ...read(), auto: next });
    setOn(next);
  }, []);
  const take = useCallback(() => {
    const s = read();
    if (!opensNow(s)) {
      setOn(false);
      return false;
    }
    const next = { ...s, shown: s.shown + 1 };
    write(next);
    setOn(opensNow(next));
    return true;
  }, []);
  return { on, set, take };
}
