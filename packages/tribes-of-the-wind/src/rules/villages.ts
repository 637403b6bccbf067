import type { LogSink } from '@boardhall/engine';
import type { Effect } from '../content/schema.ts';
import { NEIGHBOURS, nodeId } from '../grid.ts';
import type { BoardState, TotwState } from '../state.ts';
import { CAT } from '../tables.ts';
import { boardOf, has, ridersNeeded } from './board.ts';
import { player, say } from './log.ts';

const MOVE_2: readonly Effect[] = Object.freeze([Object.freeze({ kind: 'move', n: 2 })]);
const WATER_2: readonly Effect[] = Object.freeze([Object.freeze({ kind: 'water', n: 2 })]);

/** The cells that build pollution would reach (§3.8 step 3), in cell order. */
export function pollutionTargets(s: TotwState, b: BoardState, cell: number): number[] {
  const tile = b.tiles[cell];
  if (tile == null || CAT.turbine.has(tile)) return [];
  const out: number[] = [];
  for (const n of NEIGHBOURS[cell] as readonly number[]) {
    if (b.tiles[n] !== null) continue;
    if (!s.config.buildPollutionStacks && (b.pollution[n] as number) > 0) continue;
    out.push(n);
  }
  return out.sort((x, y) => x - y);
}

export function applyBuildPollution(s: TotwState, seat: number, cell: number, spared: number, log?: LogSink): void {
  const b = boardOf(s, seat);
  const cells = pollutionTargets(s, b, cell).filter((c) => c !== spared);
  for (const c of cells) b.pollution[c] = (b.pollution[c] as number) + 1;
  if (log && cells.length > 0) {
    say(log, 'totw.log.build-pollution', { player: player(seat), cells: cells.map(nodeId), n: cells.length });
  }
}

/**
 * §3.8: returns R riders, flips the tile, then queues (top first) build pollution or the
 * Firebreak question, the marker, the build bonuses, the leader hooks, the village card and Updraft.
 */
export function buildVillage(s: TotwState, seat: number, cell: number, log?: LogSink): void {
  const b = boardOf(s, seat);
  const tile = b.tiles[cell] as string;
  const r = ridersNeeded(b, tile);
  b.riders[cell] = (b.riders[cell] as number) - r;
  b.capital += r;
  b.village[cell] = true;
  if (log) say(log, 'totw.log.village', { player: player(seat), tile, cell: nodeId(cell), riders: r });
  const q = s.queue;
  if (has(b, 'updraft')) q.push({ t: 'effs', list: MOVE_2, i: 0, src: { kind: 'ability', id: 'updraft' }, ws: false });
  q.push({ t: 'villageCard', src: { kind: 'village', tile } });
  if (has(b, 'pilgrims') && (b.temple[cell] as number) >= 0) {
    q.push({ t: 'effs', list: MOVE_2, i: 0, src: { kind: 'ability', id: 'pilgrims' }, ws: false });
  }
  if (has(b, 'springDowsing')) {
    q.push({ t: 'effs', list: WATER_2, i: 0, src: { kind: 'ability', id: 'springDowsing' }, ws: false });
  }
  const bonus = CAT.bonusEffects.get(tile) ?? [];
  if (bonus.length > 0) q.push({ t: 'effs', list: bonus, i: 0, src: { kind: 'buildBonus', tile }, ws: false });
  q.push({ t: 'marker', cell });
  if (has(b, 'firebreak') && pollutionTargets(s, b, cell).length > 0) {
    q.push({ t: 'firebreak', cell, src: { kind: 'ability', id: 'firebreak' } });
  } else {
    applyBuildPollution(s, seat, cell, -1, log);
  }
}

/** §3.8 step 4 and §6.1.1: the marker, and the end token for the first 5th village. */
export function placeMarker(s: TotwState, seat: number, log?: LogSink): void {
  const b = boardOf(s, seat);
  b.markers--;
  if (b.markers === 0 && s.endToken === null) {
    s.endToken = seat;
    s.triggerRound = s.round;
    if (log) say(log, 'totw.log.fifth-village', { player: player(seat), round: s.round });
  }
}
