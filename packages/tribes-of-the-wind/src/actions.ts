import { z } from 'zod';
import type { AbilityId } from './content/schema.ts';

/**
 * Cells in actions are {r, c} with any whole numbers, so that a cell outside the grid reaches
 * the rules and gets the spec's error (e.g. `cell-out-of-grid`) instead of a shape error.
 */
export interface CellRef {
  r: number;
  c: number;
}
export type NodeArg = 'capital' | CellRef;
export type PlayRow = 'easy' | 'hard' | 'only' | 'both';

export type TotwAction =
  | { type: 'play'; card: string; row: PlayRow }
  | { type: 'temple'; discard: string[]; slot: number; cell: CellRef }
  | { type: 'discard'; discard: string[] }
  | { type: 'village'; cell: CellRef }
  | { type: 'pass' }
  | { type: 'cleanse'; cell: CellRef }
  | { type: 'plant'; source: 'market'; slot: number; cell: CellRef }
  | { type: 'plant'; source: 'stack'; cell: CellRef }
  | { type: 'plantSkip' }
  | { type: 'step'; from: NodeArg; to: NodeArg }
  | { type: 'stopMoving' }
  | { type: 'catapult'; from: NodeArg; to: NodeArg }
  | { type: 'catapultSkip' }
  | { type: 'freeTemple'; slot: number; cell: CellRef }
  | { type: 'freeTempleSkip' }
  | { type: 'villageCard'; slot: number; side: 'immediate' | 'tuck'; replace?: number }
  | { type: 'firebreak'; cell: CellRef }
  | { type: 'rootedRiders'; accept: boolean }
  | { type: 'draw'; source: 'row'; slot: number }
  | { type: 'draw'; source: 'deck' }
  | { type: 'ability'; id: AbilityId };

export type TotwActionType = TotwAction['type'];

const int = z.number().int().min(-1000).max(1000);
const cell = z.object({ r: int, c: int }).strict();
const node = z.union([z.literal('capital'), cell]);
const cardId = z.string().min(1).max(16);
const slot4 = z.number().int().min(0).max(3);
/** Discard lists are order-free; the schema sorts them so equal choices have one form. */
const discardList = z
  .array(cardId)
  .max(10)
  .transform((ids) => [...ids].sort());
const abilityId = z.enum([
  'wellspring',
  'springDowsing',
  'confluence',
  'reservoir',
  'purifier',
  'firebreak',
  'ashToSoil',
  'clearSkies',
  'seedBank',
  'twinSaplings',
  'groveKeeper',
  'rootedRiders',
  'tailwind',
  'skyways',
  'lightCamp',
  'updraft',
  'stonemason',
  'templeBlessing',
  'pilgrims',
  'holyGround',
]);

const schemas = [
  z.object({ type: z.literal('play'), card: cardId, row: z.enum(['easy', 'hard', 'only', 'both']) }).strict(),
  z.object({ type: z.literal('temple'), discard: discardList, slot: slot4, cell }).strict(),
  z.object({ type: z.literal('discard'), discard: discardList }).strict(),
  z.object({ type: z.literal('village'), cell }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('cleanse'), cell }).strict(),
  z.object({ type: z.literal('plant'), source: z.literal('market'), slot: slot4, cell }).strict(),
  z.object({ type: z.literal('plant'), source: z.literal('stack'), cell }).strict(),
  z.object({ type: z.literal('plantSkip') }).strict(),
  z.object({ type: z.literal('step'), from: node, to: node }).strict(),
  z.object({ type: z.literal('stopMoving') }).strict(),
  z.object({ type: z.literal('catapult'), from: node, to: node }).strict(),
  z.object({ type: z.literal('catapultSkip') }).strict(),
  z.object({ type: z.literal('freeTemple'), slot: slot4, cell }).strict(),
  z.object({ type: z.literal('freeTempleSkip') }).strict(),
  z
    .object({
      type: z.literal('villageCard'),
      slot: slot4,
      side: z.enum(['immediate', 'tuck']),
      replace: int.optional(),
    })
    .strict(),
  z.object({ type: z.literal('firebreak'), cell }).strict(),
  z.object({ type: z.literal('rootedRiders'), accept: z.boolean() }).strict(),
  z.object({ type: z.literal('draw'), source: z.literal('row'), slot: slot4 }).strict(),
  z.object({ type: z.literal('draw'), source: z.literal('deck') }).strict(),
  z.object({ type: z.literal('ability'), id: abilityId }).strict(),
] as const;

/** Every action of the game (§3.12). Anything outside it is refused before the rules run. */
export const actionSchema: z.ZodType<TotwAction, unknown> = z.union(schemas) as z.ZodType<TotwAction, unknown>;
