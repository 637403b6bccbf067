/**
 * Clients for the cluster tests and the chaos run that behave like the web client: a seat plays a
 * random legal action whenever it may, reconnects (to the next node) whenever its socket closes or
 * goes quiet, and counts an action as acknowledged only when its answering state frame arrived.
 */
import { Rng, type Seat } from '@boardhall/engine';
import type { ServerFrame, StateFrame } from '@boardhall/protocol';
import { WebSocket } from 'ws';

export interface Ack {
  requestId: string;
  /** The version the action made (its row's seq in the history). */
  version: number;
  seat: Seat;
  action: unknown;
}

const RETRYABLE = new Set(['storage-unavailable', 'storage-error', 'match-moved', 'cluster-unavailable']);
/** Without any frame for this long the socket is asked for a pong, then dropped (a frozen node). */
const QUIET_PING_MS = 2_000;
const QUIET_DROP_MS = 4_000;

export class ClusterClient {
  /** Every frame received, over every connection, as text (for the secret scan). */
  readonly raw: string[] = [];
  readonly acks: Ack[] = [];
  /** Codes of the refusals received. */
  readonly refusals: string[] = [];
  /** Close codes of every connection that ended. */
  readonly closes: number[] = [];
  latest: StateFrame | null = null;
  /** Plays by itself when true; a test may hold a seat back. */
  auto = true;
  connections = 0;
  private socket: WebSocket | null = null;
  private pending: { requestId: string; action: unknown } | null = null;
  private next = 0;
  private stopped = false;
  private lastFrameAt = Date.now();
  private watchdog: NodeJS.Timeout | null = null;
  private readonly rng: Rng;
  private requests = 0;
  private listeners: (() => void)[] = [];
  /** Marks its connections as the web client does, so an old handshake of its own cannot take the seat. */
  private readonly clientId: string;
  private attempts = 0;

  constructor(
    readonly label: string,
    /** Node WebSocket bases (ws://host:port), tried in turn from `first`. */
    private readonly nodes: () => string[],
    private readonly matchId: string,
    private readonly token: string | null,
    readonly seat: Seat | null,
    first = 0,
    /** How long the seat thinks before it acts, at least and at most (ms). */
    private readonly think: readonly [number, number] = [2, 12],
    /**
     * The loopback address it connects from (127.x.y.z), so that many clients are not counted as
     * one address by the server's per-address limits; the system's choice when absent.
     */
    private readonly localAddress?: string,
  ) {
    this.next = first;
    this.rng = new Rng(`cluster-client-${label}`);
    this.clientId = `seat-${label}-${process.pid}`.replace(/[^A-Za-z0-9_-]/g, '_');
  }

  start(): void {
    this.connect();
    this.watchdog = setInterval(() => this.checkQuiet(), 500);
  }

  stop(): void {
    this.stopped = true;
    if (this.watchdog) clearInterval(this.watchdog);
    this.socket?.terminate();
  }

  get finished(): boolean {
    return this.latest?.status === 'finished';
  }

  /** The node this client connects to next time, or is connected to now. */
  get currentNode(): string | undefined {
    const nodes = this.nodes();
    return nodes[(this.next + nodes.length - 1) % nodes.length];
  }

  /** Whether the seat may act on its newest frame. */
  get myTurn(): boolean {
    const s = this.latest;
    return s !== null && s.status === 'playing' && s.legalActions.length > 0;
  }

  /** Sends one random legal action now (the test holds the seat with `auto = false` first). */
  actNow(): { requestId: string; action: unknown; version: number } | null {
    const s = this.latest;
    if (!s || !this.socket || this.socket.readyState !== WebSocket.OPEN || s.legalActions.length === 0) return null;
    const action = this.rng.pick(s.legalActions);
    const requestId = `${this.label}-${++this.requests}`;
    this.pending = { requestId, action };
    this.socket.send(JSON.stringify({ type: 'action', action, version: s.version, requestId }));
    return { requestId, action, version: s.version };
  }

  /** Resolves once `check` holds (checked on every frame and close); rejects after `timeoutMs`. */
  waitFor(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== listener);
        reject(new Error(`${this.label}: ${what} did not happen within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== listener);
        resolve();
      };
      this.listeners.push(listener);
    });
  }

  private connect(): void {
    if (this.stopped) return;
    const nodes = this.nodes();
    const base = nodes[this.next % nodes.length] as string;
    this.next++;
    const mark = `client=${this.clientId}&attempt=${this.attempts++}`;
    const query = this.token ? `?token=${encodeURIComponent(this.token)}&${mark}` : '';
    const socket = new WebSocket(`${base}/api/matches/${this.matchId}/ws${query}`, {
      handshakeTimeout: 3_000,
      ...(this.localAddress === undefined ? {} : { localAddress: this.localAddress }),
    });
    this.socket = socket;
    this.pending = null;
    this.lastFrameAt = Date.now();
    socket.on('open', () => {
      this.connections++;
    });
    socket.on('message', (data) => this.onFrame(data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      this.closes.push(code);
      if (this.socket !== socket) return;
      this.socket = null;
      // An action in flight on a lost connection is not acknowledged: its fate is unknown here.
      this.pending = null;
      this.notify();
      if (!this.stopped && !this.finished) setTimeout(() => this.connect(), 150);
    });
  }

  private onFrame(text: string): void {
    this.lastFrameAt = Date.now();
    this.raw.push(text);
    const frame = JSON.parse(text) as ServerFrame;
    if (frame.type === 'state') {
      if (this.latest === null || frame.version >= this.latest.version) this.latest = frame;
      if (this.pending && frame.requestId === this.pending.requestId) {
        this.acks.push({
          requestId: this.pending.requestId,
          version: frame.version,
          seat: this.seat as Seat,
          action: this.pending.action,
        });
        this.pending = null;
      }
      this.maybeAct();
    } else if (frame.type === 'error') {
      this.refusals.push(frame.code);
      // A refused sync (rate limit) is asked again, as the web client would, a moment later.
      if (frame.code === 'rate-limited' && frame.requestId === undefined) {
        setTimeout(() => this.socket?.send(JSON.stringify({ type: 'sync' })), 1_000);
      }
      if (this.pending && frame.requestId === this.pending.requestId) {
        this.pending = null;
        // Ask for the state again: after a stale version, or once the retryable trouble passed.
        const delay = RETRYABLE.has(frame.code) ? 300 : 0;
        setTimeout(() => this.socket?.send(JSON.stringify({ type: 'sync' })), delay);
      }
    }
    this.notify();
  }

  private maybeAct(): void {
    if (!this.auto || this.pending || !this.myTurn || this.seat === null) return;
    const version = this.latest?.version;
    setTimeout(
      () => {
        if (this.auto && !this.pending && this.myTurn && this.latest?.version === version) this.actNow();
      },
      this.think[0] + this.rng.int(this.think[1] - this.think[0]),
    );
  }

  private checkQuiet(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.finished) return;
    const quiet = Date.now() - this.lastFrameAt;
    if (quiet > QUIET_DROP_MS) socket.terminate();
    else if (quiet > QUIET_PING_MS) socket.send(JSON.stringify({ type: 'ping' }));
  }

  private notify(): void {
    for (const l of [...this.listeners]) l();
  }
}
