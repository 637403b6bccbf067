import { resolveSlots } from '../rules/ladder.ts';
import { type FourHumoursState, ownerOf } from '../state.ts';
import { tablesFor } from '../tables.ts';

/**
 * Four Humours, judged by what wins the game: objectives claimed dominate (10 each); then what
 * builds toward the next ones and breaks ties (potions on the map, spread over zones and
 * cells; in Fiefdom and Solo potions on one's fief, and the Rival's ledger); then what the
 * current display would give if it resolved now (a potion that would win is almost placed, an
 * escaper a little less); then potions waiting on party tiles.
 */
export function evaluateFourHumours(s: FourHumoursState): number[] {
  const t = tablesFor(s.options.content);
  const scores = new Array<number>(s.seats).fill(0);
  for (const o of s.objectives) for (const seat of o.claimedBy) scores[seat] = (scores[seat] ?? 0) + 10;
  const zones = Array.from({ length: s.seats }, () => new Set<number>());
  s.cells.forEach((potions, cell) => {
    const seen = new Set<number>();
    for (const p of potions) {
      const owner = ownerOf(p);
      scores[owner] = (scores[owner] ?? 0) + 1;
      if (!seen.has(owner)) {
        seen.add(owner);
        scores[owner] = (scores[owner] ?? 0) + 0.3;
      }
      zones[owner]?.add(t.cells[cell]?.zone ?? -1);
    }
  });
  zones.forEach((z, seat) => {
    scores[seat] = (scores[seat] ?? 0) + 0.6 * z.size;
  });
  if (s.fiefdom) {
    s.fiefdom.fiefs.forEach((plots, seat) => {
      for (const p of plots) if (p >= 0) scores[seat] = (scores[seat] ?? 0) + 1;
    });
    const ledger = s.fiefdom.ledger;
    if (ledger) scores[1] = (scores[1] ?? 0) + ledger.reduce((a, b) => a + b, 0);
  }
  for (const card of s.display) {
    const scene = t.scenes[t.sceneIndex.get(card.card) ?? -1];
    if (!scene) continue;
    const outcomes = resolveSlots(card.slots, scene.steps);
    card.slots.forEach((p, slot) => {
      if (p < 0) return;
      const owner = ownerOf(p);
      const outcome = outcomes[slot];
      if (outcome === 0) scores[owner] = (scores[owner] ?? 0) + 1.2;
      else if (outcome === 1) scores[owner] = (scores[owner] ?? 0) + 0.5;
    });
  }
  for (const party of s.parties) {
    if (party.resolved) continue;
    for (const p of party.slots) if (p >= 0) scores[ownerOf(p)] = (scores[ownerOf(p)] ?? 0) + 0.4;
  }
  return scores;
}
