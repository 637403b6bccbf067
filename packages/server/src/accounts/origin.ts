/**
 * Cross-site request forgery: a browser sends the session cookie with any request to this
 * server, whichever site made it (`SameSite=Lax` still sends it on a top-level POST form). So a
 * state-changing request that carries the cookie must come from a page of this server: its
 * `Origin` header must be this server's origin. A request without the cookie carries no
 * authority and needs no check; a sign-in that would set a cookie is checked too (login CSRF).
 */
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../errors.ts';

/**
 * The origins this server's pages come from: the configured public URL's, or (none configured)
 * the one the request was addressed to, `protocol://host` as the request (through a trusted
 * proxy) names them.
 */
export function expectedOrigins(request: FastifyRequest, publicOrigins: readonly string[]): string[] {
  if (publicOrigins.length > 0) return [...publicOrigins];
  return [`${request.protocol}://${request.host}`];
}

/** The request's `Origin`, or null when absent (or "null", which opaque origins send). */
export function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : null;
}

export function badOrigin(): ServiceError {
  return new ServiceError(
    'bad-origin',
    "This request did not come from this site's own pages, so it was refused and nothing changed.",
    403,
  );
}

/**
 * Refuses (`bad-origin`, 403) a request from another origin. `required`: also one without an
 * `Origin` header (a request riding on the session cookie); browsers send it on every POST.
 */
export function assertSameOrigin(request: FastifyRequest, publicOrigins: readonly string[], required: boolean): void {
  const origin = originOf(request);
  if (origin === null) {
    if (required) throw badOrigin();
    return;
  }
  if (!expectedOrigins(request, publicOrigins).includes(origin)) throw badOrigin();
}
