/**
 * Keyboard travel on the kingdom map: from a cell, the arrow keys go to the nearest cell that lies
 * in that direction (within 45° of it), so the whole map is one tab stop and still explorable.
 */
export interface Point {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The cell an arrow key leads to from `from`, or null (no cell that way, or not an arrow key). */
export function nextCell(points: readonly Point[], from: string, key: string): string | null {
  const dir = DIRECTIONS[key];
  const start = points.find((p) => p.id === from);
  if (!dir || !start) return null;
  let best: Point | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const p of points) {
    const dx = p.x - start.x;
    const dy = p.y - start.y;
    const along = dx * dir[0] + dy * dir[1];
    const across = Math.abs(dx * dir[1] - dy * dir[0]);
    if (along <= 0 || across > along) continue;
    // Straight ahead beats a nearer cell off to the side.
    const score = along + 2 * across;
    if (score < bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best?.id ?? null;
}
