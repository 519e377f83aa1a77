import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponse, RegistrationResponse } from '@shared/schemas/passkeys';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the API tests: it answers the server's options with the
 * bytes a real one sends (WebAuthn Level 3 §6.1 authenticator data, §6.5 attestation 'none', an
 * ES256 signature over authenticator data ‖ SHA-256(clientDataJSON)). Every field a test may spoil
 * (origin, RP ID, the user-verified flag, the counter) can be set per answer.
 */

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };
type Spoil = {
  /** The page's origin as the browser reports it. */
  origin?: string;
  /** The RP ID whose hash goes into the authenticator data. */
  rpId?: string;
  /** Whether the user was verified (fingerprint, face, PIN). */
  userVerified?: boolean;
  /** The signature counter to report (the credential's own, counting up by 1, by default). */
  counter?: number;
};

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;
// COSE (RFC 9053): key type EC2, algorithm ES256, curve P-256.
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64u = (data: Uint8Array) => Buffer.from(data).toString('base64url');

type Credential = {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
};

/** A new software authenticator; `counting: false` reports 0 on every use, as synced passkeys do. */
export function softAuthenticator({ origin, counting = true }: { origin: string; counting?: boolean }) {
  const credentials: Credential[] = [];

  function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, spoil: Spoil) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: spoil.origin ?? origin, crossOrigin: false }),
      'utf8',
    );
  }

  function coseKey(publicKey: KeyObject) {
    const jwk = publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [COSE.kty, COSE.EC2],
        [COSE.alg, COSE.ES256],
        [COSE.crv, COSE.P256],
        [COSE.x, Buffer.from(jwk.x!, 'base64url')],
        [COSE.y, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  const flagsOf = (spoil: Spoil) =>
    FLAG_USER_PRESENT | (spoil.userVerified === false ? 0 : FLAG_USER_VERIFIED);

  return {
    /**
     * Makes a credential for registration options (`navigator.credentials.create`), or answers with
     * one already made (`again`), as an authenticator the server should have excluded would.
     */
    register(options: Options, spoil: Spoil = {}, again?: Credential): RegistrationResponse {
      const credential = again ?? {
        id: randomBytes(16),
        ...generateKeyPairSync('ec', { namedCurve: 'P-256' }),
        userHandle: options.user!.id,
        counter: 0,
      };
      if (!again) credentials.push(credential);
      if (spoil.counter !== undefined) credential.counter = spoil.counter;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        idLength,
        credential.id,
        coseKey(credential.publicKey),
      ]);
      const authData = authenticatorData(
        spoil.rpId ?? options.rp!.id!,
        flagsOf(spoil) | FLAG_ATTESTED_DATA,
        credential.counter,
        attested,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64u(credential.id),
        rawId: b64u(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(clientData('webauthn.create', options.challenge, spoil)),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** Signs authentication options' challenge (`navigator.credentials.get`) with a credential made here. */
    sign(options: Options, spoil: Spoil = {}, credential = credentials.at(-1)!): AuthenticationResponse {
      if (spoil.counter !== undefined) credential.counter = spoil.counter;
      else if (counting) credential.counter += 1;
      const authData = authenticatorData(
        spoil.rpId ?? options.rpId!,
        flagsOf(spoil),
        counting || spoil.counter !== undefined ? credential.counter : 0,
      );
      const data = clientData('webauthn.get', options.challenge, spoil);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64u(credential.id),
        rawId: b64u(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(data),
          authenticatorData: b64u(authData),
          signature: b64u(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** The credentials made so far, oldest first. */
    credentials,
  };
}
