/**
 * The games the web client offers, in lobby order. Each entry is a small manifest; the game's
 * engine and table are loaded only when a player opens it. A new game adds its manifest here and
 * its engine in `engines.ts` (see `README.md` here).
 */
import { fourHumoursManifest } from './four-humours/manifest.tsx';
import { tribesManifest } from './tribes-of-the-wind/manifest.tsx';
import type { AnyGamePlugin, GameManifest } from './types.ts';

export const GAMES: readonly GameManifest[] = [fourHumoursManifest, tribesManifest];

export function findManifest(id: string): GameManifest | undefined {
  return GAMES.find((g) => g.id === id);
}

const loaded = new Map<string, Promise<AnyGamePlugin>>();

/** Loads a game's plug-in once; later calls share the same promise. */
export function loadPlugin(id: string): Promise<AnyGamePlugin> {
  let p = loaded.get(id);
  if (!p) {
    const m = findManifest(id);
    if (!m) return Promise.reject(new Error(`unknown game '${id}'`));
    p = m.load();
    loaded.set(id, p);
    p.catch(() => loaded.delete(id));
  }
  return p;
}
