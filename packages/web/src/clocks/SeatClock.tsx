/**
 * A seat's clock as the table shows it, beside the seat and in the header: the time left counting
 * down, the running clock marked, and the viewer's own clock warning (colour, icon and words)
 * when little time is left, announced once to screen readers.
 */
import type { Seat } from '@boardhall/engine';
import type { Clocks, SeatClock } from '@boardhall/protocol';
import { useEffect, useState } from 'react';
import type { Translate } from '../i18n/translator.ts';
import { SeatEmblem } from '../ui/seats.tsx';
import { type ClockUnits, formatClock, isShort, remainingAt } from './clock-math.ts';
import { type TableKey, useTableT } from './i18n/index.ts';
import { useNow } from './useTable.ts';

export function clockUnits(t: Translate<TableKey>): ClockUnits {
  return { day: t('clock.unit.day'), hour: t('clock.unit.hour'), minute: t('clock.unit.minute') };
}

interface ClockProps {
  readonly clocks: Clocks;
  readonly offsetMs: number;
  readonly seat: Seat;
  readonly name: string;
  /** The viewer's own seat: only its clock warns. */
  readonly mine: boolean;
  /** In the header: the seat's emblem goes with it. */
  readonly compact?: boolean;
}

/** The announcement for the viewer's own clock, made once each time it turns short. */
function ShortAnnouncer({ short, time }: { short: boolean; time: string }) {
  const t = useTableT();
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    if (!short) setSaid(null);
    else setSaid((before) => before ?? t('clock.short-announce', { time }));
  }, [short, time, t]);
  return (
    <span className="visually-hidden" role="status">
      {said ?? ''}
    </span>
  );
}

export function ClockFace({ clocks, offsetMs, seat, name, mine, compact = false }: ClockProps) {
  const t = useTableT();
  const clock: SeatClock | undefined = clocks.seats.find((c) => c.seat === seat);
  const running = clock?.runningSince != null;
  const now = useNow(running);
  if (!clock) return null;
  const left = remainingAt(clock, offsetMs, now);
  const time = formatClock(left, clocks.rules, clockUnits(t));
  const short = mine && isShort(left, clocks.rules);
  const label = t(running ? 'clock.left-running' : 'clock.left', { player: name, time });
  const classes = [
    'seat-clock',
    running ? 'running' : '',
    short ? 'short' : '',
    mine ? 'mine' : '',
    compact ? 'compact' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-testid={`clock-${compact ? 'head' : 'seat'}-${seat}`} data-running={running}>
      {compact ? <SeatEmblem seat={seat} size={14} /> : null}
      <span role="timer" aria-label={label} className="seat-clock-time">
        {short ? <span aria-hidden="true">⚠ </span> : null}
        {time}
      </span>
      {short ? (
        <span className="seat-clock-short" data-testid="clock-short">
          {t('clock.short')}
        </span>
      ) : null}
      {mine ? <ShortAnnouncer short={short} time={time} /> : null}
    </span>
  );
}

/** Every seat's clock in a row, for the table's header. */
export function HeaderClocks({
  clocks,
  offsetMs,
  names,
  viewer,
}: {
  clocks: Clocks;
  offsetMs: number;
  names: (seat: Seat) => string;
  viewer: Seat | 'spectator';
}) {
  return (
    <span className="header-clocks" data-testid="header-clocks">
      {clocks.seats.map((c) => (
        <ClockFace
          key={c.seat}
          clocks={clocks}
          offsetMs={offsetMs}
          seat={c.seat}
          name={names(c.seat)}
          mine={c.seat === viewer}
          compact
        />
      ))}
    </span>
  );
}
