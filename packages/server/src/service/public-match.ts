import { type GameRegistry, type ReplayFile, StateViews, toReplay } from '@boardhall/engine';
import type { PublicMatchResponse } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import { matchSummary } from './frames.ts';
import type { LiveMatch } from './live-match.ts';

/**
 * GET /api/matches/:id without waiting in the match's queue, so spectators polling a match never
 * slow down its players. Memory runs ahead of the database only while an action's write is in
 * flight (`unconfirmed`); then the answer is the state before that action, which is stored, so
 * nobody is shown a move that might still be taken back by a failed write.
 */
export function publicMatchResponse(registry: GameRegistry, live: LiveMatch): PublicMatchResponse {
  const summary = matchSummary(registry, live.stored, live);
  const log = live.logFor('spectator');
  if (live.unconfirmed) {
    const state = live.prevState;
    const views =
      live.prevViews !== null && live.prevViews.state === state ? live.prevViews : new StateViews(live.def, state);
    return {
      ...summary,
      // The action being stored may be the one that finishes the match; until then it plays on.
      status: 'playing',
      version: live.version - 1,
      actionCount: live.match.version - 1,
      activeSeats: [...live.def.activeSeats(state)],
      view: views.view('spectator'),
      outcome: null,
      endReason: live.def.endReason(state),
      log: log.slice(0, -1),
    };
  }
  const state = live.match.state;
  const response: PublicMatchResponse = {
    ...summary,
    version: live.version,
    actionCount: live.match.version,
    activeSeats: [...live.def.activeSeats(state)],
    view: live.views.view('spectator'),
    outcome: live.match.outcome(),
    endReason: live.def.endReason(state),
    log,
  };
  const seed = live.revealedSeed;
  if (seed !== null) response.seed = seed;
  return response;
}

/**
 * GET /api/matches/:id/replay: the whole match once it is over and its replay is public. Not
 * queued either: a finished match takes no more actions, and one whose last action is still being
 * stored is not finished yet.
 */
export function replayOf(live: LiveMatch): ReplayFile {
  if (live.status !== 'finished' || live.unconfirmed) {
    throw new ServiceError(
      'match-not-finished',
      'A replay shows every hidden card, so it is available once the match has finished.',
      409,
    );
  }
  if (!live.replayPublic) {
    throw new ServiceError(
      'replay-private',
      'This match was played with hidden cards kept secret after the end, so its replay (which shows them, and the seed that dealt them) is not given out.',
      403,
    );
  }
  return toReplay(
    live.match,
    live.seats.map((s) =>
      s.kind === 'bot' && s.bot ? { name: s.name ?? null, bot: s.bot } : { name: s.name ?? null },
    ),
  );
}
