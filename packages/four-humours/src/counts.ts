/** Counts by humour (hands, bags, removed potions, fiefs): four counters, indexed by HUMOURS. */

/** The number of potions in counts `c`. */
export const total = (c: readonly number[]): number => (c[0] ?? 0) + (c[1] ?? 0) + (c[2] ?? 0) + (c[3] ?? 0);

/** Adds `d` to `xs[i]` (a counter array, so `xs[i]` exists). */
export function inc(xs: number[], i: number, d: number): void {
  xs[i] = (xs[i] as number) + d;
}
