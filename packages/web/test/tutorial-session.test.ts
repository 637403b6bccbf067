/** The lesson runner on the real Four Humours engine: gating, refusals, scripted replies, resuming. */

import type { AnyGameDefinition } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { describe, expect, it, vi } from 'vitest';
import type { Lesson } from '../src/tutorial/lesson.ts';
import { matchesPattern, playChapter, scriptedReply } from '../src/tutorial/script.ts';
import { TutorialSession } from '../src/tutorial/session.ts';

const def = fourHumours as unknown as AnyGameDefinition;

/** A small lesson of our own (the game's real lesson changes with its content; this one stays put). */
const lesson: Lesson = {
  id: 'test',
  game: 'four-humours',
  opponents: [{ key: 'fh.tutorial.opponent' }],
  farewell: { key: 'fh.tutorial.farewell' },
  chapters: [
    {
      id: 'one',
      title: { key: 'fh.tutorial.part.round-one' },
      start: { players: 2, options: { firstPlayer: 0 }, seed: 'lesson-test' },
      steps: [
        { id: 'look', kind: 'explain', text: { key: 'fh.tutorial.welcome' } },
        {
          id: 'first',
          kind: 'act',
          text: { key: 'fh.tutorial.place-choleric' },
          expect: { type: 'place', target: { kind: 'scene', slot: 0 } },
          refusal: { key: 'fh.tutorial.place-choleric.refusal' },
          replies: [{ type: 'place', target: { kind: 'party' } }],
        },
        {
          id: 'second',
          kind: 'act',
          text: { key: 'fh.tutorial.place-choleric' },
          expect: { type: 'place' },
          refusal: { key: 'fh.tutorial.place-choleric.refusal' },
        },
      ],
    },
  ],
};

const session = (progress: ReturnType<TutorialSession['getProgress']> | null = null) =>
  new TutorialSession(def, lesson, progress, { botPause: () => 0, persist: false });

describe('action patterns', () => {
  it('match on the fields they give, recursively, arrays by length and items', () => {
    const a = { type: 'choosePlot', plot: [1, 2] };
    expect(matchesPattern({ type: 'choosePlot' }, a)).toBe(true);
    expect(matchesPattern({ plot: [1, 2] }, a)).toBe(true);
    expect(matchesPattern({ plot: [1] }, a)).toBe(false);
    expect(matchesPattern({ type: 'pass' }, a)).toBe(false);
    expect(matchesPattern({ target: { kind: 'scene' } }, { type: 'place', target: { kind: 'party' } })).toBe(false);
    expect(matchesPattern({ target: { kind: 'scene' } }, { type: 'pass' })).toBe(false);
  });

  it('script a reply from the patterns, and fall back to the first legal action', () => {
    const legal = [{ n: 1 }, { n: 2 }];
    expect(scriptedReply([{ n: 2 }], 0, legal)).toEqual({ action: { n: 2 }, consumed: true });
    expect(scriptedReply([{ n: 3 }], 0, legal)).toEqual({ action: { n: 1 }, consumed: false });
    expect(scriptedReply([], 0, legal)).toEqual({ action: { n: 1 }, consumed: false });
  });
});

describe('a lesson on the table', () => {
  it('plays through by its script', () => {
    const { trace } = playChapter(def, lesson.chapters[0] as Lesson['chapters'][number]);
    expect(trace.map((t) => t.learnerToAct)).toEqual([true, true, true]);
    expect(trace[1]?.unusedReplies).toBe(0);
    expect(trace[1]?.replies[0]?.action).toMatchObject({ type: 'place', target: { kind: 'party' } });
  });

  it('refuses moves during an explanation and moves that are not the step’s, changing nothing', () => {
    const s = session();
    const st = s.getState();
    const wrong = st.legal.find((a) => !matchesPattern({ target: { slot: 0 } }, a));
    s.send(st.legal[0]);
    expect(s.getCoach()).toMatchObject({ step: 0, phase: 'step', refusal: { kind: 'read-first' } });
    expect(s.getState().version).toBe(st.version);
    s.next();
    expect(s.getCoach()).toMatchObject({ step: 1, phase: 'step', refusal: null });
    s.send(wrong);
    expect(s.getCoach().refusal).toMatchObject({ kind: 'lesson', text: { key: 'fh.tutorial.place-choleric.refusal' } });
    expect(s.getState().version).toBe(st.version);
    expect(s.getState().undoable).toBe(false);
    s.dispose();
  });

  it('takes the expected move, lets the opponent reply by script, then shows the next step; a saved place resumes', async () => {
    const s = session();
    s.next();
    const right = s
      .getState()
      .legal.find((a) =>
        matchesPattern(
          lesson.chapters[0]?.steps[1]?.kind === 'act' ? { type: 'place', target: { kind: 'scene', slot: 0 } } : {},
          a,
        ),
      );
    s.send(right);
    expect(s.getCoach().phase).toBe('waiting');
    s.send(right);
    expect(s.getCoach().refusal).toMatchObject({ kind: 'wait' });
    await vi.waitFor(() => expect(s.getCoach()).toMatchObject({ step: 2, phase: 'step' }), { timeout: 5000 });
    const log = s.getState().log.at(-1);
    expect(log?.seat).toBe(1);
    const progress = s.getProgress();
    expect(progress.moves.length).toBe(2);
    const again = session(progress);
    expect(again.getCoach()).toMatchObject({ step: 2, phase: 'step' });
    expect(again.getState().view).toEqual(s.getState().view);
    s.dispose();
    again.dispose();
  });

  it('ends with the farewell once the last step is done', async () => {
    const s = session();
    s.next();
    s.send(s.getState().legal.find((a) => matchesPattern({ type: 'place', target: { kind: 'scene', slot: 0 } }, a)));
    await vi.waitFor(() => expect(s.getCoach().step).toBe(2), { timeout: 5000 });
    s.send(s.getState().legal.find((a) => matchesPattern({ type: 'place' }, a)));
    await vi.waitFor(() => expect(s.getCoach().phase).toBe('finished'), { timeout: 5000 });
    expect(s.getProgress().finished).toBe(true);
    s.dispose();
  });

  it('starts over when a saved place no longer fits the lesson', () => {
    const s = session({
      v: 1,
      chapter: 0,
      step: 2,
      fulfilled: false,
      repliesUsed: 0,
      moves: [
        { seat: 0, action: { type: 'pass' } },
        { seat: 0, action: { type: 'nonsense' } },
      ],
      finished: false,
      updatedAt: 0,
    });
    expect(s.getCoach()).toMatchObject({ chapter: 0, step: 0, phase: 'step' });
    s.dispose();
  });
});
