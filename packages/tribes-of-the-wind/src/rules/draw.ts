import type { LogSink } from '@boardhall/engine';
import { shuffleInPlace } from '@boardhall/engine';
import type { TotwState } from '../state.ts';
import { CAT } from '../tables.ts';
import { elementWord, say } from './log.ts';

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** §3.10.4: the discard, sorted by id, shuffled into a new deck (index 0 = top). */
export function reshuffle(s: TotwState, log?: LogSink): void {
  const cards = s.discard;
  s.discard = [];
  s.reveals++;
  cards.sort(byId);
  shuffleInPlace(s.rng, cards);
  for (const c of cards) s.deck.push(c);
  if (log) say(log, 'totw.log.reshuffle', { n: s.deck.length });
}

/** The deck is a legal source when it has a card, or is empty with cards in the discard. */
export function deckAvailable(s: TotwState): boolean {
  return s.deck.length > 0 || s.discard.length > 0;
}

/** Takes the deck's top card, reshuffling first or after as §3.10.4 says; null when none is left. */
export function takeFromDeck(s: TotwState, log?: LogSink): string | null {
  if (s.deck.length === 0 && s.discard.length > 0) reshuffle(s, log);
  const c = s.deck.shift();
  if (c === undefined) return null;
  s.reveals++;
  if (s.deck.length === 0 && s.discard.length > 0) reshuffle(s, log);
  return c;
}

/** §3.10.5: fills empty row slots in ascending order from the deck while cards remain. */
export function refillRow(s: TotwState, log?: LogSink): void {
  for (let i = 0; i < 4; i++) {
    if (s.row[i] !== null) continue;
    const c = takeFromDeck(s, log);
    if (c === null) return;
    s.row[i] = c;
    if (log) say(log, 'totw.log.row-refill', { slot: i + 1, element: elementWord(CAT.elementOf.get(c) ?? -1) });
  }
}

/** Whether the draw step has any source left. */
export function anyDrawSource(s: TotwState): boolean {
  if (deckAvailable(s)) return true;
  for (const c of s.row) if (c !== null) return true;
  return false;
}
