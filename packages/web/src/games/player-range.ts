/**
 * How many players a game allows with some options, as the game itself says: the counts from
 * `minPlayers` to `maxPlayers` that its `validateSetup` accepts (Four Humours Solo: one). The
 * create form asks here, so it cannot offer a table the engine would refuse.
 */
import type { AnyGameDefinition } from '@boardhall/engine';

export function playerRange(
  engine: AnyGameDefinition,
  options: Readonly<Record<string, unknown>>,
): { min: number; max: number } {
  const parsed = engine.optionsSchema.safeParse(options);
  const allowed: number[] = [];
  for (let n = engine.minPlayers; n <= engine.maxPlayers; n++) {
    // Options the schema refuses are reported on creation; the count stays free meanwhile.
    if (!parsed.success || !engine.validateSetup?.(n, parsed.data)) allowed.push(n);
  }
  const min = allowed[0];
  const max = allowed.at(-1);
  return min === undefined || max === undefined ? { min: engine.minPlayers, max: engine.maxPlayers } : { min, max };
}
