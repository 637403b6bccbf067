/** What the table prints beside a seat's name online: its clock, and whether the bot plays it for good or for now. */
import type { Seat } from '@boardhall/engine';
import type { Clocks } from '@boardhall/protocol';
import type { SessionSeat } from '../session/types.ts';
import { useTableT } from './i18n/index.ts';
import { ClockFace } from './SeatClock.tsx';

export function SeatAside({
  seat,
  name,
  clocks,
  offsetMs,
  viewer,
}: {
  seat: SessionSeat;
  name: string;
  clocks: Clocks | null;
  offsetMs: number;
  viewer: Seat | 'spectator';
}) {
  const t = useTableT();
  // A seat taken back after its time ran out still counts as out of time, but its player plays it.
  const status = seat.resigned
    ? t('clock.resigned')
    : seat.outOfTime && seat.substitute
      ? t('clock.out-of-time')
      : null;
  if (!clocks && !status) return null;
  return (
    <span className="seat-aside" data-testid={`seat-aside-${seat.seat}`}>
      {clocks ? (
        <ClockFace clocks={clocks} offsetMs={offsetMs} seat={seat.seat} name={name} mine={seat.seat === viewer} />
      ) : null}
      {status ? (
        <span className="seat-status" data-testid={`seat-status-${seat.seat}`}>
          {status}
        </span>
      ) : null}
    </span>
  );
}
