import type { LogSink, Message } from '@boardhall/engine';
import { effectsMessage, taskMessage } from '../message-params.ts';
import type { TotwState } from '../state.ts';
import { editionOf, villageOf } from '../tables.ts';
import { boardOf } from './board.ts';
import { player, say } from './log.ts';

/** Tasks and points are the same in every edition (`content/editions.ts`). */
function taskParams(id: string): { task: Message; vp: number } {
  const card = villageOf(id, 1);
  return { task: taskMessage(card.task), vp: card.vp };
}

export function anyVillageCard(s: TotwState): boolean {
  for (const v of s.villageRow) if (v !== null) return true;
  return false;
}

/** §3.9: takes the card in `slot`, refills the slot at once, then uses or tucks the card. */
export function takeVillageCard(
  s: TotwState,
  seat: number,
  slot: number,
  side: 'immediate' | 'tuck',
  replace: number | undefined,
  log?: LogSink,
): void {
  const b = boardOf(s, seat);
  const id = s.villageRow[slot] as string;
  const next = s.villageDeck.shift();
  s.villageRow[slot] = next ?? null;
  if (next !== undefined) s.reveals++;
  if (side === 'immediate') {
    const card = villageOf(id, editionOf(s.config));
    s.villageInPlay = id;
    if (log)
      say(log, 'totw.log.village-card-use', {
        player: player(seat),
        card: id,
        effects: effectsMessage(card.immediate),
      });
    s.queue.push({ t: 'vcDone' });
    if (card.immediate.length > 0) {
      s.queue.push({ t: 'effs', list: card.immediate, i: 0, src: { kind: 'villageCard', id }, ws: false });
    }
  } else if (replace !== undefined && b.tucked.length >= 4) {
    const old = b.tucked[replace] as string;
    b.tucked[replace] = id;
    s.villageDiscard.push(old);
    if (log) say(log, 'totw.log.village-card-replace', { player: player(seat), card: id, old, ...taskParams(id) });
  } else {
    b.tucked.push(id);
    if (log) say(log, 'totw.log.village-card-tuck', { player: player(seat), card: id, ...taskParams(id) });
  }
  if (log && next !== undefined) say(log, 'totw.log.village-row-refill', { slot: slot + 1, card: next });
}
