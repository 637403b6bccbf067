/** describeObject(): label and tooltip texts for things on the table (UI-DESIGN §8.3). */
import type { Message } from '@boardhall/engine';
import { CITIZEN_NAMES } from './content/schema.ts';
import { seatParam } from './log.ts';
import { graphFor, layoutKey } from './map.ts';
import { tablesFor } from './tables.ts';
import type { FourHumoursView, SlotView } from './view.ts';

export type ObjectRef =
  | { readonly kind: 'cell'; readonly id: string }
  | { readonly kind: 'scene'; readonly id: string }
  | { readonly kind: 'party'; readonly id: string }
  | { readonly kind: 'objective'; readonly id: string };

const occupiedCount = (slots: readonly SlotView[]): number => slots.filter((x) => x.occupied).length;

export function describeObject(view: FourHumoursView, ref: ObjectRef): Message {
  const t = tablesFor(view.options.content);
  const unknown: Message = { key: 'fh.object.unknown', params: { kind: ref.kind, id: ref.id } };
  const ladderName = (id: string): string => t.content.ladders.find((l) => l.id === id)?.name ?? id;
  switch (ref.kind) {
    case 'cell': {
      const ix = t.cellIndex.get(ref.id);
      const cell = ix === undefined ? undefined : t.cells[ix];
      if (ix === undefined || !cell) return unknown;
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
      const def = t.kingdomObjectives[t.objectiveIndex.get(ref.id) ?? -1];
      if (!def) return unknown;
      const row = view.objectives.find((o) => o.objective === ref.id);
      const params = { objective: def.name, objectiveId: def.id, text: def.text };
      if (!row || row.claimedBy.length === 0) return { key: 'fh.object.objective-open', params };
      return { key: 'fh.object.objective', params: { ...params, players: row.claimedBy.map(seatParam) } };
    }
    default:
      return unknown;
  }
}
