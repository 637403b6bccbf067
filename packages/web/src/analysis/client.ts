/**
 * The page's side of the analysis: asks the analysis worker (or, without module workers, runs
 * in this thread) for a game's analysis or a hint, with progress and cancel, and keeps finished
 * analyses in the browser (cache.ts). One client per page that uses it; `dispose` ends its worker.
 */
import { analysisBudget, type GameAnalysis } from '@boardhall/bots/core';
import { type AnyGameDefinition, BoardhallError, type ReplayFile } from '@boardhall/engine';
import { loadEngine } from '../games/engines.ts';
import { analysisKey, cachedAnalysis, storeAnalysis } from './cache.ts';
import type { AnalysisRequest, AnalysisResponse, HintMove, HintRequest } from './messages.ts';
import { runAnalysis, runHint } from './run.ts';

/**
 * The analysis seed: fixed, and the command line's default (`boardhall analyse`), so the same
 * game gives the same analysis in any browser and at the terminal.
 */
export const ANALYSIS_SEED = 'boardhall';

/**
 * A budget asked for in this browser's storage (a whole number of iterations), used instead of
 * the game's default: the browser tests ask for a small one to stay fast.
 */
export const BUDGET_SETTING = 'boardhall.analysis.budget';

/** The budget this browser analyses `def`'s games with. */
export function browserAnalysisBudget(def: AnyGameDefinition): number {
  let asked: string | null = null;
  try {
    asked = localStorage.getItem(BUDGET_SETTING);
  } catch {
    // Storage refused: the default.
  }
  const n = asked === null ? Number.NaN : Number(asked);
  return Number.isInteger(n) && n >= 1 ? n : analysisBudget(def);
}

export interface AnalyseOptions {
  readonly budget: number;
  readonly onProgress?: (done: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export interface AnalysisClient {
  /** The game's analysis: from the cache when this browser has it, else computed and then kept. */
  analyse(replay: ReplayFile, options: AnalyseOptions): Promise<GameAnalysis>;
  /** The seat's best moves from its view; at most three, best first. */
  hint(req: Omit<HintRequest, 'kind' | 'id'>, signal?: AbortSignal): Promise<readonly HintMove[]>;
  dispose(): void;
}

/** Runs one request somewhere and answers with the worker's responses. */
type Runner = {
  send(req: Exclude<AnalysisRequest, { kind: 'cancel' }>, on: (res: AnalysisResponse) => void): void;
  cancel(id: number): void;
  dispose(): void;
};

function cancelledError(): BoardhallError {
  return new BoardhallError('analysis-cancelled', 'The analysis was cancelled.');
}

/** In this thread: for tests and browsers without module workers. */
function directRunner(): Runner {
  const running = new Map<number, AbortController>();
  return {
    send(req, on) {
      const controller = new AbortController();
      running.set(req.id, controller);
      const work = async (): Promise<AnalysisResponse> => {
        if (req.kind === 'analyse') {
          const def = await loadEngine(req.replay.game);
          const analysis = await runAnalysis(def, req, controller.signal, (done, total) =>
            on({ kind: 'progress', id: req.id, done, total }),
          );
          return { kind: 'analysis', id: req.id, analysis };
        }
        return { kind: 'hint', id: req.id, moves: runHint(await loadEngine(req.game), req) };
      };
      work()
        .then(on, (e: unknown) => {
          const code = e instanceof BoardhallError ? e.code : 'analysis-failed';
          on({ kind: 'error', id: req.id, code, message: e instanceof Error ? e.message : String(e) });
        })
        .finally(() => running.delete(req.id));
    },
    cancel: (id) => running.get(id)?.abort(),
    dispose: () => {
      for (const c of running.values()) c.abort();
    },
  };
}

function workerRunner(): Runner {
  if (typeof Worker === 'undefined') return directRunner();
  const worker = new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });
  const listeners = new Map<number, (res: AnalysisResponse) => void>();
  worker.onmessage = (event: MessageEvent<AnalysisResponse>) => listeners.get(event.data.id)?.(event.data);
  worker.onerror = (event) => {
    const message = event.message || 'The analysis worker failed.';
    for (const [id, on] of listeners) on({ kind: 'error', id, code: 'analysis-failed', message });
  };
  return {
    send(req, on) {
      listeners.set(req.id, (res) => {
        if (res.kind !== 'progress') listeners.delete(req.id);
        on(res);
      });
      worker.postMessage(req);
    },
    cancel: (id) => worker.postMessage({ kind: 'cancel', id } satisfies AnalysisRequest),
    dispose: () => {
      worker.terminate();
      for (const [id, on] of listeners) on({ kind: 'error', id, ...cancelledCode() });
      listeners.clear();
    },
  };
}

function cancelledCode(): { code: string; message: string } {
  const e = cancelledError();
  return { code: e.code, message: e.message };
}

export function analysisClient(inThread = false): AnalysisClient {
  const runner = inThread ? directRunner() : workerRunner();
  let next = 1;

  function ask<T>(
    req: Exclude<AnalysisRequest, { kind: 'cancel' }>,
    pick: (res: AnalysisResponse) => T | undefined,
    signal: AbortSignal | undefined,
    onProgress?: (done: number, total: number) => void,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(cancelledError());
        return;
      }
      const onAbort = () => runner.cancel(req.id);
      signal?.addEventListener('abort', onAbort, { once: true });
      runner.send(req, (res) => {
        if (res.kind === 'progress') {
          onProgress?.(res.done, res.total);
          return;
        }
        signal?.removeEventListener('abort', onAbort);
        if (res.kind === 'error') {
          reject(new BoardhallError(res.code, res.message));
          return;
        }
        const value = pick(res);
        if (value === undefined) reject(new BoardhallError('analysis-failed', 'The worker answered out of turn.'));
        else resolve(value);
      });
    });
  }

  return {
    async analyse(replay, options) {
      const key = await analysisKey(replay, options.budget, ANALYSIS_SEED);
      const kept = key ? await cachedAnalysis(key) : null;
      if (kept) return kept;
      const analysis = await ask(
        { kind: 'analyse', id: next++, replay, budget: options.budget, seed: ANALYSIS_SEED },
        (res) => (res.kind === 'analysis' ? res.analysis : undefined),
        options.signal,
        options.onProgress,
      );
      if (key) await storeAnalysis(key, analysis);
      return analysis;
    },
    hint(req, signal) {
      return ask({ ...req, kind: 'hint', id: next++ }, (res) => (res.kind === 'hint' ? res.moves : undefined), signal);
    },
    dispose: () => runner.dispose(),
  };
}
