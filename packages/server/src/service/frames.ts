import {
  type GameRegistry,
  type LogEntry,
  type Seat,
  seedCommitment,
  type Viewer,
  visibleLog,
} from '@boardhall/engine';
import {
  type Clocks,
  diffView,
  type MatchSummary,
  type PatchFrame,
  type RequestId,
  type SeatInfo,
  type SeatsFrame,
  type StateCause,
  type StateFrame,
  type WelcomeFrame,
} from '@boardhall/protocol';
import type { StoredMatch, StoredSeat } from '../storage/types.ts';
import { clocksFrame } from './clock-keeper.ts';
import type { LiveMatch } from './live-match.ts';
import { chatFor, mutedBy } from './table-chat.ts';

/** What every viewer's state frame of one change shares, computed once per change. */
export interface FrameBase {
  live: LiveMatch;
  cause: StateCause;
  actor: Seat | null;
  log: readonly LogEntry[] | null;
  active: readonly Seat[];
  outcome: StateFrame['outcome'];
  endReason: string | null;
  clocks: Clocks | null;
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
    clocks: clocksFrame(live, Date.now()),
  };
}

/** The state frame of one viewer: its own view, legal actions and log line, nothing of others'. */
export function stateFrame(base: FrameBase, viewer: Viewer, requestId: RequestId | undefined): StateFrame {
  const frame = viewerFrame(base, viewer, requestId, 'state', base.live.views.view(viewer), null);
  return frame as StateFrame;
}

/** What a connection that takes patches got last: the view, and the version of its frame. */
export interface PatchBase {
  readonly view: unknown;
  readonly version: number;
}

/**
 * The frame of one viewer as a patch against the view it got last (docs/protocol.md, "Patches"):
 * the same fields as its state frame, the view replaced by the changes to `from.view`.
 */
export function patchFrame(
  base: FrameBase,
  viewer: Viewer,
  requestId: RequestId | undefined,
  from: PatchBase,
): PatchFrame {
  const ops = diffView(from.view, base.live.views.view(viewer));
  return viewerFrame(base, viewer, requestId, 'patch', ops, from.version) as PatchFrame;
}

/**
 * The fields of a state or patch frame in the order the load generator reads them: the few
 * top-level ones first, then the view or patch, the request id last.
 */
function viewerFrame(
  base: FrameBase,
  viewer: Viewer,
  requestId: RequestId | undefined,
  type: 'state' | 'patch',
  body: unknown,
  from: number | null,
): StateFrame | PatchFrame {
  const { live, actor, log, active } = base;
  const seat = viewer === 'spectator' ? null : viewer;
  const matchId = live.id;
  const version = live.version;
  const actionCount = live.match.version;
  const status = live.status;
  const cause = base.cause;
  const logLine = log && actor !== null ? { index: actionCount, seat: actor, messages: visibleLog(log, viewer) } : null;
  // A seat the bot plays (its time ran out) has nothing to choose until its player takes it back.
  const legalActions =
    seat !== null && status === 'playing' && active.includes(seat) && live.isHumanSeat(seat)
      ? live.def.legalActions(live.match.state, seat)
      : [];
  const activeSeats = [...active];
  const undoable = seat !== null && live.undoable && live.lastActor === seat;
  const { outcome, endReason, clocks } = base;
  const fields = {
    type,
    matchId,
    version,
    actionCount,
    status,
    seat,
    cause,
    actor,
    log: logLine,
    legalActions,
    activeSeats,
    undoable,
    outcome,
    endReason,
    clocks,
  };
  // The view, or the patch and its base, after the fields the load generator reads at the start.
  const frame: StateFrame | PatchFrame =
    type === 'state'
      ? Object.assign(fields, { type, view: body })
      : Object.assign(fields, { type, base: from ?? 0, patch: body as PatchFrame['patch'] });
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
    speed: live.stored.speed ?? { kind: 'none' },
    chat: chatFor(live, seat),
    chatAudience: live.stored.chat?.audience ?? 'seats',
    muted: seat === null ? [] : mutedBy(live, seat),
  };
  if (requestId !== undefined) frame.requestId = requestId;
  return frame;
}

export function seatsFrame(live: LiveMatch): SeatsFrame {
  return { type: 'seats', matchId: live.id, seats: live.seatInfo() };
}

/** Whether a stored seat is taken (bots always are): by a token, or by the account that holds it. */
export function isClaimed(s: StoredSeat): boolean {
  return s.kind === 'bot' || s.substitute === true || Boolean(s.tokenHash) || Boolean(s.accountId);
}

/** The human seats nobody has taken yet. */
export function freeSeatsOf(seats: readonly StoredSeat[]): Seat[] {
  return seats.flatMap((s, seat) => (s.kind === 'human' && !isClaimed(s) ? [seat] : []));
}

/** A seat as every client sees it; `connected`: a bot plays it, or its player is connected. */
export function seatInfoOf(s: StoredSeat, seat: Seat, connected: boolean): SeatInfo {
  const bot = s.kind === 'bot' || s.substitute ? (s.bot ?? null) : null;
  const info: SeatInfo = {
    seat,
    kind: s.kind,
    name: s.name ?? null,
    claimed: isClaimed(s),
    connected,
    substitute: s.substitute === true,
  };
  if (bot !== null) info.bot = bot;
  if (s.outOfTime) info.outOfTime = true;
  if (s.resigned) info.resigned = true;
  return info;
}

/** Seats as stored, for a match not in memory (so nobody is connected but bots). */
function storedSeatInfo(stored: StoredMatch): SeatInfo[] {
  return stored.seats.map((s, seat) => seatInfoOf(s, seat, s.kind === 'bot' || s.substitute === true));
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
    speed: stored.speed ?? { kind: 'none' },
    seedCommitment: live?.seedCommitment ?? seedCommitment(stored.seed),
    rated: stored.rated === true,
    // A rated match never allows hints, whatever was stored.
    hints: stored.hints === true && stored.rated !== true,
  };
}
