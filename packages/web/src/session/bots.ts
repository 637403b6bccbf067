/** Runs bot decisions off the main thread (a Web Worker), or in-thread where there is no Worker. */
import type { AnyGameDefinition } from '@boardhall/engine';
import { type BotRequest, type BotResponse, decide } from './bot-core.ts';

export interface BotRunner {
  choose(req: Omit<BotRequest, 'id'>, def: AnyGameDefinition): Promise<unknown>;
  dispose(): void;
}

/** In-thread: for tests and browsers without module workers. */
export function directRunner(): BotRunner {
  return {
    choose: async (req, def) => decide(def, { ...req, id: 0 }),
    dispose() {},
  };
}

/** A Web Worker per runner; requests are answered in order by id. */
export function workerRunner(): BotRunner {
  if (typeof Worker === 'undefined') return directRunner();
  const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>();
  let next = 1;
  worker.onmessage = (event: MessageEvent<BotResponse>) => {
    const res = event.data;
    const w = waiting.get(res.id);
    if (!w) return;
    waiting.delete(res.id);
    if (res.ok) w.resolve(res.action);
    else w.reject(new Error(res.message));
  };
  worker.onerror = (event) => {
    const err = new Error(event.message || 'bot worker failed');
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  return {
    choose(req) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...req, id });
      });
    },
    dispose() {
      worker.terminate();
      for (const w of waiting.values()) w.reject(new Error('disposed'));
      waiting.clear();
    },
  };
}
