/** What the test kit looks for in views that should not hold it (the contract's `secretsOf`). */
import type { Seat } from '@boardhall/engine';
import type { TotwState } from './state.ts';

/**
 * What only `seat` may know: the faces in its holder (blind-drawn cards excluded: nobody knows
 * them), and its tucked cards when `tuckedCardsPublic` is off. Each id is in exactly one place, so
 * none of them can be public elsewhere.
 */
export function secretsOf(s: TotwState, seat: Seat): string[] {
  const blind = seat === s.seat ? s.turn.blind : [];
  const out = (s.holders[seat] ?? []).filter((id) => !blind.includes(id));
  if (!s.config.tuckedCardsPublic) out.push(...(s.boards[seat]?.tucked ?? []));
  return out;
}
