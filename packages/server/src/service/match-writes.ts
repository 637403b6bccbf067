/**
 * Changing a match: applying an action, persisting it, and keeping the match in memory in line
 * with what the store holds (reading it back after an unclear write, giving it up when another
 * node's fence wins). The MatchService decides who may change what; this is how a change is made.
 */
import type { Outcome, Seat } from '@boardhall/engine';
import { CLOSE_CODES } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { ServerMetrics } from '../metrics/metrics.ts';
import { ratingRequestFor } from '../ratings/places.ts';
import { StorageError } from '../storage/errors.ts';
import type { MatchStore, MatchUpdate } from '../storage/types.ts';
import { broadcast, prepareFrames, type Requester } from './broadcast.ts';
import { adoptClocks, clocksAfter, clockUpdate, outOfTimeError } from './clock-keeper.ts';
import type { LiveMatch } from './live-match.ts';
import type { LiveMatches } from './live-matches.ts';
import type { MatchOwnership } from './ownership.ts';
import { rebuildFromHistory, replayActions } from './rebuild.ts';
import { matchMoved, storageUnavailable } from './refusals.ts';
import type { ServiceLogger } from './types.ts';

export interface MatchWritesOptions {
  readonly store: MatchStore;
  readonly log: ServiceLogger;
  readonly live: LiveMatches;
  readonly ownership: MatchOwnership | null;
  /** Lets the match carry on after a change (its bots think, its next deadline is set). */
  readonly afterChange: (live: LiveMatch) => void;
  readonly metrics: ServerMetrics;
  /** This server's run, recorded with the clocks it runs (see ClockKeeper). */
  readonly life: string;
}

export class MatchWrites {
  private readonly store: MatchStore;
  private readonly log: ServiceLogger;
  private readonly live: LiveMatches;
  private readonly ownership: MatchOwnership | null;
  private readonly afterChange: (live: LiveMatch) => void;
  private readonly metrics: ServerMetrics;
  private readonly life: string;

  constructor(options: MatchWritesOptions) {
    this.metrics = options.metrics;
    this.store = options.store;
    this.log = options.log;
    this.live = options.live;
    this.ownership = options.ownership;
    this.afterChange = options.afterChange;
    this.life = options.life;
  }

  /**
   * Another node serves this match now: the copy here is dropped and its connections closed with
   * `matchMoved`, so their clients reconnect and reach the new owner.
   */
  giveUp(live: LiveMatch, reason: string): void {
    live.gone = true;
    this.live.drop(live.id);
    this.ownership?.lost(live.id);
    for (const t of live.seatTimers.values()) clearTimeout(t);
    live.seatTimers.clear();
    if (live.clockTimer) clearTimeout(live.clockTimer);
    live.clockTimer = null;
    for (const c of live.allClients()) c.close(CLOSE_CODES.matchMoved, 'match moved');
    this.log.warn({ matchId: live.id, reason }, 'match given up to another node');
  }

  /**
   * Before a change: a match given up may not change here, and one whose last write had no clear
   * answer is read back from the store first (it may hold that write).
   */
  async ensureCurrent(live: LiveMatch): Promise<void> {
    if (live.gone) throw matchMoved();
    if (!live.needsReload) return;
    const version = live.version;
    try {
      await this.reload(live);
    } catch (error) {
      throw error instanceof StorageError ? toStorageRefusal(error) : error;
    }
    this.log.info({ matchId: live.id, version: live.version }, 'match read back after a failed write');
    if (live.version !== version) broadcast(live, 'sync', null, null, null);
  }

  /** Rebuilds the match from what the store holds; a StorageError when it cannot be read. */
  async reload(live: LiveMatch): Promise<void> {
    const rows = await this.store.loadActions(live.id);
    live.reset(rebuildFromHistory(live.def, live.stored, rows));
    live.needsReload = false;
    live.refreshUndoable(this.log);
  }

  /**
   * Validate, apply, persist, broadcast. The frames are built while the write is in flight and
   * only sent once it is stored: building them after the commit made every group commit release
   * a burst of work that held up the event loop, and with it the next commit's acknowledgement.
   */
  async applyAction(live: LiveMatch, seat: Seat, raw: unknown, requester: Requester | null): Promise<void> {
    await this.ensureCurrent(live);
    // A person whose clock has run out (exactly zero included) no longer moves: the deadline's
    // timer hands the seat to the bot. A bot's seat has no running clock.
    if (live.isHumanSeat(seat) && this.spent(live, seat)) throw outOfTimeError();
    const before = live.match.state;
    const result = live.match.submit(seat, raw);
    if (!result.ok) {
      const { code, message, key, params } = result.error;
      throw new ServiceError(code, message, 422, undefined, params ? { key, params } : { key });
    }
    const recorded = live.match.actions[live.match.actions.length - 1];
    const outcome = live.match.outcome();
    const seq = live.version + 1;
    const now = Date.now();
    const clocks = clocksAfter(
      live,
      { state: live.match.state, status: outcome ? 'finished' : 'playing', mover: seat },
      this.life,
      now,
    );
    const update = withClocks(matchUpdateAfter(live, outcome, now), live, clocks);
    const written = this.persist(
      live,
      () =>
        this.store.appendAction(
          {
            matchId: live.id,
            seq,
            kind: 'action',
            seat,
            action: recorded?.action ?? raw,
            hash: result.hash,
            at: now,
          },
          update,
          live.fence ?? undefined,
        ),
      // Taken back in memory when the store cannot be read to rebuild from.
      () => live.reset({ ...replayActions(live.def, live.stored, live.match.actions.slice(0, -1)), version: seq - 1 }),
    );
    const stored = live.stored;
    live.advance(before, seat, seq);
    live.unconfirmed = true;
    const activeBefore = stored.active;
    if (outcome) {
      stored.status = 'finished';
      stored.outcome = outcome;
    }
    if (update?.active) stored.active = update.active;
    const clocksBefore = stored.clocks;
    adoptClocks(live, clocks);
    live.refreshUndoable(this.log);
    const frames = prepareFrames(live, 'action', seat, result.log, requester);
    try {
      await written;
    } catch (error) {
      // persist() has rebuilt the match from what is stored; the status goes back with it.
      if (outcome) {
        stored.status = 'playing';
        stored.outcome = null;
      }
      if (activeBefore) stored.active = activeBefore;
      else delete stored.active;
      adoptClocks(live, clocksBefore ?? null);
      throw error;
    } finally {
      live.unconfirmed = false;
    }
    live.touchedAt = Date.now();
    if (outcome) {
      for (const t of live.seatTimers.values()) clearTimeout(t);
      live.seatTimers.clear();
      this.log.info({ matchId: live.id, actions: live.match.version }, 'match finished');
    }
    frames.send();
    if (requester === null) this.metrics.botActionStored();
    this.afterChange(live);
  }

  /** Whether `seat`'s clock is running and has reached zero. */
  private spent(live: LiveMatch, seat: Seat): boolean {
    const clock = live.stored.clocks?.seats[seat];
    return (
      clock !== undefined && clock.runningSince !== null && clock.remainingMs - (Date.now() - clock.runningSince) <= 0
    );
  }

  /** Takes `seat`'s last action back (the caller has checked it may): an undo row, then the match without it. */
  async takeBack(live: LiveMatch, seat: Seat, requester: Requester): Promise<void> {
    const kept = live.match.actions.slice(0, -1);
    const rebuilt = replayActions(live.def, live.stored, kept);
    const seq = live.version + 1;
    const now = Date.now();
    // Undo gives back no time, and takes back the increment of the move it undoes.
    const clocks = clocksAfter(
      live,
      { state: rebuilt.match.state, status: 'playing', mover: null, undo: true },
      this.life,
      now,
    );
    const active = [...live.def.activeSeats(rebuilt.match.state)];
    await this.persist(live, () =>
      this.store.appendAction(
        { matchId: live.id, seq, kind: 'undo', seat, action: null, hash: rebuilt.match.hash, at: now },
        withClocks({ active }, live, clocks),
        live.fence ?? undefined,
      ),
    );
    live.reset({ ...rebuilt, version: seq });
    live.stored.active = active;
    adoptClocks(live, clocks);
    live.refreshUndoable(this.log);
    broadcast(live, 'undo', seat, null, requester);
    this.afterChange(live);
  }

  /**
   * Runs a write; if it fails, the in-memory match is rebuilt from what is stored, so memory
   * never runs ahead of the database. When the database cannot be reached, the change is taken
   * back in memory (`takeBack`) and the match is read back before its next change, since a write
   * cut off in flight may have committed. A write refused for a stale fence means another node
   * serves the match now: it is given up here.
   */
  async persist(live: LiveMatch, write: () => Promise<void>, takeBack?: () => void): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (error instanceof StorageError && error.code === 'fenced') {
        this.metrics.fenceRefused();
        this.giveUp(live, 'the store refused a write under this node’s fence');
        throw matchMoved();
      }
      this.log.error({ err: error, matchId: live.id }, 'write failed');
      try {
        await this.reload(live);
      } catch (reloadError) {
        if (reloadError instanceof StorageError && reloadError.code === 'storage-unavailable') {
          takeBack?.();
          live.needsReload = true;
          live.refreshUndoable(this.log);
          throw storageUnavailable();
        }
        this.log.error({ err: reloadError, matchId: live.id }, 'match reload failed; taking it out of play');
        this.live.markBroken(live.id, String(reloadError));
        for (const c of live.allClients()) c.close(CLOSE_CODES.matchUnavailable, 'match unavailable');
      }
      throw toStorageRefusal(error);
    }
  }
}

/** The refusal for a write the store did not take: retryable when the database was unreachable. */
export function toStorageRefusal(error: unknown): ServiceError {
  if (error instanceof StorageError && error.code === 'storage-unavailable') return storageUnavailable();
  return new ServiceError('storage-error', 'The change could not be saved, so it was not made.', 503);
}

/** A match row's update with the clocks after the change, for a match that has them. */
function withClocks(
  update: MatchUpdate | undefined,
  live: LiveMatch,
  clocks: ReturnType<typeof clocksAfter>,
): MatchUpdate | undefined {
  if (!live.stored.clocks) return update;
  return { ...update, ...clockUpdate(clocks) };
}

/**
 * What the match row needs besides the new history row: its end (with the result to rate, for a
 * rated match), and the seats to act when they changed (for "my games": whose turn it is), so
 * most actions touch no more of it than before.
 */
function matchUpdateAfter(live: LiveMatch, outcome: Outcome | null, at: number): MatchUpdate | undefined {
  if (outcome) {
    // A rated match's result is rated in the transaction that stores its end.
    const rating = live.stored.rated ? ratingRequestFor(live.stored, outcome, at) : null;
    return { status: 'finished', outcome, active: [], ...(rating ? { rating } : {}) };
  }
  const active = [...live.def.activeSeats(live.match.state)];
  const before = live.stored.active;
  if (before && before.length === active.length && before.every((seat, i) => seat === active[i])) return undefined;
  return { active };
}
