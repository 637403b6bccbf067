/**
 * The Tribes of the Wind action builder: picking fields one at a time through the helpers always
 * reaches exactly the engine's legal actions (nothing more, nothing missing), and the village
 * confirm summary agrees with what the engine then does.
 */
import { Match } from '@boardhall/engine';
import { CAT, tribesOfTheWind as g, type TotwAction, type TotwView } from '@boardhall/tribes-of-the-wind';
import { describe, expect, it } from 'vitest';
import {
  cellIndex,
  cellsForSlot,
  discardAction,
  discardCandidates,
  discardCount,
  moveSources,
  moveTargets,
  ofType,
  plantCells,
  plantSources,
  playableCards,
  playRows,
  slotsOf,
  templeActions,
  villageCardChoices,
  villageCardSlots,
  villagePreview,
} from '../src/games/tribes-of-the-wind/builder.ts';

const key = (a: TotwAction) => JSON.stringify(a);

/** Every temple action, rebuilt by picking cards one by one, then a slot, then a cell. */
function rebuildTemples(legal: readonly TotwAction[]): Set<string> {
  const need = discardCount(legal, 'temple');
  const out = new Set<string>();
  const walk = (picked: string[]) => {
    if (picked.length === need) {
      const acts = templeActions(legal, picked);
      for (const slot of slotsOf(acts)) for (const a of cellsForSlot(acts, slot).values()) out.add(key(a));
      return;
    }
    for (const id of discardCandidates(legal, 'temple', picked)) if (!picked.includes(id)) walk([...picked, id]);
  };
  if (need > 0) walk([]);
  return out;
}

/** A crude player that reaches villages, so positions cover every decision. */
function seeker(view: TotwView, legal: readonly TotwAction[], k: number): TotwAction {
  const b = view.boards[view.seat] as TotwView['boards'][number];
  const lacks = (n: 'capital' | { r: number; c: number }) => {
    if (n === 'capital') return false;
    const i = cellIndex(n);
    const def = CAT.forest.get(b.tiles[i] ?? '');
    return def !== undefined && !b.village[i] && (b.riders[i] as number) < def.slots;
  };
  return (
    legal.find((a) => a.type === 'village') ??
    legal.find((a) => a.type === 'plant') ??
    legal.find((a) => a.type === 'step' && lacks(a.to) && !lacks(a.from)) ??
    legal.find((a) => a.type === 'step' && a.from === 'capital') ??
    legal.find((a) => a.type === 'temple' && k % 4 === 0) ??
    (legal[k % legal.length] as TotwAction)
  );
}

describe('Tribes of the Wind action builder', () => {
  it('rebuilds exactly the legal actions of every kind, field by field', () => {
    const seen = new Set<string>();
    let villages = 0;
    for (const [players, seed] of [
      [2, 'builder-a'],
      [3, 'builder-b'],
      [4, 'builder-c'],
    ] as const) {
      const m = Match.create(g, players, { maxRounds: 25 }, seed);
      for (let k = 0; m.outcome() === null && k < 3000; k++) {
        const seat = g.activeSeats(m.state)[0] as number;
        const legal = g.legalActions(m.state, seat);
        const view = g.view(m.state, seat);
        const all = new Set(legal.map(key));
        const types = new Set(legal.map((a) => a.type));
        for (const t of types) seen.add(t);

        // play: card, then row
        const plays = new Set<string>();
        for (const card of playableCards(legal)) for (const a of playRows(legal, card)) plays.add(key(a));
        expect(plays).toEqual(new Set(ofType(legal, 'play').map(key)));
        // temple: cards one by one, slot, cell
        expect(rebuildTemples(legal)).toEqual(new Set(ofType(legal, 'temple').map(key)));
        // discard only: cards one by one
        const need = discardCount(legal, 'discard');
        if (need > 0) {
          const picked: string[] = [];
          while (picked.length < need) picked.push([...discardCandidates(legal, 'discard', picked)][0] as string);
          expect(all.has(key(discardAction(legal, picked) as TotwAction))).toBe(true);
        }
        // plant: source, then cell
        const plants = new Set<string>();
        for (const src of plantSources(legal)) for (const a of plantCells(legal, src).values()) plants.add(key(a));
        expect(plants).toEqual(new Set(ofType(legal, 'plant').map(key)));
        // steps and catapults: from, then to
        for (const type of ['step', 'catapult'] as const) {
          const acts = ofType(legal, type);
          const moves = new Set<string>();
          for (const from of moveSources(acts)) for (const a of moveTargets(acts, from).values()) moves.add(key(a));
          expect(moves).toEqual(new Set(acts.map(key)));
        }
        // village cards: slot, then side (and the tucked card to replace)
        const cards = new Set<string>();
        for (const slot of villageCardSlots(legal)) for (const a of villageCardChoices(legal, slot)) cards.add(key(a));
        expect(cards).toEqual(new Set(ofType(legal, 'villageCard').map(key)));

        const a = seeker(view, legal, k);
        if (a.type === 'village') {
          // The confirm summary (riders back, cells polluted) matches what the engine does.
          villages++;
          const b = view.boards[seat] as TotwView['boards'][number];
          const cell = cellIndex(a.cell);
          const tile = b.tiles[cell] as string;
          const def = CAT.forest.get(tile);
          const p = villagePreview(
            b,
            def?.slots ?? 0,
            CAT.turbine.has(tile),
            view.config.buildPollutionStacks,
            b.pollution,
            cell,
          );
          expect(m.submit(seat, a).ok).toBe(true);
          const after = g.view(m.state, seat).boards[seat] as TotwView['boards'][number];
          expect(after.capital - b.capital).toBe(p.riders);
          const grew = after.pollution.flatMap((n, i) => (n > (b.pollution[i] ?? 0) ? [i] : []));
          expect(grew).toEqual(p.polluted);
          continue;
        }
        expect(m.submit(seat, a).ok).toBe(true);
      }
    }
    expect(villages).toBeGreaterThan(2);
    for (const type of ['play', 'temple', 'village', 'cleanse', 'plant', 'step', 'villageCard', 'draw']) {
      expect(seen.has(type), type).toBe(true);
    }
  });
});
