/**
 * A browser, as far as the accounts see one: it keeps the session cookie the server sets, sends
 * it back, and says which page a request comes from (`Origin`). `from` changes the address the
 * server counts (through `X-Forwarded-For`, for a test server that trusts it).
 */
import type { SessionResponse, WebAuthnOptionsResponse } from '@boardhall/protocol';
import type { HttpResult } from '../helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

export class TestBrowser {
  cookie: string | null = null;
  /** The last Set-Cookie header the server sent, as it came. */
  lastSetCookie: string | null = null;
  readonly authenticator = new SoftAuthenticator();

  constructor(
    readonly base: string,
    /** The page requests come from (default: the server's own origin). */
    public origin: string | null = base,
    /** The client address the server should count (X-Forwarded-For). */
    public from: string | null = null,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      ...(this.origin ? { origin: this.origin } : {}),
      ...(this.cookie ? { cookie: `bh_session=${this.cookie}` } : {}),
      ...(this.from ? { 'x-forwarded-for': this.from } : {}),
      ...extra,
    };
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<HttpResult<T>> {
    const res = await fetch(this.base + path, {
      method,
      headers: { ...this.headers(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const value = /bh_session=([^;]*)/.exec(setCookie)?.[1] ?? '';
      this.cookie = value === '' || /Max-Age=0/i.test(setCookie) ? null : value;
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed as T, text };
  }

  signUp(name: string, password: string, language = 'en'): Promise<HttpResult<SessionResponse>> {
    return this.request<SessionResponse>('POST', '/api/auth/signup', { name, password, language });
  }

  signIn(name: string, password: string): Promise<HttpResult<SessionResponse>> {
    return this.request<SessionResponse>('POST', '/api/auth/login', { name, password });
  }

  /** Signs up with a new passkey of this browser's authenticator; returns the verify request's answer. */
  async signUpWithPasskey(name: string, language = 'en'): Promise<HttpResult<SessionResponse>> {
    const options = await this.request<WebAuthnOptionsResponse>('POST', '/api/auth/passkey/register', {
      name,
      language,
    });
    if (options.status !== 200) return options as unknown as HttpResult<SessionResponse>;
    const response = this.authenticator.create(options.body.options as never, this.origin ?? this.base);
    return this.request<SessionResponse>('POST', '/api/auth/passkey/register/verify', {
      challengeId: options.body.challengeId,
      response,
      label: 'Test key',
    });
  }

  /** The sign-in ceremony's two steps; `tamper` may change what is sent back. */
  async signInWithPasskey(tamper: (body: Record<string, unknown>) => unknown = (b) => b) {
    const options = await this.request<WebAuthnOptionsResponse>('POST', '/api/auth/passkey/login', {});
    const response = this.authenticator.get(options.body.options as never, this.origin ?? this.base);
    const body = { challengeId: options.body.challengeId, response };
    return {
      body,
      result: await this.request<SessionResponse>('POST', '/api/auth/passkey/login/verify', tamper(body)),
    };
  }
}

/** A test server that believes X-Forwarded-For, so one process can be many clients. */
export const TRUST_FORWARDED = { trustProxy: true } as const;
