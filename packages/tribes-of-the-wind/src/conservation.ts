import { CELL_COUNT, START_CELL } from './grid.ts';
import type { TotwState } from './state.ts';
import { CAT, startTileOf } from './tables.ts';

const indexOf = (ids: readonly string[]) => new Map(ids.map((id, i) => [id, i] as const));
const CARD_INDEX = indexOf(CAT.cardIds);
const TILE_INDEX = indexOf(CAT.forestIds);
const VILLAGE_INDEX = indexOf(CAT.villageIds);

/** Counts each id's places; where they are is only worked out when something is wrong. */
class Places {
  private readonly seen: number[];
  private readonly first: string[] = [];
  private readonly where: string[][] = [];
  private readonly unknown: string[] = [];

  constructor(
    private readonly kind: string,
    private readonly ids: readonly string[],
    private readonly index: ReadonlyMap<string, number>,
  ) {
    this.seen = new Array<number>(ids.length).fill(0);
  }

  add(place: string, ids: readonly (string | null)[]): void {
    for (const id of ids) {
      if (id === null) continue;
      const i = this.index.get(id);
      if (i === undefined) {
        this.unknown.push(`unknown ${this.kind} ${id} in ${place}`);
        continue;
      }
      const n = (this.seen[i] as number) + 1;
      this.seen[i] = n;
      if (n === 1) this.first[i] = place;
      else {
        const list = this.where[i] ?? [this.first[i] as string];
        list.push(place);
        this.where[i] = list;
      }
    }
  }

  report(problems: string[]): void {
    problems.push(...this.unknown);
    for (let i = 0; i < this.ids.length; i++) {
      const n = this.seen[i];
      if (n === 1) continue;
      const id = this.ids[i];
      if (n === 0) problems.push(`${this.kind} ${id} is nowhere`);
      else problems.push(`${this.kind} ${id} is in ${n} places: ${(this.where[i] ?? []).join(', ')}`);
    }
  }
}

/**
 * Every component in exactly one place: 80 element cards, 39 forest tiles, 30 village cards, and
 * per player 7 riders, 5 village markers and 4 temples. Returns the problems found (none = []).
 */
export function conservation(s: TotwState): string[] {
  const problems: string[] = [];
  const cards = new Places('element card', CAT.cardIds, CARD_INDEX);
  s.holders.forEach((h, p) => {
    cards.add(`holder ${p}`, h);
  });
  cards.add('element row', s.row);
  cards.add('deck', s.deck);
  cards.add('discard', s.discard);
  cards.add('in play', s.inPlay);
  cards.report(problems);

  const tiles = new Places('forest tile', CAT.forestIds, TILE_INDEX);
  tiles.add('forest market', s.market);
  tiles.add('forest stack', s.stack);
  const villages = new Places('village card', CAT.villageIds, VILLAGE_INDEX);
  villages.add('village row', s.villageRow);
  villages.add('village deck', s.villageDeck);
  villages.add('village discard', s.villageDiscard);
  villages.add('village card in play', [s.villageInPlay]);

  s.boards.forEach((b, p) => {
    const where = `board ${p}`;
    if (b.tiles[START_CELL] !== startTileOf(p).id) problems.push(`${where}: (0,0) does not hold ${startTileOf(p).id}`);
    tiles.add(
      where,
      b.tiles.filter((t, i) => t !== null && i !== START_CELL),
    );
    villages.add(`${where} tucked`, b.tucked);
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
  tiles.report(problems);
  villages.report(problems);
  return problems;
}
