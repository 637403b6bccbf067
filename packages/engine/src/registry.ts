import { BoardhallError } from './errors.ts';
import type { AnyGameDefinition } from './types.ts';

/** The games a tool knows, by id. */
export type GameRegistry = ReadonlyMap<string, AnyGameDefinition>;

export function createRegistry(games: readonly AnyGameDefinition[]): GameRegistry {
  const map = new Map<string, AnyGameDefinition>();
  for (const g of games) {
    if (map.has(g.id)) throw new Error(`Two games share the id '${g.id}'.`);
    map.set(g.id, g);
  }
  return map;
}

/** The game with this id, or a BoardhallError naming the games there are. */
export function findGame(registry: GameRegistry, id: unknown): AnyGameDefinition {
  const game = typeof id === 'string' ? registry.get(id) : undefined;
  if (!game) {
    const known = [...registry.keys()].join(', ') || 'none';
    throw new BoardhallError('unknown-game', `Unknown game '${String(id)}' (available: ${known}).`);
  }
  return game;
}
