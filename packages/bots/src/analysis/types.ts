import type { LabelThresholds, Message, Seat } from '@boardhall/engine';

/** How bad a decision was, by the win chance it gave away (thresholds in `labels.ts`). */
export type MoveLabel = 'inaccuracy' | 'mistake' | 'blunder';

/** A move the analysis judged, with the seat's value after it. */
export interface JudgedMove<A> {
  readonly action: A;
  /** The game's short account of the move (`describe`), for any client to render in its language. */
  readonly text: Message;
  /**
   * The seat's win chance (2 players) or expected share of first place (more) after the move,
   * 0..1: the search's figure through the game's calibration (2 players; none with more).
   */
  readonly value: number;
  /** The search's own figure, the seat's mean reward below the move, before any calibration. */
  readonly searchValue: number;
  /** How many of the search's iterations went below the move: how much its value is worth. */
  readonly visits: number;
}

/** One decision of one seat: a point where it chose among two or more legal actions. */
export interface DecisionAnalysis<A = unknown> {
  /** The action's index in the replay (0 = the first action). */
  readonly index: number;
  readonly seat: Seat;
  readonly played: JudgedMove<A>;
  /** The move the search found best (the most visited); `played` again when they are the same move. */
  readonly best: JudgedMove<A>;
  /** `best.value − played.value`, never below 0: the win chance the played move gave away. */
  readonly loss: number;
  readonly label: MoveLabel | null;
  /** This decision's accuracy, 0..100 (`decisionAccuracy` in `labels.ts`). */
  readonly accuracy: number;
  /**
   * The best moves the main search found, at most three, most visited first (the played move may
   * be among them), with the main search's figures; `played` and `best` carry the comparison's.
   */
  readonly top: readonly JudgedMove<A>[];
  /** How many legal actions the seat had. */
  readonly legalCount: number;
}

/** A moment the seat's chances moved most: across one action, by any seat (a draw counts too). */
export interface TurningPoint {
  /** The action's index in the replay. */
  readonly index: number;
  /** Who acted. */
  readonly actor: Seat;
  readonly before: number;
  readonly after: number;
}

/** One seat's report card. */
export interface SeatSummary {
  readonly seat: Seat;
  /** Decisions judged (points where the seat had a choice). */
  readonly decisions: number;
  /** Mean of the decisions' accuracies, 0..100; null without a decision. */
  readonly accuracy: number | null;
  /** Mean win chance given away per decision, 0..1; null without a decision. */
  readonly meanLoss: number | null;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
  /** The three largest swings of the seat's series, in game order. */
  readonly turningPoints: readonly TurningPoint[];
}

/** The thresholds the labels were given by (win chance given away, 0..1). */
export type { LabelThresholds } from '@boardhall/engine';

/** The analysis of a whole game. Plain JSON: it can cross a worker's boundary and be stored. */
export interface GameAnalysis<A = unknown> {
  readonly game: string;
  readonly players: number;
  /** ISMCTS iterations per decision. */
  readonly budget: number;
  /** The analysis's own seed: with the replay and the budget, it fixes every figure here. */
  readonly seed: string;
  /** Actions in the replay. */
  readonly actions: number;
  readonly decisions: readonly DecisionAnalysis<A>[];
  readonly seats: readonly SeatSummary[];
  /**
   * Each seat's value after each action (`series[seat][index]`), for the chart: at a decision the
   * actor's value of the move played, the other seats' values scaled to share what is left (with
   * 2 players: 1 − it); after an action without a choice, the values before it.
   */
  readonly series: readonly (readonly number[])[];
  /** Each seat's share of first place in the finished game; null when the replay is unfinished. */
  readonly result: readonly number[] | null;
  readonly thresholds: LabelThresholds;
}
