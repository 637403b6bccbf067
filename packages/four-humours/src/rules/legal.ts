/** legalActions in the canonical order of §4.7; complete and exact with respect to validate. */
import type { FourHumoursAction } from '../actions.ts';
import { HUMOURS, type Humour } from '../content/schema.ts';
import { EMPTY, type FourHumoursState, type Seat } from '../state.ts';
import { tablesOf } from './context.ts';
import { mulliganLegal, partyCount } from './validate.ts';

export function legalActions(s: FourHumoursState, seat: Seat): FourHumoursAction[] {
  if (s.phase === 'over') return [];
  if (s.pending) {
    if (s.pending.owner !== seat) return [];
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
      if (!info) continue;
      const slots = d.slots;
      for (let i = 0; i < slots.length; i++) {
        if (slots[i] !== EMPTY) continue;
        const si = info.slots[i];
        if (!si) continue;
        if ((hand[si.lo] as number) > 0) {
          out.push({
            type: 'place',
            humour: HUMOURS[si.lo] as Humour,
            target: { kind: 'scene', card: d.card, slot: i },
          });
        }
        if ((hand[si.hi] as number) > 0) {
          out.push({
            type: 'place',
            humour: HUMOURS[si.hi] as Humour,
            target: { kind: 'scene', card: d.card, slot: i },
          });
        }
      }
    }
    for (let p = 0; p < s.parties.length; p++) {
      const party = s.parties[p];
      const info = t.parties[p];
      if (!party || !info || party.resolved) continue;
      if (partyCount(s, seat, p) >= s.partyLimit) continue;
      const slots = party.slots;
      for (let i = 0; i < slots.length; i++) {
        if (slots[i] !== EMPTY) continue;
        const si = info.slots[i];
        if (!si) continue;
        if ((hand[si.lo] as number) > 0) {
          out.push({
            type: 'place',
            humour: HUMOURS[si.lo] as Humour,
            target: { kind: 'party', party: party.party, slot: i },
          });
        }
        if ((hand[si.hi] as number) > 0) {
          out.push({
            type: 'place',
            humour: HUMOURS[si.hi] as Humour,
            target: { kind: 'party', party: party.party, slot: i },
          });
        }
      }
    }
  }
  out.push({ type: 'pass' });
  return out;
}
