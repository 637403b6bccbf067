/**
 * The accounts' HTTP API (docs/protocol.md "Accounts"). Bodies are the protocol's request types;
 * answers are checked against its schemas, so a page never works on a shape it did not expect.
 * The session cookie rides along on its own (same origin), and the browser's `Origin` header on
 * every change is what the server's forgery check wants.
 */
import {
  type AccountDeleteRequest,
  type AccountResponse,
  type AccountUpdateRequest,
  accountResponseSchema,
  type ClaimSeatsRequest,
  type ClaimSeatsResponse,
  claimSeatsResponseSchema,
  type EmailSetRequest,
  type EmailSettingsResponse,
  emailSettingsSchema,
  type MyMatchesResponse,
  myMatchesResponseSchema,
  type PasskeyAddVerifyRequest,
  type PasskeyLoginVerifyRequest,
  type PasskeyRenameRequest,
  type PasskeySignupOptionsRequest,
  type PasskeySignupVerifyRequest,
  type PasswordChangeRequest,
  type PasswordLoginRequest,
  type PasswordSignupRequest,
  type SessionResponse,
  sessionResponseSchema,
  type WebAuthnOptionsResponse,
  webAuthnOptionsResponseSchema,
} from '@boardhall/protocol';
import { checked, request } from '../session/api.ts';

const send = (method: string, body?: unknown): RequestInit =>
  body === undefined ? { method } : { method, body: JSON.stringify(body) };

/** A request whose answer carries nothing to read (`204`). */
const done = async (path: string, init: RequestInit): Promise<void> => {
  await request(path, init);
};

const passkeyPath = (id: string) => `api/account/passkeys/${encodeURIComponent(id)}`;

export const accountApi = {
  session: () => checked(sessionResponseSchema, 'api/auth/session'),
  signUpWithPassword: (body: PasswordSignupRequest): Promise<SessionResponse> =>
    checked(sessionResponseSchema, 'api/auth/signup', send('POST', body)),
  signInWithPassword: (body: PasswordLoginRequest): Promise<SessionResponse> =>
    checked(sessionResponseSchema, 'api/auth/login', send('POST', body)),
  signOut: () => done('api/auth/logout', send('POST')),
  passkeySignUpOptions: (body: PasskeySignupOptionsRequest): Promise<WebAuthnOptionsResponse> =>
    checked(webAuthnOptionsResponseSchema, 'api/auth/passkey/register', send('POST', body)),
  passkeySignUp: (body: PasskeySignupVerifyRequest): Promise<SessionResponse> =>
    checked(sessionResponseSchema, 'api/auth/passkey/register/verify', send('POST', body)),
  passkeySignInOptions: (): Promise<WebAuthnOptionsResponse> =>
    checked(webAuthnOptionsResponseSchema, 'api/auth/passkey/login', send('POST', {})),
  passkeySignIn: (body: PasskeyLoginVerifyRequest): Promise<SessionResponse> =>
    checked(sessionResponseSchema, 'api/auth/passkey/login/verify', send('POST', body)),

  account: (): Promise<AccountResponse> => checked(accountResponseSchema, 'api/account'),
  update: (body: AccountUpdateRequest): Promise<SessionResponse> =>
    checked(sessionResponseSchema, 'api/account', send('PATCH', body)),
  setPassword: (body: PasswordChangeRequest) => done('api/account/password', send('PUT', body)),
  /** A new address, unconfirmed: the server sends a confirmation link to it. */
  setEmail: (body: EmailSetRequest): Promise<EmailSettingsResponse> =>
    checked(emailSettingsSchema, 'api/account/email', send('PUT', body)),
  addPasskeyOptions: (): Promise<WebAuthnOptionsResponse> =>
    checked(webAuthnOptionsResponseSchema, 'api/account/passkeys', send('POST', {})),
  addPasskey: (body: PasskeyAddVerifyRequest): Promise<AccountResponse> =>
    checked(accountResponseSchema, 'api/account/passkeys/verify', send('POST', body)),
  renamePasskey: (id: string, body: PasskeyRenameRequest) => done(passkeyPath(id), send('PATCH', body)),
  removePasskey: (id: string) => done(passkeyPath(id), send('DELETE')),
  signOutEverywhere: () => done('api/account/sessions', send('DELETE')),
  myMatches: (): Promise<MyMatchesResponse> => checked(myMatchesResponseSchema, 'api/account/matches'),
  claim: (body: ClaimSeatsRequest): Promise<ClaimSeatsResponse> =>
    checked(claimSeatsResponseSchema, 'api/account/claim', send('POST', body)),
  /** Everything the server holds of the account, as the JSON text of its file. */
  exportText: async (): Promise<string> => (await request('api/account/export')).text(),
  deleteAccount: (body: AccountDeleteRequest) => done('api/account', send('DELETE', body)),
};

export type AccountApi = typeof accountApi;
