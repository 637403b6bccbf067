/**
 * Game engines by id, each a dynamic import. No React here: the bot worker uses this table too.
 * A new game adds one line.
 */
import type { AnyGameDefinition } from '@boardhall/engine';

export const ENGINE_LOADERS: Readonly<Record<string, () => Promise<AnyGameDefinition>>> = {
  'four-humours': async () => (await import('@boardhall/four-humours')).fourHumours as AnyGameDefinition,
  'tribes-of-the-wind': async () =>
    (await import('@boardhall/tribes-of-the-wind')).tribesOfTheWind as AnyGameDefinition,
};

export async function loadEngine(id: string): Promise<AnyGameDefinition> {
  const load = ENGINE_LOADERS[id];
  if (!load) throw new Error(`unknown game '${id}'`);
  return load();
}
