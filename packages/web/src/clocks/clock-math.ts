/**
 * The arithmetic of the clocks a state frame carries (docs/protocol.md "Clocks"): how much time a
 * seat has left at this browser's "now", how to print it, and when it is short. Pure, so the
 * countdown on screen and its tests agree.
 */
import type { ClockRules, SeatClock } from '@boardhall/protocol';

/**
 * How far the server's clock runs ahead of this browser's (ms): the frame's `serverTime` against
 * the browser's time when the frame arrived. A browser set five minutes wrong still counts down
 * from the right figure.
 */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** A seat's time left at the browser's `now`, never below 0; a stopped clock shows what it holds. */
export function remainingAt(clock: SeatClock, offsetMs: number, now: number): number {
  if (clock.runningSince === null) return Math.max(0, clock.remainingMs);
  const since = Date.parse(clock.runningSince);
  if (!Number.isFinite(since)) return Math.max(0, clock.remainingMs);
  const elapsed = Math.max(0, now + offsetMs - since);
  return Math.max(0, clock.remainingMs - elapsed);
}

/** The shortest time after which `remainingAt` prints differently: the next whole second down. */
export function msToNextSecond(remainingMs: number): number {
  if (remainingMs <= 0) return 1000;
  const rest = remainingMs % 1000;
  return rest === 0 ? 1000 : rest;
}

/** Whole days, hours, minutes and seconds of a time left, rounded up to the second (0.2 s left prints 0:01). */
export interface ClockParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** Hours including the days' (for real-time clocks, which never show days). */
  readonly totalHours: number;
}

export function clockParts(ms: number): ClockParts {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const totalHours = Math.floor(total / 3600);
  return {
    days: Math.floor(total / 86_400),
    hours: totalHours % 24,
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    totalHours,
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** A real-time clock: `m:ss` under an hour, `h:mm:ss` from an hour on. */
export function formatRealtime(ms: number): string {
  const p = clockParts(ms);
  if (p.totalHours > 0) return `${p.totalHours}:${two(p.minutes)}:${two(p.seconds)}`;
  return `${p.minutes}:${two(p.seconds)}`;
}

/** The short unit words of a turn-based clock, in the reader's language ("d", "h", "min"). */
export interface ClockUnits {
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
}

/**
 * A turn-based clock: "2 d 05 h" while a day or more is left, "5 h 07 min" while an hour is, then
 * `m:ss` for the last hour (when seconds start to matter).
 */
export function formatTurnBased(ms: number, units: ClockUnits): string {
  const p = clockParts(ms);
  if (p.days > 0) return `${p.days} ${units.day} ${two(p.hours)} ${units.hour}`;
  if (p.totalHours > 0) return `${p.totalHours} ${units.hour} ${two(p.minutes)} ${units.minute}`;
  return formatRealtime(ms);
}

/** A clock as the table prints it, by the match's kind of speed. */
export function formatClock(ms: number, rules: ClockRules, units: ClockUnits): string {
  return rules.speed.kind === 'turn-based' ? formatTurnBased(ms, units) : formatRealtime(ms);
}

/** Real time: warn under 20 seconds, or under a tenth of the starting bank, whichever comes first. */
export const REALTIME_WARN_MS = 20_000;
export const BANK_WARN_FRACTION = 0.1;
/** Turn-based: warn under two hours. */
export const TURN_BASED_WARN_MS = 2 * 3600_000;

/**
 * The player should hurry: some time is left, but little. A clock at 0 is out of time, not short;
 * a match without a clock never warns.
 */
export function isShort(remainingMs: number, rules: ClockRules): boolean {
  if (remainingMs <= 0) return false;
  switch (rules.speed.kind) {
    case 'none':
      return false;
    case 'turn-based':
      return remainingMs < TURN_BASED_WARN_MS;
    default:
      return remainingMs < Math.max(REALTIME_WARN_MS, rules.initialMs * BANK_WARN_FRACTION);
  }
}
