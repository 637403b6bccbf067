/**
 * The full game state: plain JSON, RNG included. Potions of one owner and humour are
 * interchangeable, so hands, bags and removed potions are humour counts ([C, S, M, P]), and a
 * potion on a slot or a cell is one number, owner × 4 + humour index (-1 for an empty slot).
 */
import type { RngState } from '@boardhall/engine';
import type { Humour } from './content/schema.ts';
import type { PlacedTile } from './map.ts';
import type { FourHumoursOptions } from './options.ts';

export type Seat = number;
/** owner × 4 + humour index, or EMPTY. */
export type PotionCode = number;
export const EMPTY = -1;
export const POTIONS_PER_HUMOUR = 5;
export const POTIONS_PER_PLAYER = 20;
export const HAND_SIZE = 4;
/** The seat of the Solo automaton (§11.2 SO-1): the second seat of the turn order, not a player of the match. */
export const RIVAL: Seat = 1;

export const ownerOf = (p: PotionCode): Seat => p >> 2;
export const humourOf = (p: PotionCode): number => p & 3;
export const potion = (owner: Seat, humour: number): PotionCode => (owner << 2) | humour;

export type Phase = 'placement' | 'resolution' | 'over';

/** Why the placement phase ended (§5.1). */
export type RoundEndTrigger = 'two-full' | 'no-potions' | 'all-passed';
/** Why the game ended (§7.1). */
export type GameEndTrigger = 'parties' | 'deck' | 'bag';

export interface DisplayCard {
  readonly card: string;
  readonly slots: PotionCode[];
}

export interface PartyState {
  readonly party: string;
  resolved: boolean;
  readonly slots: PotionCode[];
}

export interface ObjectiveState {
  readonly objective: string;
  /** Seats in the order they claimed it. */
  readonly claimedBy: Seat[];
}

/** A winner or escaper waiting to be moved to the map (RES-3, PR-3). */
export interface Move {
  readonly source: 'scene' | 'party';
  /** Display position, or party index in printed order. */
  readonly at: number;
  readonly slot: number;
  readonly effect: 'win' | 'escape';
}

export interface Pending {
  readonly owner: Seat;
  readonly humour: Humour;
  readonly move: Move;
  /** Legal cells, sorted by id (Kingdom; empty in Fiefdom and Solo). */
  readonly cells: string[];
  /** Fiefdom and Solo: the legal plots (row × columns + column), ascending, i.e. by row, then column. */
  readonly plots?: number[];
}

/** What Fiefdom and Solo add to the state (§10, §11). Absent in Kingdom games. */
export interface FiefdomState {
  /** Per player (the Solo Rival has none): the plots row by row, each EMPTY or one of the owner's potions. */
  readonly fiefs: PotionCode[][];
  /** Solo: the Rival's face-up ledger as humour counts; null in Fiefdom. */
  readonly ledger: number[] | null;
  /** Solo: the turns the Rival has taken this round, passes included (t of §11.3); 0 in Fiefdom. */
  rivalTurns: number;
}

/** Progress through the resolution phase, so it can stop at a decision and resume. */
export interface Resolution {
  stage: 'scenes' | 'parties';
  /** Moves still to make for the cards (stage 'scenes') or the current party tile. */
  queue: Move[];
  /** Party indices still to resolve, in order. */
  partyQueue: number[];
  /** The party tile being resolved, -1 when none. */
  current: number;
  /** Markers placed by the last objective check (OBJ-4). */
  markers: number;
  /** Why the placement phase ended. */
  triggers: RoundEndTrigger[];
}

export interface FourHumoursState {
  readonly game: 'four-humours';
  readonly options: FourHumoursOptions;
  /** Seats in turn order: the players, plus the Rival in Solo (seat 1). */
  readonly seats: number;
  readonly displaySize: number;
  readonly partyLimit: number;
  rng: RngState;
  phase: Phase;
  round: number;
  /** The seat whose turn it is in the placement phase, -1 otherwise. */
  toAct: Seat;
  /** The first seat of this round. */
  firstSeat: Seat;
  /** The first seat of round 1 (for nextRoundStarter 'rotate' and 'same'). */
  startSeat: Seat;
  consecutivePasses: number;
  /** The seat that took the last turn, -1 before any. */
  lastActor: Seat;
  mulliganUsed: boolean[];
  hands: number[][];
  bags: number[][];
  removed: number[][];
  /** The kingdom map (empty in Fiefdom and Solo). */
  readonly tiles: readonly PlacedTile[];
  readonly layoutKey: string;
  /** Potions per cell index (cells sorted by id), in arrival order (empty in Fiefdom and Solo). */
  cells: PotionCode[][];
  display: DisplayCard[];
  /** In printed order. */
  parties: PartyState[];
  objectives: ObjectiveState[];
  deck: string[];
  discard: string[];
  deckShort: boolean;
  resolution: Resolution | null;
  pending: Pending | null;
  endTriggers: GameEndTrigger[];
  /** Fiefdom and Solo only: fiefs, the Rival's ledger and turn count. */
  fiefdom?: FiefdomState;
}
