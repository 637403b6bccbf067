/**
 * The browser's side of a passkey ceremony, through @simplewebauthn/browser: the server's options
 * in, the authenticator's answer out, checked against the protocol's schema. A ceremony the player
 * cancelled (or one this device cannot do) becomes `passkey-cancelled`.
 */
import {
  type AuthenticationResponse,
  authenticationResponseSchema,
  type RegistrationResponse,
  registrationResponseSchema,
} from '@boardhall/protocol';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { ApiError } from '../session/api.ts';

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

async function ceremony<T>(
  run: () => Promise<unknown>,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): Promise<T> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (error) {
    throw new ApiError('passkey-cancelled', error instanceof Error ? error.message : String(error), 0);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiError('passkey-failed', 'the authenticator answered in an unexpected shape', 0);
  return parsed.data;
}

/** Makes a new passkey with the server's registration options. */
export function createPasskey(options: Record<string, unknown>): Promise<RegistrationResponse> {
  // The server made these with @simplewebauthn/server, whose JSON this library reads.
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return ceremony(() => startRegistration({ optionsJSON }), registrationResponseSchema);
}

/** Signs the server's challenge with a passkey of this site the player chooses. */
export function signWithPasskey(options: Record<string, unknown>): Promise<AuthenticationResponse> {
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return ceremony(() => startAuthentication({ optionsJSON }), authenticationResponseSchema);
}
