/**
 * A passkey authenticator in software, for the server's tests: it answers WebAuthn options as a
 * browser with a platform authenticator would (ES256 keys, "none" attestation, discoverable
 * credentials), so the server's real verification (@simplewebauthn/server) runs on real
 * signatures. The browser tests use Chromium's own virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials?: { id: string }[];
}

export interface SoftRegistration {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface SoftAssertion {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string };
  clientExtensionResults: Record<string, never>;
}

/** flags: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP_UV = 0x05;
const UP_UV_AT = 0x45;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** `navigator.credentials.create()` on a page of `origin`, with the server's options. */
  create(options: CreationOptions, origin: string): SoftRegistration {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    this.credentials.push({ id, rpId: options.rp.id, userHandle: options.user.id, privateKey, counter: 0 });
    const cose = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id),
      Buffer.from([UP_UV_AT]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(cose),
    ]);
    const clientData = { type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false };
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(Buffer.from(JSON.stringify(clientData))),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get()` on a page of `origin`: the newest credential of the site signs. */
  get(options: RequestOptions, origin: string, credential?: Credential): SoftAssertion {
    const mine = credential ?? [...this.credentials].reverse().find((c) => c.rpId === options.rpId);
    if (!mine) throw new Error(`no credential for ${options.rpId}`);
    mine.counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(mine.counter);
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([UP_UV]), counter]);
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), mine.privateKey);
    return {
      id: b64(mine.id),
      rawId: b64(mine.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: mine.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
