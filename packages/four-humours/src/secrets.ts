/** What the test kit looks for in views that should not hold it (the contract's `secretsOf`). */

import { EMPTY, type FourHumoursState, ownerOf, type PotionCode, type Seat } from './state.ts';
import { type SlotInfo, tablesOf } from './tables.ts';
import { allRevealed, countsView, partyFaceUp, scenesFaceUp, slotView } from './view.ts';

/**
 * The stacked deck's cards still in the deck, in their stacked order, as a JSON list holds them
 * (`"S07","S12"`). Cards in the deck are in no view, so the string can only come from a leak.
 * Nobody at the table may know it, so every seat lists it.
 */
function stackedDeckSecret(s: FourHumoursState): string[] {
  const stacked = s.options.fixedSetup?.deck;
  if (!stacked) return [];
  const inDeck = new Set(s.deck);
  const undealt = stacked.filter((id) => inDeck.has(id));
  return undealt.length > 0 ? [undealt.map((id) => JSON.stringify(id)).join(',')] : [];
}

/**
 * Strings only `seat` (and nobody else) may see in a serialised view: its hand and bag, its
 * face-down humours; and the secret options (the stacked deck), which no seat may see.
 */
export function secretsOf(s: FourHumoursState, seat: Seat): string[] {
  if (allRevealed(s)) return stackedDeckSecret(s);
  const t = tablesOf(s);
  const me = { seat, hand: countsView(s.hands[seat] as number[]), bag: countsView(s.bags[seat] as number[]) };
  const out = [`"me":${JSON.stringify(me)}`, ...stackedDeckSecret(s)];
  const add = (code: PotionCode, info: SlotInfo | undefined): void => {
    if (code === EMPTY || ownerOf(code) !== seat) return;
    out.push(JSON.stringify(slotView(code, info, true, true)));
  };
  if (!scenesFaceUp(s)) {
    for (const d of s.display) {
      const info = t.scenes[t.sceneIndex.get(d.card) as number];
      d.slots.forEach((code, i) => {
        add(code, info?.slots[i]);
      });
    }
  }
  s.parties.forEach((p, ix) => {
    if (partyFaceUp(s, ix)) return;
    p.slots.forEach((code, i) => {
      add(code, t.parties[ix]?.slots[i]);
    });
  });
  return out;
}
