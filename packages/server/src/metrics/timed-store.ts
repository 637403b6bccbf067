import type { MatchStore } from '../storage/types.ts';
import type { ServerMetrics } from './metrics.ts';

/** The store's operations that are timed, each under its own name. */
const TIMED = [
  'createMatch',
  'appendAction',
  'updateMatch',
  'claimMatch',
  'getMatch',
  'listMatches',
  'loadActions',
  'appendChat',
  'loadChat',
  'dueMatchIds',
  'heartbeat',
] as const;

/**
 * The store with every operation timed into `metrics` (`boardhall_storage_seconds`): one wrapper
 * for both adapters rather than timers inside each. Everything else passes through untouched.
 */
export function timedStore<S extends MatchStore>(store: S, metrics: ServerMetrics): S {
  const timed = new Map<PropertyKey, unknown>();
  for (const name of TIMED) {
    const operation = store[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof operation !== 'function') continue;
    timed.set(name, async (...args: unknown[]) => {
      const started = performance.now();
      try {
        const result = await operation.apply(store, args);
        metrics.storage(name, true, (performance.now() - started) / 1000);
        return result;
      } catch (error) {
        metrics.storage(name, false, (performance.now() - started) / 1000);
        throw error;
      }
    });
  }
  return new Proxy(store, {
    get(target, property, receiver) {
      if (timed.has(property)) return timed.get(property);
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
