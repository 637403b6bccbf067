/**
 * Who is at a match, whose turn it is and what its options are, in words: the join page and the
 * "Your matches" list share these so both name seats the way the table does ("Bot 2 (Hard)").
 */
import type { Seat } from '@boardhall/engine';
import type { OptionLine } from '../games/types.ts';
import type { AppKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translator.ts';
import { botLevelKey } from '../ui/seats.tsx';

/** A seat as the public match or a local record knows it. */
export interface SeatFacts {
  readonly seat: Seat;
  readonly kind: 'human' | 'bot';
  readonly bot?: string;
  readonly name: string | null;
  /** A human seat somebody holds; local seats are always held. */
  readonly claimed: boolean;
}

/** The seat's name: typed, or "Bot 2 (Hard)", or "Player 2" for an unnamed human, or "Open seat" when free. */
export function seatLabel(s: SeatFacts, t: Translate<AppKey>): string {
  if (s.name && s.name.trim().length > 0) return s.name;
  if (s.kind === 'bot') return t('app.bot-name', { n: s.seat + 1, level: t(botLevelKey(s.bot)) });
  return s.claimed ? t('app.player-n', { n: s.seat + 1 }) : t('app.seat.open');
}

/**
 * The match's host: the first human seat someone holds. The server keeps no creator, but this
 * client's create form always takes seat 0 for its creator, so that is who this names. (A match
 * made through the API without `claim` names its first joiner instead.)
 */
export function hostSeat(seats: readonly SeatFacts[]): SeatFacts | null {
  return seats.find((s) => s.kind === 'human' && s.claimed) ?? null;
}

/**
 * One line for a match in "Your matches": whose turn it is and who sits against you. `mine` is
 * the seat this browser plays (null for a spectator, or a hotseat where every human seat is yours).
 */
export function turnLine(
  seats: readonly SeatFacts[],
  mine: readonly Seat[],
  toAct: readonly Seat[],
  t: Translate<AppKey>,
): string {
  const names = (list: readonly SeatFacts[]) => list.map((s) => seatLabel(s, t)).join(', ');
  const parts: string[] = [];
  const acting = seats.filter((s) => toAct.includes(s.seat));
  // When one player holds every human seat (a match against bots), "your turn" says it best.
  if (acting.length > 0 && acting.every((s) => mine.includes(s.seat)) && mine.length === 1)
    parts.push(t('app.your-turn'));
  else if (acting.length > 0) parts.push(t('app.turn-of', { player: names(acting) }));
  const others = seats.filter((s) => !mine.includes(s.seat));
  if (others.length > 0) parts.push(t('app.versus', { names: names(others) }));
  return parts.join(' · ');
}

/** The options as the join page lists them: a switch reads "…: on", anything else "…: value". */
export function optionText(line: OptionLine, t: Translate<AppKey>): string {
  if (typeof line.value === 'boolean')
    return t(line.value ? 'app.option-on' : 'app.option-off', { option: line.label });
  return t('app.option-value', { option: line.label, value: String(line.value) });
}

/** The first free human seat, or the one the link asked for when it is free. */
export function initialSeat(freeSeats: readonly Seat[], asked: Seat | null): Seat | null {
  if (asked !== null && freeSeats.includes(asked)) return asked;
  return freeSeats[0] ?? null;
}
