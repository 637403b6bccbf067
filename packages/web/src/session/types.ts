/** The `GameSession` abstraction: one interface for hotseat, against bots and online play. */
import type { Message, Outcome, Seat } from '@boardhall/engine';
import type { LogLine } from '../games/types.ts';

/** A seat as configured in the lobby. A bot's name is made up at display time, in the current language. */
export interface SeatSetup {
  readonly kind: 'human' | 'bot';
  /** The bot spec (`random`, `greedy`, `ismcts:level=hard`); bots only. */
  readonly bot?: string;
  /** The name typed for a human seat; null for bots and unnamed seats. */
  readonly name: string | null;
}

/** A seat as a session reports it. */
export interface SessionSeat extends SeatSetup {
  readonly seat: Seat;
  /** Played from this device. */
  readonly local: boolean;
  readonly connected: boolean;
  readonly substitute: boolean;
  /** Online: a human seat nobody has joined yet. */
  readonly claimed: boolean;
  /** Online: its clock ran out (the bot plays it until its player takes it back). */
  readonly outOfTime?: boolean;
  /** Online: its player resigned (the bot plays it to the end). */
  readonly resigned?: boolean;
}

/**
 * Online: the socket's state. `replaced`: another window or device took this seat; the session
 * waits (and takes it back by itself if that connection goes away, or when asked to play here).
 */
export type ConnectionState = 'connected' | 'connecting' | 'reconnecting' | 'replaced' | 'closed';

export interface SessionError {
  readonly code: string;
  /** The English sentence. */
  readonly message: string;
  /** The same sentence as a translatable message, when the game gave one. */
  readonly text?: Message;
  /** Grows with every error, so the same error twice shows twice. */
  readonly seq: number;
}

/**
 * An online match's fair-shuffle record: the SHA-256 commitment the server published before the
 * first move, and the seed once the server reveals it after the end.
 */
export interface ShuffleInfo {
  readonly commitment: string;
  readonly seed: string | null;
}

export interface SessionState<V = unknown, A = unknown> {
  readonly game: string;
  readonly matchId: string;
  readonly kind: 'local' | 'online';
  /** `expired`: a server match that never filled up in time (docs/protocol.md, "Limits"). */
  readonly status: 'loading' | 'waiting' | 'playing' | 'finished' | 'expired';
  /** The state version actions are made against. */
  readonly version: number;
  readonly view: V | null;
  readonly viewer: Seat | 'spectator';
  readonly legal: readonly A[];
  readonly activeSeats: readonly Seat[];
  readonly seats: readonly SessionSeat[];
  readonly log: readonly LogLine[];
  readonly undoable: boolean;
  readonly outcome: Outcome | null;
  readonly endReason: string | null;
  /** Hotseat: this seat must take the device before the table shows its secrets. */
  readonly cover: Seat | null;
  /** A bot seat choosing its move right now. */
  readonly thinking: Seat | null;
  /** A bot is to act but waits for this device: the table holds the bots (`hold`). */
  readonly botsHeld: boolean;
  /** An action or undo is on its way: input is locked until the next state. */
  readonly busy: boolean;
  readonly connection: ConnectionState;
  readonly attempt: number;
  readonly error: SessionError | null;
  /** Online: the seed commitment and, after the end, the revealed seed; null in local play. */
  readonly shuffle: ShuffleInfo | null;
}

export interface GameSession<V = unknown, A = unknown> {
  getState(): SessionState<V, A>;
  /** For `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  send(action: A): void;
  undo(): void;
  /** Hotseat: the covered seat has taken the device. */
  reveal(): void;
  /** Hotseat: cover the table mid-turn. */
  hide(): void;
  /** Holds bot moves while the player studies something; calls nest. */
  hold(on: boolean): void;
  /** Online: reconnect now instead of waiting for the next attempt. */
  retry(): void;
  /** The replay file of the match so far (local), or null when only the server has it. */
  replayText(): string | null;
  dispose(): void;
}

/** A minimal observable state holder for sessions. */
export class Store<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.value = initial;
  }

  get(): T {
    return this.value;
  }

  set(next: T): void {
    if (next === this.value) return;
    this.value = next;
    for (const l of [...this.listeners]) l();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
