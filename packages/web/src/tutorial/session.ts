/**
 * Runs a lesson on the real table. A `TutorialSession` is a `GameSession` (so the shell's match
 * view shows it like any local game) wrapped around a `LocalSession` whose only bots are the
 * lesson's scripted opponents. It lets through only the move the current step asks for, refuses
 * anything else with the step's own words, moves to the next step once the opponents have replied,
 * and keeps the progress in localStorage.
 */
import type { AnyGameDefinition, Seat } from '@boardhall/engine';
import type { BotRunner } from '../session/bots.ts';
import { LocalSession } from '../session/local.ts';
import type { LocalMatchRecord } from '../session/storage.ts';
import { type GameSession, type SessionState, Store } from '../session/types.ts';
import type { Lesson, LessonChapter, LessonMove, LessonStep, LessonText } from './lesson.ts';
import { freshProgress, type LessonProgress, saveProgress } from './progress.ts';
import {
  chapterOptions,
  isActStep,
  LEARNER,
  matchesPattern,
  playOpponents,
  scriptedReply,
  startMatch,
} from './script.ts';

/** Why a move was refused: the step's own words, or the shell's (read first / wait for the others). */
export type Refusal =
  | { readonly kind: 'lesson'; readonly text: LessonText; readonly seq: number }
  | { readonly kind: 'read-first' | 'wait'; readonly seq: number };

export interface CoachState {
  readonly chapter: number;
  readonly step: number;
  /** `step`: the step is shown; `waiting`: its move is made and the opponents reply; `finished`: the lesson is over. */
  readonly phase: 'step' | 'waiting' | 'finished';
  readonly refusal: Refusal | null;
}

export interface TutorialSessionOptions {
  /** Pause before each opponent move, in ms (the learner should see them happen). */
  readonly botPause: () => number;
  /** Keep progress in localStorage (off in tests). */
  readonly persist?: boolean;
}

/** The moves a chapter starts from: its recorded moves, then the opponents' until the learner is to act. */
function chapterStartMoves(def: AnyGameDefinition, chapter: LessonChapter): LessonMove[] {
  const match = startMatch(def, chapter);
  playOpponents(def, match, [], 0);
  return match.actions.map((a) => ({ seat: a.seat, action: a.action }));
}

export class TutorialSession implements GameSession {
  private readonly def: AnyGameDefinition;
  private readonly lesson: Lesson;
  private readonly opts: TutorialSessionOptions;
  private progress: LessonProgress;
  private inner!: LocalSession;
  private unsubscribe: () => void = () => undefined;
  private startLength = 0;
  private names: readonly (string | null)[] = [];
  private refusalSeq = 0;
  private refusal: Refusal | null = null;
  private disposed = false;
  private readonly coachStore: Store<CoachState>;
  private readonly store: Store<SessionState>;

  constructor(def: AnyGameDefinition, lesson: Lesson, progress: LessonProgress | null, opts: TutorialSessionOptions) {
    this.def = def;
    this.lesson = lesson;
    this.opts = opts;
    this.progress = progress && progress.chapter < lesson.chapters.length ? progress : freshProgress();
    this.open();
    this.coachStore = new Store(this.coachState());
    this.store = new Store(this.merged());
  }

  // ----- the chapter's match

  private chapter(): LessonChapter {
    return this.lesson.chapters[this.progress.chapter] as LessonChapter;
  }

  private currentStep(): LessonStep | undefined {
    return this.chapter().steps[this.progress.step];
  }

  /** Opens the current chapter's match at the saved moves. A damaged save starts the chapter over. */
  private open(): void {
    this.unsubscribe();
    this.inner?.dispose();
    const chapter = this.chapter();
    const start = chapterStartMoves(this.def, chapter);
    this.startLength = start.length;
    try {
      this.inner = this.localSession(chapter, [...start, ...this.progress.moves]);
    } catch {
      this.progress = freshProgress(this.progress.chapter);
      this.inner = this.localSession(chapter, start);
    }
    this.unsubscribe = this.inner.subscribe(() => this.onInnerChange());
  }

  private localSession(chapter: LessonChapter, moves: readonly LessonMove[]): LocalSession {
    const players = chapter.start.players;
    const record: LocalMatchRecord = {
      v: 1,
      id: `tutorial-${this.lesson.id}`,
      game: this.def.id,
      players,
      options: chapterOptions(this.def, chapter),
      seed: chapter.start.seed,
      rngScheme: 'chacha20',
      seats: Array.from({ length: players }, (_, seat) =>
        seat === LEARNER ? { kind: 'human', name: null } : { kind: 'bot', bot: 'lesson', name: null },
      ),
      actions: moves.map((m) => ({ seat: m.seat, action: m.action })),
      createdAt: 0,
      updatedAt: 0,
      finished: false,
      toAct: [],
    };
    return new LocalSession(this.def, record, {
      bots: this.scriptedRunner(),
      botPause: this.opts.botPause,
      persist: false,
    });
  }

  /** The opponents: the current step's replies in order, then the first legal action. */
  private scriptedRunner(): BotRunner {
    return {
      choose: async (req) => {
        const step = this.currentStep();
        const replies = isActStep(step) && this.progress.fulfilled ? (step.replies ?? []) : [];
        const { action, consumed } = scriptedReply(replies, this.progress.repliesUsed, req.legal);
        if (consumed) this.progress = { ...this.progress, repliesUsed: this.progress.repliesUsed + 1 };
        if (action === undefined) throw new Error(`seat ${req.seat} has no legal action`);
        return action;
      },
      dispose() {},
    };
  }

  // ----- steps

  private onInnerChange(): void {
    if (this.disposed) return;
    const st = this.inner.getState();
    if (this.progress.fulfilled && st.thinking === null && learnerTurnOrOverOf(st)) this.advance();
    else this.saveMoves();
    this.publish();
  }

  /** The step is done: the next one, the next chapter, or the end of the lesson. */
  private advance(): void {
    const next = this.progress.step + 1;
    this.refusal = null;
    if (next < this.chapter().steps.length) {
      this.progress = { ...this.progress, step: next, fulfilled: false, repliesUsed: 0, updatedAt: Date.now() };
      this.saveMoves();
      return;
    }
    if (this.progress.chapter + 1 < this.lesson.chapters.length) {
      this.progress = freshProgress(this.progress.chapter + 1);
      this.persist();
      this.open();
      return;
    }
    this.progress = { ...this.progress, fulfilled: false, finished: true, updatedAt: Date.now() };
    this.persist();
  }

  private saveMoves(): void {
    const moves = this.inner.moves().slice(this.startLength);
    this.progress = { ...this.progress, moves, updatedAt: Date.now() };
    this.persist();
  }

  private persist(): void {
    if (this.opts.persist !== false) saveProgress(this.lesson.id, this.progress);
  }

  private refuse(r: LessonText | 'read-first' | 'wait'): void {
    const seq = ++this.refusalSeq;
    this.refusal = typeof r === 'string' ? { kind: r, seq } : { kind: 'lesson', text: r, seq };
    this.publish();
  }

  // ----- state for the table and the coach

  private coachState(): CoachState {
    const p = this.progress;
    const phase = p.finished ? 'finished' : p.fulfilled ? 'waiting' : 'step';
    return { chapter: p.chapter, step: p.step, phase, refusal: this.refusal };
  }

  private merged(): SessionState {
    const st = this.inner.getState();
    const seats = st.seats.map((s) => ({ ...s, name: this.names[s.seat] ?? s.name }));
    return { ...st, seats, undoable: false };
  }

  private publish(): void {
    // Also while the constructor opens the first chapter, before the stores exist.
    if (this.disposed || !this.store) return;
    this.coachStore.set(this.coachState());
    this.store.set(this.merged());
  }

  /** The seats' names in the page's language (the lesson's opponents; null: the shell's own name). */
  setNames(names: readonly (string | null)[]): void {
    this.names = names;
    this.publish();
  }

  /** Where the learner is, as it is saved (a new session given it resumes there). */
  getProgress(): LessonProgress {
    return this.progress;
  }

  getCoach(): CoachState {
    return this.coachStore.get();
  }

  subscribeCoach(listener: () => void): () => void {
    return this.coachStore.subscribe(listener);
  }

  /** Explain steps: on to the next step. */
  next(): void {
    const step = this.currentStep();
    if (this.progress.finished || !step || step.kind !== 'explain') return;
    this.advance();
    this.publish();
  }

  /** Starts the current chapter again from its beginning. */
  restartChapter(): void {
    this.progress = freshProgress(this.progress.chapter);
    this.refusal = null;
    this.persist();
    this.open();
    this.publish();
  }

  // ----- GameSession

  getState(): SessionState {
    return this.store.get();
  }

  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }

  send(action: unknown): void {
    const step = this.currentStep();
    if (this.progress.finished || !step) return;
    const refusal = this.progress.fulfilled
      ? 'wait'
      : !isActStep(step)
        ? 'read-first'
        : matchesPattern(step.expect, action)
          ? null
          : step.refusal;
    if (refusal !== null) {
      this.refuse(refusal);
      return;
    }
    if (!isActStep(step)) return;
    this.refusal = null;
    this.progress = { ...this.progress, fulfilled: true, repliesUsed: 0 };
    const before = this.inner.moves().length;
    this.inner.send(action);
    // The engine refused it (a lesson that no longer fits the game): the step stays open.
    if (this.inner.moves().length === before) {
      this.progress = { ...this.progress, fulfilled: false };
      this.publish();
    }
  }

  undo(): void {}

  reveal(): void {
    this.inner.reveal();
  }

  hide(): void {}

  hold(on: boolean): void {
    this.inner.hold(on);
  }

  retry(): void {}

  replayText(): string | null {
    return this.inner.replayText();
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.inner.dispose();
  }
}

function learnerTurnOrOverOf(st: SessionState): boolean {
  return st.outcome !== null || st.activeSeats.includes(LEARNER as Seat);
}
