/** Adds `d` to `xs[i]` (a counter array, so `xs[i]` exists). */
export function inc(xs: number[], i: number, d: number): void {
  xs[i] = (xs[i] as number) + d;
}
