import { graphFor, type MapGraph } from '../map.ts';
import type { FourHumoursState } from '../state.ts';
import { type Tables, tablesFor } from '../tables.ts';

export function tablesOf(s: FourHumoursState): Tables {
  return tablesFor(s.options.content);
}

export function graphOf(s: FourHumoursState, t: Tables = tablesOf(s)): MapGraph {
  return graphFor(t, s.tiles, s.layoutKey);
}
