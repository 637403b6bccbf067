/**
 * What an online table carries besides the game (issue #34): the match's speed, every seat's
 * clock, the chat with its mutes, and whether this browser's player resigned. The online session
 * feeds it the server's frames; the table's components read it.
 */
import type { Seat } from '@boardhall/engine';
import type {
  ChatAudience,
  ChatFrame,
  ChatMessage,
  Clocks,
  ErrorFrame,
  MutedFrame,
  Speed,
  StateFrame,
  WelcomeFrame,
} from '@boardhall/protocol';
import { clockOffsetMs } from '../clocks/clock-math.ts';
import { Store } from './types.ts';

/** A refused chat or mute request, shown in the chat panel rather than as a toast. */
export interface ChatRefusal {
  readonly code: string;
  /** The server's English sentence (chat-too-fast says how long to wait). */
  readonly message: string;
  /** Grows with every refusal, so the same one twice shows twice. */
  readonly seq: number;
}

export interface TableState {
  /** Null until the welcome frame says it. */
  readonly speed: Speed | null;
  /** Every seat's clock as of the last state frame; null for a match without a clock. */
  readonly clocks: Clocks | null;
  /** The server's clock minus this browser's, measured on that frame. */
  readonly offsetMs: number;
  /** The chat this connection may read, oldest first. */
  readonly chat: readonly ChatMessage[];
  readonly chatAudience: ChatAudience;
  /** The seats this seat has muted. */
  readonly muted: readonly Seat[];
  readonly chatRefusal: ChatRefusal | null;
  /** This browser's player resigned: the bot plays the seat and the table is watched as a spectator. */
  readonly resigned: boolean;
}

/** Chat and mute requests carry ids with these prefixes, so their refusals go to the chat panel. */
export const CHAT_REQUEST = 'chat-';
export const MUTE_REQUEST = 'mute-';
/** The longest chat kept in memory (the server's welcome frame holds the last 200). */
const CHAT_KEPT = 1000;

export class TableFeed {
  private readonly store = new Store<TableState>({
    speed: null,
    clocks: null,
    offsetMs: 0,
    chat: [],
    chatAudience: 'seats',
    muted: [],
    chatRefusal: null,
    resigned: false,
  });
  private refusalSeq = 0;

  get(): TableState {
    return this.store.get();
  }

  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }

  private patch(p: Partial<TableState>): void {
    this.store.set({ ...this.store.get(), ...p });
  }

  /** A welcome (again after `hello`, or after a reconnect) holds the whole chat this connection may read. */
  onWelcome(frame: WelcomeFrame): void {
    this.patch({ speed: frame.speed, chat: frame.chat, chatAudience: frame.chatAudience, muted: frame.muted });
  }

  onState(frame: Pick<StateFrame, 'clocks'>, receivedAt: number): void {
    const clocks = frame.clocks;
    this.patch({ clocks, offsetMs: clocks ? clockOffsetMs(clocks.serverTime, receivedAt) : 0 });
  }

  /** New messages, each once; one already held (a frame seen twice across a reconnect) is not added again. */
  onChat(frame: ChatFrame): void {
    const chat = this.store.get().chat;
    const last = chat.at(-1)?.index ?? 0;
    const fresh = frame.messages.filter((m) => m.index > last);
    if (fresh.length === 0) return;
    this.patch({ chat: [...chat, ...fresh].slice(-CHAT_KEPT) });
  }

  onMuted(frame: MutedFrame): void {
    this.patch({ muted: frame.seats });
  }

  /** Takes the refusal of a chat or mute request; false for any other error. */
  onError(frame: ErrorFrame): boolean {
    const id = frame.requestId;
    if (typeof id !== 'string' || !(id.startsWith(CHAT_REQUEST) || id.startsWith(MUTE_REQUEST))) return false;
    this.patch({ chatRefusal: { code: frame.code, message: frame.message, seq: ++this.refusalSeq } });
    return true;
  }

  clearRefusal(): void {
    if (this.store.get().chatRefusal !== null) this.patch({ chatRefusal: null });
  }

  markResigned(): void {
    this.patch({ resigned: true, muted: [] });
  }
}
