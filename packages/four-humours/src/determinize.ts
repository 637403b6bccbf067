/**
 * A full state consistent with a view (§8.4): the viewer's own secrets are copied, everything
 * hidden from it (others' hands, bags and face-down humours, the deck order, the RNG) is sampled.
 */
import type { Rng, Seat } from '@boardhall/engine';
import { HUMOURS, type Humour, type HumourCounts } from './content/schema.ts';
import { layoutKey, type PlacedTile } from './map.ts';
import { EMPTY, type FourHumoursState, POTIONS_PER_HUMOUR, type PotionCode, potion, RIVAL } from './state.ts';
import { tablesFor } from './tables.ts';
import { inc } from './util.ts';
import type { FourHumoursView, SlotView } from './view.ts';

const countsOf = (c: HumourCounts): number[] => [c.C, c.S, c.M, c.P];
const hIndex = (h: Humour): number => HUMOURS.indexOf(h);

interface Unknown {
  /** Where the sampled code goes. */
  readonly slots: PotionCode[];
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

export function determinizeView(v: FourHumoursView, seat: Seat, rng: Rng): FourHumoursState {
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
  const scan = (views: readonly SlotView[], codes: PotionCode[]): void => {
    views.forEach((sv, i) => {
      if (!sv.occupied) return;
      if (sv.humour !== undefined) inc(seen[sv.owner] as number[], hIndex(sv.humour), 1);
      else {
        (unknown[sv.owner] as Unknown[]).push({
          slots: codes,
          index: i,
          lo: hIndex(sv.possible[0]),
          hi: hIndex(sv.possible[1]),
        });
      }
    });
  };
  v.display.forEach((d, i) => {
    scan(d.slots, (display[i] as { slots: PotionCode[] }).slots);
  });
  v.parties.forEach((p, i) => {
    scan(p.slots, (parties[i] as { slots: PotionCode[] }).slots);
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
  const removed = v.players.map((p) => countsOf(p.removed));
  for (let p = 0; p < n; p++) {
    const known = v.revealed ? { hand: v.revealed.hands[p], bag: v.revealed.bags[p] } : p === seat ? v.me : undefined;
    const pool = [0, 1, 2, 3].map((h) => {
      let x = POTIONS_PER_HUMOUR - ((seen[p] as number[])[h] as number) - ((removed[p] as number[])[h] as number);
      if (known?.hand && known.bag) x -= (countsOf(known.hand)[h] as number) + (countsOf(known.bag)[h] as number);
      return x;
    });
    const items = unknown[p] as Unknown[];
    const choice = assign(items, pool, rng);
    if (!choice) throw new Error(`determinize: the view of seat ${seat} is inconsistent for seat ${p}'s potions`);
    items.forEach((it, i) => {
      it.slots[it.index] = potion(p, choice[i] as number);
    });
    if (known?.hand && known.bag) {
      hands.push(countsOf(known.hand));
      bags.push(countsOf(known.bag));
      continue;
    }
    // What is left of the pool is exactly hand + bag; deal the hand at random, potion by potion.
    const info = v.players[p];
    const hand = [0, 0, 0, 0];
    let left = pool.reduce((a, b) => a + b, 0);
    for (let k = 0; k < (info?.handCount ?? 0) && left > 0; k++) {
      let r = rng.int(left);
      for (let h = 0; h < 4; h++) {
        if (r < (pool[h] as number)) {
          inc(pool, h, -1);
          inc(hand, h, 1);
          break;
        }
        r -= pool[h] as number;
      }
      left--;
    }
    hands.push(hand);
    bags.push(pool);
  }

  const visible = new Set([...v.display.map((d) => d.card), ...v.discard]);
  const unseen = rng.shuffle(t.scenes.map((x) => x.id).filter((id) => !visible.has(id)));
  const tiles: PlacedTile[] = v.map.tiles.map((x) => ({ tile: x.tile, rotation: x.rotation }));
  const rngState: [number, number, number, number] = [
    rng.int(0x100000000) | 0,
    rng.int(0x100000000) | 0,
    rng.int(0x100000000) | 0,
    rng.int(0x100000000) | 1,
  ];
  return {
    game: 'four-humours',
    options: JSON.parse(JSON.stringify(v.options)) as FourHumoursState['options'],
    seats: n,
    displaySize: v.displaySize,
    partyLimit: v.partyLimit,
    rng: rngState,
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
    deck: unseen.slice(0, v.deckCount),
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
}
