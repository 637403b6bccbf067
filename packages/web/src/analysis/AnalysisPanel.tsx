/**
 * The replay viewer's analysis (issue #36): the Analyse control, its progress bar and Cancel;
 * once done, each seat's accuracy, label counts and turning points, the win-chance chart, steps through the
 * labelled moves, and the selected decision in words (the move played, the better move, both
 * chances). The open analysis sits above the table in the page's flow, never over it; the
 * Analyse control sits in the header.
 */
import type { DecisionAnalysis, GameAnalysis, SeatSummary } from '@boardhall/bots/core';
import type { Seat } from '@boardhall/engine';
import type { AnyGamePlugin } from '../games/types.ts';
import { useLocale } from '../i18n/I18n.tsx';
import type { Translate } from '../i18n/translator.ts';
import type { Locale } from '../i18n/types.ts';
import { playedTheBest } from './decision-marks.ts';
import { percent, withoutFullStop } from './format.ts';
import { type AnalysisKey, useAnalysisT } from './text/index.ts';
import type { ReplayAnalysis } from './use-replay-analysis.ts';
import { WinChart } from './WinChart.tsx';
import './analysis.css';

export interface AnalysisPanelProps {
  readonly analysis: ReplayAnalysis;
  readonly plugin: AnyGamePlugin;
  readonly seatName: (seat: Seat) => string;
  readonly index: number;
  /** The decision shown on the board: selected, and the viewer at its position. */
  readonly shown: DecisionAnalysis | null;
  readonly select: (d: DecisionAnalysis) => void;
}

function SeatCards({
  analysis,
  seatName,
  select,
}: {
  analysis: GameAnalysis;
  seatName: (seat: Seat) => string;
  select: (d: DecisionAnalysis) => void;
}) {
  const at = useAnalysisT();
  const locale = useLocale();
  return (
    <ul className="analysis-seats" data-testid="analysis-seats">
      {analysis.seats.map((s) => (
        <li key={s.seat} data-testid="analysis-seat">
          <span className="analysis-swatch" style={{ background: `var(--seat-${(s.seat % 6) + 1})` }} />
          <strong>{seatName(s.seat)}</strong>{' '}
          <span title={at('analysis.accuracy-hint')} data-testid="analysis-accuracy">
            {s.accuracy === null
              ? at('analysis.no-decisions')
              : at('analysis.accuracy', { accuracy: percent(s.accuracy / 100, locale) })}
          </span>
          {s.decisions > 0 ? (
            <Counts inaccuracies={s.inaccuracies} mistakes={s.mistakes} blunders={s.blunders} />
          ) : null}
          <TurningPoints analysis={analysis} summary={s} seatName={seatName} select={select} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A seat's label counts: in words, or on a phone in the chess signs (?! ? ??) with the words as
 * their title and for screen readers.
 */
function Counts({ inaccuracies, mistakes, blunders }: { inaccuracies: number; mistakes: number; blunders: number }) {
  const at = useAnalysisT();
  const words = [
    at('analysis.count.inaccuracy', { count: inaccuracies }),
    at('analysis.count.mistake', { count: mistakes }),
    at('analysis.count.blunder', { count: blunders }),
  ].join(' · ');
  return (
    <>
      <span className="analysis-counts wide">{` · ${words}`}</span>
      <span className="analysis-counts narrow" title={words} aria-label={words} role="img">
        {` · ?! ${inaccuracies} · ? ${mistakes} · ?? ${blunders}`}
      </span>
    </>
  );
}

/**
 * A seat's three turning points (the moves across which its chance moved most), each a button
 * that shows that decision on the board as a labelled move does: the move number and which way
 * the chance went, the figures in its title.
 */
function TurningPoints(props: {
  analysis: GameAnalysis;
  summary: SeatSummary;
  seatName: (seat: Seat) => string;
  select: (d: DecisionAnalysis) => void;
}) {
  const { analysis, summary, seatName, select } = props;
  const at = useAnalysisT();
  const locale = useLocale();
  // Only a decision changes a value, so every turning point is one; the lookup keeps it honest.
  const points = summary.turningPoints.flatMap((p) => {
    const d = analysis.decisions.find((x) => x.index === p.index);
    return d ? [{ p, d }] : [];
  });
  if (points.length === 0) return null;
  return (
    <span className="analysis-turns" data-testid="analysis-turning-points">
      {` · ${at('analysis.turning-points')}:`}
      {points.map(({ p, d }) => {
        const words = at('analysis.turning-point', {
          n: p.index + 1,
          player: seatName(summary.seat),
          before: percent(p.before, locale),
          after: percent(p.after, locale),
        });
        return (
          <button
            key={p.index}
            type="button"
            className="analysis-turn"
            onClick={() => select(d)}
            title={words}
            aria-label={words}
            data-testid="analysis-turning-point"
          >
            {p.index + 1}
            <span aria-hidden="true">{p.after > p.before ? '▲' : '▼'}</span>
          </button>
        );
      })}
    </span>
  );
}

/** A move in words, without the sentence's full stop: it goes inside another sentence. */
function moveText(
  plugin: AnyGamePlugin,
  text: DecisionAnalysis['played']['text'],
  locale: Locale,
  seatName: (seat: Seat) => string,
): string {
  return withoutFullStop(plugin.renderMessage(text, locale, seatName));
}

function DecisionText(props: {
  d: DecisionAnalysis;
  plugin: AnyGamePlugin;
  seatName: (seat: Seat) => string;
  at: Translate<AnalysisKey>;
  locale: Locale;
}) {
  const { d, plugin, seatName, at, locale } = props;
  const move = (text: DecisionAnalysis['played']['text']) => moveText(plugin, text, locale, seatName);
  return (
    <div className="analysis-decision" data-testid="analysis-decision" aria-live="polite">
      <strong>
        {d.label === null
          ? at('analysis.decision.title-unlabelled', { player: seatName(d.seat), n: d.index + 1 })
          : at('analysis.decision.title', {
              label: at(`analysis.label.${d.label}`),
              player: seatName(d.seat),
              n: d.index + 1,
            })}
      </strong>
      <span className="analysis-played">
        <span className="analysis-key played" title={at('analysis.decision.legend-played')} />
        {at('analysis.decision.played', { move: move(d.played.text), chance: percent(d.played.value, locale) })}
      </span>
      {playedTheBest(d) ? (
        <span className="analysis-better" data-testid="analysis-best-played">
          {at('analysis.decision.best-played')}
        </span>
      ) : (
        <span className="analysis-better" data-testid="analysis-better">
          <span className="analysis-key better" title={at('analysis.decision.legend-better')} />
          {at('analysis.decision.better', { move: move(d.best.text), chance: percent(d.best.value, locale) })}
        </span>
      )}
    </div>
  );
}

function Done(props: AnalysisPanelProps & { result: GameAnalysis }) {
  const { result, plugin, seatName, index, shown, select, analysis } = props;
  const at = useAnalysisT();
  const locale = useLocale();
  const labelled = result.decisions.filter((d) => d.label !== null);
  // Steps go from the position shown: the next labelled move after it, or the last one before it.
  const next = labelled.find((d) => d.index > (shown ? shown.index : index - 1));
  const previous = labelled.findLast((d) => d.index < (shown ? shown.index : index));
  return (
    <section className="analysis-panel" data-testid="analysis-panel" aria-label={at('analysis.chart.title')}>
      <div className="analysis-head">
        <SeatCards analysis={result} seatName={seatName} select={select} />
        <span className="analysis-steps">
          <button
            type="button"
            className="btn btn-small btn-icon"
            disabled={!previous}
            onClick={() => previous && select(previous)}
            aria-label={at('analysis.previous')}
            title={at('analysis.previous')}
            data-testid="analysis-previous"
          >
            ‹
          </button>
          <button
            type="button"
            className="btn btn-small btn-icon"
            disabled={!next}
            onClick={() => next && select(next)}
            aria-label={at('analysis.next')}
            title={at('analysis.next')}
            data-testid="analysis-next"
          >
            ›
          </button>
          <button
            type="button"
            className="btn btn-small btn-icon"
            onClick={analysis.hide}
            aria-label={at('analysis.hide')}
            title={at('analysis.hide')}
            data-testid="analysis-hide"
          >
            ×
          </button>
        </span>
      </div>
      <WinChart analysis={result} seatName={seatName} index={index} selected={shown} onSelect={select} />
      {shown ? (
        <DecisionText d={shown} plugin={plugin} seatName={seatName} at={at} locale={locale} />
      ) : labelled.length === 0 ? (
        <p className="hint analysis-none">{at('analysis.none')}</p>
      ) : null}
    </section>
  );
}

/**
 * The open analysis, above the table in the page's flow (the table keeps its own height):
 * progress, then the results; after a cancel or a failure, a line that says so.
 */
export function AnalysisPanel(props: AnalysisPanelProps) {
  const { analysis } = props;
  const at = useAnalysisT();
  const { phase } = analysis;
  if (phase.kind === 'done') return <Done {...props} result={phase.analysis} />;
  if (phase.kind === 'cancelled' || phase.kind === 'error') {
    return (
      <p className="analysis-panel analysis-note" role="status" data-testid="analysis-note">
        {phase.kind === 'cancelled' ? at('analysis.cancelled') : at('analysis.failed', { message: phase.message })}
      </p>
    );
  }
  if (phase.kind !== 'running') return null;
  return (
    <section className="analysis-panel analysis-running" data-testid="analysis-running">
      <progress
        max={phase.total ?? 1}
        value={phase.total === null ? undefined : phase.done}
        aria-label={at('analysis.starting')}
        data-testid="analysis-progress"
      />
      <span className="analysis-progress-text" role="status">
        {phase.total === null
          ? at('analysis.starting')
          : at('analysis.progress', { done: phase.done, total: phase.total })}
      </span>
      <button type="button" className="btn btn-small" onClick={analysis.cancel} data-testid="analysis-cancel">
        {at('analysis.cancel')}
      </button>
    </section>
  );
}

/** The Analyse control in the header while no analysis is open (again after a cancel or a failure). */
export function AnalyseControl({ analysis }: { analysis: ReplayAnalysis }) {
  const at = useAnalysisT();
  const { phase } = analysis;
  if (phase.kind === 'running' || phase.kind === 'done') return null;
  return (
    <button
      type="button"
      className="btn btn-small analyse-control"
      onClick={analysis.start}
      title={at('analysis.analyse-hint')}
      data-testid="analyse"
    >
      {phase.kind === 'error' ? at('analysis.retry') : at('analysis.analyse')}
    </button>
  );
}
