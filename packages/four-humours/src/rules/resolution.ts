/**
 * The resolution phase (§6, RES-1…RES-7) as a resumable process: it runs inside applyInPlace
 * and stops only at a pending decision, at the next round's first turn, or at the end.
 */
import type { LogSink } from '@boardhall/engine';
import { HUMOURS, type Humour } from '../content/schema.ts';
import { inc, total } from '../counts.ts';
import { graphOf, type MapGraph } from '../map.ts';
import { cellListParams, cellParams, plotListParams, plotParams, potionParams } from '../message-params.ts';
import {
  EMPTY,
  type FiefdomState,
  type FourHumoursState,
  humourOf,
  type Move,
  ownerOf,
  type PotionCode,
  type Resolution,
  RIVAL,
  type RoundEndTrigger,
} from '../state.ts';
import { type SlotInfo, type Tables, tablesOf } from '../tables.ts';
import { objectiveCheck } from './claims.ts';
import { fiefDestinations } from './fief.ts';
import { OUT_ESCAPE, OUT_WIN, resolveSlots, type StepTrace } from './ladder.ts';
import { cleanupAndContinue } from './round.ts';
import { logTrace, sourceParams } from './trace.ts';

function queueMoves(queue: Move[], source: 'scene' | 'party', at: number, outcomes: readonly number[]): void {
  outcomes.forEach((o, slot) => {
    if (o === OUT_WIN) queue.push({ source, at, slot, effect: 'win' });
  });
  outcomes.forEach((o, slot) => {
    if (o === OUT_ESCAPE) queue.push({ source, at, slot, effect: 'escape' });
  });
}

/** RES-1 and RES-2, then everything up to the first decision. */
export function startResolution(s: FourHumoursState, triggers: RoundEndTrigger[], log?: LogSink): void {
  const t = tablesOf(s);
  s.phase = 'resolution';
  s.toAct = -1;
  log?.push({ key: 'fh.log.reveal', params: { round: s.round } });
  const queue: Move[] = [];
  s.display.forEach((d, pos) => {
    const info = t.scenes[t.sceneIndex.get(d.card) as number];
    if (!info) return;
    const trace: StepTrace[] | undefined = log ? [] : undefined;
    const out = resolveSlots(d.slots, info.steps, trace);
    if (log && trace) logTrace(log, t, 'scene', info, pos, d.slots, out, trace);
    queueMoves(queue, 'scene', pos, out);
  });
  s.resolution = { stage: 'scenes', queue, partyQueue: [], current: -1, markers: 0, triggers };
  if (log) {
    const key = !s.fiefdom ? 'fh.log.to-map' : s.fiefdom.ledger ? 'fh.log.to-fief-solo' : 'fh.log.to-fief';
    log.push({ key, params: { round: s.round } });
  }
  advance(s, log);
}

function slotsOf(s: FourHumoursState, move: Move): PotionCode[] {
  return move.source === 'scene' ? (s.display[move.at]?.slots ?? []) : (s.parties[move.at]?.slots ?? []);
}

/** The legal destinations of a winner or escaper, sorted by cell id (6.4, PR-3). */
export function destinations(s: FourHumoursState, t: Tables, g: MapGraph, move: Move): readonly number[] {
  if (move.source === 'scene') {
    const card = s.display[move.at];
    const info = card ? t.scenes[t.sceneIndex.get(card.card) as number] : undefined;
    if (!info) return [];
    if (move.effect === 'win') return info.cell >= 0 ? [info.cell] : (t.zoneCells[info.zone] ?? []);
    if (info.cell >= 0) return g.adj[info.cell] ?? [];
    return (s.options.animalEscape === 'outsideZone' ? g.zoneOutside[info.zone] : g.zoneAdjacent[info.zone]) ?? [];
  }
  const info = t.parties[move.at];
  if (!info) return [];
  if (move.effect === 'win') {
    return s.options.partyWinnerDestination === 'partyLocation' ? [info.cell] : (t.zoneCells[info.zone] ?? []);
  }
  return info.cell >= 0 ? (g.adj[info.cell] ?? []) : [];
}

function sourceOf(s: FourHumoursState, t: Tables, move: Move) {
  if (move.source === 'scene') {
    const info = t.scenes[t.sceneIndex.get(s.display[move.at]?.card ?? '') as number];
    return info ? sourceParams(info, 'scene') : {};
  }
  const info = t.parties[move.at];
  return info ? sourceParams(info, 'party') : {};
}

/** Moves the potion of `move` onto `cell` (D-3: it stays there for the rest of the game). */
export function placeOnMap(s: FourHumoursState, t: Tables, move: Move, cell: number, log?: LogSink): void {
  const slots = slotsOf(s, move);
  const code = slots[move.slot] as PotionCode;
  slots[move.slot] = EMPTY;
  (s.cells[cell] as PotionCode[]).push(code);
  if (log) {
    const key = move.effect === 'win' ? 'fh.log.to-cell' : 'fh.log.escape';
    log.push({ key, params: { ...potionParams(code), ...cellParams(t, cell), ...sourceOf(s, t, move) } });
  }
}

/** The slot a move leaves from. */
function slotInfoOf(s: FourHumoursState, t: Tables, move: Move): SlotInfo | undefined {
  if (move.source === 'party') return t.parties[move.at]?.slots[move.slot];
  const card = s.display[move.at];
  return card ? t.scenes[t.sceneIndex.get(card.card) as number]?.slots[move.slot] : undefined;
}

/** Moves the potion of `move` onto a plot of its owner's fief (§10.5; it stays there for good). */
export function placeOnFief(s: FourHumoursState, t: Tables, move: Move, plot: number, log?: LogSink): void {
  const slots = slotsOf(s, move);
  const code = slots[move.slot] as PotionCode;
  const fief = s.fiefdom?.fiefs[ownerOf(code)];
  if (!fief) return;
  slots[move.slot] = EMPTY;
  fief[plot] = code;
  if (log) {
    const key = move.effect === 'win' ? 'fh.log.to-plot' : 'fh.log.escape-plot';
    log.push({ key, params: { ...potionParams(code), ...plotParams(t, plot), ...sourceOf(s, t, move) } });
  }
}

/** §10.5 RES-3 and §11.4: a fief move, or straight to the Rival's ledger. */
function performFiefMove(
  s: FourHumoursState,
  t: Tables,
  fd: FiefdomState,
  move: Move,
  code: PotionCode,
  log?: LogSink,
): void {
  const owner = ownerOf(code);
  if (fd.ledger && owner === RIVAL) {
    slotsOf(s, move)[move.slot] = EMPTY;
    inc(fd.ledger, humourOf(code), 1);
    if (log) {
      const key = move.effect === 'win' ? 'fh.log.to-ledger' : 'fh.log.escape-ledger';
      log.push({ key, params: { ...potionParams(code), ...sourceOf(s, t, move), ledger: total(fd.ledger) } });
    }
    return;
  }
  const fief = fd.fiefs[owner] ?? [];
  const plots = fiefDestinations(t.fief, fief, slotInfoOf(s, t, move)?.citizen ?? null, move.effect);
  if (plots.length === 0) {
    // FX: treated as discarded; it stays on its slot until CL-1 (scene) or PR-4 (party).
    if (log) {
      const key = move.source === 'scene' ? 'fh.log.no-plot-bag' : 'fh.log.no-plot-removed';
      log.push({ key, params: { ...potionParams(code), ...sourceOf(s, t, move) } });
    }
    return;
  }
  if (plots.length === 1) {
    placeOnFief(s, t, move, plots[0] as number, log);
    return;
  }
  s.pending = { owner, humour: HUMOURS[humourOf(code)] as Humour, move, cells: [], plots };
  if (log) {
    const key = move.effect === 'win' ? 'fh.log.decision-win-plot' : 'fh.log.decision-escape-plot';
    log.push({ key, params: { ...potionParams(code), ...sourceOf(s, t, move), ...plotListParams(t, plots) } });
  }
}

function performMove(s: FourHumoursState, t: Tables, g: MapGraph, move: Move, log?: LogSink): void {
  const code = slotsOf(s, move)[move.slot] as PotionCode;
  if (code === EMPTY) return;
  if (s.fiefdom) {
    performFiefMove(s, t, s.fiefdom, move, code, log);
    return;
  }
  const dests = destinations(s, t, g, move);
  if (dests.length === 0) {
    // D-1: it stays where it is, back to the bag at CL-1 (scene) or removed with the tile (party).
    if (log) {
      const key = move.source === 'scene' ? 'fh.log.no-exit-bag' : 'fh.log.no-exit-removed';
      log.push({ key, params: { ...potionParams(code), ...sourceOf(s, t, move) } });
    }
    return;
  }
  if (dests.length === 1) {
    placeOnMap(s, t, move, dests[0] as number, log);
    return;
  }
  const owner = ownerOf(code);
  s.pending = {
    owner,
    humour: HUMOURS[humourOf(code)] as Humour,
    move,
    cells: dests.map((c) => t.cells[c]?.id ?? '?'),
  };
  if (log) {
    const key = move.effect === 'win' ? 'fh.log.decision-win' : 'fh.log.decision-escape';
    log.push({ key, params: { ...potionParams(code), ...sourceOf(s, t, move), ...cellListParams(t, dests) } });
  }
}

/** Reveals a party tile and runs its step list (PR-2, PR-3). */
function beginParty(s: FourHumoursState, t: Tables, res: Resolution, ix: number, log?: LogSink): void {
  const party = s.parties[ix];
  const info = t.parties[ix];
  res.current = ix;
  if (!party || !info) return;
  const trace: StepTrace[] | undefined = log ? [] : undefined;
  const out = resolveSlots(party.slots, info.steps, trace);
  if (log && trace) logTrace(log, t, 'party', info, ix, party.slots, out, trace);
  queueMoves(res.queue, 'party', ix, out);
}

/** Every potion still on the tile is removed from the game; the tile leaves play (PR-3, PR-4). */
function finishParty(s: FourHumoursState, t: Tables, ix: number, log?: LogSink): void {
  const party = s.parties[ix];
  if (!party) return;
  for (let i = 0; i < party.slots.length; i++) {
    const code = party.slots[i] as PotionCode;
    if (code === EMPTY) continue;
    inc(s.removed[ownerOf(code)] as number[], humourOf(code), 1);
    party.slots[i] = EMPTY;
  }
  party.resolved = true;
  const info = t.parties[ix];
  if (log && info) log.push({ key: 'fh.log.party-resolved', params: sourceParams(info, 'party') });
}

/** Runs the resolution on from wherever it stands. */
export function advance(s: FourHumoursState, log?: LogSink): void {
  const res = s.resolution;
  if (!res) return;
  const t = tablesOf(s);
  const g = graphOf(s, t);
  for (;;) {
    if (s.pending) return;
    const move = res.queue.shift();
    if (move) {
      performMove(s, t, g, move, log);
      continue;
    }
    if (res.stage === 'scenes') {
      res.stage = 'parties';
      objectiveCheck(s, t, g, res, true, log);
      continue;
    }
    if (res.current >= 0) {
      finishParty(s, t, res.current, log);
      res.current = -1;
      continue;
    }
    const next = res.partyQueue.shift();
    if (next !== undefined) {
      beginParty(s, t, res, next, log);
      continue;
    }
    if (s.options.objectiveCascade && res.markers > 0) {
      objectiveCheck(s, t, g, res, true, log);
      if (res.markers > 0) continue;
    }
    cleanupAndContinue(s, log);
    return;
  }
}

/** Answers the pending decision with a plot of the owner's fief and resumes the resolution. */
export function choosePlot(s: FourHumoursState, row: number, col: number, log?: LogSink): void {
  const p = s.pending;
  if (!p) return;
  const t = tablesOf(s);
  s.pending = null;
  placeOnFief(s, t, p.move, row * t.fief.cols + col, log);
  advance(s, log);
}

/** Answers the pending decision with a cell and resumes the resolution. */
export function choose(s: FourHumoursState, cellId: string, log?: LogSink): void {
  const p = s.pending;
  if (!p) return;
  const t = tablesOf(s);
  const cell = t.cellIndex.get(cellId);
  if (cell === undefined) return;
  s.pending = null;
  placeOnMap(s, t, p.move, cell, log);
  advance(s, log);
}
