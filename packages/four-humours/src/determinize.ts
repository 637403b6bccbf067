/**
 * A full state consistent with a view (§8.4): the viewer's own secrets are copied, everything
 * hidden from it (others' hands, bags and face-down humours, the deck order, the RNG) is sampled.
 * A search samples thousands of states from one view, so the work is split: `prepareDeterminize`
 * reads the view once into a template state and what is hidden; each sample copies the template
 * and draws only the hidden parts.
 */
import type { Rng, Seat } from '@boardhall/engine';
import { cloneState } from './clone.ts';
import { HUMOURS, type Humour, type HumourCounts } from './content/schema.ts';
import { inc } from './counts.ts';
import { layoutKey, type PlacedTile } from './map.ts';
import { EMPTY, type FourHumoursState, POTIONS_PER_HUMOUR, type PotionCode, potion, RIVAL } from './state.ts';
import { tablesFor } from './tables.ts';
import type { FourHumoursView, SlotView } from './view.ts';

const countsOf = (c: HumourCounts): number[] => [c.C, c.S, c.M, c.P];
const hIndex = (h: Humour): number => HUMOURS.indexOf(h);

interface Unknown {
  /** Where the sampled code goes: a display card's slots or a party tile's. */
  readonly on: 'display' | 'party';
  readonly holder: number;
  readonly index: number;
  readonly lo: number;
  readonly hi: number;
}

/** Assigns humours to face-down potions within the pool: random order, backtracking when stuck. */
function assign(items: readonly Unknown[], pool: number[], rng: Rng): number[] | null {
  const choice = new Array<number>(items.length).fill(-1);
  const go = (i: number): boolean => {
    if (i === items.length) return true;
    const it = items[i] as Unknown;
    const first = rng.int(2) === 0 ? it.lo : it.hi;
    const second = first === it.lo ? it.hi : it.lo;
    for (const h of [first, second]) {
      if ((pool[h] as number) <= 0) continue;
      inc(pool, h, -1);
      choice[i] = h;
      if (go(i + 1)) return true;
      inc(pool, h, 1);
    }
    return false;
  };
  return go(0) ? choice : null;
}

function slotCodes(slots: readonly SlotView[]): PotionCode[] {
  return slots.map((v) => (v.occupied && v.humour !== undefined ? potion(v.owner, hIndex(v.humour)) : EMPTY));
}

/** Samples full states consistent with one view; each call draws a new one. */
export type FourHumoursSampler = (rng: Rng) => FourHumoursState;

export function determinizeView(v: FourHumoursView, seat: Seat, rng: Rng): FourHumoursState {
  return prepareDeterminize(v, seat)(rng);
}

/** What is hidden of one seat's potions: the sampler deals them. */
interface HiddenPotions {
  readonly unknown: readonly Unknown[];
  /** The humours left for its face-down potions, hand and bag (after what is seen or known). */
  readonly pool: readonly number[];
  /** Known hand and bag (the viewer's own, or all once revealed): only face-down potions are sampled. */
  readonly known: boolean;
  readonly handCount: number;
}

export function prepareDeterminize(v: FourHumoursView, seat: Seat): FourHumoursSampler {
  const t = tablesFor(v.options.content);
  const n = v.seats;
  const display = v.display.map((d) => ({ card: d.card, slots: slotCodes(d.slots) }));
  const parties = v.parties.map((p) => ({ party: p.party, resolved: p.resolved, slots: slotCodes(p.slots) }));
  const kingdom = v.options.mode === 'kingdom';
  const cells: PotionCode[][] = kingdom
    ? t.cells.map((c) => (v.map.cells[c.id] ?? []).map((x) => potion(x.owner, hIndex(x.humour))))
    : [];
  // Fiefdom and Solo: fiefs and the Rival's ledger are public.
  const fiefs: PotionCode[][] = (v.fiefs ?? []).map((fief) =>
    fief.plots.flat().map((x) => (x ? potion(x.owner, hIndex(x.humour)) : EMPTY)),
  );
  const ledger = v.ledger ? countsOf(v.ledger) : null;

  // Unknown face-down potions per owner, and the humours each owner has visibly out of the pool.
  const unknown: Unknown[][] = Array.from({ length: n }, () => []);
  const seen: number[][] = Array.from({ length: n }, () => [0, 0, 0, 0]);
  const scan = (views: readonly SlotView[], on: Unknown['on'], holder: number): void => {
    views.forEach((sv, i) => {
      if (!sv.occupied) return;
      if (sv.humour !== undefined) inc(seen[sv.owner] as number[], hIndex(sv.humour), 1);
      else {
        (unknown[sv.owner] as Unknown[]).push({
          on,
          holder,
          index: i,
          lo: hIndex(sv.possible[0]),
          hi: hIndex(sv.possible[1]),
        });
      }
    });
  };
  v.display.forEach((d, i) => {
    scan(d.slots, 'display', i);
  });
  v.parties.forEach((p, i) => {
    scan(p.slots, 'party', i);
  });
  for (const list of cells) for (const code of list) inc(seen[code >> 2] as number[], code & 3, 1);
  for (const fief of fiefs) for (const code of fief) if (code !== EMPTY) inc(seen[code >> 2] as number[], code & 3, 1);
  if (ledger) {
    ledger.forEach((x, h) => {
      inc(seen[RIVAL] as number[], h, x);
    });
  }

  const hands: number[][] = [];
  const bags: number[][] = [];
  const hidden: HiddenPotions[] = [];
  const removed = v.players.map((p) => countsOf(p.removed));
  for (let p = 0; p < n; p++) {
    const known = v.revealed ? { hand: v.revealed.hands[p], bag: v.revealed.bags[p] } : p === seat ? v.me : undefined;
    const isKnown = known?.hand !== undefined && known.bag !== undefined;
    const pool = [0, 1, 2, 3].map((h) => {
      let x = POTIONS_PER_HUMOUR - ((seen[p] as number[])[h] as number) - ((removed[p] as number[])[h] as number);
      if (known?.hand && known.bag) x -= (countsOf(known.hand)[h] as number) + (countsOf(known.bag)[h] as number);
      return x;
    });
    hidden.push({ unknown: unknown[p] as Unknown[], pool, known: isKnown, handCount: v.players[p]?.handCount ?? 0 });
    // Unknown hands and bags are dealt by the sampler; these are placeholders of the template.
    hands.push(known?.hand && known.bag ? countsOf(known.hand) : [0, 0, 0, 0]);
    bags.push(known?.hand && known.bag ? countsOf(known.bag) : [0, 0, 0, 0]);
  }

  const visible = new Set([...v.display.map((d) => d.card), ...v.discard]);
  const unseen = t.scenes.map((x) => x.id).filter((id) => !visible.has(id));
  const tiles: PlacedTile[] = v.map.tiles.map((x) => ({ tile: x.tile, rotation: x.rotation }));
  const template: FourHumoursState = {
    game: 'four-humours',
    options: JSON.parse(JSON.stringify(v.options)) as FourHumoursState['options'],
    seats: n,
    displaySize: v.displaySize,
    partyLimit: v.partyLimit,
    rng: [0, 0, 0, 1],
    phase: v.phase,
    round: v.round,
    toAct: v.toAct ?? -1,
    firstSeat: v.firstSeatThisRound,
    startSeat: v.firstSeatOfGame,
    consecutivePasses: v.consecutivePasses,
    lastActor: v.lastActor ?? -1,
    mulliganUsed: v.players.map((p) => p.mulliganUsed),
    hands,
    bags,
    removed,
    tiles,
    layoutKey: layoutKey(tiles),
    cells,
    display,
    parties,
    objectives: v.objectives.map((o) => ({ objective: o.objective, claimedBy: [...o.claimedBy] })),
    deck: [],
    discard: [...v.discard],
    deckShort: v.deckShort,
    resolution: v.resolution
      ? {
          stage: v.resolution.stage,
          queue: v.resolution.queue.map((m) => ({ ...m })),
          partyQueue: [...v.resolution.partyQueue],
          current: v.resolution.current,
          markers: v.resolution.markers,
          triggers: [...v.resolution.triggers],
        }
      : null,
    pending: v.pending
      ? {
          owner: v.pending.owner,
          humour: v.pending.potion.humour,
          move: { ...v.pending.move },
          cells: [...v.pending.legalCells],
          ...(v.pending.legalPlots ? { plots: v.pending.legalPlots.map(([r, c]) => r * t.fief.cols + c) } : {}),
        }
      : null,
    endTriggers: [...v.endTriggers],
    ...(v.fiefs ? { fiefdom: { fiefs, ledger, rivalTurns: v.rival?.turnsThisRound ?? 0 } } : {}),
  };
  return (rng) => sample(template, hidden, unseen, v.deckCount, seat, rng);
}

/** One sample: the template copied, its hidden parts drawn (in the same order as ever, so seeds keep their samples). */
function sample(
  template: FourHumoursState,
  hidden: readonly HiddenPotions[],
  unseen: readonly string[],
  deckCount: number,
  seat: Seat,
  rng: Rng,
): FourHumoursState {
  const s = cloneState(template);
  for (let p = 0; p < hidden.length; p++) {
    const h = hidden[p] as HiddenPotions;
    const pool = h.pool.slice();
    const choice = assign(h.unknown, pool, rng);
    if (!choice) throw new Error(`determinize: the view of seat ${seat} is inconsistent for seat ${p}'s potions`);
    for (let i = 0; i < h.unknown.length; i++) {
      const it = h.unknown[i] as Unknown;
      const holder = it.on === 'display' ? s.display[it.holder] : s.parties[it.holder];
      (holder as { slots: PotionCode[] }).slots[it.index] = potion(p, choice[i] as number);
    }
    if (h.known) continue;
    // What is left of the pool is exactly hand + bag; deal the hand at random, potion by potion.
    const hand = [0, 0, 0, 0];
    let left = (pool[0] as number) + (pool[1] as number) + (pool[2] as number) + (pool[3] as number);
    for (let k = 0; k < h.handCount && left > 0; k++) {
      let r = rng.int(left);
      for (let x = 0; x < 4; x++) {
        if (r < (pool[x] as number)) {
          inc(pool, x, -1);
          inc(hand, x, 1);
          break;
        }
        r -= pool[x] as number;
      }
      left--;
    }
    s.hands[p] = hand;
    s.bags[p] = pool;
  }
  s.deck = rng.shuffle(unseen.slice()).slice(0, deckCount);
  s.rng = [rng.int(0x100000000) | 0, rng.int(0x100000000) | 0, rng.int(0x100000000) | 0, rng.int(0x100000000) | 1];
  return s;
}
