import { CAT, startTileOf } from './catalog.ts';
import { CELL_COUNT, START_CELL } from './grid.ts';
import type { TotwState } from './state.ts';

function tally(where: string, ids: readonly (string | null)[], seen: Map<string, string[]>): void {
  for (const id of ids) {
    if (id === null) continue;
    const list = seen.get(id);
    if (list) list.push(where);
    else seen.set(id, [where]);
  }
}

function exactlyOnce(kind: string, all: readonly string[], seen: Map<string, string[]>, problems: string[]): void {
  for (const id of all) {
    const at = seen.get(id);
    if (!at) problems.push(`${kind} ${id} is nowhere`);
    else if (at.length > 1) problems.push(`${kind} ${id} is in ${at.length} places: ${at.join(', ')}`);
    seen.delete(id);
  }
  for (const [id, at] of seen) problems.push(`unknown ${kind} ${id} in ${at.join(', ')}`);
}

/**
 * Every component in exactly one place: 80 element cards, 39 forest tiles, 30 village cards, and
 * per player 7 riders, 5 village markers and 4 temples. Returns the problems found (none = []).
 */
export function conservation(s: TotwState): string[] {
  const problems: string[] = [];
  const cards = new Map<string, string[]>();
  s.holders.forEach((h, p) => {
    tally(`holder ${p}`, h, cards);
  });
  tally('element row', s.row, cards);
  tally('deck', s.deck, cards);
  tally('discard', s.discard, cards);
  tally('in play', s.inPlay, cards);
  exactlyOnce('element card', CAT.cardIds, cards, problems);

  const tiles = new Map<string, string[]>();
  tally('forest market', s.market, tiles);
  tally('forest stack', s.stack, tiles);
  const villages = new Map<string, string[]>();
  tally('village row', s.villageRow, villages);
  tally('village deck', s.villageDeck, villages);
  tally('village discard', s.villageDiscard, villages);
  tally('village card in play', [s.villageInPlay], villages);

  s.boards.forEach((b, p) => {
    const where = `board ${p}`;
    if (b.tiles[START_CELL] !== startTileOf(p).id) problems.push(`${where}: (0,0) does not hold ${startTileOf(p).id}`);
    tally(
      where,
      b.tiles.filter((t, i) => t !== null && i !== START_CELL),
      tiles,
    );
    tally(`${where} tucked`, b.tucked, villages);
    if (b.tucked.length > 4) problems.push(`${where}: ${b.tucked.length} tucked cards (at most 4)`);
    let riders = b.capital;
    let villageTiles = 0;
    let temples = 0;
    const slotsOnTiles = new Set<number>();
    for (let i = 0; i < CELL_COUNT; i++) {
      const r = b.riders[i] as number;
      const p2 = b.pollution[i] as number;
      const t = b.temple[i] as number;
      if (r < 0 || p2 < 0) problems.push(`${where}: negative count at cell ${i}`);
      riders += r;
      if (b.tiles[i] === null) {
        if (r > 0) problems.push(`${where}: riders on empty cell ${i}`);
        if (b.village[i]) problems.push(`${where}: village flag on empty cell ${i}`);
        if (t >= 0) problems.push(`${where}: temple on empty cell ${i}`);
      } else if (p2 > 0) {
        problems.push(`${where}: pollution under the tile at cell ${i}`);
      }
      if (b.village[i]) villageTiles++;
      if (t >= 0) {
        temples++;
        if (slotsOnTiles.has(t) || !b.slotUsed[t]) problems.push(`${where}: temple of slot ${t} misplaced`);
        slotsOnTiles.add(t);
      }
    }
    if (b.capital < 0) problems.push(`${where}: negative capital`);
    if (riders !== 7) problems.push(`${where}: ${riders} riders instead of 7`);
    // Between flipping a tile and placing its marker (§3.8 steps 2–4, e.g. during a Firebreak question)
    // the marker is in hand: a queued marker task.
    const inHand = p === s.seat ? s.queue.filter((t) => t.t === 'marker').length : 0;
    if (b.markers + villageTiles - inHand !== 5) {
      problems.push(`${where}: ${b.markers} markers + ${villageTiles} villages - ${inHand} in hand ≠ 5`);
    }
    const unused = b.slotUsed.filter((u) => !u).length;
    if (unused + temples !== 4) problems.push(`${where}: ${unused} unused slots + ${temples} temples ≠ 4`);
    if ((s.holders[p] as string[]).length > 5) problems.push(`holder ${p} has more than 5 cards`);
  });
  exactlyOnce('forest tile', CAT.forestIds, tiles, problems);
  exactlyOnce('village card', CAT.villageIds, villages, problems);
  return problems;
}
