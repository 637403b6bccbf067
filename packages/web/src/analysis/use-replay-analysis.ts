/**
 * A finished game's analysis as the replay viewer follows it: idle until asked, then running
 * (with progress, cancellable), done, or failed. One analysis worker per viewer, ended with it.
 */
import type { GameAnalysis } from '@boardhall/bots/core';
import { type AnyGameDefinition, BoardhallError, type ReplayFile } from '@boardhall/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnalysisClient, analysisClient, browserAnalysisBudget } from './client.ts';

export type AnalysisPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number | null }
  | { readonly kind: 'done'; readonly analysis: GameAnalysis }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'error'; readonly message: string };

export interface ReplayAnalysis {
  readonly phase: AnalysisPhase;
  readonly start: () => void;
  readonly cancel: () => void;
  /** Back to idle, the analysis kept in the browser (asking again shows it at once). */
  readonly hide: () => void;
}

export function useReplayAnalysis(file: ReplayFile, def: AnyGameDefinition): ReplayAnalysis {
  const [phase, setPhase] = useState<AnalysisPhase>({ kind: 'idle' });
  const client = useRef<AnalysisClient | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      client.current?.dispose();
      client.current = null;
    },
    [],
  );

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    client.current ??= analysisClient();
    setPhase({ kind: 'running', done: 0, total: null });
    client.current
      .analyse(file, {
        budget: browserAnalysisBudget(def),
        signal: controller.signal,
        onProgress: (done, total) => !controller.signal.aborted && setPhase({ kind: 'running', done, total }),
      })
      .then(
        (analysis) => !controller.signal.aborted && setPhase({ kind: 'done', analysis }),
        (e: unknown) => {
          if (e instanceof BoardhallError && e.code === 'analysis-cancelled') setPhase({ kind: 'cancelled' });
          else if (!controller.signal.aborted) setPhase({ kind: 'error', message: (e as Error).message });
        },
      );
  }, [file, def]);

  const cancel = useCallback(() => running.current?.abort(), []);
  const hide = useCallback(() => setPhase({ kind: 'idle' }), []);
  return { phase, start, cancel, hide };
}
