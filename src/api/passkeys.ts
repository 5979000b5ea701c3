import type { Schemas } from './contract-types';
import { readJson, type TransportFailure } from './request-failure';
import { sendRequest } from './send-request';
import { dateReader, type ReadDate } from './server-clock';
import { ssoClient } from './sso-calls';
import { parseErrorBody } from './sso-responses';

/**
 * The signed-in user's passkeys over the SSO contract (docs/openapi.yaml, tag `passkeys`):
 * the list, adding one, renaming and removing. Signing in with one is `passkey-sign-in.ts`.
 */

/** The contract's `Passkey`, its times on this device's clock. */
export type Passkey = Omit<Schemas['Passkey'], 'createdAt' | 'lastUsedAt'> & {
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
};

export interface PasskeyList {
  readonly rpId: string;
  readonly userHandle: string;
  readonly passkeys: readonly Passkey[];
}

export type PasskeyFailure =
  | { readonly kind: 'unauthenticated' }
  /** Adding or removing needs a sign-in of the last few minutes. */
  | { readonly kind: 'recent_sign_in_required' }
  /**
   * On an account with an authenticator, adding a passkey or removing the last one needs a
   * fresh code (`confirmSecondFactor`).
   */
  | { readonly kind: 'recent_second_factor_required' }
  /** The browser's answer did not verify, or its challenge expired: start again. */
  | { readonly kind: 'passkey_refused' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid_request' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: TransportFailure };

export type PasskeyResult<Value> =
  | ({ readonly ok: true } & Value)
  | { readonly ok: false; readonly failure: PasskeyFailure };

function failureOf(response: Response, body: unknown): PasskeyFailure {
  const code = parseErrorBody(body)?.code;
  switch (response.status) {
    case 400:
      return { kind: 'invalid_request' };
    case 401:
      return { kind: 'unauthenticated' };
    case 403:
      return code === 'recent_sign_in_required' || code === 'recent_second_factor_required'
        ? { kind: code }
        : { kind: 'forbidden' };
    case 404:
      return { kind: 'not_found' };
    case 422:
      return { kind: 'passkey_refused' };
    default:
      return { kind: response.status >= 500 ? 'unavailable' : 'malformed' };
  }
}

function parsePasskey(value: unknown, readDate: ReadDate): Passkey | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, createdAt, lastUsedAt, synced } = value as Record<string, unknown>;
  const created = readDate(createdAt);
  const used = lastUsedAt === null ? null : readDate(lastUsedAt);
  if (typeof id !== 'string' || typeof name !== 'string' || typeof synced !== 'boolean') {
    return undefined;
  }
  if (!created || used === undefined) return undefined;
  return { id, name, createdAt: created, lastUsedAt: used, synced };
}

/** Sends one call and reads its answer with `read`; `undefined` from it is a malformed body. */
async function call<Value>(
  request: () => Promise<Response>,
  read: (body: unknown, response: Response) => Value | undefined,
): Promise<PasskeyResult<Value>> {
  const response = await sendRequest(request);
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  if (!response.ok) return { ok: false, failure: failureOf(response, body) };
  const value = read(body, response);
  return value ? { ok: true, ...value } : { ok: false, failure: { kind: 'malformed' } };
}

export function listPasskeys(): Promise<PasskeyResult<{ list: PasskeyList }>> {
  return call(
    () => ssoClient().get('passkeys'),
    (body, response) => {
      const { rpId, userHandle, passkeys } = (body ?? {}) as Record<string, unknown>;
      if (typeof rpId !== 'string' || typeof userHandle !== 'string') return undefined;
      if (!Array.isArray(passkeys)) return undefined;
      const readDate = dateReader(response);
      const parsed = passkeys.map((passkey: unknown) => parsePasskey(passkey, readDate));
      if (!parsed.every((passkey) => passkey !== undefined)) return undefined;
      return { list: { rpId, userHandle, passkeys: parsed as Passkey[] } };
    },
  );
}

export function startPasskeyRegistration(): Promise<
  PasskeyResult<{ publicKey: Schemas['CredentialCreationOptions'] }>
> {
  return call(
    () => ssoClient().post('passkeys/registration/options'),
    (body) => {
      const publicKey = (body as { publicKey?: unknown } | undefined)?.publicKey;
      return typeof publicKey === 'object' && publicKey !== null
        ? { publicKey: publicKey as Schemas['CredentialCreationOptions'] }
        : undefined;
    },
  );
}

/** `credential` is the browser's JSON of the new credential, passed on as it is. */
export function finishPasskeyRegistration(request: {
  readonly credential: Record<string, unknown>;
  readonly name: string;
}): Promise<PasskeyResult<{ passkey: Passkey }>> {
  return call(
    () => ssoClient().post('passkeys/registration', { json: request }),
    (body, response) => {
      const passkey = parsePasskey(body, dateReader(response));
      return passkey ? { passkey } : undefined;
    },
  );
}

export function renamePasskey(
  id: string,
  name: string,
): Promise<PasskeyResult<{ passkey: Passkey }>> {
  return call(
    () => ssoClient().patch(`passkeys/${encodeURIComponent(id)}`, { json: { name } }),
    (body, response) => {
      const passkey = parsePasskey(body, dateReader(response));
      return passkey ? { passkey } : undefined;
    },
  );
}

export function removePasskey(id: string): Promise<PasskeyResult<object>> {
  return call(
    () => ssoClient().delete(`passkeys/${encodeURIComponent(id)}`),
    (_body, response) => (response.status === 204 ? {} : undefined),
  );
}
