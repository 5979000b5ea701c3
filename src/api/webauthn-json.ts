/**
 * WebAuthn between the contract's JSON and the browser's binary objects. Current browsers
 * convert both ways themselves (`parseRequestOptionsFromJSON`, `toJSON`); for the rest, the
 * few members the portal sends and reads are converted here, so no WebAuthn library ships.
 */

import {
  type Base64Url,
  type DescriptorJson,
  descriptors,
  native,
  toBytes,
} from './webauthn-request-json';

export { type RequestOptionsJson, requestOptions } from './webauthn-request-json';

function toText(buffer: ArrayBuffer | null | undefined): Base64Url | undefined {
  if (!buffer) return undefined;
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface CreationOptionsJson {
  readonly challenge: Base64Url;
  readonly rp: { readonly id?: string; readonly name: string };
  readonly user: { readonly id: Base64Url; readonly name: string; readonly displayName: string };
  readonly pubKeyCredParams: readonly { readonly type: string; readonly alg: number }[];
  readonly timeout?: number;
  readonly excludeCredentials?: readonly DescriptorJson[];
  readonly authenticatorSelection?: AuthenticatorSelectionCriteria;
  readonly attestation?: string;
}

export function creationOptions(json: CreationOptionsJson): PublicKeyCredentialCreationOptions {
  const parse = native().parseCreationOptionsFromJSON;
  if (parse) return parse(json);
  return {
    ...(json as unknown as PublicKeyCredentialCreationOptions),
    challenge: toBytes(json.challenge),
    user: { ...json.user, id: toBytes(json.user.id) },
    excludeCredentials: descriptors(json.excludeCredentials),
  };
}

/** The contract's `AuthenticationCredential` or `RegistrationCredential` of a credential. */
export function credentialJson(credential: PublicKeyCredential): Record<string, unknown> {
  const withJson = credential as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return withJson.toJSON() as Record<string, unknown>;
  const response = credential.response as Partial<
    AuthenticatorAssertionResponse & AuthenticatorAttestationResponse
  >;
  const members: Record<string, unknown> = { clientDataJSON: toText(response.clientDataJSON) };
  if (response.attestationObject) {
    members.attestationObject = toText(response.attestationObject);
    members.transports = response.getTransports?.() ?? [];
  } else {
    members.authenticatorData = toText(response.authenticatorData);
    members.signature = toText(response.signature);
    const userHandle = toText(response.userHandle);
    if (userHandle) members.userHandle = userHandle;
  }
  return {
    id: credential.id,
    rawId: toText(credential.rawId),
    type: credential.type,
    response: members,
    clientExtensionResults: {},
  };
}
