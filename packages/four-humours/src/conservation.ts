/** §6.10: each of a player's 20 potions is in exactly one place, at every moment. */
import { HUMOURS } from './content/schema.ts';
import {
  EMPTY,
  type FourHumoursState,
  humourOf,
  ownerOf,
  POTIONS_PER_HUMOUR,
  type PotionCode,
  RIVAL,
} from './state.ts';

/**
 * null when every seat has exactly 5 potions of each humour across all places, else what is wrong.
 * The places: bag, hand, scene slots, party slots, map cells, removed (§6.10); in Fiefdom and Solo
 * the owner's own fief instead of the map, and for the Solo Rival its ledger (it never holds a hand).
 */
export function conservation(s: FourHumoursState): string | null {
  const counts: number[][] = [];
  const problems: string[] = [];
  for (let p = 0; p < s.seats; p++) {
    const c = [0, 0, 0, 0];
    for (let h = 0; h < 4; h++) {
      const parts = [s.bags[p]?.[h], s.hands[p]?.[h], s.removed[p]?.[h]];
      for (const x of parts) {
        if (x === undefined || !Number.isInteger(x) || x < 0)
          problems.push(`seat ${p} has a bad count ${x} for ${HUMOURS[h]}`);
        else c[h] = (c[h] as number) + x;
      }
    }
    counts.push(c);
  }
  const add = (code: PotionCode, where: string): void => {
    if (code === EMPTY) return;
    const owner = ownerOf(code);
    const row = counts[owner];
    if (!row || !Number.isInteger(code) || code < 0) {
      problems.push(`a potion with the bad code ${code} lies on ${where}`);
      return;
    }
    row[humourOf(code)] = (row[humourOf(code)] as number) + 1;
  };
  for (const d of s.display) for (const x of d.slots) add(x, `scene ${d.card}`);
  for (const pt of s.parties) {
    if (pt.resolved && pt.slots.some((x) => x !== EMPTY))
      problems.push(`resolved party tile ${pt.party} still holds potions`);
    for (const x of pt.slots) add(x, `party tile ${pt.party}`);
  }
  s.cells.forEach((list, c) => {
    for (const x of list) {
      if (x === EMPTY) problems.push(`cell ${c} holds an empty potion`);
      else add(x, `cell ${c}`);
    }
  });
  const fd = s.fiefdom;
  if (fd) {
    if (s.cells.length > 0 || s.tiles.length > 0) problems.push('a Fiefdom game has a kingdom map');
    fd.fiefs.forEach((fief, seat) => {
      fief.forEach((x, plot) => {
        if (x === EMPTY) return;
        if (ownerOf(x) !== seat) problems.push(`seat ${seat}'s fief holds seat ${ownerOf(x)}'s potion on plot ${plot}`);
        add(x, `seat ${seat}'s fief`);
      });
    });
    if (fd.ledger) {
      const row = counts[RIVAL];
      fd.ledger.forEach((n, h) => {
        if (!Number.isInteger(n) || n < 0) problems.push(`the Rival's ledger has a bad count ${n} for ${HUMOURS[h]}`);
        else if (row) row[h] = (row[h] as number) + n;
      });
      if ((s.hands[RIVAL] ?? []).some((n) => n !== 0)) problems.push('the Rival holds potions in hand');
      if (fd.fiefs.length !== s.seats - 1) problems.push('the Rival has a fief');
    } else if (fd.fiefs.length !== s.seats) problems.push(`${fd.fiefs.length} fiefs for ${s.seats} seats`);
  }
  counts.forEach((c, p) => {
    c.forEach((n, h) => {
      if (n !== POTIONS_PER_HUMOUR)
        problems.push(`seat ${p} has ${n} ${HUMOURS[h]} potions in play instead of ${POTIONS_PER_HUMOUR}`);
    });
  });
  return problems.length ? problems.join('; ') : null;
}
