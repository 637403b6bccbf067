/** A hand-written deep copy of the state (the search fast path); immutable parts are shared. */
import { cloneRngState } from '@boardhall/engine';
import type { DisplayCard, FiefdomState, FourHumoursState, Move, PartyState, Pending, Resolution } from './state.ts';

const copyCounts = (xs: number[][]): number[][] => {
  const out = new Array<number[]>(xs.length);
  for (let i = 0; i < xs.length; i++) out[i] = (xs[i] as number[]).slice();
  return out;
};

const copyMove = (m: Move): Move => ({ source: m.source, at: m.at, slot: m.slot, effect: m.effect });

function copyResolution(r: Resolution): Resolution {
  return {
    stage: r.stage,
    queue: r.queue.map(copyMove),
    partyQueue: r.partyQueue.slice(),
    current: r.current,
    markers: r.markers,
    triggers: r.triggers.slice(),
  };
}

export function cloneState(s: FourHumoursState): FourHumoursState {
  const display = new Array<DisplayCard>(s.display.length);
  for (let i = 0; i < s.display.length; i++) {
    const d = s.display[i] as DisplayCard;
    display[i] = { card: d.card, slots: d.slots.slice() };
  }
  const parties = new Array<PartyState>(s.parties.length);
  for (let i = 0; i < s.parties.length; i++) {
    const p = s.parties[i] as PartyState;
    parties[i] = { party: p.party, resolved: p.resolved, slots: p.slots.slice() };
  }
  return {
    game: s.game,
    // Options and the layout are never mutated, so clones share them.
    options: s.options,
    seats: s.seats,
    displaySize: s.displaySize,
    partyLimit: s.partyLimit,
    rng: cloneRngState(s.rng),
    phase: s.phase,
    round: s.round,
    toAct: s.toAct,
    firstSeat: s.firstSeat,
    startSeat: s.startSeat,
    consecutivePasses: s.consecutivePasses,
    lastActor: s.lastActor,
    mulliganUsed: s.mulliganUsed.slice(),
    hands: copyCounts(s.hands),
    bags: copyCounts(s.bags),
    removed: copyCounts(s.removed),
    tiles: s.tiles,
    layoutKey: s.layoutKey,
    cells: copyCounts(s.cells),
    display,
    parties,
    objectives: s.objectives.map((o) => ({ objective: o.objective, claimedBy: o.claimedBy.slice() })),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    deckShort: s.deckShort,
    resolution: s.resolution ? copyResolution(s.resolution) : null,
    pending: s.pending ? copyPending(s.pending) : null,
    endTriggers: s.endTriggers.slice(),
    ...(s.fiefdom ? { fiefdom: copyFiefdom(s.fiefdom) } : {}),
  };
}

function copyPending(p: Pending): Pending {
  const out = { owner: p.owner, humour: p.humour, move: copyMove(p.move), cells: p.cells.slice() };
  return p.plots ? { ...out, plots: p.plots.slice() } : out;
}

function copyFiefdom(f: FiefdomState): FiefdomState {
  return { fiefs: copyCounts(f.fiefs), ledger: f.ledger ? f.ledger.slice() : null, rivalTurns: f.rivalTurns };
}
