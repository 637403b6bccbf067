import type { Seat } from '@boardhall/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyGamePlugin, LogLine, SeatDisplay } from '../games/types.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { lineMarks } from './last-moves.ts';
import { MarksStyle } from './MarksStyle.tsx';
import { useTouchOnly } from './media.ts';

/**
 * The action log in readable sentences: one entry per action, newest last. An action with many
 * lines (a round's resolution) shows its first line with the rest folded away. An entry that names
 * something on the table can be hovered or focused to outline it there (issue #15 item 2).
 */
export function LogPanel({
  log,
  plugin,
  seats,
  viewer,
}: {
  log: readonly LogLine[];
  plugin: AnyGamePlugin;
  seats: readonly SeatDisplay[];
  viewer: Seat | 'spectator';
}) {
  const { t, locale } = useI18n();
  // A phone has nothing to point with: a tap focuses the line, which outlines the same.
  const touch = useTouchOnly();
  const scroller = useRef<HTMLDivElement>(null);
  const seatName = (s: Seat) => {
    const name = seats[s]?.name ?? plugin.extraSeatName?.(s, locale) ?? t('app.player-n', { n: s + 1 });
    return s === viewer ? t('app.you-mark', { player: name }) : name;
  };
  const count = log.length;
  useEffect(() => {
    const el = scroller.current;
    if (el && count >= 0) el.scrollTop = el.scrollHeight;
  }, [count]);
  const recent = log.slice(-120);
  const marksOf = plugin.marks;
  const [pointed, setPointed] = useState<number | null>(null);
  const pointedLine = pointed === null ? undefined : recent.find((line) => line.index === pointed);
  const pointedMarks = useMemo(
    () => (pointedLine && marksOf ? lineMarks(pointedLine, marksOf) : []),
    [pointedLine, marksOf],
  );
  const leave = (index: number) => setPointed((p) => (p === index ? null : p));
  return (
    <section className="log-panel" aria-label={t('app.log')}>
      <h2>{t('app.log')}</h2>
      {marksOf ? (
        <p className="hint log-legend">{t(touch ? 'app.log-marks-legend-touch' : 'app.log-marks-legend')}</p>
      ) : null}
      <MarksStyle marks={pointedMarks} kind="hover" />
      <div className="log-scroll" ref={scroller} aria-live="polite" aria-relevant="additions" data-testid="log">
        {recent.length === 0 ? <p className="hint">{t('app.log-empty')}</p> : null}
        {recent.map((line) => {
          const texts = line.messages.map((m) => plugin.renderMessage(m, locale, seatName));
          const [first, ...rest] = texts;
          const named = marksOf ? lineMarks(line, marksOf).length > 0 : false;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only outline what the line names; nothing is activated
            <div
              className={`log-entry ${named ? 'is-named' : ''}`}
              key={line.index}
              data-seat={line.seat}
              tabIndex={named ? 0 : undefined}
              data-marks={named ? 'true' : undefined}
              onMouseEnter={named ? () => setPointed(line.index) : undefined}
              onMouseLeave={named ? () => leave(line.index) : undefined}
              onFocus={named ? () => setPointed(line.index) : undefined}
              onBlur={named ? () => leave(line.index) : undefined}
            >
              {rest.length > 3 ? (
                <details>
                  <summary>{first}</summary>
                  {rest.map((text, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: log lines are append-only
                    <p key={i}>{text}</p>
                  ))}
                </details>
              ) : (
                texts.map((text, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: log lines are append-only
                  <p key={i}>{text}</p>
                ))
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
