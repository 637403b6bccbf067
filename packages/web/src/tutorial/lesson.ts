/**
 * A "Learn to play" lesson as data: a fixed setup, then steps that explain one idea at a time on the
 * real table, point at what they talk about, and ask for one specific move. Nothing here is code
 * per step: a game's lesson is a value of `Lesson<A>` (its texts are keys of the game package's
 * message catalogue), and `tutorial/script.ts` + `TutorialSession` run any lesson.
 *
 * Seat 0 is the learner. Every other seat is a scripted opponent: after each of the learner's moves
 * the opponents play the step's `replies` in order (each the first legal action that matches its
 * pattern), and the first legal action once a step has no reply left, so a lesson is deterministic.
 */

/**
 * Part of an action: an action matches when every field given here equals the action's field
 * (objects and arrays compared the same way, recursively; arrays must have the same length).
 * `{ type: 'place', target: { card: 'tipsy-goose' } }` matches any potion placed on that scene.
 */
export type ActionPattern = { readonly [key: string]: PatternValue };
export type PatternValue = string | number | boolean | null | readonly PatternValue[] | ActionPattern;

/** A key of the game package's message catalogue, with its parameters (ids, numbers). */
export interface LessonText {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * What a step points at: CSS selectors of the table's elements (built from the `data-*` attributes
 * the tables already carry). The coach outlines each element found, in this order, and on a phone
 * the tab of a section that holds one. The first is scrolled into view and focused by "Show me".
 */
export type LessonTargets = readonly string[];

interface StepBase {
  /** Stable within the lesson: progress is kept by id, and the test names it. */
  readonly id: string;
  readonly text: LessonText;
  readonly targets?: LessonTargets;
}

/** Read, look at the table, press Next. The table takes no move meanwhile. */
export interface ExplainStep extends StepBase {
  readonly kind: 'explain';
}

/** Make this move. Any other is refused with `refusal`. */
export interface ActStep extends StepBase {
  readonly kind: 'act';
  readonly expect: ActionPattern;
  /** Shown when the learner tries another move ("In this lesson, place your potion on the Tipsy Goose"). */
  readonly refusal: LessonText;
  /** The opponents' moves after this one, in order (see the module comment). */
  readonly replies?: readonly ActionPattern[];
  /** Shown while the opponents play after this step (absent: the shell's "The others are playing…"). */
  readonly waiting?: LessonText;
}

export type LessonStep = ExplainStep | ActStep;

/** A recorded move, as replay files keep them. */
export interface LessonMove {
  readonly seat: number;
  readonly action: unknown;
}

/**
 * Where a chapter begins: a fixed setup (seed and options), and optionally moves already made, so
 * that a later chapter can start near a round's end or the game's end without the learner playing
 * every move before it.
 */
export interface LessonStart {
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly moves?: readonly LessonMove[];
}

export interface LessonChapter {
  readonly id: string;
  /** The chapter's title, shown above its steps. */
  readonly title: LessonText;
  readonly start: LessonStart;
  readonly steps: readonly LessonStep[];
}

export interface Lesson {
  /** Unique across games (`four-humours/first-game`): progress is stored under it. */
  readonly id: string;
  readonly game: string;
  /** The opponents' names, by seat (seat 0, the learner, is "You"). */
  readonly opponents: readonly LessonText[];
  readonly chapters: readonly LessonChapter[];
  /** The last words, above "Play your first game against an easy bot". */
  readonly farewell: LessonText;
}
