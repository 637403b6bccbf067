/**
 * Renders content in the spec's plain-text notation (§0.2, §3.3, §8.4–8.7), e.g.
 * `self(water) ≥ 2 → +2 water`. Used by the content test to compare the data with
 * the spec's tables, and handy in logs and debugging. Not a UI text (the UI
 * translates by id).
 */
import type { BuildBonus, Effect, ElementCard, PlainRow, Requirement, ScalingRow, TaskPredicate } from './schema.ts';

export function formatEffect(effect: Effect | BuildBonus): string {
  switch (effect.kind) {
    case 'water':
      return `+${effect.n} water`;
    case 'cleanse':
      return `cleanse ${effect.n}`;
    case 'move':
      return `move ${effect.n}`;
    case 'plant':
      return effect.discount === 0 ? 'plant' : `plant −${effect.discount}`;
    case 'catapult':
    case 'temple':
    case 'turbine':
    case 'portal':
      return effect.kind;
  }
}

export function formatEffects(effects: readonly (Effect | BuildBonus)[]): string {
  return effects.map(formatEffect).join(', ');
}

export function formatRequirement(requirement: Requirement): string {
  switch (requirement.kind) {
    case 'selfAtLeast':
      return `self(${requirement.element}) ≥ ${requirement.n}`;
    case 'selfNone':
      return `self(${requirement.element}) = 0`;
    case 'allFour':
      return 'allFour';
    case 'compare':
      return `${requirement.relation}(${requirement.element}) than ${requirement.against}`;
    case 'neighboursHold':
      return `both hold(${requirement.element})`;
    case 'totalAtLeast':
      return `total(${requirement.element}) ≥ ${requirement.n}`;
  }
}

export function formatRow(row: PlainRow | ScalingRow): string {
  if (row.kind === 'plain') return `${formatRequirement(row.requirement)} → ${formatEffects(row.effects)}`;
  const tiers = row.tiers.map((tier) => `≥${tier.atLeast} → ${formatEffects(tier.effects)}`).join('; ');
  return `scaling ${row.scope}(${row.element}): ${tiers}`;
}

/** One string per row: `[only]` or `[easy, hard]`. */
export function formatCard(card: ElementCard): string[] {
  return card.rows.map(formatRow);
}

export function formatTask(task: TaskPredicate): string {
  switch (task.kind) {
    case 'cornersFilled':
    case 'fullRow':
    case 'fullColumn':
    case 'capitalEmpty':
    case 'adjacentVillages':
      return task.kind;
    case 'colourTilesAtLeast':
      return `${task.kind} ${task.colour} ${task.n}`;
    case 'sameColourLine':
      return `${task.kind} ${task.length}`;
    case 'cleanRow':
      return `${task.kind} ${task.row}`;
    case 'colourPath':
      return `${task.kind} ${task.colours.join('→')}`;
    default:
      return `${task.kind} ${task.n}`;
  }
}
