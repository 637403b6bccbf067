/**
 * The Solo Rival's turn (§11.3, RV-1…RV-5), run by the engine inside `apply` whenever the turn
 * passes to seat 1: never a decision, and never visible as an active seat.
 */
import type { LogSink } from '@boardhall/engine';
import type { Target } from '../actions.ts';
import { inc, total } from '../counts.ts';
import { type Params, seatParam, slotParams } from '../message-params.ts';
import { EMPTY, type FourHumoursState, type PotionCode, potion, RIVAL } from '../state.ts';
import { type SlotInfo, type Tables, tablesOf } from '../tables.ts';
import { drawFromBag } from './bag.ts';
import { endTurn } from './turn.ts';
import { partyCount } from './validate.ts';

/** RV-3: the Rival's focus, t mod 3. */
export const RIVAL_FOCUS = ['crowd', 'stir', 'party'] as const;
export type RivalFocus = (typeof RIVAL_FOCUS)[number];

export interface RivalTarget {
  readonly target: Target;
  readonly focus: RivalFocus;
}

/** The lowest-index empty slot that accepts humour `h`, or -1. */
function firstSlot(slots: readonly PotionCode[], infos: readonly SlotInfo[], h: number): number {
  for (let i = 0; i < slots.length; i++) {
    const si = infos[i];
    if (slots[i] === EMPTY && si && (si.lo === h || si.hi === h)) return i;
  }
  return -1;
}

function emptyCount(slots: readonly PotionCode[]): number {
  let n = 0;
  for (const p of slots) if (p === EMPTY) n++;
  return n;
}

/** One focus of RV-3: its target for humour `h`, or null when it finds none. */
function focusTarget(s: FourHumoursState, t: Tables, h: number, focus: RivalFocus): Target | null {
  if (focus === 'party') {
    for (let i = 0; i < s.parties.length; i++) {
      const party = s.parties[i];
      const info = t.parties[i];
      if (!party || !info || party.resolved || partyCount(s, RIVAL, i) >= s.partyLimit) continue;
      const slot = firstSlot(party.slots, info.slots, h);
      if (slot >= 0) return { kind: 'party', party: party.party, slot };
    }
    return null;
  }
  // Crowd: the fewest empty slots; Stir: the most; ties to the lower display position.
  let best: Target | null = null;
  let bestEmpty = 0;
  for (const d of s.display) {
    const info = t.scenes[t.sceneIndex.get(d.card) as number];
    if (!info) continue;
    const slot = firstSlot(d.slots, info.slots, h);
    if (slot < 0) continue;
    const empty = emptyCount(d.slots);
    if (best === null || (focus === 'crowd' ? empty < bestEmpty : empty > bestEmpty)) {
      best = { kind: 'scene', card: d.card, slot };
      bestEmpty = empty;
    }
  }
  return best;
}

/** RV-3 and RV-4: where the Rival puts a potion of humour `h` on its turn `turn` (t), or null. */
export function rivalTarget(s: FourHumoursState, h: number, turn: number): RivalTarget | null {
  const t = tablesOf(s);
  for (let k = 0; k < 3; k++) {
    const focus = RIVAL_FOCUS[(turn + k) % 3] as RivalFocus;
    const target = focusTarget(s, t, h, focus);
    if (target) return { target, focus };
  }
  return null;
}

/** One whole Rival turn: RV-1 pass on an empty bag, RV-2 draw, RV-3/RV-4 place or put back and pass. */
export function rivalTurn(s: FourHumoursState, log?: LogSink): void {
  const fd = s.fiefdom;
  if (!fd) return;
  const turn = fd.rivalTurns;
  fd.rivalTurns++;
  const bag = s.bags[RIVAL] as number[];
  const pass = (key: string): void => {
    s.consecutivePasses++;
    log?.push({ key, params: { player: seatParam(RIVAL), passes: s.consecutivePasses, seats: s.seats } });
    endTurn(s, RIVAL, log);
  };
  if (total(bag) === 0) {
    pass('fh.log.rival-pass-empty');
    return;
  }
  const h = drawFromBag(s, RIVAL);
  const found = rivalTarget(s, h, turn);
  if (!found) {
    // RV-4: the potion goes back, face down: nobody learns its humour.
    inc(bag, h, 1);
    pass('fh.log.rival-pass-no-slot');
    return;
  }
  const t = tablesOf(s);
  const target = found.target;
  const params: Params = {
    player: seatParam(RIVAL),
    focus: found.focus,
  };
  let slots: PotionCode[];
  if (target.kind === 'scene') {
    slots = (s.display.find((d) => d.card === target.card) as { slots: PotionCode[] }).slots;
    const info = t.scenes[t.sceneIndex.get(target.card) as number];
    params.scene = target.card;
    const si = info?.slots[target.slot];
    if (si) Object.assign(params, slotParams(si, target.slot));
  } else {
    const ix = t.partyIndex.get(target.party) as number;
    slots = (s.parties[ix] as { slots: PotionCode[] }).slots;
    const info = t.parties[ix];
    params.party = target.party;
    const si = info?.slots[target.slot];
    if (si) Object.assign(params, slotParams(si, target.slot));
  }
  slots[target.slot] = potion(RIVAL, h);
  // RV-5: a Rival placement is a PLACE for §5.
  s.consecutivePasses = 0;
  log?.push({ key: target.kind === 'scene' ? 'fh.log.rival-place' : 'fh.log.rival-place-party', params });
  endTurn(s, RIVAL, log);
}
