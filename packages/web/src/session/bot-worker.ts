/// <reference lib="webworker" />
/** The bot Web Worker: bots think here, so the table never freezes. */
import { loadEngine } from '../games/engines.ts';
import { type BotRequest, type BotResponse, decide } from './bot-core.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<BotRequest>) => {
  const req = event.data;
  let res: BotResponse;
  try {
    const def = await loadEngine(req.game);
    res = { id: req.id, ok: true, action: decide(def, req) };
  } catch (e) {
    res = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  scope.postMessage(res);
};
