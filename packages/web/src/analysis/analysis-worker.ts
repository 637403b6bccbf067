/// <reference lib="webworker" />
/**
 * The analysis Web Worker: a game's analysis (tens of seconds) and hints run here, so the page
 * stays responsive. It answers each request by id, reports an analysis's progress after every
 * decision, and stops one on `cancel` (the analysis yields between decisions to hear it).
 */
import { BoardhallError } from '@boardhall/engine';
import { loadEngine } from '../games/engines.ts';
import type { AnalysisRequest, AnalysisResponse } from './messages.ts';
import { runAnalysis, runHint } from './run.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const running = new Map<number, AbortController>();

function post(res: AnalysisResponse): void {
  scope.postMessage(res);
}

function failure(id: number, e: unknown): AnalysisResponse {
  if (e instanceof BoardhallError) return { kind: 'error', id, code: e.code, message: e.message };
  return { kind: 'error', id, code: 'analysis-failed', message: e instanceof Error ? e.message : String(e) };
}

scope.onmessage = async (event: MessageEvent<AnalysisRequest>) => {
  const req = event.data;
  if (req.kind === 'cancel') {
    running.get(req.id)?.abort();
    return;
  }
  const controller = new AbortController();
  running.set(req.id, controller);
  try {
    if (req.kind === 'analyse') {
      const def = await loadEngine(req.replay.game);
      const analysis = await runAnalysis(def, req, controller.signal, (done, total) =>
        post({ kind: 'progress', id: req.id, done, total }),
      );
      post({ kind: 'analysis', id: req.id, analysis });
    } else {
      const def = await loadEngine(req.game);
      post({ kind: 'hint', id: req.id, moves: runHint(def, req) });
    }
  } catch (e) {
    post(failure(req.id, e));
  } finally {
    running.delete(req.id);
  }
};
