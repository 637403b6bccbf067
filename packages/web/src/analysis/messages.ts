/** What the page and the analysis worker say to each other (structured clones: plain data only). */
import type { GameAnalysis } from '@boardhall/bots/core';
import type { Message, ReplayFile, Seat } from '@boardhall/engine';

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
  /** ISMCTS iterations; undefined: the game's `hard` level's. */
  readonly budget?: number;
}

/** Stop the request `id` (its answer is then an error with the code 'analysis-cancelled'). */
export interface CancelRequest {
  readonly kind: 'cancel';
  readonly id: number;
}

export type AnalysisRequest = AnalyseRequest | HintRequest | CancelRequest;

/** One move a hint suggests: the seat's win chance (or share of first place) after it, 0..1. */
export interface HintMove {
  readonly action: unknown;
  /** The game's account of the move (`describe`), told from a state sampled from the view. */
  readonly text: Message;
  readonly value: number;
  readonly visits: number;
}

export type AnalysisResponse =
  | { readonly kind: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly kind: 'analysis'; readonly id: number; readonly analysis: GameAnalysis }
  | { readonly kind: 'hint'; readonly id: number; readonly moves: readonly HintMove[] }
  | { readonly kind: 'error'; readonly id: number; readonly code: string; readonly message: string };
