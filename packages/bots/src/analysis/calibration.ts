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
 * slope and intercept of least log loss, by Newton's method.
 */
export function fitCalibration(points: readonly { predicted: number; actual: number }[]): ValueCalibration {
  const xs = points.map((p) => {
    const q = Math.min(1 - CALIBRATION_MARGIN, Math.max(CALIBRATION_MARGIN, p.predicted));
    return Math.log(q / (1 - q));
  });
  let slope = 1;
  let intercept = 0;
  for (let step = 0; step < 100; step++) {
    // Gradient and Hessian of the mean log loss in (slope, intercept).
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
    slope -= ds;
    intercept -= di;
    if (Math.abs(ds) + Math.abs(di) < 1e-10) break;
  }
  return { slope, intercept };
}
