/**
 * The axes of the rating-over-time chart: a few round ticks on each, with the domain widened to
 * them, so that a line of three games reads as well as one of three hundred.
 */

export interface Axis {
  readonly min: number;
  readonly max: number;
  readonly ticks: readonly number[];
}

/** Round steps a tick may take, per power of ten. */
const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round step that covers `span` in at most `maxTicks - 1` gaps. */
export function niceStep(span: number, maxTicks: number): number {
  const raw = span / Math.max(1, maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const s of STEPS) if (s * power >= raw) return s * power;
  return 10 * power;
}

/** The least span a rating axis shows, so that a few points apart by little do not look like a cliff. */
const MIN_RATING_SPAN = 40;

/** The rating axis for these ratings: round ticks, the domain from the lowest tick to the highest. */
export function ratingAxis(values: readonly number[], maxTicks = 5): Axis {
  if (values.length === 0) return { min: 1480, max: 1520, ticks: [1480, 1500, 1520] };
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < MIN_RATING_SPAN) {
    const middle = (lo + hi) / 2;
    lo = middle - MIN_RATING_SPAN / 2;
    hi = middle + MIN_RATING_SPAN / 2;
  }
  // A little room above and below, so that no point sits on the axis itself.
  const room = (hi - lo) * 0.05;
  lo -= room;
  hi += room;
  // Whole-number steps only: ratings are whole numbers.
  const step = Math.max(1, Math.round(niceStep(hi - lo, maxTicks)));
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = min; v <= max; v += step) ticks.push(v);
  return { min, max, ticks };
}

/**
 * The games axis for `count` rated games: 0 is the start (every player's first rating is the
 * same), then game 1, 2, …; ticks at 0 and the round multiples of a whole-number step.
 */
export function gameAxis(count: number, maxTicks = 6): Axis {
  const last = Math.max(1, count);
  const step = Math.max(1, Math.round(niceStep(last, maxTicks)));
  const ticks: number[] = [];
  for (let v = 0; v <= last; v += step) ticks.push(v);
  return { min: 0, max: last, ticks };
}

/** Maps a value of an axis onto a length in pixels, from `from` to `to`. */
export const scale =
  (axis: Axis, from: number, to: number) =>
  (v: number): number =>
    axis.max === axis.min ? (from + to) / 2 : from + ((v - axis.min) / (axis.max - axis.min)) * (to - from);
