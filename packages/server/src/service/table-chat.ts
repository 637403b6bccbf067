/**
 * The table chat (docs/protocol.md "Chat"): the seats of a match write, the seats read (and the
 * spectators, when the creator allowed it), each seat may mute another for itself. Messages are
 * plain text or one of the fixed phrases, limited per seat, and stored with the match before
 * anyone reads them, so a reload or another device shows the same history. Runs in the match's
 * queue, as every change to a match does.
 */
import { codePointName, findDisplayControl, type Seat } from '@boardhall/engine';
import type { ChatFrame, ChatMessage, ChatSendMessage, MutedFrame, RequestId } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { MatchStore, StoredChat, StoredChatMessage } from '../storage/types.ts';
import type { Attachment } from './broadcast.ts';
import { expiredError } from './expiry.ts';
import type { LiveMatch } from './live-match.ts';
import type { MatchWrites } from './match-writes.ts';

/** The messages a match keeps in memory and a welcome carries (older ones stay stored). */
export const CHAT_KEPT = 200;
/** A seat may send this many messages in any `CHAT_WINDOW_MS`. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;
/** The most messages one match's chat holds. */
export const CHAT_MAX_PER_MATCH = 5_000;

/** A chat as stored messages become: what a frame carries. */
export function toChatMessage(m: StoredChatMessage): ChatMessage {
  const out: ChatMessage = { index: m.index, seat: m.seat, name: m.name, at: new Date(m.at).toISOString() };
  if (m.text !== null) out.text = m.text;
  if (m.phrase !== null) out.phrase = m.phrase as NonNullable<ChatMessage['phrase']>;
  return out;
}

function settingsOf(live: LiveMatch): StoredChat {
  return live.stored.chat ?? { audience: 'seats', mutes: {} };
}

/** The seats `seat` has muted. */
export function mutedBy(live: LiveMatch, seat: Seat): Seat[] {
  return [...(settingsOf(live).mutes[seat] ?? [])];
}

/** Whether `reader` (a seat, or null for a spectator) reads the messages of `author`. */
export function mayRead(live: LiveMatch, reader: Seat | null, author: Seat): boolean {
  const settings = settingsOf(live);
  if (reader === null) return settings.audience === 'everyone';
  return reader === author || !(settings.mutes[reader] ?? []).includes(author);
}

/** The chat so far as `reader` may read it (a welcome's). */
export function chatFor(live: LiveMatch, reader: Seat | null): ChatMessage[] {
  return live.chat.filter((m) => mayRead(live, reader, m.seat));
}

export interface TableChatOptions {
  readonly store: MatchStore;
  readonly writes: MatchWrites;
  readonly now?: () => number;
}

export class TableChat {
  private readonly now: () => number;

  constructor(private readonly o: TableChatOptions) {
    this.now = o.now ?? (() => Date.now());
  }

  /** The chat of a match just loaded: its last messages, and the index the next one takes. */
  async load(live: LiveMatch): Promise<void> {
    const stored = await this.o.store.loadChat(live.id, CHAT_KEPT);
    live.chat = stored.map(toChatMessage);
    live.chatNext = (stored[stored.length - 1]?.index ?? 0) + 1;
  }

  /** `seat` writes to the table: checked, limited, stored, then sent to whoever may read it. */
  async send(att: Attachment, seat: Seat, message: ChatSendMessage): Promise<void> {
    const live = att.live;
    if (live.status === 'expired') throw expiredError();
    const text = message.text === undefined ? null : cleanText(message.text);
    const now = this.now();
    this.assertRate(live, seat, now);
    if (live.chatNext > CHAT_MAX_PER_MATCH) {
      throw new ServiceError('chat-full', `This table's chat holds at most ${CHAT_MAX_PER_MATCH} messages.`, 409);
    }
    const stored: StoredChatMessage = {
      matchId: live.id,
      index: live.chatNext,
      seat,
      name: live.seats[seat]?.name ?? null,
      text,
      phrase: message.phrase ?? null,
      at: now,
    };
    await this.o.writes.persist(live, () => this.o.store.appendChat(stored, live.fence ?? undefined));
    live.chatNext = stored.index + 1;
    live.chatSent.set(seat, [...(live.chatSent.get(seat) ?? []), now]);
    const chat = toChatMessage(stored);
    live.chat.push(chat);
    if (live.chat.length > CHAT_KEPT) live.chat.splice(0, live.chat.length - CHAT_KEPT);
    live.touchedAt = now;
    broadcastChat(live, chat, att, message.requestId);
  }

  /** `seat` stops (or starts again) reading `other`'s messages; kept with the match. */
  async mute(
    att: Attachment,
    seat: Seat,
    other: Seat,
    muted: boolean,
    requestId: RequestId | undefined,
  ): Promise<void> {
    const live = att.live;
    if (other >= live.seats.length) {
      throw new ServiceError('bad-seat', `This match has seats 0 to ${live.seats.length - 1}; got ${other}.`, 400);
    }
    if (other === seat) throw new ServiceError('bad-seat', 'A seat cannot mute itself.', 400);
    const settings = settingsOf(live);
    const before = settings.mutes[seat] ?? [];
    const after = muted ? [...new Set([...before, other])].sort((a, b) => a - b) : before.filter((s) => s !== other);
    const chat: StoredChat = { audience: settings.audience, mutes: { ...settings.mutes, [seat]: after } };
    if (after.length === 0) delete chat.mutes[seat];
    await this.o.writes.persist(live, () => this.o.store.updateMatch(live.id, { chat }, live.fence ?? undefined));
    live.stored.chat = chat;
    const frame: MutedFrame = { type: 'muted', seats: after };
    if (requestId !== undefined) frame.requestId = requestId;
    att.client.send(JSON.stringify(frame));
  }

  private assertRate(live: LiveMatch, seat: Seat, now: number): void {
    const recent = (live.chatSent.get(seat) ?? []).filter((at) => now - at < CHAT_WINDOW_MS);
    live.chatSent.set(seat, recent);
    if (recent.length >= CHAT_BURST) {
      const waitS = Math.ceil((CHAT_WINDOW_MS - (now - (recent[0] as number))) / 1000);
      throw new ServiceError(
        'chat-too-fast',
        `At most ${CHAT_BURST} messages every ${CHAT_WINDOW_MS / 1000} seconds; wait ${waitS} s.`,
        429,
      );
    }
  }
}

/** A message's text trimmed, refused when empty or when it holds a control or direction character. */
function cleanText(raw: string): string {
  const text = raw.trim();
  if (text.length === 0) throw new ServiceError('bad-chat', 'A chat message cannot be empty.', 400);
  const control = findDisplayControl(text);
  if (control) {
    throw new ServiceError(
      'bad-chat',
      `A chat message is one line of plain text; character ${control.position} is the control character ${codePointName(control.codePoint)}.`,
      400,
    );
  }
  return text;
}

/** Sends a new message to every seat that reads its author, and to the spectators when they may. */
function broadcastChat(
  live: LiveMatch,
  message: ChatMessage,
  author: Attachment,
  requestId: RequestId | undefined,
): void {
  const frameFor = (client: unknown): string => {
    const frame: ChatFrame = { type: 'chat', matchId: live.id, messages: [message] };
    if (client === author.client && requestId !== undefined) frame.requestId = requestId;
    return JSON.stringify(frame);
  };
  for (const [seat, client] of live.seatClients) {
    if (mayRead(live, seat, message.seat)) client.send(frameFor(client));
  }
  if (mayRead(live, null, message.seat)) {
    const text = Buffer.from(frameFor(null));
    for (const client of live.spectators) client.send(text);
  }
}
