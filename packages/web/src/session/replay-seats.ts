/** Seats between the lobby's setup and a replay file, which names them for people watching. */
import type { ReplaySeat, Seat } from '@boardhall/engine';
import type { SeatSetup, SessionSeat } from './types.ts';

/** How a replay file records a seat set up in the lobby: its name and, for a bot, its spec. */
export function replaySeatOf(seat: SeatSetup): ReplaySeat {
  return seat.kind === 'bot' && seat.bot ? { name: seat.name, bot: seat.bot } : { name: seat.name };
}

/**
 * The seats of a replay as a session would report them: named as the file names them, or
 * unnamed people when it does not (older files, the command line's).
 */
export function replaySessionSeats(players: number, seats: readonly ReplaySeat[] | undefined): SessionSeat[] {
  return Array.from({ length: players }, (_, seat: Seat) => {
    const s = seats?.[seat];
    return {
      seat,
      kind: s?.bot ? ('bot' as const) : ('human' as const),
      ...(s?.bot ? { bot: s.bot } : {}),
      name: s?.name ?? null,
      local: false,
      connected: true,
      substitute: false,
      claimed: true,
    };
  });
}
