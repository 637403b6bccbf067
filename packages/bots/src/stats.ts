/** The Wilson score interval for a proportion, at 95 % confidence, rounded to 3 places. */
export function wilson95(successes: number, trials: number): [number, number] {
  if (trials === 0) return [0, 1];
  const z = 1.959964;
  const p = successes / trials;
  const denom = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denom;
  const r = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
  return [r(centre - half), r(centre + half)];
}
