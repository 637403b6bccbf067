/**
 * English renderings of content for describe(), describeObject() and the log, worded as in
 * GLOSSARY.md §2 (label forms). The UI translates by message key; these strings are parameters.
 */
import { CAT } from './catalog.ts';
import type { BuildBonus, Effect, PlainRow, Requirement, ScalingRow, TaskPredicate } from './content/schema.ts';
import type { Source } from './state.ts';

export function effectText(e: Effect | BuildBonus): string {
  switch (e.kind) {
    case 'water':
      return `+${e.n} water`;
    case 'cleanse':
      return `cleanse ${e.n}`;
    case 'plant':
      return e.discount === 0 ? 'plant' : `plant −${e.discount}`;
    case 'move':
      return `move ${e.n}`;
    case 'catapult':
      return 'catapult';
    case 'temple':
      return 'free temple';
    case 'turbine':
      return 'wind turbine';
    case 'portal':
      return 'wind portal';
  }
}

export function effectsText(list: readonly (Effect | BuildBonus)[]): string {
  return list.length === 0 ? 'nothing' : list.map(effectText).join(', ');
}

export function requirementText(r: Requirement): string {
  switch (r.kind) {
    case 'selfAtLeast':
      return `You: ${r.element} ≥ ${r.n}`;
    case 'selfNone':
      return `You: no ${r.element}`;
    case 'allFour':
      return 'You: all 4 elements';
    case 'compare': {
      const against =
        r.against === 'one' ? 'a neighbour' : r.against === 'both' ? 'both neighbours' : `your ${r.against} neighbour`;
      return `${r.element}: ${r.relation} than ${against}`;
    }
    case 'neighboursHold':
      return `${r.element}: both neighbours have some`;
    case 'totalAtLeast':
      return `You + neighbours: ${r.element} ≥ ${r.n}`;
  }
}

export function rowText(row: PlainRow | ScalingRow): string {
  if (row.kind === 'plain') return `${requirementText(row.requirement)} → ${effectsText(row.effects)}`;
  const who = row.scope === 'self' ? 'You' : 'You + neighbours';
  const tiers = row.tiers.map((t) => `≥ ${t.atLeast} → ${effectsText(t.effects)}`).join('; ');
  return `${who}: ${row.element} ${tiers} (only the highest tier met pays)`;
}

export function taskText(p: TaskPredicate): string {
  switch (p.kind) {
    case 'waterAtLeast':
      return `Water ≥ ${p.n}`;
    case 'pollutedCellsAtMost':
      return `Polluted cells ≤ ${p.n}`;
    case 'tilesAtLeast':
      return `Tiles ≥ ${p.n}`;
    case 'tilesWithRidersAtLeast':
      return `Tiles with riders ≥ ${p.n}`;
    case 'templesBuiltAtLeast':
      return `Temples built ≥ ${p.n}`;
    case 'templesOnVillagesAtLeast':
      return `Temples on villages ≥ ${p.n}`;
    case 'colourTilesAtLeast':
      return `${p.colour[0]?.toUpperCase()}${p.colour.slice(1)} tiles ≥ ${p.n}`;
    case 'sameColourLine':
      return `Straight line of one colour ≥ ${p.length}`;
    case 'cornersFilled':
      return 'All 4 corners have tiles';
    case 'fullRow':
      return 'A full row';
    case 'fullColumn':
      return 'A full column';
    case 'ridersOnOneTileAtLeast':
      return `Riders on one tile ≥ ${p.n}`;
    case 'capitalEmpty':
      return 'Capital empty';
    case 'portalVillagesAtLeast':
      return `Portal villages ≥ ${p.n}`;
    case 'adjacentVillages':
      return 'Two adjacent villages';
    case 'cleanRow':
      return `Row ${p.row} free of pollution`;
    case 'colourPath':
      return `Colour path ${p.colours.join(' → ')}`;
  }
}

/** Where effects come from, as a label: "Temple slot T4", "Build bonus of M08"… */
export function sourceText(src: Source): string {
  switch (src.kind) {
    case 'card':
      return `${src.id} (${src.row} row)`;
    case 'start':
      return `Start tile ${src.id}`;
    case 'templeSlot':
      return `Temple slot T${src.slot + 1}`;
    case 'buildBonus':
      return `Build bonus of ${src.tile}`;
    case 'villageCard':
      return `Village card ${src.id}`;
    case 'ability':
      return CAT.abilities.get(src.id)?.name ?? src.id;
    case 'village':
      return `Village on ${src.tile}`;
    case 'plant':
      return `Planting ${src.tile}`;
    case 'drawStep':
      return 'Draw step';
    case 'endOfTurn':
      return 'End of turn';
  }
}
