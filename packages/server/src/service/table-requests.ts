/**
 * What a seated connection asks of its match (docs/protocol.md "WebSocket"): a move, taking it
 * back, leaving or resigning, taking the seat back after its time ran out, the table chat. Each
 * runs in the match's queue, against the match as it is then.
 */
import { type Seat, undoVerdict } from '@boardhall/engine';
import type { ChatSendMessage, RequestId } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { Attachment } from './broadcast.ts';
import type { ClockKeeper } from './clock-keeper.ts';
import { expiredError } from './expiry.ts';
import type { LiveMatch } from './live-match.ts';
import type { MatchWrites } from './match-writes.ts';
import { staleVersion } from './refusals.ts';
import type { SeatKeeper } from './seat-keeper.ts';
import type { TableChat } from './table-chat.ts';

export class TableRequests {
  constructor(
    private readonly writes: MatchWrites,
    private readonly seats: SeatKeeper,
    private readonly clocks: ClockKeeper,
    private readonly chat: TableChat,
  ) {}

  async act(att: Attachment, action: unknown, version: number, requestId: RequestId | undefined): Promise<void> {
    const live = att.live;
    await live.queue.run(async () => {
      await this.writes.ensureCurrent(live);
      const seat = this.seats.seatOf(att);
      this.assertPlaying(live);
      if (version !== live.version) throw staleVersion(version, live.version);
      await this.writes.applyAction(live, seat, action, { client: att.client, requestId });
    });
  }

  async undo(att: Attachment, version: number, requestId: RequestId | undefined): Promise<void> {
    const live = att.live;
    await live.queue.run(async () => {
      await this.writes.ensureCurrent(live);
      const seat = this.seats.seatOf(att);
      this.assertPlaying(live);
      if (version !== live.version) throw staleVersion(version, live.version);
      if (live.lastActor !== seat) {
        throw new ServiceError(
          'undo-not-allowed',
          'Only your own last action can be taken back, and only until another seat acts.',
          409,
        );
      }
      if (!live.undoable) {
        const verdict = undoVerdict(live.def, live.match.players, live.prevState, live.match.state);
        const reason = verdict.ok ? '' : ` ${verdict.reason}`;
        throw new ServiceError('undo-not-allowed', `This action cannot be taken back.${reason}`, 409);
      }
      await this.writes.takeBack(live, seat, { client: att.client, requestId });
    });
  }

  async leave(att: Attachment): Promise<void> {
    await att.live.queue.run(async () => {
      await this.writes.ensureCurrent(att.live);
      const seat = this.seats.heldSeat(att);
      await this.seats.leave(att.live, seat, 'left');
    });
  }

  /** Gives the match up: the bot plays the seat on, and it ranks last when rated. */
  async resign(att: Attachment): Promise<void> {
    await att.live.queue.run(async () => {
      await this.writes.ensureCurrent(att.live);
      const seat = this.seats.heldSeat(att);
      await this.seats.leave(att.live, seat, 'resigned');
    });
  }

  /** Takes the seat back from the bot after its time ran out. */
  async takeBackSeat(att: Attachment): Promise<void> {
    await att.live.queue.run(async () => {
      await this.writes.ensureCurrent(att.live);
      this.assertPlaying(att.live);
      await this.clocks.takeBack(att.live, this.seats.heldSeat(att));
    });
  }

  /** A message to the table's chat. */
  async sendChat(att: Attachment, message: ChatSendMessage): Promise<void> {
    await att.live.queue.run(async () => {
      await this.writes.ensureCurrent(att.live);
      await this.chat.send(att, this.seats.heldSeat(att), message);
    });
  }

  /** Stops (or starts again) reading a seat's chat messages, for this connection's seat. */
  async mute(att: Attachment, other: Seat, muted: boolean, requestId: RequestId | undefined): Promise<void> {
    await att.live.queue.run(async () => {
      await this.writes.ensureCurrent(att.live);
      await this.chat.mute(att, this.seats.heldSeat(att), other, muted, requestId);
    });
  }

  private assertPlaying(live: LiveMatch): void {
    if (live.status === 'waiting') {
      throw new ServiceError('match-not-started', 'The match starts once every seat is taken.', 409);
    }
    if (live.status === 'finished') throw new ServiceError('match-over', 'The match is over.', 409);
    if (live.status === 'expired') throw expiredError();
  }
}
