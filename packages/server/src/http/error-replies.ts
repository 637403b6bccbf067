/**
 * Every HTTP error answer in the one documented shape, `{"error":{"code","message"}}`, with the
 * status docs/protocol.md gives, including the errors fastify raises itself before any route
 * runs (a URL that does not decode, a parameter over the router's length limit, bodies it cannot
 * parse) and paths that lead nowhere.
 */

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpErrorResponse } from '@boardhall/protocol';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../errors.ts';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad-json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad-json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad-request',
};

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

function send(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: HttpErrorResponse = { error: { code, message } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** A 404: `unknown-match` for a path under /api/matches/ that cannot name a match, else `not-found`. */
function nowhere(request: FastifyRequest, reply: FastifyReply, badMatchId: boolean): FastifyReply {
  const path = pathOf(request);
  if (badMatchId && path.startsWith('/api/matches/')) {
    return send(reply, 404, 'unknown-match', 'There is no match with this id (it is not even a possible id).');
  }
  return send(reply, 404, 'not-found', `Nothing at ${request.method} ${path.slice(0, 200)}.`);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ServiceError) {
    if (error.retryAfterSeconds !== undefined && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return send(reply, error.status, error.code, error.message);
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const code = FASTIFY_CODES[error.code] ?? (status >= 500 ? 'internal-error' : 'bad-request');
  const message = status >= 500 ? 'Something went wrong on the server.' : error.message;
  return send(reply, status, code, message);
}

/**
 * fastify's `frameworkErrors`: a path that does not decode (`%zz`) or with a parameter longer than
 * the router takes cannot name anything that exists, so it is a 404 like any unknown path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return nowhere(request, reply, true);
  return errorHandler(error, request, reply);
}

/** The 404 of unknown paths (a web client, when served, takes the non-API GETs first). */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return nowhere(request, reply, false);
}

/** The parser's errors with a status of their own; any other is a malformed request (400). */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers-too-large',
    message: 'The request line and headers are larger than the server takes (16 KiB in all).',
  },
  // Node's headersTimeout: the headers did not all arrive within a minute.
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request-timeout',
    message: 'The request did not arrive in time; send it again.',
  },
};

/**
 * The raw HTTP answer to a request Node's HTTP parser refused (headers too large, a malformed
 * request line, header or Content-Length) or that timed out: no route or fastify handler ever
 * sees such a request, so the answer is written here, in the one error body.
 */
export function clientErrorResponse(error: Pick<ConnectionError, 'code' | 'message'>): string {
  const reason = error.message.replace(/^Parse Error: /, '').replace(/\.?$/, '');
  const { status, code, message } = CLIENT_ERRORS[error.code] ?? {
    status: 400,
    code: 'bad-request',
    message: `The request is not well-formed HTTP: ${reason}.`,
  };
  const body = JSON.stringify({ error: { code, message } } satisfies HttpErrorResponse);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** fastify's `clientErrorHandler` (the http server's `clientError`): answers, then closes the connection. */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A connection reset leaves nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error));
  socket.destroy();
}
