import { CLOSE_CODES, type ErrorFrame, type PongFrame, type RequestId } from '@boardhall/protocol';
import type { WebSocket } from 'ws';
import { ServiceError } from '../errors.ts';
import type { ClientLimits } from '../limits.ts';
import type { Client } from '../service/live-match.ts';
import type { Attachment, MatchService, ServiceLogger } from '../service/match-service.ts';
import { SerialQueue } from '../service/queue.ts';
import { tooManySpectators } from '../service/refusals.ts';
import { TokenBucket } from './rate-limit.ts';
import { parseClientMessage } from './schemas.ts';

export interface WsLimits {
  /** Frames larger than this are refused with `message-too-large`. */
  maxMessageBytes: number;
  /** Messages a connection may send at once… */
  burst: number;
  /** …and per second after that. */
  perSecond: number;
  /** Refused messages in a row after which the connection is closed. */
  maxRefusedInARow: number;
  /** Unsent bytes after which a client that does not read is disconnected. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: WsLimits = {
  maxMessageBytes: 16 * 1024,
  burst: 20,
  perSecond: 20,
  maxRefusedInARow: 50,
  maxBufferedBytes: 8 * 1024 * 1024,
};

const ATTACH_CLOSE: Record<string, number> = {
  'unknown-match': CLOSE_CODES.unknownMatch,
  'bad-token': CLOSE_CODES.badToken,
  'too-many-spectators': CLOSE_CODES.tooManyConnections,
  'match-expired': CLOSE_CODES.expired,
};

function errorFrame(code: string, message: string, requestId: RequestId | undefined): string {
  const frame: ErrorFrame = { type: 'error', code, message };
  if (requestId !== undefined) frame.requestId = requestId;
  return JSON.stringify(frame);
}

/**
 * One WebSocket of one match. Messages are checked (size, rate, JSON, schema) on arrival and
 * handled one at a time in order; every refusal is answered with an error frame.
 */
export function handleConnection(
  socket: WebSocket,
  matchId: string,
  token: string | null,
  service: MatchService,
  limits: WsLimits,
  log: ServiceLogger,
  caps: Pick<ClientLimits, 'spectatorsPerMatch' | 'helloGraceMs'>,
): void {
  const client: Client = {
    send(data) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > limits.maxBufferedBytes) {
        socket.terminate();
        return;
      }
      socket.send(data, { binary: false });
    },
    close(code, reason) {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
    },
  };
  const bucket = new TokenBucket(limits.burst, limits.perSecond);
  const queue = new SerialQueue();
  let refusedInARow = 0;

  const refuseForGood = (e: ServiceError, requestId: RequestId | undefined): void => {
    client.send(errorFrame(e.code, e.message, requestId));
    client.close(ATTACH_CLOSE[e.code] ?? 1011, e.code);
  };
  let graceTimer: NodeJS.Timeout | null = null;
  const attached: Promise<Attachment | null> = service.attach(matchId, token, client).then(
    (att) => {
      if (!att.admitted) {
        // Over the spectator cap: a seat sending `hello` now still gets in; anyone else is refused.
        graceTimer = setTimeout(() => {
          if (!att.admitted) refuseForGood(tooManySpectators(caps.spectatorsPerMatch), undefined);
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

  const refuse = (code: string, message: string, requestId: RequestId | undefined): void => {
    client.send(errorFrame(code, message, requestId));
    if (++refusedInARow >= limits.maxRefusedInARow) client.close(CLOSE_CODES.abuse, 'too many refused messages');
  };

  socket.on('message', (data, isBinary) => {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
    if (size > limits.maxMessageBytes) {
      refuse('message-too-large', `Messages are limited to ${limits.maxMessageBytes} bytes; got ${size}.`, undefined);
      return;
    }
    if (isBinary) {
      refuse('bad-message', 'Send JSON text frames, not binary ones.', undefined);
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(data).toString('utf8');
    if (!bucket.take()) {
      // Parsing a frame this small is cheap, and the request id lets the client match the refusal.
      const parsed = parseClientMessage(text);
      const requestId = parsed.ok ? parsed.message.requestId : parsed.requestId;
      refuse('rate-limited', `Slow down: at most ${limits.perSecond} messages a second.`, requestId);
      return;
    }
    void queue.run(async () => {
      const att = await attached;
      if (!att) return;
      const parsed = parseClientMessage(text);
      if (!parsed.ok) {
        refuse(parsed.code, parsed.message, parsed.requestId);
        return;
      }
      const m = parsed.message;
      if (!att.admitted && m.type !== 'hello') {
        refuseForGood(tooManySpectators(caps.spectatorsPerMatch), m.requestId);
        return;
      }
      try {
        switch (m.type) {
          case 'hello':
            await service.hello(att, m.token, m.requestId);
            break;
          case 'action':
            await service.act(att, m.action, m.version, m.requestId);
            break;
          case 'undo':
            await service.undo(att, m.version, m.requestId);
            break;
          case 'leave':
            await service.leave(att);
            break;
          case 'sync':
            await service.sync(att, m.requestId);
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
        refuse(e.code, e.message, m.requestId);
      }
    });
  });

  socket.on('close', () => {
    if (graceTimer) clearTimeout(graceTimer);
    void attached.then((att) => (att ? service.detach(att) : undefined)).catch(() => undefined);
  });
  socket.on('error', (error) => log.warn({ err: error, matchId }, 'websocket error'));
}

function toServiceError(error: unknown, log: ServiceLogger): ServiceError {
  if (error instanceof ServiceError) return error;
  log.error({ err: error }, 'unexpected error while handling a message');
  return new ServiceError(
    'internal-error',
    'Something went wrong on the server; the request was not carried out.',
    500,
  );
}
