/**
 * Content as message data: effects, requirements, card rows, tasks and sources as nested
 * messages of the game's catalogue (`messages/`), so every language renders them from ids and
 * numbers. The web's labels and the log use the same builders.
 */
import type { Message } from '@boardhall/engine';
import type { BuildBonus, Effect, PlainRow, Requirement, ScalingRow, TaskPredicate } from './content/schema.ts';
import type { Source } from './state.ts';
import { CAT, cardShapeOf, isVillageCard } from './tables.ts';

/**
 * The name of an element card, forest tile or village card (`messages/names.ts`), or null for an
 * id that has none (a start tile, an unknown id).
 */
export function nameMessage(id: string): Message | null {
  if (cardShapeOf(id)) return { key: `totw.card-name.${id}` };
  if (CAT.forest.has(id)) return { key: `totw.tile-name.${id}` };
  if (isVillageCard(id)) return { key: `totw.village-name.${id}` };
  return null;
}

export function effectMessage(e: Effect | BuildBonus): Message {
  switch (e.kind) {
    case 'water':
      return { key: 'totw.effect.water', params: { n: e.n } };
    case 'cleanse':
      return { key: 'totw.effect.cleanse', params: { n: e.n } };
    case 'plant':
      return e.discount === 0
        ? { key: 'totw.effect.plant' }
        : { key: 'totw.effect.plant-discount', params: { n: e.discount } };
    case 'move':
      return { key: 'totw.effect.move', params: { n: e.n } };
    case 'catapult':
      return { key: 'totw.effect.catapult' };
    case 'temple':
      return { key: 'totw.effect.temple' };
    case 'turbine':
      return { key: 'totw.effect.turbine' };
    case 'portal':
      return { key: 'totw.effect.portal' };
  }
}

/**
 * A list of effects ("nothing" when empty): in running text all lower case, as a label
 * (`label`) with the first letter capital.
 */
export function effectsMessage(list: readonly (Effect | BuildBonus)[], label = false): Message {
  const items = list.length === 0 ? [{ key: 'totw.effect.nothing' }] : list.map(effectMessage);
  return { key: label ? 'totw.effects.label' : 'totw.effects', params: { items } };
}

export function requirementMessage(r: Requirement): Message {
  switch (r.kind) {
    case 'selfAtLeast':
      return { key: 'totw.req.self-at-least', params: { el: r.element, n: r.n } };
    case 'selfNone':
      return { key: 'totw.req.self-none', params: { el: r.element } };
    case 'allFour':
      return { key: 'totw.req.all-four' };
    case 'compare':
      return { key: `totw.req.${r.relation}-${r.against}`, params: { el: r.element } };
    case 'neighboursHold':
      return { key: 'totw.req.neighbours-hold', params: { el: r.element } };
    case 'totalAtLeast':
      return { key: 'totw.req.total-at-least', params: { el: r.element, n: r.n } };
  }
}

/** A card row as its two label parts: what it requires and what it pays (a scaling row's tiers). */
export function rowParts(row: PlainRow | ScalingRow): { req: Message; pays: Message } {
  if (row.kind === 'plain')
    return { req: requirementMessage(row.requirement), pays: effectsMessage(row.effects, true) };
  const req = {
    key: row.scope === 'self' ? 'totw.req.scaling-self' : 'totw.req.scaling-total',
    params: { el: row.element },
  };
  const tiers = row.tiers.map((t) => ({
    key: 'totw.effect.tier',
    params: { n: t.atLeast, effects: effectsMessage(t.effects, true) },
  }));
  return { req, pays: { key: 'totw.effects.tiers', params: { tiers } } };
}

/** "requirement → pays". */
export function rowMessage(row: PlainRow | ScalingRow): Message {
  const { req, pays } = rowParts(row);
  return { key: 'totw.row-text', params: { req, pays } };
}

/** What a row pays in running text: its effects, or its tiers with their element counts. */
export function rowEffectsMessage(row: PlainRow | ScalingRow | undefined): Message {
  if (row === undefined) return effectsMessage([]);
  if (row.kind === 'plain') return effectsMessage(row.effects);
  const tiers = row.tiers.map((t) => ({
    key: 'totw.effects.tier-of',
    params: { n: t.atLeast, element: row.element, effects: effectsMessage(t.effects) },
  }));
  return { key: 'totw.effects.tiers', params: { tiers } };
}

export function taskMessage(p: TaskPredicate): Message {
  switch (p.kind) {
    case 'waterAtLeast':
      return { key: 'totw.task.water', params: { n: p.n } };
    case 'pollutedCellsAtMost':
      return { key: 'totw.task.polluted-at-most', params: { n: p.n } };
    case 'tilesAtLeast':
      return { key: 'totw.task.tiles', params: { n: p.n } };
    case 'tilesWithRidersAtLeast':
      return { key: 'totw.task.tiles-with-riders', params: { n: p.n } };
    case 'templesBuiltAtLeast':
      return { key: 'totw.task.temples-built', params: { n: p.n } };
    case 'templesOnVillagesAtLeast':
      return { key: 'totw.task.temples-on-villages', params: { n: p.n } };
    case 'colourTilesAtLeast':
      return { key: 'totw.task.colour-tiles', params: { colour: p.colour, n: p.n } };
    case 'sameColourLine':
      return { key: 'totw.task.same-colour-line', params: { n: p.length } };
    case 'cornersFilled':
      return { key: 'totw.task.corners' };
    case 'fullRow':
      return { key: 'totw.task.full-row' };
    case 'fullColumn':
      return { key: 'totw.task.full-column' };
    case 'ridersOnOneTileAtLeast':
      return { key: 'totw.task.riders-on-one-tile', params: { n: p.n } };
    case 'capitalEmpty':
      return { key: 'totw.task.capital-empty' };
    case 'portalVillagesAtLeast':
      return { key: 'totw.task.portal-villages', params: { n: p.n } };
    case 'adjacentVillages':
      return { key: 'totw.task.adjacent-villages' };
    case 'cleanRow':
      return { key: 'totw.task.clean-row', params: { n: p.row + 1 } };
    case 'colourPath':
      return { key: 'totw.task.colour-path', params: { path: [...p.colours] } };
  }
}

/** Where effects come from, as a label: "Temple slot T4", "Build bonus of M08"… */
export function sourceMessage(src: Source): Message {
  switch (src.kind) {
    case 'card':
      return { key: 'totw.source.card', params: { card: src.id, row: src.row } };
    case 'start':
      return { key: 'totw.source.start', params: { id: src.id } };
    case 'templeSlot':
      return { key: 'totw.source.temple-slot', params: { n: src.slot + 1 } };
    case 'buildBonus':
      return { key: 'totw.source.build-bonus', params: { tile: src.tile } };
    case 'villageCard':
      return { key: 'totw.source.village-card', params: { id: src.id } };
    case 'ability':
      return { key: 'totw.source.ability', params: { id: src.id } };
    case 'village':
      return { key: 'totw.source.village', params: { tile: src.tile } };
    case 'plant':
      return { key: 'totw.source.plant', params: { tile: src.tile } };
    case 'drawStep':
      return { key: 'totw.source.draw-step' };
    case 'endOfTurn':
      return { key: 'totw.source.end-of-turn' };
  }
}
