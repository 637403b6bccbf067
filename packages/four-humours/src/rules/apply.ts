/** The turn actions (PLACE, PASS, MULLIGAN, CHOOSE) and the end of a turn (TURN-3, TURN-4, §5.1). */
import type { LogSink } from '@boardhall/engine';
import type { FourHumoursAction, Target } from '../actions.ts';
import { HUMOURS } from '../content/schema.ts';
import { humourParams, type Params, seatParam, slotParams } from '../log.ts';
import { EMPTY, type FourHumoursState, potion, RIVAL, type RoundEndTrigger, type Seat } from '../state.ts';
import { inc } from '../util.ts';
import { drawQuietly, drawUpTo, returnHand, total } from './bag.ts';
import { tablesOf } from './context.ts';
import { choose, choosePlot, startResolution } from './resolution.ts';
import { rivalTurn } from './rival.ts';

function fullCards(s: FourHumoursState): number {
  let n = 0;
  for (const d of s.display) {
    let full = true;
    for (const p of d.slots) {
      if (p === EMPTY) {
        full = false;
        break;
      }
    }
    if (full) n++;
  }
  return n;
}

/** Whether END-EMPTY fails: some hand holds a potion (Solo: or the Rival's bag does, §5.1). */
function anyPotionsLeft(s: FourHumoursState): boolean {
  for (let p = 0; p < s.seats; p++) if (total(s.hands[p] as number[]) > 0) return true;
  return s.fiefdom?.ledger ? total(s.bags[RIVAL] as number[]) > 0 : false;
}

/** The placement-phase end triggers that hold now, in the order of §5.1. */
export function roundEndTriggers(s: FourHumoursState): RoundEndTrigger[] {
  const out: RoundEndTrigger[] = [];
  if (fullCards(s) >= s.options.fullCardsToEndRound) out.push('two-full');
  if (!anyPotionsLeft(s)) out.push('no-potions');
  if (s.consecutivePasses >= s.seats) out.push('all-passed');
  return out;
}

export function endTurn(s: FourHumoursState, seat: Seat, log?: LogSink): void {
  s.lastActor = seat;
  if (s.consecutivePasses < s.seats && anyPotionsLeft(s) && fullCards(s) < s.options.fullCardsToEndRound) {
    s.toAct = (seat + 1) % s.seats;
    return;
  }
  const triggers = roundEndTriggers(s);
  if (triggers.length === 0) {
    s.toAct = (seat + 1) % s.seats;
    return;
  }
  if (log)
    for (const tr of triggers)
      log.push({ key: `fh.log.round-end.${tr}`, params: { round: s.round, player: seatParam(seat) } });
  startResolution(s, triggers, log);
}

function place(s: FourHumoursState, seat: Seat, h: number, target: Target, log?: LogSink): void {
  const t = tablesOf(s);
  let slots: number[];
  if (target.kind === 'scene') {
    slots = (s.display.find((d) => d.card === target.card) as { slots: number[] }).slots;
  } else {
    slots = (s.parties[t.partyIndex.get(target.party) as number] as { slots: number[] }).slots;
  }
  inc(s.hands[seat] as number[], h, -1);
  slots[target.slot] = potion(seat, h);
  s.consecutivePasses = 0;
  // 5.4: the filling turn draws unless drawOnFinalPlacement is off and this placement ends the round.
  const draws = s.options.drawOnFinalPlacement || fullCards(s) < s.options.fullCardsToEndRound;
  const codes: string[] | null = log ? [] : null;
  const drawn = draws ? drawQuietly(s, seat, codes) : 0;
  if (log) {
    let params: Params;
    let key: string;
    if (target.kind === 'scene') {
      const info = t.scenes[t.sceneIndex.get(target.card) as number];
      const si = info?.slots[target.slot];
      key = 'fh.log.place';
      params = { player: seatParam(seat), scene: info?.def.name ?? target.card, sceneId: target.card };
      if (si) Object.assign(params, slotParams(si, target.slot));
    } else {
      const info = t.parties[t.partyIndex.get(target.party) as number];
      const si = info?.slots[target.slot];
      key = 'fh.log.place-party';
      params = { player: seatParam(seat), party: info?.def.name ?? target.party, partyId: target.party };
      if (si) Object.assign(params, slotParams(si, target.slot));
    }
    // The draw of TURN-3 shares the entry: its humours are the placer's secret, like the potion's.
    if (drawn > 0) {
      key += '-draw';
      params.drawn = drawn;
    }
    const own = { ...params, ...humourParams(h), ...(drawn > 0 ? { humours: codes ?? [] } : {}) };
    log.push({ key: `${key}-own`, params: own, only: [seat], others: { key, params } });
  }
  endTurn(s, seat, log);
}

function mulligan(s: FourHumoursState, seat: Seat, log?: LogSink): void {
  const hand = s.hands[seat] as number[];
  const h = hand.findIndex((x) => x > 0);
  if (log) {
    const params = { player: seatParam(seat), count: total(hand), ...humourParams(h) };
    if (s.options.revealMulligan) log.push({ key: 'fh.log.mulligan', params });
    else {
      log.push({
        key: 'fh.log.mulligan',
        params,
        only: [seat],
        others: { key: 'fh.log.mulligan-hidden', params: { player: seatParam(seat) } },
      });
    }
  }
  returnHand(s, seat);
  s.mulliganUsed[seat] = true;
  drawUpTo(s, seat, log);
}

/**
 * Applies a validated action in place, running any automatic steps that follow it (§4.8): the
 * resolution, the next round's start and, in Solo, the Rival's turns, until a player must act.
 */
export function applyAction(s: FourHumoursState, seat: Seat, a: FourHumoursAction, log?: LogSink): void {
  applyOne(s, seat, a, log);
  if (!s.fiefdom?.ledger) return;
  while (s.phase === 'placement' && s.toAct === RIVAL && !s.pending) rivalTurn(s, log);
}

function applyOne(s: FourHumoursState, seat: Seat, a: FourHumoursAction, log?: LogSink): void {
  switch (a.type) {
    case 'place':
      place(s, seat, HUMOURS.indexOf(a.humour), a.target, log);
      return;
    case 'pass':
      s.consecutivePasses++;
      log?.push({
        key: 'fh.log.pass',
        params: { player: seatParam(seat), passes: s.consecutivePasses, seats: s.seats },
      });
      endTurn(s, seat, log);
      return;
    case 'mulligan':
      mulligan(s, seat, log);
      return;
    case 'choose':
      choose(s, a.cell, log);
      return;
    case 'choosePlot':
      choosePlot(s, a.plot[0], a.plot[1], log);
      return;
  }
}
