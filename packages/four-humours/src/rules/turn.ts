/** The end of a turn (TURN-4, §5.1): the next seat acts, or the round's end triggers start the resolution. */
import type { LogSink } from '@boardhall/engine';
import { total } from '../counts.ts';
import { seatParam } from '../message-params.ts';
import { EMPTY, type FourHumoursState, RIVAL, type RoundEndTrigger, type Seat } from '../state.ts';
import { startResolution } from './resolution.ts';

/** How many displayed scene cards have every slot filled. */
export function fullCards(s: FourHumoursState): number {
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

/** TURN-4: the next seat acts, unless an end trigger of §5.1 holds; then the resolution starts. */
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
