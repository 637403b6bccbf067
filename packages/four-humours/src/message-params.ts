/**
 * Parameters of log messages: data only (seats, numbers, ids and codes, nested messages). The
 * catalogue names every id in every language (`{scene:fh.scene}`), so no name is written here.
 */
import type { Message, MessageParam } from '@boardhall/engine';
import { HUMOURS } from './content/schema.ts';
import { humourOf, ownerOf, type PotionCode, type Seat } from './state.ts';
import type { SlotInfo, Tables } from './tables.ts';

export type Params = Record<string, MessageParam>;

export const seatParam = (seat: Seat): MessageParam => ({ seat });

/** A humour by its code (C, S, M, P), from its index. */
export function humourParams(h: number): Params {
  return { humour: HUMOURS[h] ?? String(h) };
}

export function potionParams(p: PotionCode): Params {
  return { player: seatParam(ownerOf(p)), ...humourParams(humourOf(p)) };
}

/** Who a slot is for: a citizen type or an animal, as the message that names it. */
export function slotOccupant(info: SlotInfo): Message {
  return info.def.kind === 'citizen'
    ? { key: `fh.citizen.${info.def.citizen}` }
    : { key: `fh.animal.${info.def.animal}` };
}

/** A slot as players count it (from 1) and who it is for. */
export function slotParams(info: SlotInfo, index: number): Params {
  return { slot: index + 1, citizen: slotOccupant(info) };
}

export function cellParams(t: Tables, cell: number): Params {
  return { cell: t.cells[cell]?.id ?? '?' };
}

export function cellListParams(t: Tables, cells: readonly number[]): Params {
  return { cells: cells.map((c) => t.cells[c]?.id ?? '?') };
}

/** A plot as text, "(row, col)" from 0 like the actions (the English refusals). */
export const plotText = (plot: number, cols: number): string => `(${Math.floor(plot / cols)}, ${plot % cols})`;

/** A plot as a message, "(row, col)" from 0 like the actions. */
export const plotMessage = (plot: number, cols: number): Message => ({
  key: 'fh.plot',
  params: { row: Math.floor(plot / cols), col: plot % cols },
});

export function plotParams(t: Tables, plot: number): Params {
  return {
    row: Math.floor(plot / t.fief.cols),
    col: plot % t.fief.cols,
    citizen: t.fief.types[plot] ?? '?',
  };
}

export function plotListParams(t: Tables, plots: readonly number[]): Params {
  return { plots: plots.map((p) => plotMessage(p, t.fief.cols)) };
}
