/**
 * The signed-in account of an HTTP request or a WebSocket handshake, from the session cookie,
 * and the cookie itself. A cookie is honoured on a state-changing request, or on a WebSocket,
 * only when the request comes from this site's own pages (`origin.ts`): a page elsewhere cannot
 * act with a visitor's session.
 */
// The cookie plugin's types: `request.cookies`, `reply.setCookie`.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notSignedIn } from '../service/refusals.ts';
import { assertSameOrigin, expectedOrigins, originOf } from './origin.ts';
import { cookieOptions, SESSION_COOKIE, SESSION_IDLE_MS, type Sessions, type SignedIn } from './sessions.ts';
import type { RelyingParty } from './webauthn.ts';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class RequestAuth {
  constructor(
    readonly sessions: Sessions,
    /** The site's public origins (`--public-url`); empty: the origin each request was addressed to. */
    private readonly publicOrigins: readonly string[],
  ) {}

  private cookieOf(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_COOKIE];
  }

  /**
   * The account of the request's session, or null (a guest, or a session that ended). A
   * state-changing request that carries the cookie must come from this site (else `bad-origin`).
   */
  async optional(request: FastifyRequest): Promise<SignedIn | null> {
    const cookie = this.cookieOf(request);
    if (cookie === undefined) return null;
    if (CHANGES.has(request.method)) assertSameOrigin(request, this.publicOrigins, true);
    return this.sessions.resolve(cookie);
  }

  /** The request's account; refuses `not-signed-in` (401) without one. */
  async required(request: FastifyRequest): Promise<SignedIn> {
    const signedIn = await this.optional(request);
    if (!signedIn) throw notSignedIn();
    return signedIn;
  }

  /**
   * A sign-in or sign-up sets a cookie: one started by another site's page (login CSRF, which
   * would sign the visitor into someone else's account) is refused when its `Origin` says so.
   */
  assertSignInOrigin(request: FastifyRequest): void {
    assertSameOrigin(request, this.publicOrigins, false);
  }

  /** The account of a WebSocket handshake, or null: no cookie, an ended session, or another site's page. */
  async ofSocket(request: FastifyRequest): Promise<string | null> {
    const cookie = this.cookieOf(request);
    if (cookie === undefined) return null;
    const origin = originOf(request);
    if (origin === null || !expectedOrigins(request, this.publicOrigins).includes(origin)) return null;
    return (await this.sessions.resolve(cookie))?.account.id ?? null;
  }

  /** Where a passkey ceremony of this request happens: the site's origin and its host name. */
  relyingParty(request: FastifyRequest): RelyingParty {
    const origin = expectedOrigins(request, this.publicOrigins)[0] as string;
    return { origin, rpID: new URL(origin).hostname };
  }

  signIn(request: FastifyRequest, reply: FastifyReply, cookie: string): void {
    reply.setCookie(SESSION_COOKIE, cookie, cookieOptions(this.secure(request), SESSION_IDLE_MS));
  }

  signOut(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, cookieOptions(this.secure(request), 0));
  }

  /** The session cookie of the request, if any (to end it). */
  cookie(request: FastifyRequest): string | undefined {
    return this.cookieOf(request);
  }

  /** `Secure` over HTTPS (also behind a trusted proxy that says so, or a public URL that is). */
  private secure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || this.publicOrigins.some((o) => o.startsWith('https:'));
  }
}
