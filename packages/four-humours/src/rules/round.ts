/** Cleanup (RES-6), the end check (RES-7, §7.1), the next round's start (§6.9) and the end of the game. */
import type { LogSink } from '@boardhall/engine';
import { inc, total } from '../counts.ts';
import { graphOf } from '../map.ts';
import { seatParam } from '../message-params.ts';
import { EMPTY, type FourHumoursState, type GameEndTrigger, HAND_SIZE, humourOf, ownerOf } from '../state.ts';
import { tablesOf } from '../tables.ts';
import { drawUpTo } from './bag.ts';
import { objectiveCheck } from './claims.ts';
import { outcomeOf } from './scoring.ts';

/** CL-1…CL-3, then the end check, then either the end of the game or the next round. */
export function cleanupAndContinue(s: FourHumoursState, log?: LogSink): void {
  let returned = 0;
  for (const d of s.display) {
    for (let i = 0; i < d.slots.length; i++) {
      const code = d.slots[i] as number;
      if (code === EMPTY) continue;
      inc(s.bags[ownerOf(code)] as number[], humourOf(code), 1);
      d.slots[i] = EMPTY;
      returned++;
    }
  }
  log?.push({ key: 'fh.log.cleanup', params: { round: s.round, count: returned } });
  for (const d of s.display) s.discard.push(d.card);
  s.display = [];
  const need = s.displaySize;
  if (s.options.deckShortRule === 'lessThanDisplay') {
    if (s.deck.length >= need) deal(s, need);
    else s.deckShort = true;
  } else if (s.deck.length === 0) s.deckShort = true;
  else deal(s, Math.min(need, s.deck.length));
  if (log) {
    if (s.deckShort) log.push({ key: 'fh.log.deck-short', params: { deck: s.deck.length, need } });
    else {
      log.push({
        key: 'fh.log.deal',
        params: { scenes: s.display.map((d) => d.card), count: s.display.length, deck: s.deck.length },
      });
    }
  }
  s.resolution = null;
  const triggers: GameEndTrigger[] = [];
  if (s.parties.every((p) => p.resolved)) triggers.push('parties');
  if (s.deckShort) triggers.push('deck');
  if (triggers.length > 0) {
    endGame(s, triggers, log);
    return;
  }
  startRound(s, log);
}

function deal(s: FourHumoursState, n: number): void {
  for (const card of s.deck.splice(0, n)) s.display.push({ card, slots: newSlots(s, card) });
}

export function newSlots(s: FourHumoursState, card: string): number[] {
  const t = tablesOf(s);
  const info = t.scenes[t.sceneIndex.get(card) as number];
  return new Array<number>(info?.slots.length ?? 0).fill(EMPTY);
}

function nextFirstSeat(s: FourHumoursState): number {
  switch (s.options.nextRoundStarter) {
    case 'rotate':
      return (s.startSeat + s.round) % s.seats;
    case 'same':
      return s.startSeat;
    default:
      return (s.lastActor + 1) % s.seats;
  }
}

/** The players of the match: every seat but the Solo Rival. */
const playersOf = (s: FourHumoursState): number => (s.options.mode === 'solo' ? s.seats - 1 : s.seats);

/** §6.9 RS-1…RS-4. The Solo Rival neither counts for E3 nor draws (§11.6, RS-2). */
function startRound(s: FourHumoursState, log?: LogSink): void {
  const players = playersOf(s);
  let short = 0;
  for (let p = 0; p < players; p++)
    if (total(s.hands[p] as number[]) + total(s.bags[p] as number[]) < HAND_SIZE) short++;
  const e3 = s.options.refillEndRule === 'anyPlayer' ? short > 0 : short === players;
  if (e3) {
    endGame(s, ['bag'], log);
    return;
  }
  const first = nextFirstSeat(s);
  s.firstSeat = first;
  s.round++;
  log?.push({ key: 'fh.log.round-start', params: { round: s.round, player: seatParam(first) } });
  for (let k = 0; k < s.seats; k++) {
    const seat = (first + k) % s.seats;
    if (seat < players) drawUpTo(s, seat, log);
  }
  s.mulliganUsed.fill(false);
  s.consecutivePasses = 0;
  if (s.fiefdom) s.fiefdom.rivalTurns = 0;
  s.phase = 'placement';
  s.toAct = first;
}

function endGame(s: FourHumoursState, triggers: GameEndTrigger[], log?: LogSink): void {
  s.phase = 'over';
  s.toAct = -1;
  s.pending = null;
  s.resolution = null;
  s.endTriggers = triggers;
  if (log) for (const tr of triggers) log.push({ key: `fh.log.game-end.${tr}`, params: { round: s.round } });
  if (s.options.finalObjectiveCheck) {
    const t = tablesOf(s);
    objectiveCheck(s, t, graphOf(s, t), null, false, log);
  }
  if (log) {
    const o = outcomeOf(s);
    if (o?.solo) {
      const r = o.solo;
      log.push({
        key: `fh.log.result-solo.${r.result}`,
        params: {
          player: seatParam(0),
          objectives: r.objectives,
          rivalObjectives: r.rivalObjectives,
          fief: r.fiefPotions,
          ledger: r.ledger,
          score: r.score,
        },
      });
      return;
    }
    const winners = o?.ranking[0] ?? [];
    const best = o?.scores[winners[0] ?? 0] ?? 0;
    const key = winners.length > 1 ? 'fh.log.result-shared' : 'fh.log.result';
    log.push({
      key,
      params: { players: winners.map(seatParam), player: seatParam(winners[0] ?? 0), objectives: best },
    });
  }
}
