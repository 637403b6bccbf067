/** Sending a match's frames to whoever is connected to it. */
import type { LogEntry, Seat, Viewer } from '@boardhall/engine';
import type { RequestId, StateCause } from '@boardhall/protocol';
import { frameBase, seatsFrame, stateFrame, welcomeFrame } from './frames.ts';
import type { Client, LiveMatch } from './live-match.ts';

/** A WebSocket's place in a match: its seat, or null for a spectator. */
export interface Attachment {
  readonly live: LiveMatch;
  readonly client: Client;
  seat: Seat | null;
  /**
   * False for a connection that came without a token when the match had all the spectators it
   * takes: it hears nothing and may only send `hello` (a seat always gets in), or it is refused.
   */
  admitted: boolean;
}

/** The connection whose request caused a change: its frame carries the request id. */
export interface Requester {
  client: Client;
  requestId: RequestId | undefined;
}

/**
 * The frames of a change, serialised now, sent by `send` to whoever is connected then: each seat
 * its own view, the spectators one shared public frame.
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
  const texts = new Map<Client, string>();
  for (const [seat, client] of live.seatClients) {
    texts.set(client, JSON.stringify(stateFrame(base, seat, requestIdOf(client))));
  }
  const spectatorBytes = () => Buffer.from(JSON.stringify(stateFrame(base, 'spectator', undefined)));
  const prepared = live.spectators.size > 0 ? spectatorBytes() : null;
  return {
    send: () => {
      // Seats first: the players' frames never wait behind the spectators'.
      for (const [seat, client] of live.seatClients) {
        // A seat that reconnected meanwhile gets its frame built afresh.
        client.send(texts.get(client) ?? JSON.stringify(stateFrame(base, seat, requestIdOf(client))));
      }
      if (live.spectators.size === 0) return;
      // One frame, serialised and encoded once, the same bytes for every spectator.
      const bytes = prepared ?? spectatorBytes();
      for (const client of live.spectators) client.send(bytes);
    },
  };
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
  const viewer: Viewer = att.seat ?? 'spectator';
  att.client.send(JSON.stringify(welcomeFrame(att.live, att.seat, requestId)));
  att.client.send(JSON.stringify(stateFrame(frameBase(att.live, 'connect', null, null), viewer, undefined)));
}
