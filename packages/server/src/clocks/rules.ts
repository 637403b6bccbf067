/**
 * The clock rules of a speed (docs/protocol.md "Clocks"). Real-time presets are sized from each
 * game's measured number of decisions per seat, so that a typical game lasts about 20, 40 or 75
 * minutes whatever the game and the number of players (figures and method: docs/benchmarks.md,
 * "Clocks: the real-time presets").
 */
import type { ClockRules, RealtimePreset, Speed } from '@boardhall/protocol';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The game a preset aims at, in minutes. */
export const PRESET_MINUTES: Readonly<Record<RealtimePreset, number>> = { fast: 20, normal: 40, slow: 75 };

/**
 * Decisions one seat makes in a typical game, by game and number of players: the actions per game
 * of `boardhall simulate --seed clocks` divided by the players (Four Humours: random bots, 200
 * games, Solo with `--option mode=solo`; Tribes of the Wind: the `policy` bot, 60 games, since
 * random play there does not end like a real game). A game not listed gets `DEFAULT_DECISIONS`.
 */
export const DECISIONS_PER_SEAT: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  'four-humours': { 1: 34.5, 2: 27.5, 3: 31.9, 4: 29.9, 5: 26.9, 6: 23.6 },
  'tribes-of-the-wind': { 2: 120.5, 3: 115, 4: 112.3, 5: 108.2 },
};
const DEFAULT_DECISIONS = 30;

/**
 * The full allotments of all seats add up to 1.5 × the target: players rarely use all their
 * time, so a game in which each uses about two thirds of it lasts about the target. Half of a
 * seat's allotment is its bank, half comes back as increments, one per decision.
 */
const ALLOTMENT_FACTOR = 1.5;

function decisionsOf(game: string, players: number): number {
  return DECISIONS_PER_SEAT[game]?.[players] ?? DEFAULT_DECISIONS;
}

/** The rules of a real-time preset for a game and a number of players. */
export function realtimeRules(game: string, players: number, preset: RealtimePreset): ClockRules {
  const allotmentMs = (PRESET_MINUTES[preset] * MINUTE * ALLOTMENT_FACTOR) / Math.max(1, players);
  const bankMs = Math.round(allotmentMs / 2 / 30_000) * 30_000;
  const incrementMs = Math.max(1_000, Math.round(allotmentMs / 2 / decisionsOf(game, players) / 1_000) * 1_000);
  return { speed: { kind: 'realtime', preset }, initialMs: bankMs, incrementMs, capMs: null };
}

/**
 * Turn-based: at least the chosen days for every move. A move starts with the days chosen, and
 * the time a move does not use is kept for the next one, up to twice the days (the bank's cap).
 */
export function turnBasedRules(days: 1 | 2 | 3 | 7): ClockRules {
  return { speed: { kind: 'turn-based', days }, initialMs: days * DAY, incrementMs: days * DAY, capMs: 2 * days * DAY };
}

/** The rules of a match's speed, or null for a match without a clock. */
export function clockRulesOf(speed: Speed, game: string, players: number): ClockRules | null {
  if (speed.kind === 'realtime') return realtimeRules(game, players, speed.preset);
  if (speed.kind === 'turn-based') return turnBasedRules(speed.days);
  if (speed.kind === 'custom') {
    return { speed, initialMs: speed.bankSeconds * 1_000, incrementMs: speed.incrementSeconds * 1_000, capMs: null };
  }
  return null;
}
