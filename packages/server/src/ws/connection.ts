import { CLOSE_CODES, type RequestId } from '@boardhall/protocol';
import type { WebSocket } from 'ws';
import type { ServerMetrics } from '../metrics/metrics.ts';
import type { Client } from '../service/live-match.ts';
import type { ServiceLogger } from '../service/match-service.ts';
import type { Handshake } from './handshake.ts';
import { TokenBucket } from './rate-limit.ts';
import { parseClientMessage } from './schemas.ts';
import { closeCodeFor, errorFrame, type SessionLimits, type SessionPort, toServiceError } from './session.ts';

export interface WsLimits extends SessionLimits {
  /** Frames larger than this are refused with `message-too-large`. */
  maxMessageBytes: number;
  /** Messages a connection may send at once… */
  burst: number;
  /** …and per second after that. */
  perSecond: number;
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

/** Opens a WebSocket's session: on this node, or relayed to the node that owns the match. */
export type SessionOpener = (matchId: string, handshake: Handshake, client: Client) => Promise<SessionPort>;

/**
 * One WebSocket of one match. Messages are checked here (size, binary, rate) on arrival; what
 * passes goes, in order, to the match's session (ws/session.ts), which parses and handles it.
 */
export function handleConnection(
  socket: WebSocket,
  matchId: string,
  handshake: Handshake | Promise<Handshake>,
  openSession: SessionOpener,
  limits: WsLimits,
  log: ServiceLogger,
  metrics: ServerMetrics,
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
    isOpen: () => socket.readyState === socket.OPEN,
  };
  const bucket = new TokenBucket(limits.burst, limits.perSecond);
  let refusedInARow = 0;
  const port: Promise<SessionPort | null> = Promise.resolve(handshake)
    .then((known) => openSession(matchId, known, client))
    .catch((error: unknown) => {
      const e = toServiceError(error, log);
      metrics.refused(e.code);
      client.send(errorFrame(e.code, e.message, undefined));
      client.close(closeCodeFor(e.code), e.code);
      return null;
    });

  const refuse = (code: string, message: string, requestId: RequestId | undefined): void => {
    metrics.refused(code);
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
    refusedInARow = 0;
    // Promise callbacks run in the order they were added, so messages keep their order.
    void port.then((p) => p?.receive(text));
  });

  socket.on('close', () => {
    void port.then((p) => p?.closed()).catch(() => undefined);
  });
  socket.on('error', (error) => log.warn({ err: error, matchId }, 'websocket error'));
}
