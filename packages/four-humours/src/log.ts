/** Parameters of log messages: ids for translation plus English names for the built-in templates. */
import type { MessageParam } from '@boardhall/engine';
import { CITIZEN_NAMES, HUMOUR_NAMES, HUMOURS, type Humour } from './content/schema.ts';
import { humourOf, ownerOf, type PotionCode, type Seat } from './state.ts';
import type { SlotInfo, Tables } from './tables.ts';

export type Params = Record<string, MessageParam>;

export const seatParam = (seat: Seat): MessageParam => ({ seat });

export function humourParams(h: number): Params {
  const code = HUMOURS[h] as Humour;
  return { humour: HUMOUR_NAMES[code], humourCode: code };
}

export function potionParams(p: PotionCode): Params {
  return { player: seatParam(ownerOf(p)), ...humourParams(humourOf(p)) };
}

/** The English label of a slot: its citizen type, or its animal. */
export function slotName(info: SlotInfo): string {
  return info.def.kind === 'citizen' ? CITIZEN_NAMES[info.def.citizen] : capital(info.def.animal);
}

export function slotParams(info: SlotInfo, index: number): Params {
  return { slot: index + 1, slotIndex: index, citizen: slotName(info) };
}

export function cellParams(t: Tables, cell: number): Params {
  const c = t.cells[cell];
  return { cell: c?.def.name ?? '?', cellId: c?.id ?? '?' };
}

export function cellListParams(t: Tables, cells: readonly number[]): Params {
  return { cells: cells.map((c) => t.cells[c]?.def.name ?? '?'), cellIds: cells.map((c) => t.cells[c]?.id ?? '?') };
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A plot as text, "(row, col)" from 0 like the actions, with its citizen type. */
export const plotText = (plot: number, cols: number): string => `(${Math.floor(plot / cols)}, ${plot % cols})`;

export function plotParams(t: Tables, plot: number): Params {
  const type = t.fief.types[plot];
  return {
    row: Math.floor(plot / t.fief.cols),
    col: plot % t.fief.cols,
    citizen: type ? CITIZEN_NAMES[type] : '?',
    citizenCode: type ?? '?',
  };
}

export function plotListParams(t: Tables, plots: readonly number[]): Params {
  return { plots: plots.map((p) => plotText(p, t.fief.cols)) };
}
