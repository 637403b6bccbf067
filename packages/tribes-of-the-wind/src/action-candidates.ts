/** actionCandidates(): actions from the whole action space, legal or not, for the test kit. */
import type { Rng, Seat } from '@boardhall/engine';
import type { CellRef, NodeArg, PlayRow, TotwAction } from './actions.ts';
import { legalActions } from './rules/legal.ts';
import type { TotwState } from './state.ts';
import { CAT } from './tables.ts';

const ROWS: readonly PlayRow[] = ['easy', 'hard', 'only', 'both'];

function randomCell(rng: Rng): CellRef {
  return { r: rng.intBetween(-1, 3), c: rng.intBetween(-1, 4) };
}

function randomNode(rng: Rng): NodeArg {
  return rng.int(5) === 0 ? 'capital' : randomCell(rng);
}

/** A sample of the whole action space (mostly illegal) for the test kit's refusal checks. */
export function actionCandidates(s: TotwState, seat: Seat, rng: Rng): TotwAction[] {
  const card = () => rng.pick(CAT.cardIds);
  const mine = () => {
    const h = s.holders[seat] ?? [];
    return h.length > 0 && rng.int(3) > 0 ? rng.pick(h) : card();
  };
  const abilities = [...CAT.abilities.keys()];
  const out: TotwAction[] = [
    { type: 'play', card: mine(), row: rng.pick(ROWS) },
    { type: 'play', card: card(), row: rng.pick(ROWS) },
    { type: 'temple', discard: [mine(), mine(), mine()].sort(), slot: rng.int(4), cell: randomCell(rng) },
    { type: 'temple', discard: [mine(), mine()].sort(), slot: rng.int(4), cell: randomCell(rng) },
    { type: 'discard', discard: [mine(), mine(), mine()].sort() },
    { type: 'discard', discard: [mine(), mine()].sort() },
    { type: 'village', cell: randomCell(rng) },
    { type: 'pass' },
    { type: 'cleanse', cell: randomCell(rng) },
    { type: 'plant', source: 'market', slot: rng.int(4), cell: randomCell(rng) },
    { type: 'plant', source: 'stack', cell: randomCell(rng) },
    { type: 'plantSkip' },
    { type: 'step', from: randomNode(rng), to: randomNode(rng) },
    { type: 'stopMoving' },
    { type: 'catapult', from: randomNode(rng), to: randomNode(rng) },
    { type: 'catapultSkip' },
    { type: 'freeTemple', slot: rng.int(4), cell: randomCell(rng) },
    { type: 'freeTempleSkip' },
    { type: 'villageCard', slot: rng.int(4), side: rng.int(2) === 0 ? 'immediate' : 'tuck' },
    { type: 'villageCard', slot: rng.int(4), side: 'tuck', replace: rng.intBetween(-1, 4) },
    { type: 'firebreak', cell: randomCell(rng) },
    { type: 'rootedRiders', accept: rng.int(2) === 0 },
    { type: 'draw', source: 'row', slot: rng.int(4) },
    { type: 'draw', source: 'deck' },
    { type: 'ability', id: rng.pick(abilities) },
  ];
  // A few legal actions too, from the seat itself, so acceptance is exercised as well as refusal.
  const legal = legalActions(s, seat);
  for (let i = 0; i < 3 && legal.length > 0; i++) out.push(rng.pick(legal));
  return out;
}
