import type { Message } from '@boardhall/engine';
import {
  CLOSE_CODES,
  type ConnectionMark,
  type ErrorFrame,
  type HelloMessage,
  type PongFrame,
  type RequestId,
} from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { ClientLimits } from '../limits.ts';
import type { Client } from '../service/live-match.ts';
import type { Attachment, MatchService, ServiceLogger } from '../service/match-service.ts';
import { SerialQueue } from '../service/queue.ts';
import { notSignedIn } from '../service/refusals.ts';
import type { SeatOwner } from '../service/seat-owner.ts';
import type { Handshake } from './handshake.ts';
import { parseClientMessage } from './schemas.ts';

/**
 * Where a connection's messages go once the WebSocket itself checked them (size, binary, rate):
 * the match's session on this node, or the relay to the node that owns the match.
 */
export interface SessionPort {
  /** One message as the client sent it (JSON text, not yet parsed). */
  receive(text: string): void;
  /** The connection ended. */
  closed(): void;
}

export interface SessionLimits {
  /** Refused messages in a row after which the connection is closed. */
  maxRefusedInARow: number;
}

/** The close code that goes with a refusal that ends the connection (docs/protocol.md, "Close codes"). */
const CLOSE_FOR: Record<string, number> = {
  'unknown-match': CLOSE_CODES.unknownMatch,
  'bad-token': CLOSE_CODES.badToken,
  'superseded-connection': CLOSE_CODES.replaced,
  'too-many-spectators': CLOSE_CODES.tooManyConnections,
  'match-expired': CLOSE_CODES.expired,
  'match-moved': CLOSE_CODES.matchMoved,
  'cluster-unavailable': CLOSE_CODES.matchMoved,
  'storage-unavailable': CLOSE_CODES.tryAgainLater,
  'shutting-down': CLOSE_CODES.shutdown,
};

/**
 * How a connection ends after a refusal with this code: its own close code, else `1011` (the
 * match cannot be played on, or the server failed unexpectedly).
 */
export function closeCodeFor(code: string): number {
  return CLOSE_FOR[code] ?? CLOSE_CODES.matchUnavailable;
}

export function errorFrame(code: string, message: string, requestId: RequestId | undefined, text?: Message): string {
  const frame: ErrorFrame = text ? { type: 'error', code, message, text } : { type: 'error', code, message };
  if (requestId !== undefined) frame.requestId = requestId;
  return JSON.stringify(frame);
}

/**
 * A connection to a match this node serves: attached as a seat or a spectator, its messages
 * parsed and handled one at a time in order, every refusal answered with an error frame. The
 * client may be a WebSocket here or one relayed from another node (cluster mode): it is the same.
 */
export function openSession(
  service: MatchService,
  matchId: string,
  handshake: Handshake,
  client: Client,
  limits: SessionLimits,
  log: ServiceLogger,
  caps: Pick<ClientLimits, 'helloGraceMs'>,
): SessionPort {
  const queue = new SerialQueue();
  let refusedInARow = 0;
  let graceTimer: NodeJS.Timeout | null = null;

  const refuseForGood = (e: ServiceError, requestId: RequestId | undefined): void => {
    service.metrics.refused(e.code);
    client.send(errorFrame(e.code, e.message, requestId));
    client.close(closeCodeFor(e.code), e.code);
  };
  const metrics = service.metrics;
  const refuse = (code: string, message: string, requestId: RequestId | undefined, text?: Message): void => {
    metrics.refused(code);
    client.send(errorFrame(code, message, requestId, text));
    if (++refusedInARow >= limits.maxRefusedInARow) client.close(CLOSE_CODES.abuse, 'too many refused messages');
  };

  const attached: Promise<Attachment | null> = service.attach(matchId, handshake, client).then(
    (att) => {
      if (att.overCap) {
        // Over a spectator cap: a seat sending `hello` now still gets in; anyone else is refused.
        graceTimer = setTimeout(() => {
          if (att.overCap) refuseForGood(att.overCap, undefined);
        }, caps.helloGraceMs);
        graceTimer.unref();
      }
      return att;
    },
    (error: unknown) => {
      refuseForGood(toServiceError(error, log), undefined);
      return null;
    },
  );

  /** `arrived`: when the message reached this node's session (performance.now()), for the action latency. */
  const handle = async (text: string, arrived: number): Promise<void> => {
    const att = await attached;
    if (!att) return;
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      refuse(parsed.code, parsed.message, parsed.requestId);
      return;
    }
    const m = parsed.message;
    if (att.overCap && m.type !== 'hello') {
      refuseForGood(att.overCap, m.requestId);
      return;
    }
    try {
      switch (m.type) {
        case 'hello':
          await service.hello(att, ownerOf(m, handshake.accountId), markOf(m), m.requestId);
          break;
        case 'action':
          await service.act(att, m.action, m.version, m.requestId);
          metrics.actionHandled('action', 'acknowledged', (performance.now() - arrived) / 1000);
          break;
        case 'undo':
          await service.undo(att, m.version, m.requestId);
          metrics.actionHandled('undo', 'acknowledged', (performance.now() - arrived) / 1000);
          break;
        case 'leave':
          await service.leave(att);
          break;
        case 'sync':
          await service.sync(att, m.requestId, m.patches === true);
          break;
        case 'resign':
          await service.resign(att);
          break;
        case 'take-back':
          await service.takeBackSeat(att);
          break;
        case 'chat':
          await service.sendChat(att, m);
          break;
        case 'mute':
          await service.mute(att, m.seat, m.muted, m.requestId);
          break;
        case 'ping': {
          const pong: PongFrame = { type: 'pong' };
          if (m.requestId !== undefined) pong.requestId = m.requestId;
          client.send(JSON.stringify(pong));
          break;
        }
      }
      refusedInARow = 0;
    } catch (error) {
      const e = toServiceError(error, log);
      if (m.type === 'action' || m.type === 'undo') {
        metrics.actionHandled(m.type, 'refused', (performance.now() - arrived) / 1000);
      }
      refuse(e.code, e.message, m.requestId, e.text);
      // The match moved to another node: this connection must reconnect to reach it. A `hello`
      // older than the connection holding the seat ends here: its client has moved on.
      if (e.code === 'match-moved' || e.code === 'superseded-connection') {
        // While the server drains, a match it gave up is moving because the server stops: 1001.
        const code = e.code === 'match-moved' && !service.accepting ? CLOSE_CODES.shutdown : closeCodeFor(e.code);
        client.close(code, e.code);
      }
    }
  };

  return {
    receive(text) {
      const arrived = performance.now();
      void queue.run(() => handle(text, arrived));
    },
    closed() {
      if (graceTimer) clearTimeout(graceTimer);
      void attached.then((att) => (att ? service.detach(att) : undefined)).catch(() => undefined);
    },
  };
}

/** Whose seat a `hello` asks for: its token's, or the signed-in account's. */
function ownerOf(m: HelloMessage, accountId: string | null): SeatOwner {
  if (m.token !== undefined) return { token: m.token };
  if (accountId === null) throw notSignedIn();
  return { accountId };
}

/** The connection mark a `hello` carries, if any. */
function markOf(m: HelloMessage): ConnectionMark | null {
  return m.client !== undefined && m.attempt !== undefined ? { client: m.client, attempt: m.attempt } : null;
}

export function toServiceError(error: unknown, log: ServiceLogger): ServiceError {
  if (error instanceof ServiceError) return error;
  log.error({ err: error }, 'unexpected error while handling a message');
  return new ServiceError(
    'internal-error',
    'Something went wrong on the server; the request was not carried out.',
    500,
  );
}
