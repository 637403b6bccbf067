/**
 * The accounts' HTTP API (docs/protocol.md "Accounts"): signing up and in, with a passkey or a
 * password; signing out; the account, its passkeys and sessions; its matches; its data; its
 * deletion. Every body is checked by the protocol's schemas; every refusal has a code.
 */
import {
  type AccountResponse,
  accountDeleteRequestSchema,
  accountUpdateRequestSchema,
  claimSeatsRequestSchema,
  passkeyAddVerifyRequestSchema,
  passkeyLabelSchema,
  passkeyLoginVerifyRequestSchema,
  passkeyRenameRequestSchema,
  passkeySignupOptionsRequestSchema,
  passkeySignupVerifyRequestSchema,
  passwordChangeRequestSchema,
  passwordLoginRequestSchema,
  passwordSignupRequestSchema,
  type SessionResponse,
  type WebAuthnOptionsResponse,
} from '@boardhall/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Accounts } from '../accounts/account.ts';
import type { RequestAuth } from '../accounts/request-auth.ts';
import type { Caller, SignIn } from '../accounts/sign-in.ts';
import { clientAddress } from '../client-address.ts';
import type { AccountRow } from '../storage/account-types.ts';
import { parseOr } from './schemas.ts';

/** Sign-in and sign-up requests per address per minute (the failures have their own, stricter, limits). */
const SIGN_INS_PER_MINUTE = 30;
/** Other account requests per address per minute. */
const ACCOUNT_REQUESTS_PER_MINUTE = 120;

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
const passkeyId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/, 'not a passkey id') });

function sessionBody(account: AccountRow | null): SessionResponse {
  return { account: account ? { name: account.name, language: account.language } : null };
}

export interface AccountRoutesDeps {
  auth: RequestAuth;
  signIn: SignIn;
  accounts: Accounts;
}

export function registerAccountRoutes(app: FastifyInstance, { auth, signIn, accounts }: AccountRoutesDeps): void {
  const caller = (request: FastifyRequest): Caller => ({
    address: clientAddress(request.ip),
    userAgent: request.headers['user-agent'],
    rp: auth.relyingParty(request),
  });
  /** A new session's cookie, and who is signed in now. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, account: AccountRow, cookie: string) => {
    auth.signIn(request, reply, cookie);
    return sessionBody(account);
  };

  app.get('/api/auth/session', perMinute(ACCOUNT_REQUESTS_PER_MINUTE), async (request) =>
    sessionBody((await auth.optional(request))?.account ?? null),
  );

  // ---------------------------------------------------------------- password

  app.post('/api/auth/signup', perMinute(SIGN_INS_PER_MINUTE), async (request, reply) => {
    auth.assertSignInOrigin(request);
    const body = parseOr(passwordSignupRequestSchema, request.body, 'bad-request', 'sign-up');
    const { account, cookie } = await signIn.signUpWithPassword(
      body.name,
      body.password,
      body.language,
      caller(request),
    );
    return reply.status(201).send(signedIn(request, reply, account, cookie));
  });

  app.post('/api/auth/login', perMinute(SIGN_INS_PER_MINUTE), async (request, reply) => {
    auth.assertSignInOrigin(request);
    const body = parseOr(passwordLoginRequestSchema, request.body, 'bad-request', 'sign-in');
    const { account, cookie } = await signIn.signInWithPassword(body.name, body.password, caller(request));
    return signedIn(request, reply, account, cookie);
  });

  app.post('/api/auth/logout', perMinute(ACCOUNT_REQUESTS_PER_MINUTE), async (request, reply) => {
    const current = await auth.optional(request);
    const cookie = auth.cookie(request);
    if (current && cookie) await auth.sessions.end(cookie);
    auth.signOut(request, reply);
    return reply.status(204).send();
  });

  // ---------------------------------------------------------------- passkeys

  app.post(
    '/api/auth/passkey/register',
    perMinute(SIGN_INS_PER_MINUTE),
    async (request): Promise<WebAuthnOptionsResponse> => {
      auth.assertSignInOrigin(request);
      const body = parseOr(passkeySignupOptionsRequestSchema, request.body, 'bad-request', 'passkey sign-up');
      return signIn.passkeySignUpOptions(body, caller(request));
    },
  );

  app.post('/api/auth/passkey/register/verify', perMinute(SIGN_INS_PER_MINUTE), async (request, reply) => {
    auth.assertSignInOrigin(request);
    const body = parseOr(passkeySignupVerifyRequestSchema, request.body, 'bad-request', 'passkey');
    const { account, cookie } = await signIn.passkeySignUp(
      body.challengeId,
      body.response,
      body.label,
      caller(request),
    );
    return reply.status(201).send(signedIn(request, reply, account, cookie));
  });

  app.post(
    '/api/auth/passkey/login',
    perMinute(SIGN_INS_PER_MINUTE),
    async (request): Promise<WebAuthnOptionsResponse> => {
      auth.assertSignInOrigin(request);
      parseOr(z.object({}).strict(), request.body, 'bad-request', 'passkey sign-in');
      return signIn.passkeySignInOptions(caller(request));
    },
  );

  app.post('/api/auth/passkey/login/verify', perMinute(SIGN_INS_PER_MINUTE), async (request, reply) => {
    auth.assertSignInOrigin(request);
    const body = parseOr(passkeyLoginVerifyRequestSchema, request.body, 'bad-request', 'passkey');
    const { account, cookie } = await signIn.passkeySignIn(body.challengeId, body.response, caller(request));
    return signedIn(request, reply, account, cookie);
  });

  // ---------------------------------------------------------------- the account

  const account = perMinute(ACCOUNT_REQUESTS_PER_MINUTE);

  app.get(
    '/api/account',
    account,
    async (request): Promise<AccountResponse> => accounts.view(await auth.required(request)),
  );

  app.patch('/api/account', account, async (request) => {
    const { account: row } = await auth.required(request);
    const body = parseOr(accountUpdateRequestSchema, request.body, 'bad-request', 'account change');
    return sessionBody(await accounts.update(row, body));
  });

  app.put('/api/account/password', account, async (request, reply) => {
    const { account: row } = await auth.required(request);
    const body = parseOr(passwordChangeRequestSchema, request.body, 'bad-request', 'password change');
    await accounts.setPassword(row, body.current, body.password);
    return reply.status(204).send();
  });

  app.post('/api/account/passkeys', account, async (request): Promise<WebAuthnOptionsResponse> => {
    const { account: row } = await auth.required(request);
    parseOr(z.object({}).strict(), request.body, 'bad-request', 'passkey');
    return signIn.addPasskeyOptions(row, caller(request));
  });

  app.post('/api/account/passkeys/verify', account, async (request, reply) => {
    const { account: row } = await auth.required(request);
    const body = parseOr(passkeyAddVerifyRequestSchema, request.body, 'bad-request', 'passkey');
    await signIn.addPasskey(row, body.challengeId, body.response, body.label, caller(request));
    return reply.status(201).send(await accounts.view(await auth.required(request)));
  });

  app.patch('/api/account/passkeys/:id', account, async (request, reply) => {
    const { account: row } = await auth.required(request);
    const { id } = parseOr(passkeyId, request.params, 'unknown-passkey', 'passkey id', 404);
    const body = parseOr(passkeyRenameRequestSchema, request.body, 'bad-request', 'passkey label');
    await accounts.renamePasskey(row, id, parseOr(passkeyLabelSchema, body.label, 'bad-request', 'passkey label'));
    return reply.status(204).send();
  });

  app.delete('/api/account/passkeys/:id', account, async (request, reply) => {
    const { account: row } = await auth.required(request);
    const { id } = parseOr(passkeyId, request.params, 'unknown-passkey', 'passkey id', 404);
    await accounts.removePasskey(row, id);
    return reply.status(204).send();
  });

  /** Sign out everywhere: every session of the account ends, this one included. */
  app.delete('/api/account/sessions', account, async (request, reply) => {
    const { account: row } = await auth.required(request);
    await auth.sessions.endAll(row.id);
    auth.signOut(request, reply);
    return reply.status(204).send();
  });

  app.get('/api/account/matches', account, async (request) => accounts.matches((await auth.required(request)).account));

  app.post('/api/account/claim', account, async (request) => {
    const { account: row } = await auth.required(request);
    const body = parseOr(claimSeatsRequestSchema, request.body, 'bad-request', 'claim');
    return accounts.claim(row, body);
  });

  app.get('/api/account/export', account, async (request, reply) => {
    const exported = await accounts.export(await auth.required(request));
    return reply
      .header('content-disposition', 'attachment; filename="boardhall-account.json"')
      .type('application/json')
      .send(JSON.stringify(exported, null, 1));
  });

  app.delete('/api/account', account, async (request, reply) => {
    const { account: row } = await auth.required(request);
    const body = parseOr(accountDeleteRequestSchema, request.body, 'bad-request', 'account deletion');
    await accounts.delete(row, body.confirm);
    auth.signOut(request, reply);
    return reply.status(204).send();
  });
}
