/** Sending a match's frames to whoever is connected to it. */
import type { LogEntry, Seat, Viewer } from '@boardhall/engine';
import type { RequestId, StateCause } from '@boardhall/protocol';
import type { ServiceError } from '../errors.ts';
import {
  type FrameBase,
  frameBase,
  type PatchBase,
  patchFrame,
  seatsFrame,
  stateFrame,
  welcomeFrame,
} from './frames.ts';
import type { Client, LiveMatch } from './live-match.ts';

/** A WebSocket's place in a match: its seat, or null for a spectator. */
export interface Attachment {
  readonly live: LiveMatch;
  readonly client: Client;
  seat: Seat | null;
  /**
   * For a connection that came without a token over a spectator cap (the match's, or its
   * address's), the refusal it gets: it hears nothing and may only send `hello` (a seat always
   * gets in), or it is refused with this. Null for a connection that was let in.
   */
  overCap: ServiceError | null;
}

/** The connection whose request caused a change: its frame carries the request id. */
export interface Requester {
  client: Client;
  requestId: RequestId | undefined;
}

/**
 * The frames of a change, serialised now, sent by `send` to whoever is connected then: each seat
 * its own view, the spectators one shared public frame. A connection that takes patches gets
 * the changes to the view it got last instead (docs/protocol.md, "Patches"); spectators whose
 * last view is the same object share one patch, serialised and encoded once.
 */
export function prepareFrames(
  live: LiveMatch,
  cause: StateCause,
  actor: Seat | null,
  log: readonly LogEntry[] | null,
  requester: Requester | null,
): { send(): void } {
  const base = frameBase(live, cause, actor, log);
  const requestIdOf = (client: Client) => (requester && requester.client === client ? requester.requestId : undefined);
  const textOf = (seat: Seat, client: Client, from: PatchBase | undefined): string => {
    const requestId = requestIdOf(client);
    return JSON.stringify(from ? patchFrame(base, seat, requestId, from) : stateFrame(base, seat, requestId));
  };
  const texts = new Map<Client, { text: string; from: PatchBase | undefined }>();
  for (const [seat, client] of live.seatClients) {
    const from = live.patchBases.get(client);
    texts.set(client, { text: textOf(seat, client, from), from });
  }
  const spectators = new SpectatorFrames(base);
  if (live.spectators.size > 0) for (const client of live.spectators) spectators.bytesFor(client);
  return {
    send: () => {
      // Seats first: the players' frames never wait behind the spectators'.
      for (const [seat, client] of live.seatClients) {
        const from = live.patchBases.get(client);
        const prepared = texts.get(client);
        // A seat that reconnected meanwhile gets its frame built afresh.
        client.send(prepared && prepared.from === from ? prepared.text : textOf(seat, client, from));
        if (from) live.patchBases.set(client, { view: live.views.view(seat), version: live.version });
      }
      if (live.spectators.size === 0) return;
      const view = live.views.view('spectator');
      for (const client of live.spectators) {
        client.send(spectators.bytesFor(client));
        if (live.patchBases.has(client)) live.patchBases.set(client, { view, version: live.version });
      }
    },
  };
}

/**
 * The spectators' frames of one change, each distinct one serialised and encoded once: the full
 * frame, and a patch per view the spectators taking patches got last (usually one for all).
 */
class SpectatorFrames {
  private full: Buffer | null = null;
  private readonly patches: { from: PatchBase; bytes: Buffer }[] = [];

  constructor(private readonly base: FrameBase) {}

  bytesFor(client: Client): Buffer {
    const from = this.base.live.patchBases.get(client);
    if (!from) {
      this.full ??= Buffer.from(JSON.stringify(stateFrame(this.base, 'spectator', undefined)));
      return this.full;
    }
    for (const p of this.patches) {
      if (p.from.view === from.view && p.from.version === from.version) return p.bytes;
    }
    const bytes = Buffer.from(JSON.stringify(patchFrame(this.base, 'spectator', undefined, from)));
    this.patches.push({ from, bytes });
    return bytes;
  }
}

/** Builds and sends the frames of a change at once. */
export function broadcast(
  live: LiveMatch,
  cause: StateCause,
  actor: Seat | null,
  log: readonly LogEntry[] | null,
  requester: Requester | null,
): void {
  prepareFrames(live, cause, actor, log, requester).send();
}

/** Everyone hears who sits where and who is connected (seats first, one encoding for all). */
export function broadcastSeats(live: LiveMatch): void {
  const bytes = Buffer.from(JSON.stringify(seatsFrame(live)));
  for (const client of live.allClients()) client.send(bytes);
}

/** A new connection's welcome (seats, log so far) and its first state frame. */
export function sendWelcome(att: Attachment, requestId: RequestId | undefined): void {
  att.client.send(JSON.stringify(welcomeFrame(att.live, att.seat, requestId)));
  sendState(att, 'connect', undefined);
}

/**
 * A connection's state frame with its whole view (on connecting, on `sync`); a connection that
 * takes patches gets its later frames as changes to this view.
 */
export function sendState(att: Attachment, cause: StateCause, requestId: RequestId | undefined): void {
  const viewer: Viewer = att.seat ?? 'spectator';
  const live = att.live;
  att.client.send(JSON.stringify(stateFrame(frameBase(live, cause, null, null), viewer, requestId)));
  if (live.patchBases.has(att.client)) {
    live.patchBases.set(att.client, { view: live.views.view(viewer), version: live.version });
  }
}
