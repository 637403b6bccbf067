/**
 * A match's connections: a WebSocket attached as a spectator or as a seat (by token, or by the
 * signed-in account that holds the seat), turned into a seat by `hello`, detached when it closes,
 * and sent the state again on `sync`. Runs in the match's queue like every change.
 */
import type { ConnectionMark, RequestId } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { ClientLimits } from '../limits.ts';
import type { Handshake } from '../ws/handshake.ts';
import { type Attachment, broadcastSeats, sendState, sendWelcome } from './broadcast.ts';
import { expiredError } from './expiry.ts';
import type { Client, LiveMatch } from './live-match.ts';
import type { LiveMatches } from './live-matches.ts';
import { connectionClosed, matchMoved, tooManySpectators, tooManySpectatorsFromAddress } from './refusals.ts';
import type { SeatKeeper } from './seat-keeper.ts';
import type { SeatOwner } from './seat-owner.ts';

export class Connections {
  constructor(
    private readonly live: LiveMatches,
    private readonly seats: SeatKeeper,
    private readonly limits: ClientLimits,
  ) {}

  /** Connects a WebSocket: as the seat of the handshake's token, or as a spectator when it has none. */
  async attach(matchId: string, handshake: Handshake, client: Client): Promise<Attachment> {
    const { token, mark, address } = handshake;
    const live = await this.live.get(matchId);
    return live.queue.run(() => {
      if (live.gone) throw matchMoved();
      // Its client gave up on it while it waited (e.g. on a node that was frozen): it must not
      // take the seat from the connection the player uses now.
      if (!client.isOpen()) throw connectionClosed();
      if (live.status === 'expired') throw expiredError();
      const att: Attachment = { live, client, seat: null, overCap: null };
      if (token === null) {
        // Over a cap, it may still be a seat about to send `hello` (as the web client does).
        att.overCap = this.spectatorCapReached(live, address);
        if (att.overCap) return att;
        live.addSpectator(client, address);
      } else this.seats.bind(att, { token }, mark);
      sendWelcome(att, undefined);
      if (att.seat !== null) broadcastSeats(live);
      return att;
    });
  }

  /** Turns a spectator connection into the seat `owner` plays (the `hello` message). */
  async hello(
    att: Attachment,
    owner: SeatOwner,
    mark: ConnectionMark | null,
    requestId: RequestId | undefined,
  ): Promise<void> {
    await att.live.queue.run(() => {
      if (!att.client.isOpen()) throw connectionClosed();
      if (att.seat !== null) {
        throw new ServiceError('already-seated', `This connection already plays seat ${att.seat}.`, 409);
      }
      this.seats.bind(att, owner, mark);
      att.overCap = null;
      att.live.removeSpectator(att.client);
      sendWelcome(att, requestId);
      broadcastSeats(att.live);
    });
  }

  async detach(att: Attachment): Promise<void> {
    const live = att.live;
    await live.queue.run(() => {
      live.patchBases.delete(att.client);
      if (att.seat === null) {
        live.removeSpectator(att.client);
        return;
      }
      if (live.seatClients.get(att.seat) !== att.client) return;
      live.seatClients.delete(att.seat);
      live.seatMarks.delete(att.seat);
      live.touchedAt = Date.now();
      this.seats.armTimer(live, att.seat);
      broadcastSeats(live);
    });
  }

  /** The current state frame again; with `patches`, later frames come as patches against it. */
  async sync(att: Attachment, requestId: RequestId | undefined, patches = false): Promise<void> {
    await att.live.queue.run(() => {
      // A connection over the spectator cap hears nothing, so it has no view to patch.
      if (patches && !att.overCap) att.live.patchBases.set(att.client, { view: null, version: 0 });
      sendState(att, 'sync', requestId);
    });
  }

  /** The refusal of one more spectator of `live` from `address`, or null when it may watch. */
  private spectatorCapReached(live: LiveMatch, address: string): ServiceError | null {
    const perMatch = this.limits.spectatorsPerMatch;
    if (live.spectators.size >= perMatch) return tooManySpectators(perMatch);
    const perAddress = this.limits.spectatorsPerAddressPerMatch;
    if (live.spectatorsFrom(address) >= perAddress) return tooManySpectatorsFromAddress(perAddress);
    return null;
  }
}
