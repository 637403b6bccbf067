/**
 * Passkeys through @simplewebauthn/server: options for the browser, and verification of what the
 * authenticator signed, against this site's relying-party id and origin. No WebAuthn of our own:
 * this module only supplies the settings and turns the library's results into rows.
 */
import type { AuthenticationResponse, RegistrationResponse } from '@boardhall/protocol';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { ServiceError } from '../errors.ts';
import type { PasskeyRow } from '../storage/account-types.ts';

/** Where a ceremony happens: the page's origin and the relying party it names (its host name). */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export const RP_NAME = 'Boardhall';
/** How long the browser (and the player) may take. */
export const CEREMONY_TIMEOUT_MS = 120_000;

export function passkeyFailed(why: string): ServiceError {
  return new ServiceError('passkey-failed', `The passkey could not be verified: ${why}.`, 400);
}

/** Options to create a passkey for `user` (a new account's, or another for an existing one). */
export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; name: string },
  existing: readonly PasskeyRow[],
): Promise<Record<string, unknown>> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.name,
    userDisplayName: user.name,
    // The WebAuthn user handle is the account's id, so an authenticator keeps one passkey per account.
    userID: new Uint8Array(Buffer.from(user.id, 'base64url')),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    // Discoverable, so the player signs in without typing a name.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  }) as unknown as Promise<Record<string, unknown>>;
}

/** Options to sign in with any passkey of this site (the browser offers those it has). */
export function authenticationOptions(rp: RelyingParty): Promise<Record<string, unknown>> {
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
  }) as unknown as Promise<Record<string, unknown>>;
}

/** A new passkey's row, once the browser's answer verifies; refuses `passkey-failed` otherwise. */
export async function verifyRegistration(
  rp: RelyingParty,
  challenge: string,
  response: RegistrationResponse,
  row: { accountId: string; label: string; at: number },
): Promise<PasskeyRow> {
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    throw passkeyFailed((error as Error).message);
  }
  if (!result.verified) throw passkeyFailed('the authenticator’s answer does not verify');
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    accountId: row.accountId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    label: row.label,
    createdAt: row.at,
    lastUsedAt: null,
  };
}

/** The passkey's new signature counter once the answer verifies; refuses `passkey-failed` otherwise. */
export async function verifyAuthentication(
  rp: RelyingParty,
  challenge: string,
  response: AuthenticationResponse,
  passkey: PasskeyRow,
): Promise<number> {
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw passkeyFailed((error as Error).message);
  }
  if (!result.verified) throw passkeyFailed('the signature does not verify');
  return result.authenticationInfo.newCounter;
}

/** The challenge an options object carries (the library draws it). */
export function challengeOf(options: Record<string, unknown>): string {
  const challenge = options.challenge;
  if (typeof challenge !== 'string') throw new Error('WebAuthn options without a challenge');
  return challenge;
}
