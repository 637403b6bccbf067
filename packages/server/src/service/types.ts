import type { BotRequest } from '@boardhall/bots';

/** Something that decides bot moves off the main thread (the bots package's BotPool). */
export interface BotChooser {
  /** Rejects soon after `signal` aborts (the pool terminates the thread that was deciding). */
  choose(request: BotRequest, signal?: AbortSignal): Promise<unknown>;
}

/** The subset of pino the service logs through. */
export interface ServiceLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  /** Routine events an operator reads only when looking for something (`--log-level debug`). */
  debug?(obj: object, msg?: string): void;
}

/**
 * A turn-based match asks seats held by accounts to act while their players are not connected:
 * whoever listens may tell them (an e-mail, docs/protocol.md "Your turn"). Called after every
 * change, so a listener keeps its own count of what it already told.
 */
export interface TurnEvent {
  matchId: string;
  game: string;
  /** The accounts asked to act now, with their seats. */
  waiting: { seat: number; accountId: string }[];
}

export interface TurnListener {
  yourTurn(event: TurnEvent): void;
}
