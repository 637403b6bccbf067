/**
 * A purposeful player for playouts: builds whenever it can, brings riders to the tile nearest
 * completion, plants next to its other tiles, tucks a village card whose task holds (else uses its
 * effects), and draws the element its board needs next. Uniform
 * random playouts almost never build a village (a turn's first choice lists hundreds of temple
 * actions against a handful of card plays), so they cannot tell a search who is winning the race.
 * Cheap by design: it reads the board and lists only the few answers it needs.
 */
import type { Rng } from '@boardhall/engine';
import type { PlayRow, TotwAction } from '../actions.ts';
import type { Effect } from '../content/schema.ts';
import { CAPITAL, CELL_COUNT, CELLS, NEIGHBOURS, nodeRef, START_CELL } from '../grid.ts';
import { playableRows, villageCells } from '../rules/availability.ts';
import { boardOf, ridersNeeded } from '../rules/board.ts';
import { pushPlays } from '../rules/legal.ts';
import { isEdge, ridersAt } from '../rules/movement.ts';
import { anyPlantableCell, cellPlantable, isAdjacentToTile, plantableCells, plantCost } from '../rules/plant.ts';
import { baseCountsInto, type Counts, newCounts, scalingTierForPlay } from '../rules/requirements.ts';
import { taskProgress } from '../rules/tasks.ts';
import type { BoardState, TotwState } from '../state.ts';
import { cardIn, ELEMENT_INDEX, editionOf, elementOfCard, forestTileOf, tablesOf } from '../tables.ts';
import { randomLegalAction, randomTopLevelAction } from './legal-at.ts';
import { type BoardPlan, distanceOf, gridDistance, planBoard, UNREACHABLE, type VillagePlan } from './plan.ts';

const NO_EFFECTS: readonly Effect[] = Object.freeze([]);

/** The worth of the effects a row of a card gives now (a scaling row: its highest tier met). */
function rowWorth(s: TotwState, card: string, row: PlayRow, base: Counts, needs: Needs, water: number): number {
  const c = cardIn(card, editionOf(s.config));
  if (!c) return 0;
  let worth = 0;
  let w = water;
  for (let k = 0; k < c.rows.length; k++) {
    if (row === 'hard' ? k !== 1 : row !== 'both' && k !== 0) continue;
    const r = c.rows[k];
    if (!r) continue;
    const effects =
      r.kind === 'plain' ? r.effects : (r.tiers[scalingTierForPlay(s, r, base, card)]?.effects ?? NO_EFFECTS);
    // Indexed: a `for…of` over these (frozen) lists was not optimised and made garbage at every step.
    for (let i = 0; i < effects.length; i++) {
      const e = effects[i] as Effect;
      worth += effectWorth(needs, e, w);
      if (e.kind === 'water') w += e.n;
    }
  }
  return worth;
}

/**
 * What the board needs now, read once per decision. The counts only some effects ask about
 * (places to plant, blocked cells, the cheapest tile) are counted when first asked: -1 until then.
 */
interface Needs {
  s: TotwState;
  b: BoardState;
  /** Rider steps to the next village (0 when none is in reach). */
  steps: number;
  /** More forest tiles are wanted as places for villages. */
  sitesWanted: boolean;
  hasTarget: boolean;
  /** Cells a tile could be planted in now, and polluted cells next to a tile. */
  plantable: number;
  blocked: number;
  /** The cheapest tile on offer, before any discount (Infinity: none); NaN until asked. */
  cheapest: number;
}

function needsOf(s: TotwState, b: BoardState, plan: BoardPlan): Needs {
  return {
    s,
    b,
    steps: plan.best.steps < UNREACHABLE ? plan.best.steps : 0,
    sitesWanted: b.markers - plan.sites > 0,
    hasTarget: plan.best.target >= 0,
    plantable: -1,
    blocked: -1,
    cheapest: Number.NaN,
  };
}

function plantableOf(needs: Needs): number {
  if (needs.plantable < 0) needs.plantable = plantableCount(needs.b);
  return needs.plantable;
}

function blockedOf(needs: Needs): number {
  if (needs.blocked < 0) needs.blocked = blockedCells(needs.b);
  return needs.blocked;
}

function cheapestOf(needs: Needs): number {
  if (Number.isNaN(needs.cheapest)) needs.cheapest = cheapestPlant(needs.s, needs.b, 0);
  return needs.cheapest;
}

/** The cheapest tile the seat could plant now with `discount`, or Infinity. */
function cheapestPlant(s: TotwState, b: BoardState, discount: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const t of s.market) if (t != null) best = Math.min(best, plantCost(b, t, discount));
  const top = s.stack[0];
  if (s.config.forestStackTopTakeable && top !== undefined) best = Math.min(best, plantCost(b, top, discount));
  return best;
}

/** How much an effect helps the board now, in rough "turns saved". */
function effectWorth(needs: Needs, e: Effect, water: number): number {
  switch (e.kind) {
    case 'move':
      return Math.min(e.n, needs.steps) * 1.2;
    case 'catapult':
      return needs.steps > 0 ? 1.5 : 0;
    case 'plant': {
      if (!needs.sitesWanted && needs.hasTarget) return 0.3;
      return plantableOf(needs) > 0 && Math.max(0, cheapestOf(needs) - e.discount) <= water ? 2.5 : 0;
    }
    case 'water':
      return water < 6 ? Math.min(e.n, 6 - water) * 0.5 : 0.05;
    case 'cleanse':
      // Cleansing matters when it opens the only places left to plant.
      return Math.min(e.n, blockedOf(needs)) * (needs.sitesWanted && plantableOf(needs) === 0 ? 1.5 : 0.2);
    case 'temple':
      return 1;
  }
}

function plantableCount(b: BoardState): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (cellPlantable(b, i)) n++;
  return n;
}

/** Polluted cells next to a tile: cleansing them opens a place to plant. */
function blockedCells(b: BoardState): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) {
    if (b.pollution[i] === 0 || b.tiles[i] !== null) continue;
    if (isAdjacentToTile(b, i)) n++;
  }
  return n;
}

/** Scratch counts for `topLevel`, read only while it runs. */
const BASE = newCounts();

function topLevel(s: TotwState, seat: number, rng: Rng): TotwAction {
  const villages = villageCells(s, seat);
  if (villages.length > 0)
    return { type: 'village', cell: CELLS[villages[rng.int(villages.length)] as number] as never };
  const b = boardOf(s, seat);
  const base = baseCountsInto(s, seat, BASE);
  // Planned only when some card can be played: a hand with none needs no judging.
  let needs: Needs | null = null;
  let bestCard: string | null = null;
  let bestRow: PlayRow = 'only';
  let bestWorth = 0.2;
  const holder = s.holders[seat] as string[];
  for (let i = 0; i < holder.length; i++) {
    const card = holder[i] as string;
    const rows = playableRows(s, seat, card, base);
    for (let r = 0; r < rows.length; r++) {
      needs ??= needsOf(s, b, planBoard(b));
      const row = rows[r] as PlayRow;
      const worth = rng.int(16) * 0.005 + rowWorth(s, card, row, base, needs, b.water);
      if (worth > bestWorth) {
        bestWorth = worth;
        bestCard = card;
        bestRow = row;
      }
    }
  }
  if (bestCard !== null) return { type: 'play', card: bestCard, row: bestRow };
  // Nothing useful to play: a temple (or the discard-only action) makes room for better cards.
  return randomTopLevelAction(s, seat, rng, needs === null ? NO_PLAYS : pushPlays(s, seat, base, []));
}

const NO_PLAYS: readonly TotwAction[] = Object.freeze([]);

/** A rider move toward the plan's target: from the nearest rider not already needed where it is. */
function riderToward(b: BoardState, plan: VillagePlan, catapult: boolean): { from: number; to: number } | null {
  const target = plan.target;
  if (target < 0 || (!catapult && plan.steps >= UNREACHABLE)) return null;
  let bestFrom = -2;
  let bestDist = UNREACHABLE;
  for (let n = CAPITAL; n < CELL_COUNT; n++) {
    if (n === target || ridersAt(b, n) === 0) continue;
    if (n >= 0 && isReady(b, n)) continue;
    const d = distanceOf(b, plan, n);
    // A catapult is best spent on the farthest rider (even one cut off); a step on the nearest.
    const better = catapult ? bestFrom === -2 || d > bestDist : d < bestDist;
    if (better) {
      bestDist = d;
      bestFrom = n;
    }
  }
  if (bestFrom === -2) return null;
  if (catapult) return { from: bestFrom, to: target };
  for (let to = CAPITAL; to < CELL_COUNT; to++) {
    if (isEdge(b, bestFrom, to) && distanceOf(b, plan, to) === bestDist - 1) return { from: bestFrom, to };
  }
  return null;
}

function isReady(b: BoardState, cell: number): boolean {
  const tile = b.tiles[cell];
  if (tile == null || b.village[cell]) return false;
  return forestTileOf(tile) !== undefined && (b.riders[cell] as number) >= ridersNeeded(b, tile);
}

/**
 * With no tile to gather on, a step from the capital onto the start tile still saves a step later
 * (the capital's only road leads there).
 */
function staging(b: BoardState, catapult: boolean): { from: number; to: number } | null {
  return !catapult && b.capital > 0 ? { from: CAPITAL, to: START_CELL } : null;
}

/** A cleanse next to a tile first: that cell becomes a place to plant. */
function cleanseChoice(s: TotwState, seat: number, b: BoardState, rng: Rng): TotwAction {
  let best = -1;
  let bestNear = -1;
  for (let i = 0; i < CELL_COUNT; i++) {
    if (b.pollution[i] === 0) continue;
    let near = 0;
    for (const j of NEIGHBOURS[i] as number[]) if (b.tiles[j] !== null) near++;
    // One token left counts more: removing it frees the cell now.
    const merit = near * 4 + (near > 0 && b.pollution[i] === 1 ? 2 : 0) - gridDistance(i) * 0.1;
    if (merit > bestNear) {
      bestNear = merit;
      best = i;
    }
  }
  return best < 0 ? randomLegalAction(s, seat, rng) : { type: 'cleanse', cell: CELLS[best] as never };
}

/** In a race the immediate half usually helps most: the card whose effects the board needs now. */
function villageCardChoice(s: TotwState, seat: number, b: BoardState, rng: Rng): TotwAction {
  const needs = needsOf(s, b, planBoard(b));
  // What tucking costs: nothing while there is room, else the weakest tucked card.
  let replace: number | undefined;
  let replaceLoss = 0;
  if (b.tucked.length >= MAX_TUCKED) {
    replaceLoss = Number.POSITIVE_INFINITY;
    for (let i = 0; i < b.tucked.length; i++) {
      const worth = tuckedWorth(b, b.tucked[i] as string);
      if (worth < replaceLoss) {
        replaceLoss = worth;
        replace = i;
      }
    }
  }
  let best: TotwAction | null = null;
  let bestWorth = Number.NEGATIVE_INFINITY;
  const villages = tablesOf(editionOf(s.config)).villages;
  for (let slot = 0; slot < s.villageRow.length; slot++) {
    const id = s.villageRow[slot];
    const card = id == null ? undefined : villages.get(id);
    if (!card) continue;
    let water = b.water;
    let worth = rng.int(16) * 0.005;
    for (const e of card.immediate) {
      worth += effectWorth(needs, e, water);
      if (e.kind === 'water') water += e.n;
    }
    if (worth > bestWorth) {
      bestWorth = worth;
      best = { type: 'villageCard', slot, side: 'immediate' };
    }
    const tuck = tuckedWorth(b, card.id) - replaceLoss;
    if (tuck > bestWorth) {
      bestWorth = tuck;
      best =
        replace === undefined
          ? { type: 'villageCard', slot, side: 'tuck' }
          : { type: 'villageCard', slot, side: 'tuck', replace };
    }
  }
  return best ?? randomLegalAction(s, seat, rng);
}

/** A board holds at most this many tucked village cards (§5, the setup card included). */
const MAX_TUCKED = 4;

/**
 * What a tucked card is likely to score: its points when its task holds now (most tasks only grow
 * more certain: tiles, temples, villages), a share of them by the progress made otherwise.
 */
function tuckedWorth(b: BoardState, id: string): number {
  // Tasks and points are the same in every edition.
  const card = tablesOf(1).villages.get(id);
  if (!card) return 0;
  const p = taskProgress(b, card.task);
  if (p.met) return card.vp;
  const share = p.need > p.have && p.need > 0 ? p.have / p.need : 0;
  return card.vp * 0.3 * share;
}

/** Where to plant: the cheapest tile with the fewest riders to gather, next to the start tile. */
function plantChoice(s: TotwState, b: BoardState, discount: number): TotwAction | null {
  const cells = plantableCells(b);
  if (cells.length === 0) return null;
  // The market's slots, then the stack's top (slot -1), as `forEachSource` lists them.
  let source = -2;
  let bestCost = Number.POSITIVE_INFINITY;
  const top = s.config.forestStackTopTakeable ? s.stack[0] : undefined;
  for (let slot = 0; slot < 5; slot++) {
    const tile = slot < 4 ? s.market[slot] : top;
    if (tile == null) continue;
    const cost = plantCost(b, tile, discount);
    if (cost > b.water) continue;
    const merit = (forestTileOf(tile)?.slots ?? 4) * 2 + cost;
    if (merit < bestCost) {
      bestCost = merit;
      source = slot < 4 ? slot : -1;
    }
  }
  if (source === -2) return null;
  let cell = cells[0] as number;
  for (const c of cells) if (gridDistance(c) < gridDistance(cell)) cell = c;
  const ref = CELLS[cell] as never;
  return source === -1
    ? { type: 'plant', source: 'stack', cell: ref }
    : { type: 'plant', source: 'market', slot: source, cell: ref };
}

/** The element a board needs drawn: a wind card while riders are far, an earth card when a site is wanted. */
function wantedElement(b: BoardState): number {
  const plan = planBoard(b);
  const sitesWanted = b.markers > plan.sites;
  return plan.best.steps > 0 && plan.best.steps < UNREACHABLE && !(sitesWanted && plan.sites === plan.ready)
    ? ELEMENT_INDEX.wind
    : sitesWanted
      ? !anyPlantableCell(b)
        ? ELEMENT_INDEX.fire
        : b.water >= 2
          ? ELEMENT_INDEX.earth
          : ELEMENT_INDEX.water
      : ELEMENT_INDEX.wind;
}

/** The draw the board needs (`wantedElement`): from the row when it shows one, else the deck. */
function drawChoice(s: TotwState, b: BoardState, rng: Rng): TotwAction {
  const want = wantedElement(b);
  for (let slot = 0; slot < 4; slot++) {
    const card = s.row[slot];
    if (card != null && elementOfCard(card) === want) return { type: 'draw', source: 'row', slot };
  }
  const top = s.deck[0];
  if (top !== undefined || s.discard.length > 0) return { type: 'draw', source: 'deck' };
  const slots = [0, 1, 2, 3].filter((i) => s.row[i] != null);
  return { type: 'draw', source: 'row', slot: slots[rng.int(slots.length)] as number };
}

/** The purposeful player's action for `seat` in `s` (which must be that seat's turn). */
export function purposefulAction(s: TotwState, seat: number, rng: Rng): TotwAction {
  if (s.phase === 'action') return topLevel(s, seat, rng);
  // The task on top, and its kind read once (tasks come in many shapes, so each read is slow);
  // anything but a question of the turn falls to the default.
  const q = s.phase === 'resolve' ? s.queue[s.queue.length - 1] : undefined;
  const kind = q?.t;
  const b = boardOf(s, seat);
  switch (kind) {
    case 'plant':
      return plantChoice(s, b, q.d) ?? { type: 'plantSkip' };
    case 'move':
    case 'catapult': {
      const plan = planBoard(b);
      const catapult = kind === 'catapult';
      const move = riderToward(b, plan.best, catapult) ?? riderToward(b, plan.second, catapult) ?? staging(b, catapult);
      if (!move) return { type: catapult ? 'catapultSkip' : 'stopMoving' };
      const from = nodeRef(move.from);
      const to = nodeRef(move.to);
      return catapult ? { type: 'catapult', from, to } : { type: 'step', from, to };
    }
    case 'draw':
      return drawChoice(s, b, rng);
    case 'cleanse':
      return cleanseChoice(s, seat, b, rng);
    case 'villageCard':
      return villageCardChoice(s, seat, b, rng);
    default:
      return randomLegalAction(s, seat, rng);
  }
}
