import { graphFor, type MapGraph } from '../map.ts';
import type { FourHumoursState } from '../state.ts';
import { type Tables, tablesFor } from '../tables.ts';

export function tablesOf(s: FourHumoursState): Tables {
  return tablesFor(s.options.content);
}

export function graphOf(s: FourHumoursState, t: Tables = tablesOf(s)): MapGraph {
  return graphFor(t, s.tiles, s.layoutKey);
}

/** Fiefdom or Solo: potions go to fiefs (§10), not to a shared map. */
export const isFiefMode = (s: FourHumoursState): boolean => s.fiefdom !== undefined;

/** Solo: the Rival sits in seat 1 (§11). */
export const isSolo = (s: FourHumoursState): boolean => s.options.mode === 'solo';

/** The players of the match: every seat but the Solo Rival. */
export const playersOf = (s: FourHumoursState): number => (s.options.mode === 'solo' ? s.seats - 1 : s.seats);
