import {
  type GameRegistry,
  type LogEntry,
  type Seat,
  seedCommitment,
  type Viewer,
  visibleLog,
} from '@boardhall/engine';
import type {
  MatchSummary,
  RequestId,
  SeatInfo,
  SeatsFrame,
  StateCause,
  StateFrame,
  WelcomeFrame,
} from '@boardhall/protocol';
import type { StoredMatch, StoredSeat } from '../storage/types.ts';
import type { LiveMatch } from './live-match.ts';

/** What every viewer's state frame of one change shares, computed once per change. */
export interface FrameBase {
  live: LiveMatch;
  cause: StateCause;
  actor: Seat | null;
  log: readonly LogEntry[] | null;
  active: readonly Seat[];
  outcome: StateFrame['outcome'];
  endReason: string | null;
}

export function frameBase(
  live: LiveMatch,
  cause: StateCause,
  actor: Seat | null,
  log: readonly LogEntry[] | null,
): FrameBase {
  const state = live.match.state;
  return {
    live,
    cause,
    actor,
    log,
    active: live.def.activeSeats(state),
    outcome: live.match.outcome(),
    endReason: live.def.endReason(state),
  };
}

/** The state frame of one viewer: its own view, legal actions and log line, nothing of others'. */
export function stateFrame(base: FrameBase, viewer: Viewer, requestId: RequestId | undefined): StateFrame {
  const { live, actor, log, active } = base;
  const seat = viewer === 'spectator' ? null : viewer;
  const frame: StateFrame = {
    type: 'state',
    matchId: live.id,
    version: live.version,
    actionCount: live.match.version,
    status: live.status,
    seat,
    cause: base.cause,
    actor,
    log: log && actor !== null ? { index: live.match.version, seat: actor, messages: visibleLog(log, viewer) } : null,
    view: live.views.view(viewer),
    legalActions:
      seat !== null && live.status === 'playing' && active.includes(seat)
        ? live.def.legalActions(live.match.state, seat)
        : [],
    activeSeats: [...active],
    undoable: seat !== null && live.undoable && live.lastActor === seat,
    outcome: base.outcome,
    endReason: base.endReason,
  };
  const seed = live.revealedSeed;
  if (seed !== null) frame.seed = seed;
  if (requestId !== undefined) frame.requestId = requestId;
  return frame;
}

export function welcomeFrame(live: LiveMatch, seat: Seat | null, requestId: RequestId | undefined): WelcomeFrame {
  const frame: WelcomeFrame = {
    type: 'welcome',
    matchId: live.id,
    game: live.def.id,
    players: live.match.players,
    seat,
    seats: live.seatInfo(),
    seedCommitment: live.seedCommitment,
    log: live.logFor(seat ?? 'spectator'),
  };
  if (requestId !== undefined) frame.requestId = requestId;
  return frame;
}

export function seatsFrame(live: LiveMatch): SeatsFrame {
  return { type: 'seats', matchId: live.id, seats: live.seatInfo() };
}

/** Whether a stored seat is taken (bots always are). */
export function isClaimed(s: StoredSeat): boolean {
  return s.kind === 'bot' || s.substitute === true || Boolean(s.tokenHash);
}

/** The human seats nobody has taken yet. */
export function freeSeatsOf(seats: readonly StoredSeat[]): Seat[] {
  return seats.flatMap((s, seat) => (s.kind === 'human' && !s.substitute && !s.tokenHash ? [seat] : []));
}

/** Seats as stored, for a match not in memory (so nobody is connected but bots). */
function storedSeatInfo(stored: StoredMatch): SeatInfo[] {
  return stored.seats.map((s, seat) => {
    const bot = s.kind === 'bot' || s.substitute ? (s.bot ?? null) : null;
    const info: SeatInfo = {
      seat,
      kind: s.kind,
      name: s.name ?? null,
      claimed: isClaimed(s),
      connected: bot !== null,
      substitute: s.substitute === true,
    };
    if (bot !== null) info.bot = bot;
    return info;
  });
}

export function matchSummary(registry: GameRegistry, stored: StoredMatch, live: LiveMatch | undefined): MatchSummary {
  return {
    matchId: stored.id,
    game: stored.game,
    gameName: registry.get(stored.game)?.name ?? stored.game,
    players: stored.players,
    status: stored.status,
    seats: live?.seatInfo() ?? storedSeatInfo(stored),
    freeSeats: live?.freeSeats() ?? (stored.status === 'waiting' ? freeSeatsOf(stored.seats) : []),
    createdAt: new Date(stored.createdAt).toISOString(),
    seedCommitment: live?.seedCommitment ?? seedCommitment(stored.seed),
  };
}
