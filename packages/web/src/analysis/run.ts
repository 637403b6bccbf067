/**
 * The work of the analysis worker, without the worker: a game's analysis and a hint's best moves.
 * Shared by the Web Worker and the in-thread runner (tests, browsers without module workers).
 */
import { analyseReplayAsync, type GameAnalysis, type HintMove, hintMoves } from '@boardhall/bots/core';
import { type AnyGameDefinition, BoardhallError } from '@boardhall/engine';
import type { AnalyseRequest, HintRequest } from './messages.ts';

export function runAnalysis(
  def: AnyGameDefinition,
  req: AnalyseRequest,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<GameAnalysis> {
  if (req.replay.game !== def.id) throw new BoardhallError('bad-replay', `The replay is of '${req.replay.game}'.`);
  return analyseReplayAsync(def, req.replay, { budget: req.budget, seed: req.seed, signal, onProgress });
}

/** A hint by the bots package's `hintMoves`, the very code the `hint` bot's tournament measures. */
export function runHint(def: AnyGameDefinition, req: HintRequest): HintMove[] {
  if (req.game !== def.id) throw new BoardhallError('bad-request', `The hint was asked of '${req.game}'.`);
  if (!Number.isInteger(req.players) || req.players < 1) {
    throw new BoardhallError('bad-request', `A hint's table has a whole number of seats; got ${req.players}.`);
  }
  return hintMoves(def, req, req.players);
}
