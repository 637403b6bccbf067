/** The turn actions (PLACE, PASS, MULLIGAN, CHOOSE, TURN-3); the end of a turn is in `turn.ts`. */
import type { LogSink } from '@boardhall/engine';
import type { FourHumoursAction, Target } from '../actions.ts';
import { HUMOURS } from '../content/schema.ts';
import { inc, total } from '../counts.ts';
import { humourParams, type Params, seatParam, slotParams } from '../message-params.ts';
import { type FourHumoursState, potion, RIVAL, type Seat } from '../state.ts';
import { tablesOf } from '../tables.ts';
import { drawQuietly, drawUpTo, returnHand } from './bag.ts';
import { choose, choosePlot } from './resolution.ts';
import { rivalTurn } from './rival.ts';
import { endTurn, fullCards } from './turn.ts';

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
      params = { player: seatParam(seat), scene: target.card };
      if (si) Object.assign(params, slotParams(si, target.slot));
    } else {
      const info = t.parties[t.partyIndex.get(target.party) as number];
      const si = info?.slots[target.slot];
      key = 'fh.log.place-party';
      params = { player: seatParam(seat), party: target.party };
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
