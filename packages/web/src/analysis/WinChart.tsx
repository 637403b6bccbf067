/**
 * Every seat's win chance across a game (`GameAnalysis.series`), drawn by hand in SVG like the
 * rating chart: a line per seat in its colour from the even start, the current position as a
 * vertical rule, and the labelled decisions as marks on the deciding seat's line (bigger and
 * redder the worse), each a button: click, or Tab to it and press Enter or Space, to select it.
 */
import type { DecisionAnalysis, GameAnalysis } from '@boardhall/bots/core';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useAnalysisT } from './text/index.ts';
import { useWidth } from './use-width.ts';

const HEIGHT_WIDE = 120;
const HEIGHT_NARROW = 76;
const MARGIN = { top: 8, right: 10, bottom: 18, left: 38 };
const RADIUS = { inaccuracy: 4, mistake: 5, blunder: 6 } as const;

interface Point {
  readonly cx: number;
  readonly cy: number;
}

/** The distance from the `k`th point to the nearest other one (Infinity when alone). */
function nearest(points: readonly Point[], k: number): number {
  const p = points[k] as Point;
  let best = Number.POSITIVE_INFINITY;
  for (const [i, q] of points.entries()) if (i !== k) best = Math.min(best, Math.hypot(q.cx - p.cx, q.cy - p.cy));
  return best;
}

export interface WinChartProps {
  readonly analysis: GameAnalysis;
  readonly seatName: (seat: number) => string;
  /** The viewer's position (actions taken). */
  readonly index: number;
  readonly selected: DecisionAnalysis | null;
  readonly onSelect: (d: DecisionAnalysis) => void;
}

export function WinChart({ analysis, seatName, index, selected, onSelect }: WinChartProps) {
  const at = useAnalysisT();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const id = useId();
  const narrow = width < 420;
  const height = narrow ? HEIGHT_NARROW : HEIGHT_WIDE;
  const right = Math.max(MARGIN.left + 1, width - MARGIN.right);
  const bottom = height - MARGIN.bottom;
  const actions = Math.max(1, analysis.actions);
  const x = (i: number) => MARGIN.left + ((right - MARGIN.left) * i) / actions;
  const y = (v: number) => bottom - (bottom - MARGIN.top) * v;
  const start = 1 / analysis.players;
  const labelled = analysis.decisions.filter((d) => d.label !== null);
  const points = labelled.map((d) => ({ cx: x(d.index + 1), cy: y(analysis.series[d.seat]?.[d.index] ?? start) }));
  const xTicks = [0, Math.round(actions / 2), actions];
  const onKey = (e: KeyboardEvent, d: DecisionAnalysis) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onSelect(d);
  };
  return (
    <div className="win-chart" ref={box} data-testid="win-chart" data-marks={labelled.length}>
      {width > 0 ? (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-labelledby={`${id}-t ${id}-d`}>
          <title id={`${id}-t`}>{at('analysis.chart.title')}</title>
          <desc id={`${id}-d`}>
            {at('analysis.chart.desc', { count: at('analysis.count.marks', { count: labelled.length }) })}
          </desc>
          <g className="chart-grid">
            {[0, 0.5, 1].map((v) => (
              <g key={v}>
                <line x1={MARGIN.left} x2={right} y1={y(v)} y2={y(v)} />
                <text x={MARGIN.left - 5} y={y(v)} dy="0.35em" textAnchor="end">
                  {`${v * 100} %`}
                </text>
              </g>
            ))}
            {xTicks.map((v) => (
              <text key={v} x={x(v)} y={bottom + 13} textAnchor={v === 0 ? 'start' : v === actions ? 'end' : 'middle'}>
                {v}
              </text>
            ))}
          </g>
          <line className="win-chart-now" x1={x(index)} x2={x(index)} y1={MARGIN.top} y2={bottom} />
          {analysis.series.map((values, seat) => (
            <polyline
              // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
              key={seat}
              className="win-chart-line"
              style={{ stroke: `var(--seat-${(seat % 6) + 1})` }}
              points={[start, ...values].map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
            />
          ))}
          {labelled.map((d, k) => {
            const label = d.label ?? 'inaccuracy';
            const text = at('analysis.mark', {
              label: at(`analysis.label.${label}`),
              player: seatName(d.seat),
              n: d.index + 1,
            });
            const { cx, cy } = points[k] as Point;
            // Marks never overlap: each keeps to half the distance to its nearest neighbour.
            const room = Math.max(2, Math.min(12, nearest(points, k) / 2));
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG mark cannot be a <button>; it acts as one
              <g
                key={d.index}
                role="button"
                tabIndex={0}
                aria-label={text}
                aria-pressed={selected?.index === d.index}
                className={`analysis-mark ${label}${selected?.index === d.index ? ' selected' : ''}`}
                data-testid="analysis-mark"
                data-label={label}
                data-index={d.index}
                onClick={() => onSelect(d)}
                onKeyDown={(e) => onKey(e, d)}
              >
                <title>{text}</title>
                <circle className="analysis-mark-hit" cx={cx} cy={cy} r={room} />
                <circle className="analysis-mark-dot" cx={cx} cy={cy} r={Math.min(RADIUS[label], room)} />
              </g>
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}
