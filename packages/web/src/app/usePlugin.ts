import { useEffect, useState } from 'react';
import { loadPlugin } from '../games/registry.ts';
import type { AnyGamePlugin } from '../games/types.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; error: Error };

/** Loads a game's plug-in (its own chunk). */
export function usePlugin(game: string | null): Loaded<AnyGamePlugin> {
  const [result, setResult] = useState<Loaded<AnyGamePlugin>>({ state: 'loading' });
  useEffect(() => {
    if (game === null) return;
    let live = true;
    setResult({ state: 'loading' });
    loadPlugin(game).then(
      (value) => live && setResult({ state: 'ready', value }),
      (error: unknown) => live && setResult({ state: 'error', error: error as Error }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return result;
}
