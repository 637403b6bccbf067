/**
 * Online play through the server (docs/protocol.md): one WebSocket per match, authenticated by the
 * seat token; the server's state frames carry the view, the legal actions and the log. Reconnects
 * with backoff, sends actions with the state version, resynchronises on a stale version. A socket
 * that goes silent (its server froze) is given up after a ping goes unanswered, and so is a
 * handshake nobody answers (liveness.ts), so the player reaches another server within seconds.
 */

import type { Message } from '@boardhall/engine';
import {
  CHAT_TEXT_MAX,
  type ChatPhrase,
  CLOSE_CODES,
  type PatchFrame,
  type SeatInfo,
  type ServerFrame,
  type StateFrame,
  serverFrameSchema,
} from '@boardhall/protocol';
import type { LogLine } from '../games/types.ts';
import { api, wsUrl } from './api.ts';
import { SocketLiveness } from './liveness.ts';
import { botToAct, sessionSeats, stateOfFrame } from './online-frames.ts';
import { CHAT_REQUEST, MUTE_REQUEST, TableFeed } from './table-feed.ts';
import type { GameSession, SessionState } from './types.ts';
import { Store } from './types.ts';
import { ViewPatches } from './view-patches.ts';

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 10000];
/**
 * The request id of the `sync` that asks for patches (docs/protocol.md, "Patches"): an error
 * answering it means a server without them, and the session carries on with whole frames.
 */
const PATCHES_REQUEST = 'patches';
/** Close codes after which reconnecting cannot help. (`4409`, the seat taken elsewhere, has its own handling.) */
const FINAL_CLOSES: ReadonlySet<number> = new Set([
  CLOSE_CODES.badAddress,
  CLOSE_CODES.unknownMatch,
  CLOSE_CODES.badToken,
  CLOSE_CODES.seatLeft,
  CLOSE_CODES.expired,
]);

export { HANDSHAKE_MS, SILENCE_DROP_MS, SILENCE_PING_MS } from './liveness.ts';
/** While another window holds the seat: how often to look whether it still does. */
export const REPLACED_CHECK_MS = 5_000;
const HEARTBEAT_REQUEST = 'heartbeat';
const RESIGN_REQUEST = 'resign';

export interface OnlineSessionOptions {
  readonly matchId: string;
  readonly game: string;
  readonly token: string | null;
  /**
   * With no token: the signed-in account holds a seat here, so the connection asks for it
   * (`hello` with `account: true`; the session cookie says whose).
   */
  readonly account?: boolean;
  /** Creates the socket (tests may substitute one). */
  readonly connect?: (url: string) => WebSocket;
  /** The match's seats as the server reports them now (default: `GET /api/matches/:id`). */
  readonly fetchSeats?: (matchId: string) => Promise<readonly SeatInfo[]>;
  /** The player resigned and the server let the seat go: forget its token (the session watches on). */
  readonly onResigned?: () => void;
}

/** What a player may send to the table's chat: a line of text, or one of the fixed phrases. */
export type ChatInput = { readonly text: string } | { readonly phrase: ChatPhrase };

/** 16 random characters naming this session's connections to the server (docs/protocol.md, "One connection per seat"). */
function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_');
}

export class OnlineSession implements GameSession {
  private readonly opts: OnlineSessionOptions;
  private readonly store: Store<SessionState>;
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private requestSeq = 0;
  private pending: number | null = null;
  private errorSeq = 0;
  private mySeat: number | null = null;
  private seatInfo: readonly SeatInfo[] = [];
  /** The view held, kept in step with the server's patches. */
  private readonly patches = new ViewPatches();
  /** Marks this session's connections: of two, the server never lets the older one take the seat. */
  private readonly clientId = newClientId();
  private attemptSeq = 0;
  /** Gives up a handshake nobody completes, or a socket gone silent. */
  private readonly liveness = new SocketLiveness({
    ping: () => this.write({ type: 'ping', requestId: HEARTBEAT_REQUEST }),
    giveUp: () => {
      if (this.socket) this.abandon(this.socket);
    },
  });
  private replacedTimer: ReturnType<typeof setInterval> | null = null;
  /** The seat's token; dropped once its player resigned, so later connections watch. */
  private token: string | null;
  /** The seat is the signed-in account's (no token); dropped once its player resigned, likewise. */
  private account: boolean;
  /** A `resign` was sent: the server's closing of the socket that follows is expected. */
  private resigning = false;
  /** The speed, the clocks and the chat of the table. */
  readonly table = new TableFeed();

  constructor(opts: OnlineSessionOptions) {
    this.opts = opts;
    this.token = opts.token;
    this.account = opts.account === true;
    this.store = new Store<SessionState>({
      game: opts.game,
      matchId: opts.matchId,
      kind: 'online',
      status: 'loading',
      version: 0,
      view: null,
      viewer: 'spectator',
      legal: [],
      activeSeats: [],
      seats: [],
      log: [],
      undoable: false,
      outcome: null,
      endReason: null,
      cover: null,
      thinking: null,
      // The server's bots never wait for a player's screen.
      botsHeld: false,
      busy: false,
      connection: 'connecting',
      attempt: 0,
      error: null,
      shuffle: null,
    });
    this.open();
  }

  private patch(p: Partial<SessionState>): void {
    this.store.set({ ...this.store.get(), ...p });
  }

  private fail(code: string, message: string, text?: Message): void {
    this.patch({ error: { code, message, seq: ++this.errorSeq, ...(text ? { text } : {}) } });
  }

  private open(): void {
    if (this.disposed) return;
    // The token goes in a `hello` message rather than the URL, so it stays out of logs (protocol.md).
    const url = wsUrl(this.opts.matchId, null);
    let ws: WebSocket;
    try {
      ws = this.opts.connect ? this.opts.connect(url) : new WebSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = ws;
    const attempt = this.attemptSeq++;
    this.liveness.connecting();
    ws.onopen = () => {
      this.attempt = 0;
      this.patches.reset();
      this.liveness.heard();
      if (this.token) {
        ws.send(JSON.stringify({ type: 'hello', token: this.token, client: this.clientId, attempt }));
      } else if (this.account) {
        ws.send(JSON.stringify({ type: 'hello', account: true, client: this.clientId, attempt }));
      }
      // After the whole frame this answers, the server sends each change as a patch of the view.
      ws.send(JSON.stringify({ type: 'sync', patches: true, requestId: PATCHES_REQUEST }));
    };
    ws.onmessage = (event: MessageEvent) => {
      if (this.socket !== ws) return;
      this.liveness.heard();
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      // A frame this client does not understand (a newer or broken server) is dropped, never half-applied.
      // A conforming frame is used as received: zod's copy would drop fields a game adds to its outcome.
      if (serverFrameSchema.safeParse(json).success) this.onFrame(json as ServerFrame, Date.now());
      else this.patches.lost();
    };
    ws.onclose = (event: CloseEvent) => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.pending = null;
      if (this.disposed) return;
      if (event.code === CLOSE_CODES.replaced) {
        this.onReplaced();
        return;
      }
      if (event.code === CLOSE_CODES.seatLeft && this.resigning) {
        this.onResignedClose();
        return;
      }
      if (FINAL_CLOSES.has(event.code)) {
        this.patch({
          connection: 'closed',
          busy: false,
          legal: [],
          ...(event.code === CLOSE_CODES.expired ? { status: 'expired' as const } : {}),
        });
        this.fail(event.reason || 'closed', event.reason || String(event.code));
        return;
      }
      this.scheduleReconnect();
    };
  }

  /**
   * Gives a socket up without waiting for its close handshake (a frozen server never answers it)
   * and connects again. Were its handshake to reach the server later, the server would not let it
   * take the seat from the newer connection (the `client`/`attempt` mark of `hello`).
   */
  private abandon(ws: WebSocket): void {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    try {
      ws.close();
    } catch {
      // Closing a socket that never opened may throw; it is dropped either way.
    }
    if (this.socket !== ws) return;
    this.socket = null;
    this.pending = null;
    this.scheduleReconnect();
  }

  /**
   * The seat was taken by another connection. If this client did not make that connection (a
   * handshake it had given up on, reaching a server late), nothing holds the seat for long: the
   * session looks every few seconds and takes the seat back once nobody holds it. While another
   * window or device does play it, the session waits for the player to choose to play here.
   */
  private onReplaced(): void {
    this.patch({ connection: 'replaced', busy: false, legal: [] });
    if (this.replacedTimer !== null) return;
    const look = () => {
      if (this.disposed || this.socket !== null) return;
      const seat = this.mySeat;
      const fetchSeats = this.opts.fetchSeats ?? ((id: string) => api.publicMatch(id).then((m) => m.seats));
      fetchSeats(this.opts.matchId).then(
        (seats) => {
          const held = seat !== null && seats[seat]?.connected === true;
          if (!held && this.store.get().connection === 'replaced') this.retry();
        },
        () => undefined,
      );
    };
    this.replacedTimer = setInterval(look, REPLACED_CHECK_MS);
    look();
  }

  private stopReplacedWatch(): void {
    if (this.replacedTimer !== null) clearInterval(this.replacedTimer);
    this.replacedTimer = null;
  }

  private scheduleReconnect(): void {
    if (this.disposed || this.retryTimer !== null) return;
    this.attempt++;
    this.patch({ connection: 'reconnecting', attempt: this.attempt, busy: false });
    const delay = BACKOFF_MS[Math.min(this.attempt - 1, BACKOFF_MS.length - 1)] as number;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  /** The seat went to the bot for good: watch the match to its end as a spectator. */
  private onResignedClose(): void {
    this.resigning = false;
    this.token = null;
    this.account = false;
    this.mySeat = null;
    this.table.markResigned();
    this.opts.onResigned?.();
    this.patch({ viewer: 'spectator', legal: [], undoable: false, busy: false, connection: 'connecting' });
    this.open();
  }

  private onFrame(frame: ServerFrame, receivedAt: number): void {
    switch (frame.type) {
      case 'welcome': {
        this.liveness.welcome();
        this.table.onWelcome(frame);
        this.mySeat = frame.seat;
        this.seatInfo = frame.seats;
        const log: LogLine[] = frame.log.map((l) => ({ index: l.index, seat: l.seat, messages: l.messages }));
        this.patch({
          viewer: frame.seat ?? 'spectator',
          seats: sessionSeats(frame.seats, frame.seat),
          log,
          connection: 'connected',
          attempt: 0,
          shuffle: { commitment: frame.seedCommitment, seed: this.store.get().shuffle?.seed ?? null },
        });
        return;
      }
      case 'state':
        this.patches.whole(frame.version);
        this.table.onState(frame, receivedAt);
        this.onState(frame);
        return;
      case 'patch':
        this.table.onState(frame, receivedAt);
        this.onPatch(frame);
        return;
      case 'chat':
        this.table.onChat(frame);
        return;
      case 'muted':
        this.table.onMuted(frame);
        return;
      case 'seats':
        this.seatInfo = frame.seats;
        this.patch({
          seats: sessionSeats(frame.seats, this.mySeat),
          thinking: botToAct(frame.seats, this.store.get().activeSeats),
        });
        return;
      case 'error': {
        // A server without patches refuses to send them: whole frames keep coming, nothing failed.
        if (frame.requestId === PATCHES_REQUEST && frame.code === 'bad-message') return;
        if (this.table.onError(frame)) return;
        // The resignation was refused (the match is over, say): the seat stays this player's.
        if (frame.requestId === RESIGN_REQUEST) this.resigning = false;
        if (frame.requestId !== undefined && frame.requestId === this.pending) this.pending = null;
        this.patch({ busy: this.pending !== null });
        this.fail(frame.code, frame.message, frame.text);
        if (frame.code === 'stale-version') this.write({ type: 'sync' });
        return;
      }
      case 'pong':
        return;
    }
  }

  /** A state frame, or a patch frame made whole: the session shows it. */
  private onState(frame: StateFrame): void {
    if (frame.requestId !== undefined && frame.requestId === this.pending) this.pending = null;
    this.patch(stateOfFrame(this.store.get(), frame, this.seatInfo, this.pending !== null));
  }

  /** A patch frame: shown made whole, or (it does not fit the view held) a whole frame asked for. */
  private onPatch(frame: PatchFrame): void {
    const result = this.patches.apply(this.store.get().view, frame);
    if (result.kind === 'resync') {
      if (frame.requestId !== undefined && frame.requestId === this.pending) {
        // The action was stored; the whole frame that follows shows it.
        this.pending = null;
        this.patch({ busy: false });
      }
      if (result.ask) this.patches.asked(this.write({ type: 'sync', patches: true, requestId: PATCHES_REQUEST }));
      return;
    }
    const { type: _patch, base: _base, patch: _ops, ...fields } = frame;
    this.onState({ ...fields, type: 'state', view: result.view });
  }

  private write(msg: object): boolean {
    const ws = this.socket;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(msg));
    return true;
  }

  getState(): SessionState {
    return this.store.get();
  }

  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }

  send(action: unknown): void {
    if (this.pending !== null) return;
    const requestId = ++this.requestSeq;
    if (this.write({ type: 'action', action, version: this.store.get().version, requestId })) {
      this.pending = requestId;
      this.patch({ busy: true });
    }
  }

  undo(): void {
    if (this.pending !== null || !this.store.get().undoable) return;
    const requestId = ++this.requestSeq;
    if (this.write({ type: 'undo', version: this.store.get().version, requestId })) {
      this.pending = requestId;
      this.patch({ busy: true });
    }
  }

  /** Sends a chat message; false when it could not go (no connection, or too long to be accepted). */
  chat(input: ChatInput): boolean {
    if ('text' in input && (input.text.trim().length === 0 || input.text.length > CHAT_TEXT_MAX)) return false;
    this.table.clearRefusal();
    return this.write({ type: 'chat', ...input, requestId: `${CHAT_REQUEST}${++this.requestSeq}` });
  }

  /** Stops (or starts again) showing a seat's chat messages to this seat. */
  mute(seat: number, muted: boolean): void {
    this.write({ type: 'mute', seat, muted, requestId: `${MUTE_REQUEST}${++this.requestSeq}` });
  }

  /** Gives the match up: the bot plays the seat to the end and the player ranks last. */
  resign(): void {
    if (this.resigning || (this.token === null && !this.account)) return;
    this.resigning = this.write({ type: 'resign', requestId: RESIGN_REQUEST });
  }

  /** Takes the seat back from the bot after this seat's time ran out. */
  takeBack(): void {
    this.write({ type: 'take-back', requestId: `take-back-${++this.requestSeq}` });
  }

  reveal(): void {}
  hide(): void {}
  hold(): void {}

  /** Connects now: after a loss, or to play here a seat another window holds. */
  retry(): void {
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.stopReplacedWatch();
    if (!this.socket) {
      if (this.store.get().connection === 'replaced') this.patch({ connection: 'connecting' });
      this.open();
    }
  }

  replayText(): string | null {
    return null;
  }

  dispose(): void {
    this.disposed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.liveness.stop();
    this.stopReplacedWatch();
    this.socket?.close(1000);
    this.socket = null;
  }
}
