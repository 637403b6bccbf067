/** legalActions in the canonical order of §4.7; complete and exact with respect to validate. */
import type { FourHumoursAction, Target } from '../actions.ts';
import { HUMOURS, type Humour } from '../content/schema.ts';
import { EMPTY, type FourHumoursState, type PotionCode, type Seat } from '../state.ts';
import { type SlotInfo, tablesOf } from '../tables.ts';
import { mulliganLegal, partyCount } from './validate.ts';

/** PLACE actions for every empty slot of one card or tile, slot by slot, humours in C, S, M, P order. */
function placements(
  out: FourHumoursAction[],
  hand: readonly number[],
  slots: readonly PotionCode[],
  infos: readonly SlotInfo[],
  target: (slot: number) => Target,
): void {
  for (let i = 0; i < slots.length; i++) {
    if (slots[i] !== EMPTY) continue;
    const si = infos[i];
    if (!si) continue;
    const lo = (hand[si.lo] as number) > 0;
    const hi = (hand[si.hi] as number) > 0;
    if (!lo && !hi) continue;
    // Actions are immutable values, so the two humours of a slot share one target object.
    const t = target(i);
    if (lo) out.push({ type: 'place', humour: HUMOURS[si.lo] as Humour, target: t });
    if (hi) out.push({ type: 'place', humour: HUMOURS[si.hi] as Humour, target: t });
  }
}

export function legalActions(s: FourHumoursState, seat: Seat): FourHumoursAction[] {
  if (s.phase === 'over') return [];
  if (s.pending) {
    if (s.pending.owner !== seat) return [];
    const plots = s.pending.plots;
    if (plots) {
      const cols = tablesOf(s).fief.cols;
      return plots.map((p) => ({ type: 'choosePlot', plot: [Math.floor(p / cols), p % cols] }));
    }
    return s.pending.cells.map((cell) => ({ type: 'choose', cell }));
  }
  if (s.phase !== 'placement' || seat !== s.toAct) return [];
  const out: FourHumoursAction[] = [];
  if (mulliganLegal(s, seat)) out.push({ type: 'mulligan' });
  const hand = s.hands[seat] as number[];
  if ((hand[0] as number) + (hand[1] as number) + (hand[2] as number) + (hand[3] as number) > 0) {
    const t = tablesOf(s);
    for (const d of s.display) {
      const info = t.scenes[t.sceneIndex.get(d.card) as number];
      if (info) placements(out, hand, d.slots, info.slots, (slot) => ({ kind: 'scene', card: d.card, slot }));
    }
    for (let p = 0; p < s.parties.length; p++) {
      const party = s.parties[p];
      const info = t.parties[p];
      if (!party || !info || party.resolved || partyCount(s, seat, p) >= s.partyLimit) continue;
      placements(out, hand, party.slots, info.slots, (slot) => ({ kind: 'party', party: party.party, slot }));
    }
  }
  out.push({ type: 'pass' });
  return out;
}
