/** describeObject(): label and tooltip texts for things on the table (UI-DESIGN §8.3). */
import type { Message } from '@boardhall/engine';
import {
  CITIZEN_NAMES,
  CITIZEN_TYPES,
  type CitizenType,
  HUMOUR_NAMES,
  HUMOURS,
  type Humour,
  type HumourCounts,
} from './content/schema.ts';
import { plotParams, plotText, seatParam } from './log.ts';
import { graphFor, layoutKey } from './map.ts';
import { FOCUS_NAMES } from './rules/rival.ts';
import type { Seat } from './state.ts';
import { tablesFor } from './tables.ts';
import type { FourHumoursView, SlotView } from './view.ts';

export type ObjectRef =
  | { readonly kind: 'cell'; readonly id: string }
  | { readonly kind: 'scene'; readonly id: string }
  | { readonly kind: 'party'; readonly id: string }
  | { readonly kind: 'objective'; readonly id: string }
  /** Fiefdom and Solo: a plot of a player's fief, (row, col) from 0. */
  | { readonly kind: 'plot'; readonly seat: Seat; readonly row: number; readonly col: number }
  /** Fiefdom and Solo: a player's whole fief. */
  | { readonly kind: 'fief'; readonly seat: Seat }
  /** Solo: the automaton Rival, and its ledger. */
  | { readonly kind: 'rival' }
  | { readonly kind: 'ledger' };

const occupiedCount = (slots: readonly SlotView[]): number => slots.filter((x) => x.occupied).length;

function refId(ref: ObjectRef): string {
  switch (ref.kind) {
    case 'plot':
      return `${ref.seat}:(${ref.row}, ${ref.col})`;
    case 'fief':
      return String(ref.seat);
    case 'rival':
    case 'ledger':
      return ref.kind;
    default:
      return ref.id;
  }
}

const countsText = (c: HumourCounts): string => HUMOURS.map((h) => `${c[h]} × ${h}`).join(', ');

export function describeObject(view: FourHumoursView, ref: ObjectRef): Message {
  const t = tablesFor(view.options.content);
  const unknown: Message = { key: 'fh.object.unknown', params: { kind: ref.kind, id: refId(ref) } };
  const ladderName = (id: string): string => t.content.ladders.find((l) => l.id === id)?.name ?? id;
  switch (ref.kind) {
    case 'cell': {
      const ix = t.cellIndex.get(ref.id);
      const cell = ix === undefined ? undefined : t.cells[ix];
      if (ix === undefined || !cell || view.map.tiles.length === 0) return unknown;
      const tiles = view.map.tiles.map((x) => ({ tile: x.tile, rotation: x.rotation }));
      const g = graphFor(t, tiles, layoutKey(tiles));
      const potions = view.map.cells[ref.id] ?? [];
      const params = {
        cell: cell.def.name,
        cellId: cell.id,
        zone: t.tiles[cell.zone]?.name ?? '?',
        zoneId: t.zones[cell.zone] ?? '?',
        neighbours: (g.adj[ix] ?? []).map((c) => t.cells[c]?.def.name ?? '?'),
        neighbourIds: (g.adj[ix] ?? []).map((c) => t.cells[c]?.id ?? '?'),
        count: potions.length,
        players: [...new Set(potions.map((p) => p.owner))].sort((a, b) => a - b).map(seatParam),
      };
      if (cell.party) {
        const party = t.parties.find((p) => p.zone === cell.zone);
        return {
          key: 'fh.object.cell-party',
          params: { ...params, party: party?.def.name ?? '?', partyId: party?.id ?? '?' },
        };
      }
      const citizen = cell.def.inhabitant ? CITIZEN_NAMES[cell.def.inhabitant] : '?';
      return { key: 'fh.object.cell', params: { ...params, citizen } };
    }
    case 'scene': {
      const info = t.scenes[t.sceneIndex.get(ref.id) ?? -1];
      if (!info) return unknown;
      const shown = view.display.find((d) => d.card === ref.id);
      const params = {
        scene: info.def.name,
        sceneId: info.id,
        zone: t.tiles[info.zone]?.name ?? '?',
        zoneId: t.zones[info.zone] ?? '?',
        slots: info.slots.length,
        occupied: shown ? occupiedCount(shown.slots) : 0,
        ladder: ladderName(info.def.ladder),
        ladderId: info.def.ladder,
      };
      if (info.cell < 0) return { key: 'fh.object.scene-animal', params };
      const cell = t.cells[info.cell];
      return { key: 'fh.object.scene', params: { ...params, where: cell?.def.name ?? '?', whereId: cell?.id ?? '?' } };
    }
    case 'party': {
      const ix = t.partyIndex.get(ref.id);
      const info = ix === undefined ? undefined : t.parties[ix];
      const pv = ix === undefined ? undefined : view.parties[ix];
      if (!info || !pv) return unknown;
      const params = {
        party: info.def.name,
        partyId: info.id,
        order: info.def.order,
        zone: t.tiles[info.zone]?.name ?? '?',
        zoneId: t.zones[info.zone] ?? '?',
      };
      if (pv.resolved) return { key: 'fh.object.party-resolved', params };
      return {
        key: 'fh.object.party',
        params: {
          ...params,
          slots: info.slots.length,
          occupied: occupiedCount(pv.slots),
          ladder: ladderName(info.def.ladder),
          ladderId: info.def.ladder,
          limit: view.partyLimit,
        },
      };
    }
    case 'objective': {
      const def = t.objectiveById.get(ref.id);
      const row = view.objectives.find((o) => o.objective === ref.id);
      if (!def) return unknown;
      const params = { objective: def.name, objectiveId: def.id, text: def.text };
      if (!row || row.claimedBy.length === 0) return { key: 'fh.object.objective-open', params };
      return { key: 'fh.object.objective', params: { ...params, players: row.claimedBy.map(seatParam) } };
    }
    case 'plot': {
      const fief = view.fiefs?.find((x) => x.seat === ref.seat);
      const f = t.fief;
      if (!fief || !Number.isInteger(ref.row) || !Number.isInteger(ref.col)) return unknown;
      if (ref.row < 0 || ref.row >= f.rows || ref.col < 0 || ref.col >= f.cols) return unknown;
      const plot = ref.row * f.cols + ref.col;
      const neighbours = (f.adj[plot] ?? []).map((q) => plotText(q, f.cols));
      const params = { ...plotParams(t, plot), player: seatParam(ref.seat), neighbours };
      const here = fief.plots[ref.row]?.[ref.col];
      if (!here) return { key: 'fh.object.plot-empty', params };
      return {
        key: 'fh.object.plot',
        params: { ...params, humour: HUMOUR_NAMES[here.humour], humourCode: here.humour },
      };
    }
    case 'fief': {
      const fief = view.fiefs?.find((x) => x.seat === ref.seat);
      if (!fief) return unknown;
      const types = new Set<CitizenType>();
      const humours = new Set<Humour>();
      fief.plots.forEach((row, r) => {
        row.forEach((x, c) => {
          if (!x) return;
          types.add(t.fief.types[r * t.fief.cols + c] as CitizenType);
          humours.add(x.humour);
        });
      });
      const typeList = CITIZEN_TYPES.filter((x) => types.has(x));
      const humourList = HUMOURS.filter((h) => humours.has(h));
      return {
        key: 'fh.object.fief',
        params: {
          player: seatParam(ref.seat),
          count: fief.count,
          plots: t.fief.types.length,
          citizens: typeList.length ? typeList.map((x) => CITIZEN_NAMES[x]) : '—',
          citizenCodes: typeList,
          humours: humourList.length ? humourList.map((h) => HUMOUR_NAMES[h]) : '—',
          humourCodes: humourList,
        },
      };
    }
    case 'rival': {
      const r = view.rival;
      if (!r) return unknown;
      return {
        key: 'fh.object.rival',
        params: {
          player: seatParam(r.seat),
          difficulty: r.difficulty,
          objectives: r.objectives,
          ledger: r.ledgerSize,
          bag: r.bagCount,
          rate: r.claimRate,
          focus: FOCUS_NAMES[r.nextFocus],
          focusCode: r.nextFocus,
        },
      };
    }
    case 'ledger': {
      if (!view.ledger || !view.rival) return unknown;
      return {
        key: 'fh.object.ledger',
        params: {
          count: view.rival.ledgerSize,
          counts: countsText(view.ledger),
          C: view.ledger.C,
          S: view.ledger.S,
          M: view.ledger.M,
          P: view.ledger.P,
        },
      };
    }
    default:
      return unknown;
  }
}
