import type { ValueCalibration } from '@boardhall/engine';

/**
 * How close to 0 or 1 a search's value is taken to be before calibration: a search that never
 * saw the seat win (or lose) still has not proved the game decided, and logit(0) is −∞.
 */
export const CALIBRATION_MARGIN = 0.01;

/** The calibrated probability `σ(slope · logit(p) + intercept)`, p kept within the margin; p itself without a calibration. */
export function calibrate(p: number, calibration: ValueCalibration | undefined): number {
  if (!calibration) return p;
  const q = Math.min(1 - CALIBRATION_MARGIN, Math.max(CALIBRATION_MARGIN, p));
  const z = calibration.slope * Math.log(q / (1 - q)) + calibration.intercept;
  return 1 / (1 + Math.exp(-z));
}

/**
 * The logistic fit of outcomes (0..1, a tie's share counts as such) on logit(predicted): the
 * slope and intercept of least mean log loss, by Newton's method from (0, 0) with the step halved
 * until the loss falls (plain Newton can overshoot when the values are far from calibrated).
 */
export function fitCalibration(points: readonly { predicted: number; actual: number }[]): ValueCalibration {
  const xs = points.map((p) => {
    const q = Math.min(1 - CALIBRATION_MARGIN, Math.max(CALIBRATION_MARGIN, p.predicted));
    return Math.log(q / (1 - q));
  });
  const lossAt = (slope: number, intercept: number): number => {
    let sum = 0;
    points.forEach((p, i) => {
      const z = slope * (xs[i] as number) + intercept;
      // −[y·log σ(z) + (1−y)·log(1−σ(z))], written to stay finite for large |z|.
      sum += Math.log1p(Math.exp(-Math.abs(z))) + Math.max(z, 0) - p.actual * z;
    });
    return sum / points.length;
  };
  let slope = 0;
  let intercept = 0;
  let loss = lossAt(slope, intercept);
  for (let step = 0; step < 100; step++) {
    let gs = 0;
    let gi = 0;
    let hss = 0;
    let hsi = 0;
    let hii = 0;
    points.forEach((p, i) => {
      const x = xs[i] as number;
      const f = 1 / (1 + Math.exp(-(slope * x + intercept)));
      const w = f * (1 - f);
      gs += (f - p.actual) * x;
      gi += f - p.actual;
      hss += w * x * x;
      hsi += w * x;
      hii += w;
    });
    const det = hss * hii - hsi * hsi;
    if (Math.abs(det) < 1e-12) break;
    const ds = (hii * gs - hsi * gi) / det;
    const di = (hss * gi - hsi * gs) / det;
    let t = 1;
    while (t > 1e-6 && lossAt(slope - t * ds, intercept - t * di) > loss) t /= 2;
    slope -= t * ds;
    intercept -= t * di;
    const next = lossAt(slope, intercept);
    if (loss - next < 1e-13) break;
    loss = next;
  }
  return { slope, intercept };
}
