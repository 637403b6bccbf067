import type { Rng, Seat } from '@boardhall/engine';
import { cloneStateForSample } from './clone.ts';
import type { BoardState, TotwState } from './state.ts';
import { CAT, ELEMENT_INDEX } from './tables.ts';
import type { TotwView } from './view.ts';

/**
 * One unseen card of `element`, uniformly at random, taken out of its pool (a step of a partial
 * Fisher–Yates: the pool is never shuffled whole, since what is left of it is shuffled again below).
 */
function takeOf(rng: Rng, pools: readonly string[][], element: number): string {
  const pool = pools[element] as string[];
  const last = pool.length - 1;
  if (last < 0) throw new Error('determinize: the view is inconsistent (no unseen card of a needed element)');
  const j = rng.int(last + 1);
  const c = pool[j] as string;
  pool[j] = pool[last] as string;
  pool.pop();
  return c;
}

/**
 * A full state consistent with `v` (§7 note 5): hidden faces are drawn from the unseen cards of
 * their known element; the deck below its (element-known) top, any hidden discard, the forest stack
 * below its top, the village deck and hidden tucked cards are shuffled from what is left unseen.
 */
export function determinizeView(v: TotwView, seat: Seat, rng: Rng): TotwState {
  return prepareDeterminize(v, seat)(rng);
}

/**
 * `determinizeView` split for a search: what is seen is worked out once per view, each call of
 * the result copies a template state and draws only the hidden cards: each hidden face is one draw
 * from the unseen cards of its element, and the unseen cards left over are shuffled once.
 */
export function prepareDeterminize(v: TotwView, seat: Seat): (rng: Rng) => TotwState {
  if (v.viewer !== seat) throw new Error(`determinize: the view belongs to ${String(v.viewer)}, not seat ${seat}`);
  // Element cards.
  const seen = new Set<string>();
  for (const id of v.holders[seat]?.cards ?? []) if (id !== null) seen.add(id);
  for (const id of v.discard.cards) seen.add(id);
  for (const id of v.inPlay) seen.add(id);
  const unseenByElement: string[][] = [[], [], [], []];
  for (const id of CAT.cardIds)
    if (!seen.has(id)) (unseenByElement[CAT.elementOf.get(id) as number] as string[]).push(id);
  // Forest tiles.
  const seenTiles = new Set<string>();
  for (const t of v.market) if (t !== null) seenTiles.add(t);
  if (v.stack.top !== null) seenTiles.add(v.stack.top);
  for (const b of v.boards) for (const t of b.tiles) if (t !== null) seenTiles.add(t);
  const unseenTiles = CAT.forestIds.filter((id) => !seenTiles.has(id));
  // Village cards.
  const seenVillages = new Set<string>();
  for (const c of v.villageRow) if (c !== null) seenVillages.add(c);
  for (const c of v.villageDiscard) seenVillages.add(c);
  if (v.villageInPlay !== null) seenVillages.add(v.villageInPlay);
  for (const b of v.boards) for (const c of b.tucked) if (c !== null) seenVillages.add(c);
  const unseenVillages = CAT.villageIds.filter((id) => !seenVillages.has(id));
  const template = templateOf(v);
  // Element indices of the hidden faces, worked out once: each sample only draws.
  const backsOf = (es: readonly (keyof typeof ELEMENT_INDEX)[]): number[] => es.map((e) => ELEMENT_INDEX[e]);
  const holderBacks = v.holders.map((h, p) =>
    p === seat && h.cards
      ? h.cards.map((id, k) => (id !== null ? -1 : ELEMENT_INDEX[h.backs[k] as keyof typeof ELEMENT_INDEX]))
      : backsOf(h.backs),
  );
  const rowBacks = v.row.map((e) => (e === null ? -1 : ELEMENT_INDEX[e]));
  const deckTopBack = v.deck.top !== null && v.deck.size > 0 ? ELEMENT_INDEX[v.deck.top] : -1;
  const hiddenDiscard = v.discard.size - v.discard.cards.length;
  const shownDiscard = v.discard.cards;
  // The unseen cards of each element still to deal, per sample.
  const pools: string[][] = unseenByElement.map(() => []);
  return (rng) => {
    const s = cloneStateForSample(template);
    // Copied natively (`slice`, `concat`): these copies were most of a sample's own time.
    for (let e = 0; e < 4; e++) pools[e] = (unseenByElement[e] as string[]).slice();
    const blind: string[] = [];
    const holders: string[][] = [];
    for (let p = 0; p < holderBacks.length; p++) {
      const backs = holderBacks[p] as number[];
      const own = p === seat ? v.holders[p]?.cards : null;
      const h: string[] = [];
      for (let k = 0; k < backs.length; k++) {
        const e = backs[k] as number;
        if (own && e < 0) {
          h.push(own[k] as string);
          continue;
        }
        const c = takeOf(rng, pools, e);
        if (own) blind.push(c);
        h.push(c);
      }
      holders.push(h);
    }
    s.holders = holders;
    // Another seat's blind step: its blind cards are the drawer's cards of those backs.
    if (v.turn.blindBacks.length > 0 && v.seat !== seat) {
      const drawer = (s.holders[v.seat] as string[]).slice();
      for (const e of v.turn.blindBacks) {
        const k = drawer.findIndex((id) => CAT.elementOf.get(id) === ELEMENT_INDEX[e]);
        if (k < 0) throw new Error('determinize: the view is inconsistent (blind backs not in the holder)');
        blind.push(drawer[k] as string);
        drawer.splice(k, 1);
      }
    }
    const row: (string | null)[] = [];
    for (let i = 0; i < rowBacks.length; i++) {
      const e = rowBacks[i] as number;
      row.push(e < 0 ? null : takeOf(rng, pools, e));
    }
    s.row = row;
    const deckTop = deckTopBack < 0 ? null : takeOf(rng, pools, deckTopBack);
    // What is left, shuffled in place below the deck's top: the hidden discard first, then the deck.
    const deck = (deckTop === null ? NO_CARDS : [deckTop]).concat(
      pools[0] as string[],
      pools[1] as string[],
      pools[2] as string[],
      pools[3] as string[],
    );
    const start = deckTop === null ? 0 : 1;
    const left = deck.length - start;
    shuffleRange(rng, deck, start, left);
    const cut = Math.max(0, Math.min(hiddenDiscard, left));
    const discard = cut > 0 ? deck.splice(start, cut) : [];
    for (let i = 0; i < shownDiscard.length; i++) discard.push(shownDiscard[i] as string);
    s.discard = discard;
    s.deck = deck;
    s.stack = shuffledAfter(rng, v.stack.top, unseenTiles);
    const villages = shuffledAfter(rng, null, unseenVillages);
    for (let p = 0; p < v.boards.length; p++) {
      const tucked: string[] = [];
      const shown = (v.boards[p] as TotwView['boards'][number]).tucked;
      for (let i = 0; i < shown.length; i++) tucked.push(shown[i] ?? (villages.pop() as string));
      (s.boards[p] as BoardState).tucked = tucked;
    }
    s.villageDeck = villages;
    s.rng = rng.forkState();
    s.turn.blind = blind;
    return s;
  };
}

/** Fisher–Yates over items[start..start+n), drawing exactly as `Rng.shuffle` does on that slice. */
function shuffleRange<T>(rng: Rng, items: T[], start: number, n: number): void {
  for (let i = n - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    const tmp = items[start + i] as T;
    items[start + i] = items[start + j] as T;
    items[start + j] = tmp;
  }
}

const NO_CARDS: readonly string[] = Object.freeze([]);

/** `first` (when not null) above a shuffled copy of `items`, in one new array. */
function shuffledAfter(rng: Rng, first: string | null, items: readonly string[]): string[] {
  const out = first === null ? items.slice() : [first].concat(items);
  shuffleRange(rng, out, first === null ? 0 : 1, items.length);
  return out;
}

/** Everything of the state that the view shows; the sampler fills in the rest. */
function templateOf(v: TotwView): TotwState {
  const boards: BoardState[] = v.boards.map((b) => ({
    tiles: b.tiles.slice(),
    village: b.village.slice(),
    temple: b.temple.slice(),
    riders: b.riders.slice(),
    pollution: b.pollution.slice(),
    capital: b.capital,
    water: b.water,
    markers: b.markers,
    slotUsed: b.slotUsed.slice(),
    tucked: [],
    abilities: b.abilities.slice(),
    tasks: b.tasks.slice(),
  }));
  return {
    players: v.players,
    config: { ...v.config, tileScoreTable: [...v.config.tileScoreTable] },
    leaders: [...v.leaders],
    rng: [0, 0, 0, 1],
    round: v.round,
    seat: v.seat,
    phase: v.phase,
    setup: v.setup,
    holders: [],
    row: [],
    deck: [],
    discard: [],
    inPlay: v.inPlay.slice(),
    market: v.market.slice(),
    stack: [],
    villageRow: v.villageRow.slice(),
    villageDeck: [],
    villageDiscard: v.villageDiscard.slice(),
    villageInPlay: v.villageInPlay,
    boards,
    endToken: v.endToken,
    triggerRound: v.triggerRound,
    endedBy: v.endedBy,
    reveals: v.reveals,
    queue: v.queue.map((t) => ({ ...t })),
    turn: {
      action: v.turn.action,
      twinUsed: v.turn.twinUsed,
      completed: v.turn.completed.slice(),
      blind: [],
    },
  };
}
