import type { Rng, Seat } from '@boardhall/engine';
import { cloneState } from './clone.ts';
import type { BoardState, TotwState } from './state.ts';
import { CAT, ELEMENT_INDEX } from './tables.ts';
import type { TotwView } from './view.ts';

function takeOf(pools: string[][], element: number): string {
  const c = (pools[element] as string[]).pop();
  if (c === undefined) throw new Error('determinize: the view is inconsistent (no unseen card of a needed element)');
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
 * the result copies a template state and draws only the hidden cards, in the same order as ever.
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
  return (rng) => {
    const s = cloneState(template);
    const pools = unseenByElement.map((p) => rng.shuffle(p.slice()));
    const blind: string[] = [];
    s.holders = v.holders.map((h, p) => {
      if (p === seat && h.cards) {
        return h.cards.map((id, k) => {
          if (id !== null) return id;
          const c = takeOf(pools, ELEMENT_INDEX[h.backs[k] as keyof typeof ELEMENT_INDEX]);
          blind.push(c);
          return c;
        });
      }
      return h.backs.map((e) => takeOf(pools, ELEMENT_INDEX[e]));
    });
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
    s.row = v.row.map((e) => (e === null ? null : takeOf(pools, ELEMENT_INDEX[e])));
    const deckTop = v.deck.top !== null && v.deck.size > 0 ? takeOf(pools, ELEMENT_INDEX[v.deck.top]) : null;
    const rest = rng.shuffle(pools.flat());
    const hiddenDiscard = v.discard.size - v.discard.cards.length;
    s.discard = [...rest.splice(0, hiddenDiscard), ...v.discard.cards];
    s.deck = deckTop === null ? rest : [deckTop, ...rest];
    const stackRest = rng.shuffle(unseenTiles.slice());
    s.stack = v.stack.top === null ? stackRest : [v.stack.top, ...stackRest];
    const villages = rng.shuffle(unseenVillages.slice());
    v.boards.forEach((b, p) => {
      (s.boards[p] as BoardState).tucked = b.tucked.map((c) => c ?? (villages.pop() as string));
    });
    s.villageDeck = villages;
    s.rng = [...rng.fork().state];
    s.turn.blind = blind;
    return s;
  };
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
