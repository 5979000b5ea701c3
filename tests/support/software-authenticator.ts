import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A passkey authenticator in software, for testing the SSO's side of WebAuthn without a
 * browser: it makes P-256 credentials with "none" attestation and signs assertions, as a
 * platform authenticator would, and can be told to misbehave (another origin, no user
 * verification, a counter that goes back) so each of the service's refusals can be seen.
 * The browser tests use Chromium's own virtual authenticator instead.
 */

type Json = Record<string, unknown>;

export interface CeremonyOverrides {
  /** The page the browser says the ceremony ran on. */
  origin?: string;
  /** The relying-party id the authenticator signs for. */
  rpId?: string;
  /** Whether the user proved who they are (fingerprint, face, PIN). */
  userVerified?: boolean;
  /** The challenge signed, instead of the options' own. */
  challenge?: string;
}

interface Credential {
  readonly id: string;
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  readonly rpId: string;
  counter: number;
}

export class SoftwareAuthenticator {
  readonly #credentials = new Map<string, Credential>();

  /**
   * @param origin Where the ceremonies run, as the browser reports it.
   * @param keepsCounter Counts signatures, as security keys do; synced passkeys keep 0.
   */
  constructor(
    readonly origin: string,
    private readonly keepsCounter = true,
  ) {}

  /** Answers `navigator.credentials.create` for the options `startPasskeyRegistration` gave. */
  register(options: Json, overrides: CeremonyOverrides = {}) {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const rpId = overrides.rpId ?? rp.id;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16).toString('base64url');
    this.#credentials.set(id, { id, privateKey, userHandle: user.id, rpId, counter: 0 });

    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idBytes = Buffer.from(id, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(idBytes.length);
    const authenticatorData = Buffer.concat([
      this.#authenticatorDataHead(rpId, overrides, 0x40, 0),
      Buffer.alloc(16), // AAGUID: none
      length,
      idBytes,
      encodeCbor(coseKey),
    ]);
    const attestationObject = encodeCbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authenticatorData],
      ]),
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.#clientData('webauthn.create', options, overrides),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
    };
  }

  /**
   * Answers `navigator.credentials.get` for the options `startPasskeySignIn` gave, with the
   * credential `id` (the only one it holds, when not given).
   */
  signIn(options: Json, id?: string, overrides: CeremonyOverrides = {}) {
    const credential = id ? this.#credentials.get(id) : [...this.#credentials.values()][0];
    if (!credential) throw new Error('The authenticator holds no such credential.');
    if (this.keepsCounter) credential.counter += 1;
    const rpId = overrides.rpId ?? credential.rpId;
    const authenticatorData = this.#authenticatorDataHead(rpId, overrides, 0, credential.counter);
    const clientDataJSON = this.#clientData('webauthn.get', options, overrides);
    const clientDataHash = createHash('sha256')
      .update(Buffer.from(clientDataJSON, 'base64url'))
      .digest();
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, clientDataHash]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
    };
  }

  /** Winds a credential's signature counter back, as a cloned authenticator would show. */
  setCounter(id: string, counter: number) {
    const credential = this.#credentials.get(id);
    if (credential) credential.counter = counter;
  }

  #authenticatorDataHead(rpId: string, overrides: CeremonyOverrides, more: number, count: number) {
    const userPresent = 0x01;
    const userVerified = overrides.userVerified === false ? 0 : 0x04;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(count);
    return Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([userPresent | userVerified | more]),
      counter,
    ]);
  }

  #clientData(type: string, options: Json, overrides: CeremonyOverrides) {
    const json = JSON.stringify({
      type,
      challenge: overrides.challenge ?? options.challenge,
      origin: overrides.origin ?? this.origin,
      crossOrigin: false,
    });
    return Buffer.from(json).toString('base64url');
  }
}

/** The CBOR (RFC 8949) of what WebAuthn structures hold: maps, byte and text strings, integers. */
function encodeCbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const text = Buffer.from(value);
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`No CBOR encoding for ${typeof value}`);
}
