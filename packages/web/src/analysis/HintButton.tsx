/**
 * The Hint button of a table where hints are allowed (issue #36): the three best moves the search
 * finds from the player's view alone, with the player's chance after each, computed in the
 * analysis worker at no less than the `hard` bot's budget. The first move is outlined on the
 * table in the analysis's "better move" style; the panel sits above the table, covering none of
 * it. A hint belongs to one position: it goes when the position changes.
 */
import type { Seat } from '@boardhall/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AnyGamePlugin } from '../games/types.ts';
import { useLocale } from '../i18n/I18n.tsx';
import { type AnalysisClient, analysisClient } from './client.ts';
import { DecisionMarksStyle } from './DecisionMarksStyle.tsx';
import { percent, withoutFullStop } from './format.ts';
import type { HintMove } from './messages.ts';
import './analysis.css';
import { useAnalysisT } from './text/index.ts';

export interface HintButtonProps {
  readonly plugin: AnyGamePlugin;
  readonly seat: Seat;
  /** The table's seats: with 2, the chances shown are calibrated as the analysis's are. */
  readonly players: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** Fixes the search's stream: the same position and seed give the same hint. */
  readonly seed: string;
  readonly seatName: (seat: Seat) => string;
  /** Where the hint's panel goes: a place in the page's flow above the table, so it covers none of it. */
  readonly host: HTMLElement | null;
}

type HintPhase =
  | { readonly kind: 'closed' }
  | { readonly kind: 'thinking' }
  | { readonly kind: 'ready'; readonly moves: readonly HintMove[] }
  | { readonly kind: 'error'; readonly message: string };

export function HintButton({ plugin, seat, players, view, legal, seed, seatName, host }: HintButtonProps) {
  const at = useAnalysisT();
  const locale = useLocale();
  const [phase, setPhase] = useState<HintPhase>({ kind: 'closed' });
  const client = useRef<AnalysisClient | null>(null);
  const asking = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      asking.current?.abort();
      client.current?.dispose();
    },
    [],
  );
  // A new position (or seat) ends the hint of the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view and seat are what the hint was for
  useEffect(() => {
    asking.current?.abort();
    setPhase({ kind: 'closed' });
  }, [view, seat]);

  const ask = () => {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    client.current ??= analysisClient();
    setPhase({ kind: 'thinking' });
    client.current.hint({ game: plugin.id, seat, players, view, legal, seed }, controller.signal).then(
      (moves) => !controller.signal.aborted && setPhase({ kind: 'ready', moves }),
      (e: unknown) => !controller.signal.aborted && setPhase({ kind: 'error', message: (e as Error).message }),
    );
  };
  const close = () => {
    asking.current?.abort();
    setPhase({ kind: 'closed' });
  };
  const marksOf = plugin.marks;
  const first = phase.kind === 'ready' ? phase.moves[0] : undefined;
  const marks = useMemo(() => {
    if (!first || !marksOf) return null;
    const m = marksOf({ ...first.text, params: { player: { seat }, ...first.text.params } });
    return { played: [], better: (m?.selectors ?? []).map((selector) => ({ selector, seat })) };
  }, [first, marksOf, seat]);

  const panel =
    phase.kind === 'closed' ? null : (
      <section className="hint-panel" data-testid="hint-panel" aria-label={at('analysis.hint.heading')}>
        <div className="hint-panel-head">
          <strong>{at('analysis.hint.heading')}</strong>
          <button
            type="button"
            className="btn btn-small btn-icon"
            onClick={close}
            aria-label={at('analysis.hint.close')}
            title={at('analysis.hint.close')}
          >
            ×
          </button>
        </div>
        {phase.kind === 'thinking' ? (
          <p role="status">{at('analysis.hint.thinking')}</p>
        ) : phase.kind === 'error' ? (
          <p role="alert">{at('analysis.hint.failed', { message: phase.message })}</p>
        ) : (
          <>
            <ol data-testid="hint-moves">
              {phase.moves.map((m) => (
                <li key={JSON.stringify(m.action)} data-testid="hint-move">
                  {at('analysis.hint.move', {
                    move: withoutFullStop(plugin.renderMessage(m.text, locale, seatName)),
                    chance: percent(m.value, locale),
                  })}
                </li>
              ))}
            </ol>
            <p className="hint">{at('analysis.hint.note')}</p>
          </>
        )}
      </section>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-small hint-button"
        onClick={phase.kind === 'closed' ? ask : close}
        aria-expanded={phase.kind !== 'closed'}
        title={at('analysis.hint-title')}
        aria-label={at('analysis.hint')}
        data-testid="hint"
      >
        {/* A phone's header keeps the bulb alone: the turn chip needs the room. */}
        <svg className="hint-bulb" width={16} height={16} viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M10,2 A6,6 0 0 1 13.5,12.9 V15 H6.5 V12.9 A6,6 0 0 1 10,2 Z M7,16.5 H13 V18 H7 Z"
            fill="currentColor"
          />
        </svg>
        <span className="hint-label">{at('analysis.hint')}</span>
      </button>
      {panel && host ? createPortal(panel, host) : panel}
      {marks ? <DecisionMarksStyle marks={marks} /> : null}
    </>
  );
}
