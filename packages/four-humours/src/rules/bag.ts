/** Bag draws (DET-3) and the draw log. */
import { type LogSink, randomInt } from '@boardhall/engine';
import { HUMOURS } from '../content/schema.ts';
import { inc, total } from '../counts.ts';
import { type FourHumoursState, HAND_SIZE, type Seat } from '../state.ts';

/** Takes one potion out of the bag (DET-3: one int(bag size) call). Returns its humour, or -1. */
export function drawFromBag(s: FourHumoursState, seat: Seat): number {
  const bag = s.bags[seat] as number[];
  const size = total(bag);
  if (size === 0) return -1;
  let r = randomInt(s.rng, size);
  for (let h = 0; h < 4; h++) {
    const n = bag[h] as number;
    if (r < n) {
      bag[h] = n - 1;
      return h;
    }
    r -= n;
  }
  return -1;
}

/** Draws one potion from the bag into the hand. Returns its humour, or -1. */
export function drawOne(s: FourHumoursState, seat: Seat): number {
  const h = drawFromBag(s, seat);
  if (h >= 0) inc(s.hands[seat] as number[], h, 1);
  return h;
}

/** Draws until the hand holds `upTo` potions or the bag is empty; collects the humours drawn in `codes`. */
export function drawQuietly(s: FourHumoursState, seat: Seat, codes: string[] | null, upTo = HAND_SIZE): number {
  const hand = s.hands[seat] as number[];
  let drawn = 0;
  while (total(hand) < upTo) {
    const h = drawOne(s, seat);
    if (h < 0) break;
    drawn++;
    codes?.push(HUMOURS[h] as string);
  }
  return drawn;
}

/** Draws until the hand holds `upTo` potions or the bag is empty; logs the draw secretly. */
export function drawUpTo(s: FourHumoursState, seat: Seat, log?: LogSink, upTo = HAND_SIZE): number {
  const codes: string[] | null = log ? [] : null;
  const drawn = drawQuietly(s, seat, codes, upTo);
  if (log && drawn > 0) {
    const player = { seat };
    log.push({
      key: 'fh.log.draw-own',
      params: { player, count: drawn, humours: codes ?? [] },
      only: [seat],
      others: { key: 'fh.log.draw', params: { player, count: drawn } },
    });
  }
  return drawn;
}

/** Moves a hand entirely back into the bag (mulligan). */
export function returnHand(s: FourHumoursState, seat: Seat): void {
  const hand = s.hands[seat] as number[];
  const bag = s.bags[seat] as number[];
  for (let h = 0; h < 4; h++) {
    bag[h] = (bag[h] as number) + (hand[h] as number);
    hand[h] = 0;
  }
}
