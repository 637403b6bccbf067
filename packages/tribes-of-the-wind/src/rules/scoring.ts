import { type RankFigure, type RankingExplanation, rankSeats } from '@boardhall/engine';
import type { LeaderId } from '../content/schema.ts';
import { CELL_COUNT } from '../grid.ts';
import type { RulesConfig } from '../options.ts';
import type { BoardState } from '../state.ts';
import { CAT, editionOf, tablesOf } from '../tables.ts';
import { has, pollutedCells, templesBuilt, tileCount, villageCount } from './board.ts';
import { taskMet } from './tasks.ts';

/** One tucked card's status: `met` is null when the card is hidden from the viewer. */
export interface TuckedScore {
  id: string | null;
  vp: number | null;
  met: boolean | null;
}

/** §6.2 by category. `villageCards` counts only cards the caller can see; `complete` says whether that is all. */
export interface ScoreBreakdown {
  endToken: number;
  villages: number;
  temples: number;
  pollutedCells: number;
  tiles: number;
  villageCards: number;
  leaderPowers: number;
  total: number;
  /** True when every tucked card is known, so `total` is the seat's real score. */
  complete: boolean;
  detail: {
    villageCount: number;
    templeCount: number;
    pollutedCellCount: number;
    tileCount: number;
    water: number;
    tucked: TuckedScore[];
    powers: { id: 'reservoir' | 'clearSkies' | 'groveKeeper' | 'holyGround'; vp: number }[];
  };
}

/** What scoring reads: a board (tucked ids may be null when hidden), the config and the end token. */
export interface ScoringInput {
  config: RulesConfig;
  boards: readonly (Omit<BoardState, 'tucked'> & { tucked: readonly (string | null)[] })[];
  leaders: readonly LeaderId[];
  endToken: number | null;
}

const TEMPLE_VP = [0, 0, 0, 3, 7];
const POLLUTION_VP = [12, 7, 3];

export function pollutionVp(cells: number): number {
  return POLLUTION_VP[cells] ?? 0;
}

/**
 * The total of `scoreBoard` without its breakdown, for bots that judge thousands of positions a
 * second (it makes no garbage). Hidden tucked cards count nothing, as in `scoreBoard`.
 */
export function scoreTotal(input: ScoringInput, seat: number): number {
  const b = input.boards[seat] as ScoringInput['boards'][number];
  const asBoard = b as BoardState;
  const polluted = pollutedCells(asBoard);
  let cardVp = 0;
  for (let i = 0; i < b.tucked.length; i++) {
    const id = b.tucked[i];
    const card = id == null ? undefined : tablesOf(editionOf(input.config)).villages.get(id);
    if (card && taskMet(asBoard, card.task)) cardVp += card.vp;
  }
  let powers = 0;
  if (b.abilities.length > 0) {
    if (has(asBoard, 'reservoir')) powers += reservoirVp(b.water);
    if (has(asBoard, 'clearSkies')) powers += clearSkiesVp(polluted);
    if (has(asBoard, 'groveKeeper')) powers += groveKeeperVp(b);
    if (has(asBoard, 'holyGround')) powers += holyGroundVp(b);
  }
  return (
    (input.endToken === seat ? 5 : 0) +
    3 * villageCount(asBoard) +
    (TEMPLE_VP[templesBuilt(asBoard)] ?? 0) +
    pollutionVp(polluted) +
    (input.config.tileScoreTable[tileCount(asBoard)] ?? 0) +
    cardVp +
    powers
  );
}

const reservoirVp = (water: number): number => Math.floor(water / 3);
const clearSkiesVp = (polluted: number): number => pollutionVp(Math.max(0, polluted - 1)) - pollutionVp(polluted);

function groveKeeperVp(b: ScoringInput['boards'][number]): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++)
    if (!b.village[i] && b.tiles[i] != null && CAT.forest.has(b.tiles[i] as string)) n++;
  return n;
}

function holyGroundVp(b: ScoringInput['boards'][number]): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (b.village[i] && (b.temple[i] as number) >= 0) n++;
  return 2 * n;
}

export function scoreBoard(input: ScoringInput, seat: number): ScoreBreakdown {
  const b = input.boards[seat] as ScoringInput['boards'][number];
  const asBoard = b as BoardState;
  const villages = villageCount(asBoard);
  const temples = templesBuilt(asBoard);
  const polluted = pollutedCells(asBoard);
  const tiles = tileCount(asBoard);
  const tucked: TuckedScore[] = [];
  let cardVp = 0;
  let complete = true;
  for (let i = 0; i < b.tucked.length; i++) {
    const id = b.tucked[i];
    const card = id == null ? undefined : tablesOf(editionOf(input.config)).villages.get(id);
    if (!card) {
      complete = false;
      tucked.push({ id: null, vp: null, met: null });
      continue;
    }
    const met = taskMet(asBoard, card.task);
    if (met) cardVp += card.vp;
    tucked.push({ id: card.id, vp: card.vp, met });
  }
  const powers: ScoreBreakdown['detail']['powers'] = [];
  if (has(asBoard, 'reservoir')) powers.push({ id: 'reservoir', vp: reservoirVp(b.water) });
  if (has(asBoard, 'clearSkies')) powers.push({ id: 'clearSkies', vp: clearSkiesVp(polluted) });
  if (has(asBoard, 'groveKeeper')) powers.push({ id: 'groveKeeper', vp: groveKeeperVp(b) });
  if (has(asBoard, 'holyGround')) powers.push({ id: 'holyGround', vp: holyGroundVp(b) });
  const parts = {
    endToken: input.endToken === seat ? 5 : 0,
    villages: 3 * villages,
    temples: TEMPLE_VP[temples] ?? 0,
    pollutedCells: pollutionVp(polluted),
    tiles: input.config.tileScoreTable[tiles] ?? 0,
    villageCards: cardVp,
    leaderPowers: powers.reduce((sum, p) => sum + p.vp, 0),
  };
  const total =
    parts.endToken +
    parts.villages +
    parts.temples +
    parts.pollutedCells +
    parts.tiles +
    parts.villageCards +
    parts.leaderPowers;
  return {
    ...parts,
    total,
    complete,
    detail: {
      villageCount: villages,
      templeCount: temples,
      pollutedCellCount: polluted,
      tileCount: tiles,
      water: b.water,
      tucked,
      powers,
    },
  };
}

/** The figures §6.4 ranks by, in order: the score, then the tie-breakers. */
export type TotwFigure = 'score' | 'villages' | 'polluted' | 'water' | 'tiles';

const FIGURES: readonly RankFigure<TotwFigure>[] = [
  { name: 'score', better: 'higher' },
  { name: 'villages', better: 'higher' },
  { name: 'polluted', better: 'lower' },
  { name: 'water', better: 'higher' },
  { name: 'tiles', better: 'higher' },
];

/** §6.4: total, then villages, fewer polluted cells, water, tiles; full ties share a place. */
export function rankBreakdowns(breakdowns: readonly ScoreBreakdown[]): RankingExplanation<TotwFigure> {
  return rankSeats(
    FIGURES,
    breakdowns.map((b) => ({
      score: b.total,
      villages: b.detail.villageCount,
      polluted: b.detail.pollutedCellCount,
      water: b.detail.water,
      tiles: b.detail.tileCount,
    })),
  );
}
