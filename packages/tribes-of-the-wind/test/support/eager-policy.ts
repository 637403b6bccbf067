import type { Rng } from '@boardhall/engine';
import type { NodeArg, TotwAction } from '../../src/actions.ts';
import type { Effect } from '../../src/content/schema.ts';
import { CAPITAL, nodeIndex } from '../../src/grid.ts';
import { ridersNeeded } from '../../src/rules/board.ts';
import { isEdge } from '../../src/rules/movement.ts';
import type { BoardState, TotwState } from '../../src/state.ts';
import { CAT, editionOf, tablesOf } from '../../src/tables.ts';

/** Graph distances from `target` over the seat's movement graph (§3.6), capital = index 12. */
function distances(b: BoardState, target: number): number[] {
  const dist = new Array<number>(13).fill(99);
  const idx = (n: number) => (n === CAPITAL ? 12 : n);
  dist[idx(target)] = 0;
  const queue = [target];
  while (queue.length > 0) {
    const x = queue.shift() as number;
    for (let y = CAPITAL; y < 12; y++) {
      if (dist[idx(y)] === 99 && isEdge(b, x, y)) {
        dist[idx(y)] = (dist[idx(x)] as number) + 1;
        queue.push(y);
      }
    }
  }
  return dist;
}

function moveValue(effects: readonly Effect[]): number {
  let v = 0;
  for (const e of effects) if (e.kind === 'move') v += e.n;
  return v;
}

/**
 * A crude village-seeking policy, so that test games reach the end trigger (uniformly random play
 * almost never builds five villages in 40 rounds): build, plant, walk riders to the forest tile
 * closest to becoming a village, and prefer card rows that move riders.
 */
export function eagerPolicy(s: TotwState, seat: number, legal: readonly TotwAction[], rng: Rng): TotwAction {
  const b = s.boards[seat] as BoardState;
  const pick = (f: (a: TotwAction) => boolean) => {
    const xs = legal.filter(f);
    return xs.length > 0 ? rng.pick(xs) : null;
  };
  let target = -1;
  let bestGap = 99;
  for (let i = 1; i < 12; i++) {
    const t = b.tiles[i];
    if (t == null || b.village[i] || !CAT.forest.has(t)) continue;
    const gap = ridersNeeded(b, t) - (b.riders[i] as number);
    if (gap < bestGap) {
      bestGap = gap;
      target = i;
    }
  }
  const dist = target >= 0 ? distances(b, target) : null;
  const d = (n: NodeArg) => (dist ? (dist[n === 'capital' ? 12 : nodeIndex(n)] as number) : 99);
  const rowMoves = (a: TotwAction) => {
    if (a.type !== 'play') return -1;
    const card = tablesOf(editionOf(s.config)).cards.get(a.card);
    const row = card?.rows[a.row === 'hard' ? 1 : 0];
    if (!row) return 0;
    return row.kind === 'plain' ? moveValue(row.effects) : moveValue(row.tiers.at(-1)?.effects ?? []);
  };
  const plays = legal.filter((a) => a.type === 'play');
  const mostMoves = Math.max(0, ...plays.map(rowMoves));
  return (
    pick((a) => a.type === 'village') ??
    pick((a) => a.type === 'plant') ??
    pick((a) => a.type === 'step' && d(a.to) < d(a.from)) ??
    pick((a) => a.type === 'stopMoving') ??
    pick((a) => a.type === 'catapult' && target >= 0 && d(a.to) === 0) ??
    (target >= 0 && mostMoves > 0 ? pick((a) => rowMoves(a) === mostMoves) : null) ??
    pick((a) => a.type === 'play' && CAT.elementOf.get(a.card) === 2) ??
    pick((a) => a.type === 'draw' && a.source === 'row' && CAT.elementOf.get(s.row[a.slot] ?? '') === 3) ??
    pick((a) => a.type === 'villageCard' && a.side === 'immediate') ??
    pick((a) => a.type === 'play') ??
    pick((a) => a.type !== 'plantSkip' && a.type !== 'catapultSkip') ??
    rng.pick(legal)
  );
}
