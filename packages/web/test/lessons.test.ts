/**
 * Every game's "Learn to play" lesson (issue #37): every text it names exists, not empty, in all
 * three languages of the game's catalogue, and every chapter plays through by its script on the
 * engine: each act step's move is legal when its step comes, and every scripted reply is played.
 */
import { type AnyGameDefinition, type MessageCatalogue, renderMessage } from '@boardhall/engine';
import { messages as fhMessages, fourHumours } from '@boardhall/four-humours';
import { messages as totwMessages, tribesOfTheWind } from '@boardhall/tribes-of-the-wind';
import { describe, expect, it } from 'vitest';
import { fourHumoursLesson } from '../src/games/four-humours/lesson.ts';
import { ROUND_ONE_MOVES } from '../src/games/four-humours/lesson-moves.ts';
import { tribesLesson } from '../src/games/tribes-of-the-wind/lesson.ts';
import type { Lesson, LessonChapter, LessonText } from '../src/tutorial/lesson.ts';
import { playChapter } from '../src/tutorial/script.ts';

interface LessonCase {
  readonly lesson: Lesson;
  readonly def: AnyGameDefinition;
  readonly messages: MessageCatalogue;
  /** The prefix of the lesson's keys in the game's catalogue. */
  readonly keys: string;
}

const LESSONS: readonly LessonCase[] = [
  {
    lesson: fourHumoursLesson,
    def: fourHumours as unknown as AnyGameDefinition,
    messages: fhMessages,
    keys: 'fh.tutorial.',
  },
  {
    lesson: tribesLesson,
    def: tribesOfTheWind as unknown as AnyGameDefinition,
    messages: totwMessages,
    keys: 'totw.tutorial.',
  },
];

function textsOf(lesson: Lesson): LessonText[] {
  const out: LessonText[] = [...lesson.opponents, lesson.farewell];
  for (const chapter of lesson.chapters) {
    out.push(chapter.title);
    for (const step of chapter.steps) {
      out.push(step.text);
      if (step.kind === 'act') {
        out.push(step.refusal);
        if (step.waiting) out.push(step.waiting);
      }
    }
  }
  return out;
}

describe.each(LESSONS)('the $lesson.game lesson', ({ lesson, def, messages, keys }) => {
  it('is the game’s, with unique chapter and step ids', () => {
    expect(lesson.game).toBe(def.id);
    expect(lesson.id).toBe(def.id);
    const chapters = lesson.chapters.map((c) => c.id);
    expect(new Set(chapters).size).toBe(chapters.length);
    for (const c of lesson.chapters) {
      const steps = c.steps.map((s) => s.id);
      expect(new Set(steps).size, c.id).toBe(steps.length);
      expect(c.steps.length, c.id).toBeGreaterThan(0);
    }
  });

  it('has every text in English, Ukrainian and Russian', () => {
    for (const text of textsOf(lesson)) {
      for (const locale of ['en', 'uk', 'ru'] as const) {
        const template = messages[locale]?.[text.key];
        expect(template, `${locale} ${text.key}`).toBeTypeOf('string');
        expect(template?.trim(), `${locale} ${text.key}`).not.toBe('');
      }
    }
  });

  it('uses every lesson text of the catalogue, and names only lesson texts', () => {
    // The game package's own tests leave these keys to this file: none may be left unused.
    const used = new Set(textsOf(lesson).map((t) => t.key));
    const kept = Object.keys(messages.en).filter((k) => k.startsWith(keys));
    expect(kept.filter((k) => !used.has(k))).toEqual([]);
    expect([...used].filter((k) => !k.startsWith(keys))).toEqual([]);
  });

  it('fills every placeholder of its texts', () => {
    for (const text of textsOf(lesson)) {
      for (const locale of ['en', 'uk', 'ru'] as const) {
        const shown = renderMessage(messages, locale, text);
        expect(shown, `${locale} ${text.key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it.each(lesson.chapters.map((c) => [c.id, c] as const))('plays chapter %s through by its script', (_id, chapter) => {
    const { trace } = playChapter(def, chapter);
    for (const t of trace) {
      if (t.step.kind === 'act') expect(t.learnerToAct, `${chapter.id}/${t.step.id}`).toBe(true);
      expect(t.unusedReplies, `${chapter.id}/${t.step.id} replies never played`).toBe(0);
    }
  });
});

describe('the Four Humours lesson', () => {
  it('starts its second part where its first ends (scripts/fh-lesson-moves.ts wrote them)', () => {
    const def = fourHumours as unknown as AnyGameDefinition;
    const { match } = playChapter(def, fourHumoursLesson.chapters[0] as LessonChapter);
    expect(ROUND_ONE_MOVES).toEqual(match.actions.map((a) => ({ seat: a.seat, action: a.action })));
  });
});
