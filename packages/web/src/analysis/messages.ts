/** What the page and the analysis worker say to each other (structured clones: plain data only). */
import type { GameAnalysis, HintMove } from '@boardhall/bots/core';
import type { ReplayFile, Seat } from '@boardhall/engine';

export type { HintMove };

/** Analyse a whole finished game. */
export interface AnalyseRequest {
  readonly kind: 'analyse';
  readonly id: number;
  readonly replay: ReplayFile;
  readonly budget: number;
  readonly seed: string;
}

/** The best moves of one seat from its view of the position (a hint while playing). */
export interface HintRequest {
  readonly kind: 'hint';
  readonly id: number;
  readonly game: string;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: string;
  /** The table's seats: a 2-seat table's chances go through the game's calibration (`analysisValue`). */
  readonly players: number;
  /** ISMCTS iterations; undefined: the game's `hard` level's. */
  readonly budget?: number;
}

/** Stop the request `id` (its answer is then an error with the code 'analysis-cancelled'). */
export interface CancelRequest {
  readonly kind: 'cancel';
  readonly id: number;
}

export type AnalysisRequest = AnalyseRequest | HintRequest | CancelRequest;

export type AnalysisResponse =
  | { readonly kind: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly kind: 'analysis'; readonly id: number; readonly analysis: GameAnalysis }
  | { readonly kind: 'hint'; readonly id: number; readonly moves: readonly HintMove[] }
  | { readonly kind: 'error'; readonly id: number; readonly code: string; readonly message: string };
