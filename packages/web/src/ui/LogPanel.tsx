import type { Seat } from '@boardhall/engine';
import { useEffect, useRef } from 'react';
import type { AnyGamePlugin, LogLine, SeatDisplay } from '../games/types.ts';
import { useI18n } from '../i18n/I18n.tsx';

/**
 * The action log in readable sentences: one entry per action, newest last. An action with many
 * lines (a round's resolution) shows its first line with the rest folded away.
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
  return (
    <section className="log-panel" aria-label={t('app.log')}>
      <h2>{t('app.log')}</h2>
      <div className="log-scroll" ref={scroller} aria-live="polite" aria-relevant="additions" data-testid="log">
        {recent.length === 0 ? <p className="hint">{t('app.log-empty')}</p> : null}
        {recent.map((line) => {
          const texts = line.messages.map((m) => plugin.renderMessage(m, locale, seatName));
          const [first, ...rest] = texts;
          return (
            <div className="log-entry" key={line.index}>
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
