import type { RngState } from '@boardhall/engine';
import type { AbilityId, Effect, LeaderId } from './content/schema.ts';
import type { RulesConfig } from './options.ts';

/** Where an effect or decision comes from (shown in prompts and the log). */
export type Source =
  | { kind: 'card'; id: string; row: 'easy' | 'hard' | 'only' }
  | { kind: 'start'; id: string }
  | { kind: 'templeSlot'; slot: number }
  | { kind: 'buildBonus'; tile: string }
  | { kind: 'villageCard'; id: string }
  | { kind: 'ability'; id: AbilityId }
  | { kind: 'village'; tile: string }
  | { kind: 'plant'; tile: string }
  | { kind: 'drawStep' }
  | { kind: 'endOfTurn' };

/**
 * The resolution stack (top = last). Question tasks wait for an answer from the seat to act;
 * the others run automatically. Cells are indices r*4+c. Task objects are copied on clone and
 * mutated only in their own number/boolean fields; `list` arrays are content data, never mutated.
 */
export type Task =
  /** Effects still to resolve in printed order; `i` is the next one. `ws` = Wellspring's +1 is still due. */
  | { t: 'effs'; list: readonly Effect[]; i: number; src: Source; ws: boolean }
  | { t: 'cleanse'; n: number; done: number; src: Source }
  | { t: 'move'; n: number; done: number; src: Source }
  | { t: 'plant'; d: number; src: Source }
  | { t: 'catapult'; src: Source }
  | { t: 'freeTemple'; src: Source }
  | { t: 'rooted'; cell: number; src: Source }
  | { t: 'twin'; src: Source }
  | { t: 'firebreak'; cell: number; src: Source }
  | { t: 'marker'; cell: number }
  | { t: 'villageCard'; src: Source }
  | { t: 'vcDone' }
  | { t: 'playDone' }
  | { t: 'drawStep' }
  | { t: 'draw'; n: number; done: number; blind: boolean }
  | { t: 'drawEnd'; blind: boolean }
  | { t: 'endTurn' }
  | { t: 'ability'; task: 0 | 1; n: number; done: number }
  | { t: 'advance' }
  | { t: 'setupSeat'; seat: number }
  | { t: 'startGame' };

/** Every kind of question a seat may be asked mid-turn (the decisions besides the action itself). */
export const QUESTION_KINDS = [
  'cleanse',
  'move',
  'plant',
  'catapult',
  'freeTemple',
  'rooted',
  'firebreak',
  'villageCard',
  'draw',
  'ability',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface BoardState {
  /** Per cell: the tile id (start tile or forest tile) or null. */
  tiles: (string | null)[];
  /** Per cell: the tile is village side up. */
  village: boolean[];
  /** Per cell: the temple slot (0..3) whose temple stands here, or -1. */
  temple: number[];
  /** Per cell: riders on the tile. */
  riders: number[];
  /** Per cell: pollution tokens (only on cells without a tile). */
  pollution: number[];
  /** Riders in the capital. */
  capital: number;
  water: number;
  /** Village markers still in reserve. */
  markers: number;
  /** Per temple slot: its temple has been built. */
  slotUsed: boolean[];
  /** Tucked village cards (task half showing), at most 4. */
  tucked: string[];
  /** Chosen ability cards, in the order chosen. */
  abilities: AbilityId[];
  /** Leader tasks completed: [colour path, unique task]. */
  tasks: boolean[];
}

export type TurnAction = 'play' | 'temple' | 'discard' | 'village' | 'pass';

export interface TurnState {
  /** The top-level action taken this turn, or null before it. */
  action: TurnAction | null;
  /** Twin Saplings' extra plant has been granted this turn. */
  twinUsed: boolean;
  /** Leader tasks completed during this turn: [colour path, unique task]. */
  completed: boolean[];
  /** Cards taken in the current blind draw step, hidden from everyone until it ends. */
  blind: string[];
}

export type EndReason = 'fifth-village' | 'max-rounds';

export interface TotwState {
  players: number;
  config: RulesConfig;
  leaders: LeaderId[];
  rng: RngState;
  round: number;
  /** Whose turn it is (during setup: the seat resolving its start-tile gains). */
  seat: number;
  phase: 'action' | 'resolve' | 'over';
  /** True while start-tile gains are resolved (no turn, no leader tasks). */
  setup: boolean;
  holders: string[][];
  /** Element row slots 0..3. */
  row: (string | null)[];
  /** Element deck, index 0 = top. */
  deck: string[];
  /** Element discard, oldest first. */
  discard: string[];
  /** Element cards in play (the card being resolved). */
  inPlay: string[];
  /** Forest market slots 0..3. */
  market: (string | null)[];
  /** Forest stack, index 0 = top (face up). */
  stack: string[];
  villageRow: (string | null)[];
  /** Village deck, index 0 = top. */
  villageDeck: string[];
  villageDiscard: string[];
  /** A village card whose immediate half is being resolved. */
  villageInPlay: string | null;
  boards: BoardState[];
  /** The seat holding the end token. */
  endToken: number | null;
  /** The round T in which the end was triggered. */
  triggerRound: number | null;
  endedBy: EndReason | null;
  /**
   * How many information-revealing events have happened (§7 note 4: a played or discarded face, a
   * draw, a refill, a reshuffle, a bought tile). A client may undo an action only if this did not change.
   */
  reveals: number;
  queue: Task[];
  turn: TurnState;
}
