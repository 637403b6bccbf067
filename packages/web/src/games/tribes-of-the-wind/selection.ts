/** What the player has picked so far on the table, before an action is sent. */
import type { NodeKey, Of } from './builder.ts';

/** The fields chosen so far for an action that takes several. */
export type Sel =
  | { readonly k: 'none' }
  | { readonly k: 'card'; readonly card: string }
  | { readonly k: 'temple'; readonly cards: readonly string[]; readonly slot: number | null }
  | { readonly k: 'discard'; readonly cards: readonly string[] }
  | { readonly k: 'plant'; readonly source: number }
  | { readonly k: 'node'; readonly from: NodeKey }
  | { readonly k: 'freeTemple'; readonly slot: number }
  | { readonly k: 'vcard'; readonly slot: number };

export const NONE: Sel = { k: 'none' };

/** Actions that cannot be taken back (blind discards, a village's pollution) are confirmed first. */
export type Confirm =
  | { readonly kind: 'temple'; readonly action: Of<'temple'> }
  | { readonly kind: 'discard'; readonly action: Of<'discard'> }
  | { readonly kind: 'village'; readonly action: Of<'village'> };
