/**
 * Online play through the server (docs/protocol.md): one WebSocket per match, authenticated by the
 * seat token; the server's state frames carry the view, the legal actions and the log. Reconnects
 * with backoff, sends actions with the state version, resynchronises on a stale version.
 */

import type { Message } from '@boardhall/engine';
import { CLOSE_CODES, type SeatInfo, type ServerFrame, serverFrameSchema } from '@boardhall/protocol';
import type { LogLine } from '../games/types.ts';
import { wsUrl } from './api.ts';
import type { GameSession, SessionSeat, SessionState } from './types.ts';
import { Store } from './types.ts';

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 10000];
/** Close codes after which reconnecting cannot help. */
const FINAL_CLOSES: ReadonlySet<number> = new Set([
  CLOSE_CODES.badAddress,
  CLOSE_CODES.unknownMatch,
  CLOSE_CODES.badToken,
  CLOSE_CODES.replaced,
  CLOSE_CODES.seatLeft,
  CLOSE_CODES.expired,
]);

export interface OnlineSessionOptions {
  readonly matchId: string;
  readonly game: string;
  readonly token: string | null;
  /** Creates the socket (tests may substitute one). */
  readonly connect?: (url: string) => WebSocket;
}

function toSeats(seats: readonly SeatInfo[], mine: number | null): SessionSeat[] {
  return seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    ...(s.bot !== undefined ? { bot: s.bot } : {}),
    name: s.name,
    local: s.seat === mine,
    connected: s.connected,
    substitute: s.substitute,
    claimed: s.claimed,
  }));
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

  constructor(opts: OnlineSessionOptions) {
    this.opts = opts;
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
    ws.onopen = () => {
      this.attempt = 0;
      if (this.opts.token) ws.send(JSON.stringify({ type: 'hello', token: this.opts.token }));
    };
    ws.onmessage = (event: MessageEvent) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      // A frame this client does not understand (a newer or broken server) is dropped, never half-applied.
      // A conforming frame is used as received: zod's copy would drop fields a game adds to its outcome.
      if (serverFrameSchema.safeParse(json).success) this.onFrame(json as ServerFrame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.pending = null;
      if (this.disposed) return;
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

  private onFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'welcome': {
        this.mySeat = frame.seat;
        this.seatInfo = frame.seats;
        const log: LogLine[] = frame.log.map((l) => ({ index: l.index, seat: l.seat, messages: l.messages }));
        this.patch({
          viewer: frame.seat ?? 'spectator',
          seats: toSeats(frame.seats, frame.seat),
          log,
          connection: 'connected',
          attempt: 0,
          shuffle: { commitment: frame.seedCommitment, seed: this.store.get().shuffle?.seed ?? null },
        });
        return;
      }
      case 'state': {
        const st = this.store.get();
        let log = st.log.filter((l) => l.index <= frame.actionCount);
        if (frame.log && !log.some((l) => l.index === frame.log?.index)) {
          log = [...log, { index: frame.log.index, seat: frame.log.seat, messages: frame.log.messages }];
        }
        const answered = frame.requestId !== undefined && frame.requestId === this.pending;
        if (answered) this.pending = null;
        this.patch({
          status: frame.status,
          version: frame.version,
          view: frame.view,
          viewer: frame.seat ?? 'spectator',
          legal: frame.legalActions,
          activeSeats: frame.activeSeats,
          undoable: frame.undoable,
          outcome: frame.outcome,
          endReason: frame.endReason,
          log,
          busy: this.pending !== null,
          connection: 'connected',
          thinking: this.botToAct(frame.activeSeats),
          ...(frame.seed !== undefined && st.shuffle ? { shuffle: { ...st.shuffle, seed: frame.seed } } : {}),
        });
        return;
      }
      case 'seats':
        this.seatInfo = frame.seats;
        this.patch({ seats: toSeats(frame.seats, this.mySeat), thinking: this.botToAct(this.store.get().activeSeats) });
        return;
      case 'error': {
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

  private botToAct(active: readonly number[]): number | null {
    const seat = active.find((s) => this.seatInfo[s]?.kind === 'bot' || this.seatInfo[s]?.substitute);
    return seat ?? null;
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

  reveal(): void {}
  hide(): void {}
  hold(): void {}

  retry(): void {
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    if (!this.socket) this.open();
  }

  replayText(): string | null {
    return null;
  }

  dispose(): void {
    this.disposed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.socket?.close(1000);
    this.socket = null;
  }
}
