/**
 * Whether an online session's socket is still alive: a handshake nobody completes, or a
 * connection that stays silent after a ping, is given up, so a player whose server froze reaches
 * another within seconds (docs/deploy.md). The session says what it hears; this decides when to
 * ping and when to give up, on a one-second tick.
 */

/**
 * The heartbeat: after this long without a frame the session sends a `ping`, and a socket that
 * then stays silent for `SILENCE_DROP_MS` more is given up and another connection made. A
 * handshake (open, then `welcome`) gets `HANDSHAKE_MS`. Together: a frozen server is left within
 * about 6 seconds (play resumed 5.9–6.7 s after a node froze, docs/deploy.md), while a quiet table
 * costs one small ping every 3 seconds.
 */
export const SILENCE_PING_MS = 3_000;
export const SILENCE_DROP_MS = 2_500;
export const HANDSHAKE_MS = 5_000;
/** How often the watch looks. */
const TICK_MS = 1_000;

export interface LivenessActions {
  /** Sends a ping on the current socket; false when it could not go. */
  ping(): boolean;
  /** Gives the current socket up (and connects again). */
  giveUp(): void;
}

export class SocketLiveness {
  /** When the current socket last heard anything (or opened). */
  private lastHeardAt = 0;
  /** The socket has said `welcome`: it is past its handshake. */
  private welcomed = false;
  private pingSentAt: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly actions: LivenessActions) {}

  /** A new socket: its handshake's time starts now; the watch runs from the first one on. */
  connecting(): void {
    this.welcomed = false;
    this.pingSentAt = null;
    this.lastHeardAt = Date.now();
    this.timer ??= setInterval(() => this.check(), TICK_MS);
  }

  /** The socket said something (or opened): it is alive, and no ping is awaited. */
  heard(): void {
    this.lastHeardAt = Date.now();
    this.pingSentAt = null;
  }

  /** The server welcomed the socket: from now on silence, not the handshake, is watched. */
  welcome(): void {
    this.welcomed = true;
  }

  private check(): void {
    const now = Date.now();
    if (!this.welcomed) {
      if (now - this.lastHeardAt >= HANDSHAKE_MS) this.actions.giveUp();
      return;
    }
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt >= SILENCE_DROP_MS) this.actions.giveUp();
      return;
    }
    if (now - this.lastHeardAt >= SILENCE_PING_MS && this.actions.ping()) this.pingSentAt = now;
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
