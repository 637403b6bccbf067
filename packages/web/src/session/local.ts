/**
 * Local play: the engine runs in the browser. One class covers hotseat (several humans share the
 * device, with a cover between their turns), play against bots (bots think in a Web Worker) and
 * any mix. Every change is saved, so "Your matches" can continue it.
 */
import {
  type AnyGameDefinition,
  type LogEntry,
  Match,
  type Message,
  type Seat,
  toReplay,
  type Viewer,
  visibleLog,
} from '@boardhall/engine';
import type { LogLine } from '../games/types.ts';
import type { BotRunner } from './bots.ts';
import { LastAction } from './last-action.ts';
import { replaySeatOf } from './replay-seats.ts';
import { type LocalMatchRecord, type RecordedMove, saveLocalMatch } from './storage.ts';
import type { GameSession, SessionSeat, SessionState } from './types.ts';
import { Store } from './types.ts';

type AnyMatch = Match<unknown, unknown, unknown, unknown>;

export interface LocalSessionOptions {
  readonly bots: BotRunner;
  /** Pause before each bot move, in ms. */
  readonly botPause: () => number;
  /** Persist changes (off in tests). */
  readonly persist?: boolean;
  /** After an action whose log this approves, bots wait for `hold(false)` (see GamePlugin.studyAfter). */
  readonly studyAfter?: (messages: readonly LogEntry[]) => boolean;
  /** While held, bots may still act when this holds for the spectator's view (GamePlugin.interlude). */
  readonly interlude?: (view: unknown) => boolean;
}

/** Rebuilds a match from its record. Throws if a recorded action is refused (a damaged record). */
export function rebuild(def: AnyGameDefinition, rec: LocalMatchRecord, upTo = rec.actions.length): AnyMatch {
  return replayRecord(def, rec, upTo).match;
}

/** `rebuild`, also keeping the state before the last action, as undo needs it. */
function replayRecord(
  def: AnyGameDefinition,
  rec: LocalMatchRecord,
  upTo = rec.actions.length,
): { match: AnyMatch; before: unknown } {
  const match = Match.restore(def, rec.players, rec.options, rec.seed, rec.rngScheme);
  let before: unknown = null;
  for (const a of rec.actions.slice(0, upTo)) {
    before = match.state;
    const r = match.submit(a.seat, a.action);
    if (!r.ok) throw new Error(`recorded action refused: ${r.error.code}`);
  }
  return { match, before };
}

export class LocalSession implements GameSession {
  private readonly def: AnyGameDefinition;
  private record: LocalMatchRecord;
  private match: AnyMatch;
  /** The last action, for undo: decided once per change, as the server does. */
  private last: LastAction;
  private readonly opts: LocalSessionOptions;
  private readonly store: Store<SessionState>;
  /** Hotseat: the human seat that holds the device now. */
  private revealed: Seat | null = null;
  private holds = 0;
  /** Set after an action that starts something to study; cleared by `hold(false)`. */
  private study = false;
  private thinking: Seat | null = null;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private errorSeq = 0;
  private error: SessionState['error'] = null;

  constructor(def: AnyGameDefinition, record: LocalMatchRecord, opts: LocalSessionOptions) {
    this.def = def;
    this.record = record;
    this.opts = opts;
    const { match, before } = replayRecord(def, record);
    this.match = match;
    this.last = this.lastActionOf(before);
    this.store = new Store(this.compute());
    this.schedule();
  }

  private lastActionOf(before: unknown): LastAction {
    const seat = this.match.actions.at(-1)?.seat;
    const last = seat === undefined ? null : { before, seat };
    return new LastAction(this.def, this.record.players, this.match.state, last);
  }

  private humans(): Seat[] {
    return this.record.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
  }

  private isHuman(seat: Seat): boolean {
    return this.record.seats[seat]?.kind === 'human';
  }

  /** Whose view the table shows, and who must take the device first (hotseat). */
  private viewerAndCover(active: readonly Seat[]): { viewer: Viewer; cover: Seat | null } {
    const humans = this.humans();
    if (humans.length === 0) return { viewer: 'spectator', cover: null };
    if (humans.length === 1) return { viewer: humans[0] as Seat, cover: null };
    const over = this.def.outcome(this.match.state) !== null;
    if (over) return { viewer: 'spectator', cover: null };
    const activeHuman = active.find((s) => this.isHuman(s));
    if (activeHuman === undefined) return { viewer: this.revealed ?? 'spectator', cover: null };
    if (this.revealed === activeHuman) return { viewer: activeHuman, cover: null };
    return { viewer: 'spectator', cover: activeHuman };
  }

  private logFor(viewer: Viewer): LogLine[] {
    const out: LogLine[] = [];
    const setup = visibleLog(this.match.setupLog, viewer);
    if (setup.length > 0) out.push({ index: 0, seat: -1, messages: setup });
    const logs = this.match.actionLogs;
    this.match.actions.forEach((a, i) => {
      const messages = visibleLog(logs[i] ?? [], viewer);
      if (messages.length > 0) out.push({ index: i + 1, seat: a.seat, messages });
    });
    return out;
  }

  private canUndo(viewer: Viewer): boolean {
    if (viewer === 'spectator' || this.last.actor !== viewer || !this.isHuman(viewer)) return false;
    return this.last.undoable();
  }

  private compute(): SessionState {
    const s = this.match.state;
    const outcome = this.def.outcome(s);
    const active = outcome ? [] : this.def.activeSeats(s);
    const { viewer, cover } = this.viewerAndCover(active);
    const mayAct = viewer !== 'spectator' && active.includes(viewer) && this.isHuman(viewer);
    const seats: SessionSeat[] = this.record.seats.map((x, seat) => ({
      ...x,
      seat,
      local: x.kind === 'human',
      connected: true,
      substitute: false,
      claimed: true,
    }));
    return {
      game: this.def.id,
      matchId: this.record.id,
      kind: 'local',
      status: outcome ? 'finished' : 'playing',
      version: this.match.version,
      view: this.last.views.view(viewer),
      viewer,
      legal: mayAct ? this.def.legalActions(s, viewer) : [],
      activeSeats: active,
      seats,
      log: this.logFor(viewer),
      undoable: this.canUndo(viewer),
      outcome,
      endReason: this.def.endReason(s),
      cover,
      thinking: this.thinking,
      botsHeld: this.thinking === null && this.held() && active.some((seat) => !this.isHuman(seat)),
      busy: false,
      connection: 'connected',
      attempt: 0,
      error: this.error,
      shuffle: null,
    };
  }

  private refresh(): void {
    if (this.disposed) return;
    this.store.set(this.compute());
  }

  private save(): void {
    const outcome = this.def.outcome(this.match.state);
    this.record = {
      ...this.record,
      actions: this.match.actions.map((a) => ({ seat: a.seat, action: a.action })),
      updatedAt: Date.now(),
      finished: outcome !== null,
      toAct: outcome ? [] : [...this.def.activeSeats(this.match.state)],
    };
    if (this.opts.persist !== false) saveLocalMatch(this.record);
  }

  private fail(code: string, message: string, text?: Message): void {
    this.error = { code, message, seq: ++this.errorSeq, ...(text ? { text } : {}) };
  }

  private submit(seat: Seat, action: unknown): boolean {
    const before = this.match.state;
    const r = this.match.submit(seat, action);
    if (!r.ok) {
      const e = r.error;
      this.fail(e.code, e.message, e.params ? { key: e.key, params: e.params } : { key: e.key });
      return false;
    }
    this.last.advance(before, this.match.state, seat);
    // Only a table with a player to read it releases the hold; all-bot matches never wait.
    if (this.humans().length > 0 && this.opts.studyAfter?.(r.log)) this.study = true;
    this.save();
    return true;
  }

  /** Bots wait while the table holds them, unless the game is in an interlude they must finish. */
  private held(): boolean {
    if (this.holds === 0 && !this.study) return false;
    return !(this.opts.interlude?.(this.def.view(this.match.state, 'spectator')) ?? false);
  }

  /** Starts the next bot move if a bot is to act and nothing holds it. */
  private schedule(): void {
    if (this.disposed || this.botTimer !== null || this.thinking !== null || this.held()) return;
    const s = this.match.state;
    if (this.def.outcome(s) !== null) return;
    const seat = this.def.activeSeats(s).find((x) => !this.isHuman(x));
    if (seat === undefined) return;
    const spec = this.record.seats[seat]?.bot ?? 'random';
    const version = this.match.version;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (this.disposed || this.held() || this.match.version !== version) {
        this.schedule();
        return;
      }
      this.thinking = seat;
      this.refresh();
      const state = this.match.state;
      const req = {
        game: this.def.id,
        spec,
        seat,
        view: this.def.view(state, seat),
        legal: this.def.legalActions(state, seat),
        seed: `${this.record.seed}/bot/${version}`,
      };
      this.opts.bots
        .choose(req, this.def)
        .then((action) => {
          if (this.disposed) return;
          this.thinking = null;
          if (this.match.version === version) this.submit(seat, action);
          this.refresh();
          this.schedule();
        })
        .catch((e: unknown) => {
          if (this.disposed) return;
          this.thinking = null;
          this.fail('bot-failed', e instanceof Error ? e.message : String(e));
          this.refresh();
        });
    }, this.opts.botPause());
  }

  getState(): SessionState {
    return this.store.get();
  }

  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }

  send(action: unknown): void {
    const st = this.store.get();
    if (st.viewer === 'spectator') return;
    this.submit(st.viewer, action);
    this.refresh();
    this.schedule();
  }

  undo(): void {
    const st = this.store.get();
    if (!st.undoable) return;
    this.record = { ...this.record, actions: this.record.actions.slice(0, -1) };
    const { match, before } = replayRecord(this.def, this.record);
    this.match = match;
    this.last = this.lastActionOf(before);
    this.save();
    this.refresh();
    this.schedule();
  }

  reveal(): void {
    const cover = this.store.get().cover;
    if (cover === null) return;
    this.revealed = cover;
    this.refresh();
  }

  hide(): void {
    this.revealed = null;
    this.refresh();
  }

  hold(on: boolean): void {
    this.holds = Math.max(0, this.holds + (on ? 1 : -1));
    if (!on) this.study = false;
    this.refresh();
    if (!this.held()) this.schedule();
  }

  retry(): void {}

  /** Every move made so far, in order (the record's, also when it is not persisted). */
  moves(): readonly RecordedMove[] {
    return this.record.actions;
  }

  replayText(): string | null {
    return JSON.stringify(toReplay(this.match, this.record.seats.map(replaySeatOf)), null, 1);
  }

  dispose(): void {
    this.disposed = true;
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    this.botTimer = null;
  }
}
