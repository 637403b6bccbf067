/**
 * A player's rating in one game over their rated games, drawn by hand in SVG (lighter than a chart
 * library for one line): a few labelled ticks on each axis, the line starting from where every
 * player starts (1500, game 0, a dashed level across), a point per game (hollow while the rating
 * was provisional), and a title and description that say the same in words. Drawn at the width it
 * gets, so its text keeps its size on a phone.
 */
import type { RatingPoint } from '@boardhall/protocol';
import { useId, useRef } from 'react';
import { shortDate } from '../account/dates.ts';
import { useLocale } from '../i18n/I18n.tsx';
import { ratingText } from '../ratings/format.ts';
import { useRatingsT } from '../ratings/text/index.ts';
import { useWidth } from '../ui/use-width.ts';
import { gameAxis, ratingAxis, scale } from './chart-scale.ts';

/** Where a new player starts (docs/protocol.md "Ratings"). */
const START_RATING = 1500;
/** Taller where there is width to match; a phone keeps more of the page for the rest. */
const HEIGHT_WIDE = 240;
const HEIGHT_NARROW = 200;
const MARGIN = { top: 12, right: 16, bottom: 44, left: 48 };

export function RatingChart({ points, game }: { points: readonly RatingPoint[]; game: string }) {
  const rt = useRatingsT();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const id = useId();
  const ratings = points.map((p) => p.rating);
  const first = ratings[0] ?? START_RATING;
  const last = ratings.at(-1) ?? START_RATING;
  const desc =
    points.length === 1
      ? rt('ratings.chart.desc-first', { rating: last })
      : rt('ratings.chart.desc', {
          count: points.length,
          first,
          last,
          max: Math.max(...ratings),
          min: Math.min(...ratings),
        });
  const narrow = width < 420;
  const height = narrow ? HEIGHT_NARROW : HEIGHT_WIDE;
  const yAxis = ratingAxis([START_RATING, ...ratings], narrow ? 4 : 5);
  const xAxis = gameAxis(points.length, narrow ? 4 : 7);
  const x = scale(xAxis, MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right));
  const y = scale(yAxis, height - MARGIN.bottom, MARGIN.top);
  const bottom = height - MARGIN.bottom;
  const line = [START_RATING, ...ratings].map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(' ');
  return (
    <div className="rating-chart" ref={box} data-testid="rating-chart" data-points={points.length}>
      {width > 0 ? (
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{rt('ratings.chart.title', { game })}</title>
          <desc id={`${id}-desc`}>{desc}</desc>
          <g className="chart-grid">
            {yAxis.ticks.map((v) => (
              <g key={`y${v}`}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(v)} y2={y(v)} />
                <text x={MARGIN.left - 6} y={y(v)} dy="0.35em" textAnchor="end">
                  {v}
                </text>
              </g>
            ))}
            {xAxis.ticks.map((v) => (
              <text key={`x${v}`} x={x(v)} y={bottom + 16} textAnchor="middle">
                {v}
              </text>
            ))}
            <line className="chart-axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={bottom} y2={bottom} />
            <text className="chart-axis-title" x={(MARGIN.left + width - MARGIN.right) / 2} y={height - 6}>
              {rt('ratings.chart.axis-x')}
            </text>
            <line
              className="chart-start"
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(START_RATING)}
              y2={y(START_RATING)}
            />
          </g>
          <polyline className="chart-line" points={line} />
          <circle className="chart-start-point" cx={x(0)} cy={y(START_RATING)} r={3} />
          {points.map((p, i) => (
            <circle
              key={p.matchId}
              className={p.provisional ? 'chart-point provisional' : 'chart-point'}
              cx={x(i + 1)}
              cy={y(p.rating)}
              r={4.5}
              data-testid="chart-point"
              data-rating={p.rating}
            >
              <title>{`${i + 1} · ${ratingText(p)} · ${shortDate(p.at, locale)}`}</title>
            </circle>
          ))}
        </svg>
      ) : null}
    </div>
  );
}
