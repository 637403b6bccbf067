/**
 * Seat identity (UI-DESIGN §2.4): a seat is always colour + emblem + pattern + name, so it reads
 * without colour vision. Seats 1–6 in order.
 */
import type { Seat } from '@boardhall/engine';
import type { SeatDisplay } from '../games/types.ts';
import type { AppKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translator.ts';
import type { SessionSeat } from '../session/types.ts';

export const SEAT_COLOURS = ['#04786A', '#E8661A', '#3F2A6B', '#3FA3E8', '#EE8BB6', '#1644D0'] as const;
export type EmblemShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'shield';
export const SEAT_EMBLEMS: readonly EmblemShape[] = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'shield'];

export const seatColour = (seat: Seat): string => SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
export const seatPatternId = (seat: Seat): string => `seat-pat-${seat % SEAT_COLOURS.length}`;

/** The emblem's outline as an SVG path, centred on 0,0 and about 2r wide. */
export function emblemPath(seat: Seat, r: number): string {
  const shape = SEAT_EMBLEMS[seat % SEAT_EMBLEMS.length];
  const f = (n: number) => Math.round(n * 100) / 100;
  switch (shape) {
    case 'square':
      return `M${f(-r * 0.88)},${f(-r * 0.88)}H${f(r * 0.88)}V${f(r * 0.88)}H${f(-r * 0.88)}Z`;
    case 'triangle':
      return `M0,${f(-r * 1.1)}L${f(r * 1.08)},${f(r * 0.8)}H${f(-r * 1.08)}Z`;
    case 'diamond':
      return `M0,${f(-r * 1.1)}L${f(r * 1.1)},0L0,${f(r * 1.1)}L${f(-r * 1.1)},0Z`;
    case 'hexagon': {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${f(Math.cos(a) * r)},${f(Math.sin(a) * r)}`;
      });
      return `M${pts.join('L')}Z`;
    }
    case 'shield':
      return `M${f(-r * 0.9)},${f(-r * 0.9)}H${f(r * 0.9)}V${f(r * 0.1)}Q${f(r * 0.9)},${f(r * 0.8)} 0,${f(r * 1.05)}Q${f(-r * 0.9)},${f(r * 0.8)} ${f(-r * 0.9)},${f(r * 0.1)}Z`;
    default:
      return `M${-r},0A${r},${r} 0 1 0 ${r},0A${r},${r} 0 1 0 ${-r},0Z`;
  }
}

/** Pattern definitions, rendered once per page (App), referenced as `url(#seat-pat-n)`. */
export function SeatPatternDefs() {
  const stripes = (seat: number, rotate: number) => (
    <pattern
      key={seat}
      id={seatPatternId(seat)}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform={`rotate(${rotate})`}
    >
      <rect width="6" height="6" fill={seatColour(seat)} />
      <rect width="2.4" height="6" fill="#fff" opacity="0.7" />
    </pattern>
  );
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={seatPatternId(0)} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill={seatColour(0)} />
        </pattern>
        {stripes(1, 45)}
        <pattern id={seatPatternId(2)} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill={seatColour(2)} />
          <circle cx="3" cy="3" r="1.3" fill="#fff" opacity="0.8" />
        </pattern>
        {stripes(3, 90)}
        <pattern id={seatPatternId(4)} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill={seatColour(4)} />
          <path d="M0,3H6M3,0V6" stroke="#fff" strokeWidth="1.2" opacity="0.8" />
        </pattern>
        {stripes(5, 0)}
      </defs>
    </svg>
  );
}

/** The seat's emblem as a standalone icon. */
export function SeatEmblem({ seat, size = 18, patterned = false }: { seat: Seat; size?: number; patterned?: boolean }) {
  const r = size / 2 - 1.5;
  return (
    <svg width={size} height={size} viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`} aria-hidden="true">
      <path
        d={emblemPath(seat, r)}
        fill={patterned ? `url(#${seatPatternId(seat)})` : seatColour(seat)}
        stroke="var(--ink)"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export function SeatName({ seat, name, size = 18 }: { seat: Seat; name: string; size?: number }) {
  return (
    <span className="seat-name">
      <SeatEmblem seat={seat} size={size} />
      <span>{name}</span>
    </span>
  );
}

/** The label key of a bot spec's level. */
export function botLevelKey(spec: string | undefined): AppKey {
  if (!spec || spec.startsWith('random')) return 'app.bot-level.random';
  if (spec.startsWith('greedy')) return 'app.bot-level.greedy';
  const level = /level=(easy|normal|hard)/.exec(spec)?.[1] ?? 'normal';
  return `app.bot-level.${level}` as AppKey;
}

/** Names every seat in the current language: typed names stay as typed; bots get "Bot 2 (Hard)". */
export function displaySeats(seats: readonly SessionSeat[], t: Translate<AppKey>): SeatDisplay[] {
  return seats.map((s) => ({
    seat: s.seat,
    name:
      s.name && s.name.trim().length > 0
        ? s.name
        : s.kind === 'bot'
          ? t('app.bot-name', { n: s.seat + 1, level: t(botLevelKey(s.bot)) })
          : t('app.player-n', { n: s.seat + 1 }),
    kind: s.kind,
    local: s.local,
    connected: s.connected,
    substitute: s.substitute,
  }));
}
