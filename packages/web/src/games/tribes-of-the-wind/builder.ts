/**
 * The action builder for Tribes of the Wind (UI-DESIGN §4.1): the table keeps the fields picked so
 * far (a card, discards, a temple slot, a rider's node, a plant source…) and these helpers filter
 * the engine's legal actions by them, so exactly the targets that complete a legal action light up.
 * No rules here: everything comes from `legal`.
 */
import type { CellRef, NodeArg, TotwAction } from '@boardhall/tribes-of-the-wind';

export type Of<T extends TotwAction['type']> = Extract<TotwAction, { type: T }>;

/** A node as a key: 'capital' or the cell index 0..11. */
export type NodeKey = 'capital' | number;

export const cellIndex = (c: CellRef): number => c.r * 4 + c.c;
export const nodeKey = (n: NodeArg): NodeKey => (n === 'capital' ? 'capital' : cellIndex(n));

export function ofType<T extends TotwAction['type']>(legal: readonly TotwAction[], type: T): Of<T>[] {
  return legal.filter((a): a is Of<T> => a.type === type);
}

export const find = <T extends TotwAction['type']>(legal: readonly TotwAction[], type: T): Of<T> | null =>
  (legal.find((a) => a.type === type) as Of<T> | undefined) ?? null;

/** The rows of `card` that may be played now. */
export function playRows(legal: readonly TotwAction[], card: string): Of<'play'>[] {
  return ofType(legal, 'play').filter((a) => a.card === card);
}

/** Cards with at least one playable row. */
export function playableCards(legal: readonly TotwAction[]): Set<string> {
  return new Set(ofType(legal, 'play').map((a) => a.card));
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const containsAll = (list: readonly string[], picked: readonly string[]) => picked.every((x) => list.includes(x));

/** Temple (or discard-only) actions: how many cards they discard, 0 when none is legal. */
export function discardCount(legal: readonly TotwAction[], type: 'temple' | 'discard'): number {
  const a = legal.find((x) => x.type === type) as Of<'temple'> | Of<'discard'> | undefined;
  return a ? a.discard.length : 0;
}

/** Cards that can still join a partial discard selection (UI-DESIGN §4.1: multi-select fields). */
export function discardCandidates(
  legal: readonly TotwAction[],
  type: 'temple' | 'discard',
  picked: readonly string[],
): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    if (a.type !== type) continue;
    if (!containsAll(a.discard, picked)) continue;
    for (const id of a.discard) if (!picked.includes(id)) out.add(id);
  }
  return out;
}

export function templeActions(legal: readonly TotwAction[], cards: readonly string[]): Of<'temple'>[] {
  return ofType(legal, 'temple').filter((a) => sameSet(a.discard, cards));
}

export function discardAction(legal: readonly TotwAction[], cards: readonly string[]): Of<'discard'> | null {
  return ofType(legal, 'discard').find((a) => sameSet(a.discard, cards)) ?? null;
}

/** Temple slots reachable with these actions (temple or free temple). */
export function slotsOf(actions: readonly (Of<'temple'> | Of<'freeTemple'>)[]): Set<number> {
  return new Set(actions.map((a) => a.slot));
}

/** Cells of the actions for one slot. */
export function cellsForSlot<A extends Of<'temple'> | Of<'freeTemple'>>(
  actions: readonly A[],
  slot: number,
): Map<number, A> {
  const out = new Map<number, A>();
  for (const a of actions) if (a.slot === slot) out.set(cellIndex(a.cell), a);
  return out;
}

/** Actions keyed by their cell, for cell-only decisions (cleanse, firebreak, village). */
export function byCell<A extends Of<'cleanse'> | Of<'firebreak'> | Of<'village'>>(
  actions: readonly A[],
): Map<number, A> {
  const out = new Map<number, A>();
  for (const a of actions) out.set(cellIndex(a.cell), a);
  return out;
}

/** Plant sources: market slot 0..3, or -1 for the stack. */
export const plantSource = (a: Of<'plant'>): number => (a.source === 'market' ? a.slot : -1);

export function plantSources(legal: readonly TotwAction[]): Set<number> {
  return new Set(ofType(legal, 'plant').map(plantSource));
}

export function plantCells(legal: readonly TotwAction[], source: number): Map<number, Of<'plant'>> {
  const out = new Map<number, Of<'plant'>>();
  for (const a of ofType(legal, 'plant')) if (plantSource(a) === source) out.set(cellIndex(a.cell), a);
  return out;
}

/** Rider moves (steps or catapult): the nodes a rider can leave from. */
export function moveSources(actions: readonly (Of<'step'> | Of<'catapult'>)[]): Set<NodeKey> {
  return new Set(actions.map((a) => nodeKey(a.from)));
}

export function moveTargets<A extends Of<'step'> | Of<'catapult'>>(
  actions: readonly A[],
  from: NodeKey,
): Map<NodeKey, A> {
  const out = new Map<NodeKey, A>();
  for (const a of actions) if (nodeKey(a.from) === from) out.set(nodeKey(a.to), a);
  return out;
}

export function villageCardSlots(legal: readonly TotwAction[]): Set<number> {
  return new Set(ofType(legal, 'villageCard').map((a) => a.slot));
}

export function villageCardChoices(legal: readonly TotwAction[], slot: number): Of<'villageCard'>[] {
  return ofType(legal, 'villageCard').filter((a) => a.slot === slot);
}

export function drawRowSlots(legal: readonly TotwAction[]): Set<number> {
  const out = new Set<number>();
  for (const a of ofType(legal, 'draw')) if (a.source === 'row') out.add(a.slot);
  return out;
}

export function drawDeck(legal: readonly TotwAction[]): Of<'draw'> | null {
  return ofType(legal, 'draw').find((a) => a.source === 'deck') ?? null;
}

/** The skip or stop action of an optional decision, if any. */
export function skipAction(legal: readonly TotwAction[]): TotwAction | null {
  return (
    legal.find(
      (a) =>
        a.type === 'plantSkip' || a.type === 'stopMoving' || a.type === 'catapultSkip' || a.type === 'freeTempleSkip',
    ) ?? null
  );
}

/**
 * What a village build will do, for the confirm summary (UI-DESIGN §4.3 `village`): riders that
 * return, cells that receive build pollution, the bonuses. The engine's `describe` needs the state,
 * which a client does not have, so this reads the public view; the action itself is the engine's
 * legal one and the engine decides. (Requested from the engine as a view hint.)
 */
export function villagePreview(
  board: { tiles: readonly (string | null)[]; abilities: readonly string[]; markers: number },
  tileSlots: number,
  turbine: boolean,
  stacks: boolean,
  pollution: readonly number[],
  cell: number,
): { riders: number; polluted: number[] } {
  const riders = board.abilities.includes('lightCamp') ? Math.max(2, tileSlots - 1) : tileSlots;
  if (turbine) return { riders, polluted: [] };
  const r = Math.floor(cell / 4);
  const c = cell % 4;
  const around = [
    [r - 1, c],
    [r, c - 1],
    [r, c + 1],
    [r + 1, c],
  ]
    .filter(([y, x]) => (y as number) >= 0 && (y as number) < 3 && (x as number) >= 0 && (x as number) < 4)
    .map(([y, x]) => (y as number) * 4 + (x as number))
    .filter((i) => board.tiles[i] === null && (stacks || (pollution[i] ?? 0) === 0));
  return { riders, polluted: around };
}
