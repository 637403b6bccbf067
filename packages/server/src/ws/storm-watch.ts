import type { ServiceLogger } from '../service/types.ts';

/** The window over which new WebSockets are counted. */
const WINDOW_MS = 10_000;
/** A window with at least this many new sockets, and… */
const STORM_FLOOR = 100;
/** …this many times the usual rate (the mean of recent windows), is a reconnect storm. */
const STORM_FACTOR = 5;
const HISTORY = 30;

/**
 * Notices reconnect storms: a burst of new WebSockets far above the usual rate, as when a node
 * died and its players all reconnect here at once, or a client misbehaves. It logs one warning
 * per window while the burst lasts, so an operator sees it without a line per connection.
 */
export class StormWatch {
  private windowStart: number;
  private count = 0;
  private readonly history: number[] = [];
  private warned = false;

  constructor(
    private readonly log: ServiceLogger,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.windowStart = now();
  }

  /** A WebSocket was opened. */
  opened(): void {
    const t = this.now();
    if (t - this.windowStart >= WINDOW_MS) this.roll(t);
    this.count++;
    if (!this.warned && this.count >= this.threshold()) {
      this.warned = true;
      this.log.warn(
        { connections: this.count, windowMs: WINDOW_MS, usual: Math.round(this.usual()) },
        'reconnect storm: many more WebSockets opened than usual',
      );
    }
  }

  private roll(t: number): void {
    // Windows that passed with no connection at all count as quiet ones.
    const passed = Math.min(HISTORY, Math.floor((t - this.windowStart) / WINDOW_MS));
    this.history.push(this.count);
    for (let i = 1; i < passed; i++) this.history.push(0);
    while (this.history.length > HISTORY) this.history.shift();
    this.windowStart = t;
    this.count = 0;
    this.warned = false;
  }

  private usual(): number {
    if (this.history.length === 0) return 0;
    return this.history.reduce((a, b) => a + b, 0) / this.history.length;
  }

  private threshold(): number {
    return Math.max(STORM_FLOOR, STORM_FACTOR * this.usual());
  }
}
