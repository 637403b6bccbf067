/**
 * The legal actions as small integer codes, in the order of `legalActions`: a playout draws one
 * uniformly at random and builds only that action, instead of allocating every action of the turn.
 */
import type { Rng } from '@boardhall/engine';
import type { FourHumoursAction } from '../actions.ts';
import { HUMOURS, type Humour } from '../content/schema.ts';
import { mulliganLegal } from '../rules/validate.ts';
import { EMPTY, type FourHumoursState, ownerOf, type PotionCode, type Seat } from '../state.ts';
import { type SlotInfo, tablesOf } from '../tables.ts';

// A code is kind + 8 × (humour + 4 × (slot + SLOTS × index)): index is the display card, the
// party tile, or the position in the pending choice's list.
const PASS = 0;
const MULLIGAN = 1;
const SCENE = 2;
const PARTY = 3;
const CELL = 4;
const PLOT = 5;
const SLOTS = 256;

/** Reused by every call: the codes of the current position (one thread, never re-entered). */
let codes = new Int32Array(256);
let count = 0;
/** Reused too: the acting seat's potions on each party tile. */
const partyPotions: number[] = [];

function push(code: number): void {
  if (count === codes.length) {
    const bigger = new Int32Array(codes.length * 2);
    bigger.set(codes);
    codes = bigger;
  }
  codes[count++] = code;
}

/** The placements of one card or tile, slot by slot, humours in canonical order (as in rules/legal.ts). */
function pushSlots(
  kind: number,
  index: number,
  hand: readonly number[],
  slots: readonly PotionCode[],
  infos: readonly SlotInfo[],
): void {
  for (let i = 0; i < slots.length; i++) {
    if (slots[i] !== EMPTY) continue;
    const si = infos[i];
    if (!si) continue;
    const at = 4 * (i + SLOTS * index);
    if ((hand[si.lo] as number) > 0) push(kind + 8 * (si.lo + at));
    if ((hand[si.hi] as number) > 0) push(kind + 8 * (si.hi + at));
  }
}

/** Fills `codes` with the legal actions of `seat`, in the order of `legalActions`; returns their number. */
function fill(s: FourHumoursState, seat: Seat): number {
  count = 0;
  if (s.phase === 'over') return 0;
  if (s.pending) {
    if (s.pending.owner !== seat) return 0;
    const n = s.pending.plots ? s.pending.plots.length : s.pending.cells.length;
    const kind = s.pending.plots ? PLOT : CELL;
    for (let i = 0; i < n; i++) push(kind + 8 * 4 * SLOTS * i);
    return count;
  }
  if (s.phase !== 'placement' || seat !== s.toAct) return 0;
  if (mulliganLegal(s, seat)) push(MULLIGAN);
  const hand = s.hands[seat] as number[];
  if ((hand[0] as number) + (hand[1] as number) + (hand[2] as number) + (hand[3] as number) > 0) {
    const t = tablesOf(s);
    for (let i = 0; i < s.display.length; i++) {
      const d = s.display[i];
      const info = d && t.scenes[t.sceneIndex.get(d.card) as number];
      if (d && info) pushSlots(SCENE, i, hand, d.slots, info.slots);
    }
    // The seat's potions per unresolved party tile, counted once (as partyCount counts them).
    const scopeAll = s.options.partyLimitScope === 'allTiles';
    let all = 0;
    for (let p = 0; p < s.parties.length; p++) {
      const party = s.parties[p];
      let n = 0;
      if (party && !party.resolved) for (const code of party.slots) if (code !== EMPTY && ownerOf(code) === seat) n++;
      partyPotions[p] = n;
      all += n;
    }
    for (let p = 0; p < s.parties.length; p++) {
      const party = s.parties[p];
      const info = t.parties[p];
      if (!party || !info || party.resolved) continue;
      if ((scopeAll ? all : (partyPotions[p] as number)) >= s.partyLimit) continue;
      pushSlots(PARTY, p, hand, party.slots, info.slots);
    }
  }
  push(PASS);
  return count;
}

/** The action a code stands for in `s`. */
function decode(s: FourHumoursState, code: number): FourHumoursAction {
  const kind = code & 7;
  const rest = code >> 3;
  const humour = HUMOURS[rest & 3] as Humour;
  const slot = (rest >> 2) % SLOTS;
  const index = Math.floor((rest >> 2) / SLOTS);
  switch (kind) {
    case PASS:
      return { type: 'pass' };
    case MULLIGAN:
      return { type: 'mulligan' };
    case SCENE:
      return {
        type: 'place',
        humour,
        target: { kind: 'scene', card: (s.display[index] as { card: string }).card, slot },
      };
    case PARTY:
      return {
        type: 'place',
        humour,
        target: { kind: 'party', party: (s.parties[index] as { party: string }).party, slot },
      };
    case CELL:
      return { type: 'choose', cell: s.pending?.cells[index] as string };
    default: {
      const cols = tablesOf(s).fief.cols;
      const p = s.pending?.plots?.[index] as number;
      return { type: 'choosePlot', plot: [Math.floor(p / cols), p % cols] };
    }
  }
}

/** How many actions are legal for `seat` now. */
export function legalCount(s: FourHumoursState, seat: Seat): number {
  return fill(s, seat);
}

/** The k-th action of `legalActions(s, seat)`, for 0 ≤ k < `legalCount(s, seat)`. */
export function legalAt(s: FourHumoursState, seat: Seat, k: number): FourHumoursAction {
  const n = fill(s, seat);
  if (!(k >= 0 && k < n)) throw new Error(`legalAt: no legal action ${k} for seat ${seat} (there are ${n})`);
  return decode(s, codes[k] as number);
}

/** One legal action drawn uniformly at random, without building the others. */
export function randomLegalAction(s: FourHumoursState, seat: Seat, rng: Rng): FourHumoursAction {
  const n = fill(s, seat);
  if (n === 0) throw new Error(`randomLegalAction: seat ${seat} has no legal action`);
  return decode(s, codes[rng.int(n)] as number);
}
