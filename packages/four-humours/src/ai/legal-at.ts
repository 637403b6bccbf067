/**
 * The legal actions counted and picked by index, in the order of `legalActions`, without listing
 * them: a playout draws one uniformly at random while allocating only the action it plays.
 */
import type { Rng } from '@boardhall/engine';
import type { FourHumoursAction } from '../actions.ts';
import { HUMOURS, type Humour } from '../content/schema.ts';
import { tablesOf } from '../rules/context.ts';
import { mulliganLegal, partyCount } from '../rules/validate.ts';
import { EMPTY, type FourHumoursState, type PotionCode, type Seat } from '../state.ts';
import type { SlotInfo } from '../tables.ts';

/** Where a walk over the placements stopped: the action's slot and humour, or how many it passed. */
interface Found {
  slot: number;
  humour: number;
}

/**
 * Counts the placements of one card or tile (as `placements` in rules/legal.ts lists them) and,
 * when `k` falls among them, says which one it is. Returns the count, or -1 when found.
 */
function walkSlots(
  hand: readonly number[],
  slots: readonly PotionCode[],
  infos: readonly SlotInfo[],
  k: number,
  found: Found,
): number {
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    if (slots[i] !== EMPTY) continue;
    const si = infos[i];
    if (!si) continue;
    for (let j = 0; j < 2; j++) {
      const h = j === 0 ? si.lo : si.hi;
      if ((hand[h] as number) <= 0) continue;
      if (n === k) {
        found.slot = i;
        found.humour = h;
        return -1;
      }
      n++;
    }
  }
  return n;
}

/** The number of actions `legalActions(s, seat)` lists, or, with `k` ≥ 0, its k-th action. */
function walk(s: FourHumoursState, seat: Seat, k: number): number | FourHumoursAction {
  if (s.phase === 'over') return 0;
  if (s.pending) {
    if (s.pending.owner !== seat) return 0;
    const plots = s.pending.plots;
    if (plots) {
      if (k < 0 || k >= plots.length) return plots.length;
      const cols = tablesOf(s).fief.cols;
      const p = plots[k] as number;
      return { type: 'choosePlot', plot: [Math.floor(p / cols), p % cols] };
    }
    if (k < 0 || k >= s.pending.cells.length) return s.pending.cells.length;
    return { type: 'choose', cell: s.pending.cells[k] as string };
  }
  if (s.phase !== 'placement' || seat !== s.toAct) return 0;
  let n = 0;
  if (mulliganLegal(s, seat)) {
    if (k === 0) return { type: 'mulligan' };
    n++;
  }
  const hand = s.hands[seat] as number[];
  const found: Found = { slot: -1, humour: -1 };
  if ((hand[0] as number) + (hand[1] as number) + (hand[2] as number) + (hand[3] as number) > 0) {
    const t = tablesOf(s);
    for (const d of s.display) {
      const info = t.scenes[t.sceneIndex.get(d.card) as number];
      if (!info) continue;
      const m = walkSlots(hand, d.slots, info.slots, k - n, found);
      if (m < 0) {
        const target = { kind: 'scene', card: d.card, slot: found.slot } as const;
        return { type: 'place', humour: HUMOURS[found.humour] as Humour, target };
      }
      n += m;
    }
    for (let p = 0; p < s.parties.length; p++) {
      const party = s.parties[p];
      const info = t.parties[p];
      if (!party || !info || party.resolved || partyCount(s, seat, p) >= s.partyLimit) continue;
      const m = walkSlots(hand, party.slots, info.slots, k - n, found);
      if (m < 0) {
        const target = { kind: 'party', party: party.party, slot: found.slot } as const;
        return { type: 'place', humour: HUMOURS[found.humour] as Humour, target };
      }
      n += m;
    }
  }
  if (k === n) return { type: 'pass' };
  return n + 1;
}

/** How many actions are legal for `seat` now. */
export function legalCount(s: FourHumoursState, seat: Seat): number {
  return walk(s, seat, -1) as number;
}

/** The k-th action of `legalActions(s, seat)`, for 0 ≤ k < `legalCount(s, seat)`. */
export function legalAt(s: FourHumoursState, seat: Seat, k: number): FourHumoursAction {
  const a = walk(s, seat, k);
  if (typeof a === 'number') throw new Error(`legalAt: no legal action ${k} for seat ${seat} (there are ${a})`);
  return a;
}

/** One legal action drawn uniformly at random, without listing them. */
export function randomLegalAction(s: FourHumoursState, seat: Seat, rng: Rng): FourHumoursAction {
  const n = legalCount(s, seat);
  if (n === 0) throw new Error(`randomLegalAction: seat ${seat} has no legal action`);
  return legalAt(s, seat, rng.int(n));
}
