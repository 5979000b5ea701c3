/**
 * The request options of a passkey sign-in, from the contract's JSON to the browser's binary
 * objects, and what converting them needs: all the sign-in page's passkey offer carries before
 * a passkey is chosen. The rest of WebAuthn's JSON is in webauthn-json.ts, which says why the
 * portal converts it itself.
 */
export type Base64Url = string;

export function toBytes(text: Base64Url): ArrayBuffer {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

export interface DescriptorJson {
  readonly id: Base64Url;
  readonly type: string;
  readonly transports?: readonly string[];
}

export interface RequestOptionsJson {
  readonly challenge: Base64Url;
  readonly rpId?: string;
  readonly timeout?: number;
  readonly userVerification?: string;
  readonly allowCredentials?: readonly DescriptorJson[];
}

type JsonParsers = {
  parseRequestOptionsFromJSON?: (options: unknown) => PublicKeyCredentialRequestOptions;
  parseCreationOptionsFromJSON?: (options: unknown) => PublicKeyCredentialCreationOptions;
};

export const native = () =>
  (typeof PublicKeyCredential === 'undefined' ? {} : PublicKeyCredential) as JsonParsers;

export const descriptors = (list: readonly DescriptorJson[] = []) =>
  list.map((item) => ({ ...item, id: toBytes(item.id) }) as PublicKeyCredentialDescriptor);

export function requestOptions(json: RequestOptionsJson): PublicKeyCredentialRequestOptions {
  const parse = native().parseRequestOptionsFromJSON;
  if (parse) return parse(json);
  return {
    ...(json as unknown as PublicKeyCredentialRequestOptions),
    challenge: toBytes(json.challenge),
    allowCredentials: descriptors(json.allowCredentials),
  };
}
