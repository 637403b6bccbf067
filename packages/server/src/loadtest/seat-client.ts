import type { Rng } from '@boardhall/engine';
import type { PatchFrame, ServerFrame, StateFrame } from '@boardhall/protocol';
import { WebSocket } from 'ws';
import { DEFAULT_LIMITS } from '../ws/connection.ts';
import { TokenBucket } from '../ws/rate-limit.ts';
import type { ThinkRange } from './options.ts';

/** What the clients count; a run swaps in a fresh one for its unmeasured finish. */
export interface Stats {
  actions: number;
  errors: string[];
  latencies: number[];
}

export function newStats(): Stats {
  return { actions: 0, errors: [], latencies: [] };
}

const STATE_PREFIX = Buffer.from('{"type":"state"');
const PATCH_PREFIX = Buffer.from('{"type":"patch"');
/** The request id of the `sync` that asks for patches; a server without them refuses it. */
const PATCHES_REQUEST = 'patches';
const NO_LEGAL_ACTIONS = Buffer.from('"legalActions":[]');
/** A pause before trying again after a refusal or when the rate limit would be exceeded. */
const RETRY_MS = 60;

/** One seat's client: acts whenever its newest state frame offers legal actions. */
export class SeatClient {
  private socket: WebSocket | null = null;
  private pending: { requestId: number; sentAt: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private next = 0;
  private started = false;
  private stopped = false;
  private closing = false;
  private latest: StateFrame | PatchFrame | null = null;
  private readonly bucket = new TokenBucket(DEFAULT_LIMITS.burst, DEFAULT_LIMITS.perSecond);
  private onIdle: (() => void) | null = null;
  /** Resolves when the match is over for this seat (finished, or the socket closed). */
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    private readonly wsUrl: string,
    private readonly rng: Rng,
    public stats: Stats,
    public think: ThinkRange,
    private readonly localAddress: string | undefined,
    /** Asks for patches, as the web client does; a server without them sends whole frames. */
    private readonly patches = true,
  ) {
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
  }

  get finished(): boolean {
    return this.latest?.status === 'finished';
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      // The generator shares the machine with the server it measures, so it skips the work it
      // can: frames are checked as bytes and mostly not decoded at all (see onData).
      const socket = new WebSocket(this.wsUrl, {
        skipUTF8Validation: true,
        perMessageDeflate: false,
        ...(this.localAddress ? { localAddress: this.localAddress } : {}),
      });
      this.socket = socket;
      socket.once('open', () => {
        // Frames as patches, as the web client takes them (docs/protocol.md, "Patches").
        if (this.patches) socket.send(JSON.stringify({ type: 'sync', patches: true, requestId: PATCHES_REQUEST }));
        resolve();
      });
      socket.once('error', (e) => reject(e));
      socket.on('message', (data: Buffer) => this.onData(data));
      socket.on('close', (code) => {
        if (!this.closing && !this.finished) this.stats.errors.push(`socket closed early (${code})`);
        this.pending = null;
        this.settleIdle();
        this.resolveDone();
      });
    });
  }

  start(): void {
    this.started = true;
    this.stopped = false;
    this.maybeAct();
  }

  /** Sends no new action; resolves once the action in flight (if any) is answered or refused. */
  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => {
      this.onIdle = resolve;
    });
  }

  close(): void {
    this.closing = true;
    this.socket?.close();
  }

  private settleIdle(): void {
    const idle = this.onIdle;
    this.onIdle = null;
    idle?.();
  }

  /**
   * The load generator must not be the bottleneck: most frames are other seats' news, so only the
   * few top-level fields are read from them (the server writes those before the view, and the
   * request id last), and a frame is decoded and parsed in full only when it offers this seat
   * legal actions or is not a state frame.
   */
  private onData(data: Buffer): void {
    const prefix = data.subarray(0, 15);
    const stateLike = prefix.equals(STATE_PREFIX) || prefix.equals(PATCH_PREFIX);
    if (!stateLike || data.lastIndexOf(NO_LEGAL_ACTIONS) < 0) {
      this.onFrame(JSON.parse(data.toString('utf8')) as ServerFrame);
      return;
    }
    const head = data.toString('latin1', 0, Math.min(data.length, 240));
    const tail = data.toString('latin1', Math.max(0, data.length - 40));
    const frame = {
      type: 'state',
      version: Number(/"version":(\d+)/.exec(head)?.[1]),
      status: /"status":"(\w+)"/.exec(head)?.[1],
      legalActions: [],
    } as unknown as PatchFrame;
    const requestId = /"requestId":(\d+)}$/.exec(tail)?.[1];
    if (requestId !== undefined) frame.requestId = Number(requestId);
    this.onFrame(frame);
  }

  private onFrame(frame: ServerFrame): void {
    // An older server refuses patches and sends whole frames, which this client reads as well.
    if (frame.type === 'error' && frame.requestId === PATCHES_REQUEST && frame.code === 'bad-message') return;
    if (frame.type === 'error') {
      this.stats.errors.push(`${frame.code}: ${frame.message}`);
      if (this.pending && frame.requestId === this.pending.requestId) {
        // Counted as an error above; try again on the newest frame rather than wait forever.
        this.pending = null;
        this.settleIdle();
        this.later(() => this.maybeAct(), RETRY_MS);
      }
      return;
    }
    // A patch carries every field the client reads here except the view, which it does not read.
    if (frame.type !== 'state' && frame.type !== 'patch') return;
    if (this.pending && frame.requestId === this.pending.requestId) {
      this.stats.latencies.push(performance.now() - this.pending.sentAt);
      this.stats.actions++;
      this.pending = null;
      this.settleIdle();
    }
    if (!this.latest || frame.version >= this.latest.version) this.latest = frame;
    if (frame.status === 'finished') {
      this.resolveDone();
      return;
    }
    this.maybeAct();
  }

  private later(run: () => void, ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      run();
    }, ms);
  }

  private maybeAct(): void {
    const s = this.latest;
    if (!this.started || this.stopped || this.pending || this.timer) return;
    if (s?.status !== 'playing' || s.legalActions.length === 0) return;
    const { minMs, maxMs } = this.think;
    if (maxMs > 0) {
      // A pause like a player's, then act on the newest frame. The draw is the one the mean-only
      // option always made, so seeded runs choose the same actions as before.
      this.later(() => this.send(), minMs + (maxMs - minMs) * (this.rng.int(1000) / 1000));
      return;
    }
    this.send();
  }

  private send(): void {
    const s = this.latest;
    if (this.stopped || this.pending || s?.status !== 'playing' || s.legalActions.length === 0) return;
    if (!this.bucket.take()) {
      // A well-behaved client keeps to the server's published rate limit rather than be refused.
      this.later(() => this.send(), RETRY_MS);
      return;
    }
    const requestId = ++this.next;
    const action = this.rng.pick(s.legalActions);
    this.pending = { requestId, sentAt: performance.now() };
    this.socket?.send(JSON.stringify({ type: 'action', action, version: s.version, requestId }));
  }
}
