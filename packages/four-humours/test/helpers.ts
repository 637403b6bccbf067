import type { PlacedTile } from '../src/index.ts';

/** The reference layout REF of §9.3: tiles A–F at positions 0–5, no rotation. */
export const REF: PlacedTile[] = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((tile) => ({ tile, rotation: 0 }));
