/**
 * The lesson's coach: a bar pinned under the table that says what the step is about, outlines what
 * it talks about, and either asks for a move or offers Next. Refusals of other moves appear here, in
 * the step's own words. Everything is reachable by keyboard: "Show me" focuses the first target.
 */
import { useEffect, useRef } from 'react';
import type { AnyGamePlugin } from '../games/types.ts';
import { useLocale } from '../i18n/I18n.tsx';
import type { Lesson, LessonText } from './lesson.ts';
import type { CoachState } from './session.ts';
import { TARGET_ATTR, useLessonTargets } from './targets.ts';
import { useTutorialT } from './text/index.ts';
import './coach.css';

export interface CoachProps {
  readonly plugin: AnyGamePlugin;
  readonly lesson: Lesson;
  readonly coach: CoachState;
  readonly onNext: () => void;
  readonly onRestartPart: () => void;
  readonly onRestart: () => void;
  readonly onLeave: () => void;
  readonly onPlayEasy: () => void;
}

const NO_TARGETS: readonly string[] = [];

export function Coach(props: CoachProps) {
  const { plugin, lesson, coach, onNext } = props;
  const tt = useTutorialT();
  const locale = useLocale();
  const say = (text: LessonText) => plugin.renderMessage(text, locale, () => '');
  const chapter = lesson.chapters[coach.chapter];
  const step = coach.phase === 'finished' ? undefined : chapter?.steps[coach.step];
  const stepKey = `${coach.chapter}/${coach.step}/${coach.phase}`;
  const marked = useLessonTargets(coach.phase === 'step' ? (step?.targets ?? NO_TARGETS) : NO_TARGETS, stepKey);
  const nextRef = useRef<HTMLButtonElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  // Keyboard: the Next just pressed is gone when an act step follows; focus then moves to the
  // coach's next control instead of falling back to the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per step, by its key
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    (nextRef.current ?? showRef.current)?.focus({ preventScroll: true });
  }, [stepKey]);

  // A new step brings its first target into view (the coach itself stays pinned).
  const first = marked.first;
  useEffect(() => {
    if (!first) return;
    // Already in sight above the coach: the page stays put. Scrolling to an element of a sticky bar
    // (a hand tray at the screen's foot) would move the whole table away for nothing.
    const box = first.getBoundingClientRect();
    const coachTop = document.querySelector('[data-testid=coach]')?.getBoundingClientRect().top ?? window.innerHeight;
    if (box.top >= 0 && box.bottom <= coachTop) return;
    const smooth = document.documentElement.dataset.animations === 'full';
    first.scrollIntoView({ block: 'center', inline: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  }, [first]);

  // "Show me" moves the focus through the step's targets in order (a potion, then its slot…).
  const shown = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step starts again at its first target
  useEffect(() => {
    shown.current = 0;
  }, [stepKey]);
  const showNext = () => {
    const all = [...document.querySelectorAll<HTMLElement>(`[${TARGET_ATTR}]`)].sort(
      (a, b) => Number(a.getAttribute(TARGET_ATTR)) - Number(b.getAttribute(TARGET_ATTR)),
    );
    const el = all[shown.current % Math.max(1, all.length)];
    shown.current += 1;
    el?.scrollIntoView({ block: 'center', inline: 'nearest' });
    el?.focus();
  };

  if (coach.phase === 'finished' || !chapter || !step) {
    return (
      <section className="coach coach-done" aria-label={tt('tutorial.coach')} data-testid="coach">
        <div className="coach-body">
          <h2 className="coach-title">{tt('tutorial.done-title')}</h2>
          <p className="coach-text" data-testid="coach-text">
            {say(lesson.farewell)}
          </p>
        </div>
        <div className="coach-actions">
          <button type="button" className="btn btn-primary" onClick={props.onPlayEasy} data-testid="coach-play-easy">
            {tt('tutorial.play-easy')}
          </button>
          <button type="button" className="btn" onClick={props.onLeave}>
            {tt('tutorial.back-home')}
          </button>
          <button type="button" className="btn btn-quiet btn-small" onClick={props.onRestart}>
            {tt('tutorial.restart')}
          </button>
        </div>
      </section>
    );
  }

  const refusal = coach.refusal;
  const refusalText =
    refusal === null
      ? null
      : refusal.kind === 'lesson'
        ? say(refusal.text)
        : tt(refusal.kind === 'wait' ? 'tutorial.wait' : 'tutorial.read-first');
  const waiting = coach.phase === 'waiting';
  const waitingText = waiting && step.kind === 'act' && step.waiting ? say(step.waiting) : tt('tutorial.waiting');
  return (
    <section className="coach" aria-label={tt('tutorial.coach')} data-testid="coach" data-step={step.kind}>
      <div className="coach-body">
        <p className="coach-where">
          <span>
            {tt('tutorial.part', {
              n: coach.chapter + 1,
              total: lesson.chapters.length,
              title: say(chapter.title),
            })}
          </span>
          <span data-testid="coach-step">
            {tt('tutorial.step', { n: coach.step + 1, total: chapter.steps.length })}
          </span>
        </p>
        <p className="coach-text" data-testid="coach-text" aria-live="polite">
          {waiting ? waitingText : say(step.text)}
        </p>
        {marked.tab && !waiting ? (
          <p className="coach-tab" data-testid="coach-tab">
            {tt('tutorial.target-in-tab', { tab: marked.tab })}
          </p>
        ) : null}
        {refusalText ? (
          <p className="coach-refusal" role="status" key={refusal?.seq} data-testid="coach-refusal">
            {refusalText}
          </p>
        ) : null}
      </div>
      <div className="coach-actions">
        {waiting ? null : step.kind === 'explain' ? (
          <button type="button" className="btn btn-primary" ref={nextRef} onClick={onNext} data-testid="coach-next">
            {tt('tutorial.next')}
          </button>
        ) : (
          <span className="coach-your-move" data-testid="coach-your-move">
            {tt('tutorial.your-move')}
          </span>
        )}
        {first && !waiting ? (
          <button type="button" className="btn btn-small" ref={showRef} onClick={showNext} data-testid="coach-show">
            {tt('tutorial.show-me')}
          </button>
        ) : null}
        <details className="coach-menu">
          <summary className="btn btn-quiet btn-small" aria-label={tt('tutorial.more')} title={tt('tutorial.more')}>
            ⋯
          </summary>
          <div className="coach-menu-items">
            <button type="button" className="btn btn-small" onClick={props.onRestartPart}>
              {tt('tutorial.restart-part')}
            </button>
            <button type="button" className="btn btn-small" onClick={props.onRestart}>
              {tt('tutorial.restart')}
            </button>
            <button type="button" className="btn btn-small" onClick={props.onLeave}>
              {tt('tutorial.leave')}
            </button>
          </div>
        </details>
      </div>
    </section>
  );
}
