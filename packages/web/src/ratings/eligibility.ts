/**
 * Whether a new online match can be rated, as the server decides it (docs/protocol.md "Ratings"):
 * a signed-in creator, a clock, at least two human seats (so not a practice match), bots at a
 * named level only, and no option that fixes the deal. The create form shows the "Rated" switch
 * with the first thing that keeps it off; the server still has the last word (`not-ratable`).
 */
import type { SeatRequest, Speed } from '@boardhall/protocol';
import { ratedBotLevel } from './players.ts';

/** Why a match cannot be rated, first reason first. */
export type RatedBlocker = 'guest' | 'clock' | 'people' | 'bots' | 'fixed';

export interface RatedFacts {
  readonly signedIn: boolean;
  readonly speed: Speed['kind'];
  readonly seats: readonly SeatRequest[];
  /** The options that fix the hidden deal (the game's `fixedSetupOptions`). */
  readonly fixedOptions: readonly string[];
}

export function ratedBlocker(f: RatedFacts): RatedBlocker | null {
  if (!f.signedIn) return 'guest';
  if (f.speed === 'none') return 'clock';
  if (f.seats.filter((s) => s.kind === 'human').length < 2) return 'people';
  const unnamed = f.seats.some(
    (s) => s.kind === 'bot' && ratedBotLevel(s.level ? `${s.bot}:level=${s.level}` : s.bot) === null,
  );
  if (unnamed) return 'bots';
  if (f.fixedOptions.length > 0) return 'fixed';
  return null;
}
