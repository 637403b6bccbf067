/**
 * The pure part of running a lesson (no React, no storage): matching moves against a step's
 * pattern, choosing the scripted opponents' replies, and playing a chapter through with the engine,
 * which the lesson tests use to show every step is reachable and every expected move legal.
 */
import { type AnyGameDefinition, Match, type Seat } from '@boardhall/engine';
import type { ActionPattern, ActStep, LessonChapter, LessonMove, LessonStep, PatternValue } from './lesson.ts';

/** The learner's seat in every lesson. */
export const LEARNER: Seat = 0;

function matchesValue(pattern: PatternValue, value: unknown): boolean {
  if (pattern === null || typeof pattern !== 'object') return Object.is(pattern, value);
  if (Array.isArray(pattern)) {
    return (
      Array.isArray(value) && value.length === pattern.length && pattern.every((p, i) => matchesValue(p, value[i]))
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(pattern as ActionPattern).every(([k, p]) => matchesValue(p, record[k]));
}

/** Whether `action` has every field `pattern` gives (see `ActionPattern`). */
export function matchesPattern(pattern: ActionPattern, action: unknown): boolean {
  return matchesValue(pattern, action);
}

/** The first legal action that matches, or undefined. */
export function firstMatching<A>(pattern: ActionPattern, legal: readonly A[]): A | undefined {
  return legal.find((a) => matchesPattern(pattern, a));
}

/**
 * An opponent's scripted move: the step's next reply pattern's first legal match; with no reply
 * left (or none legal now), the first legal action. `used` counts the replies already played.
 */
export function scriptedReply<A>(
  replies: readonly ActionPattern[],
  used: number,
  legal: readonly A[],
): { action: A | undefined; consumed: boolean } {
  const pattern = replies[used];
  if (pattern) {
    const action = firstMatching(pattern, legal);
    if (action !== undefined) return { action, consumed: true };
  }
  return { action: legal[0], consumed: false };
}

export function isActStep(step: LessonStep | undefined): step is ActStep {
  return step?.kind === 'act';
}

type AnyMatch = Match<unknown, unknown, unknown, unknown>;

/** The chapter's options, completed with the game's defaults (throws when the engine refuses them). */
export function chapterOptions(def: AnyGameDefinition, chapter: LessonChapter): unknown {
  return def.optionsSchema.parse(chapter.start.options);
}

/** A chapter's starting match: its setup and its recorded moves. Throws when a move is refused. */
export function startMatch(def: AnyGameDefinition, chapter: LessonChapter): AnyMatch {
  const { start } = chapter;
  const match = Match.restore(def, start.players, chapterOptions(def, chapter), start.seed, 'chacha20');
  for (const [i, m] of (start.moves ?? []).entries()) {
    const r = match.submit(m.seat, m.action);
    if (!r.ok) throw new Error(`chapter ${chapter.id}: start move ${i} refused (${r.error.code})`);
  }
  return match;
}

/** Whether the learner is to move now (or the game is over): a fulfilled step then gives way to the next. */
export function learnerTurnOrOver(def: AnyGameDefinition, state: unknown): boolean {
  if (def.outcome(state) !== null) return true;
  return def.activeSeats(state).includes(LEARNER);
}

/**
 * Lets the scripted opponents move until the learner is to act or the game ends, playing `replies`
 * from `used` on. Returns the moves made and how many replies they used. `limit` guards a lesson
 * whose opponents would never hand the turn back.
 */
export function playOpponents(
  def: AnyGameDefinition,
  match: AnyMatch,
  replies: readonly ActionPattern[],
  used: number,
  limit = 500,
): { moves: LessonMove[]; used: number } {
  const moves: LessonMove[] = [];
  let n = used;
  while (!learnerTurnOrOver(def, match.state)) {
    if (moves.length >= limit) throw new Error('the opponents never hand the turn back to the learner');
    const seat = def.activeSeats(match.state)[0] as Seat;
    const { action, consumed } = scriptedReply(replies, n, def.legalActions(match.state, seat));
    if (action === undefined) throw new Error(`seat ${seat} has no legal action`);
    if (consumed) n += 1;
    const r = match.submit(seat, action);
    if (!r.ok) throw new Error(`scripted move refused: ${r.error.code}`);
    moves.push({ seat, action });
  }
  return { moves, used: n };
}

/** What playing a chapter through by its script found at each step. */
export interface StepTrace {
  readonly step: LessonStep;
  /** The learner's move (act steps): the first legal action matching `expect`. */
  readonly action: unknown;
  /** Whether the learner was to act when the step began. */
  readonly learnerToAct: boolean;
  /** The opponents' moves that followed. */
  readonly replies: readonly LessonMove[];
  /** Replies the step scripted that were never legal when their turn came (a lesson bug). */
  readonly unusedReplies: number;
}

/**
 * Plays a chapter as a learner who always makes the expected move would, from its start. Throws
 * when an act step's expected move is not legal then: the lesson no longer fits the game.
 */
export function playChapter(def: AnyGameDefinition, chapter: LessonChapter): { match: AnyMatch; trace: StepTrace[] } {
  const match = startMatch(def, chapter);
  playOpponents(def, match, [], 0);
  const trace: StepTrace[] = [];
  for (const step of chapter.steps) {
    const learnerToAct = def.outcome(match.state) === null && def.activeSeats(match.state).includes(LEARNER);
    if (!isActStep(step)) {
      trace.push({ step, action: undefined, learnerToAct, replies: [], unusedReplies: 0 });
      continue;
    }
    const legal = learnerToAct ? def.legalActions(match.state, LEARNER) : [];
    const action = firstMatching(step.expect, legal);
    if (action === undefined) {
      throw new Error(`chapter ${chapter.id}, step ${step.id}: no legal move matches ${JSON.stringify(step.expect)}`);
    }
    const r = match.submit(LEARNER, action);
    if (!r.ok) throw new Error(`chapter ${chapter.id}, step ${step.id}: move refused (${r.error.code})`);
    const replies = step.replies ?? [];
    const played = playOpponents(def, match, replies, 0);
    trace.push({ step, action, learnerToAct, replies: played.moves, unusedReplies: replies.length - played.used });
  }
  return { match, trace };
}
