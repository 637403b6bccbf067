/** The actions of §4.8 and their zod schema. */
import { z } from 'zod';
import type { CellId, Humour } from './content/schema.ts';

export type Target =
  | { readonly kind: 'scene'; readonly card: string; readonly slot: number }
  | { readonly kind: 'party'; readonly party: string; readonly slot: number };

export type FourHumoursAction =
  | { readonly type: 'place'; readonly humour: Humour; readonly target: Target }
  | { readonly type: 'pass' }
  | { readonly type: 'mulligan' }
  | { readonly type: 'choose'; readonly cell: CellId }
  | { readonly type: 'choosePlot'; readonly plot: readonly [row: number, col: number] };

const humour = z.enum(['C', 'S', 'M', 'P']);
const slot = z.number().int();

// Strict objects throughout: an unknown key is refused with bad-action, never silently dropped.
const targetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scene'), card: z.string(), slot }),
  z.strictObject({ kind: z.literal('party'), party: z.string(), slot }),
]);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), humour, target: targetSchema }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('mulligan') }),
  z.strictObject({ type: z.literal('choose'), cell: z.string() }),
  z.strictObject({ type: z.literal('choosePlot'), plot: z.tuple([z.number().int(), z.number().int()]) }),
]);
