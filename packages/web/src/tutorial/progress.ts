/**
 * A lesson's progress, kept in localStorage so a learner can stop and come back: the chapter, the
 * step, the moves made since the chapter began (learner's and opponents'), and whether the step's
 * move is already made (its opponents may still have been playing when the page closed).
 */
import { z } from 'zod';
import type { LessonMove } from './lesson.ts';

export interface LessonProgress {
  readonly v: 1;
  readonly chapter: number;
  readonly step: number;
  /** The step's move is made; the opponents' replies follow (`repliesUsed` of them so far). */
  readonly fulfilled: boolean;
  readonly repliesUsed: number;
  readonly moves: readonly LessonMove[];
  readonly finished: boolean;
  readonly updatedAt: number;
}

const PREFIX = 'boardhall.tutorial.';

const progressSchema = z.strictObject({
  v: z.literal(1),
  chapter: z.number().int().min(0),
  step: z.number().int().min(0),
  fulfilled: z.boolean(),
  repliesUsed: z.number().int().min(0),
  moves: z.array(z.strictObject({ seat: z.number().int().min(0), action: z.unknown() })).max(5000),
  finished: z.boolean(),
  updatedAt: z.number(),
});

export function freshProgress(chapter = 0): LessonProgress {
  return {
    v: 1,
    chapter,
    step: 0,
    fulfilled: false,
    repliesUsed: 0,
    moves: [],
    finished: false,
    updatedAt: Date.now(),
  };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved progress, or null when there is none or it does not parse (then the lesson starts over). */
export function loadProgress(lessonId: string): LessonProgress | null {
  try {
    const raw = storage()?.getItem(PREFIX + lessonId);
    if (!raw) return null;
    const parsed = progressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as LessonProgress) : null;
  } catch {
    return null;
  }
}

export function saveProgress(lessonId: string, progress: LessonProgress): void {
  try {
    storage()?.setItem(PREFIX + lessonId, JSON.stringify(progress));
  } catch {
    // Storage full or disabled: the lesson goes on, it just cannot be resumed later.
  }
}

export function clearProgress(lessonId: string): void {
  try {
    storage()?.removeItem(PREFIX + lessonId);
  } catch {
    // Nothing to do: there is no storage to clear.
  }
}
