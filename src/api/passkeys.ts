import type { CallFailure, FailureTable, Result } from './answer-reader';
import { call, callFailures, ownKinds } from './answer-reader';
import type { Schemas } from './contract-types';
import { dateReader, type ReadDate } from './server-clock';
import { ssoClient } from './sso-calls';
import { type Device, isObject, readDevice, readEach } from './sso-responses';

/**
 * The signed-in user's passkeys over the SSO contract (docs/openapi.yaml, tag `passkeys`):
 * the list, adding one, renaming and removing. Signing in with one is `passkey-sign-in.ts`.
 */

/** The contract's `Passkey`, its times on this device's clock. */
export type Passkey = Omit<Schemas['Passkey'], 'createdAt' | 'lastUsedAt'> & {
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
};

/** The options of a new passkey, and the device the SSO will list it with. */
export interface PasskeyRegistrationStart {
  readonly publicKey: Schemas['CredentialCreationOptions'];
  /** Undefined from an SSO older than 1.16.0, which does not say. */
  readonly device: Device | undefined;
}

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
  | CallFailure;

export type PasskeyResult<Value> = Result<Value, PasskeyFailure>;

const failures: FailureTable<PasskeyFailure> = {
  ...callFailures,
  401: { kind: 'unauthenticated' },
  403: {
    codes: ownKinds(['recent_sign_in_required', 'recent_second_factor_required']),
    otherwise: { kind: 'forbidden' },
  },
  404: { kind: 'not_found' },
  422: { kind: 'passkey_refused' },
};

function parsePasskey(value: unknown, readDate: ReadDate): Passkey | undefined {
  if (!isObject<Schemas['Passkey']>(value)) return undefined;
  const { id, name, createdAt, lastUsedAt, synced } = value;
  const created = readDate(createdAt);
  const used = lastUsedAt === null ? null : readDate(lastUsedAt);
  if (typeof id !== 'string' || typeof name !== 'string' || typeof synced !== 'boolean') {
    return undefined;
  }
  if (!created || used === undefined) return undefined;
  const passkey = { id, name, createdAt: created, lastUsedAt: used, synced };
  // Absent for a passkey added before the SSO kept it (1.16.0); one it cannot read, likewise.
  const device = readDevice(value.device);
  return device ? { ...passkey, device } : passkey;
}

/** Reads an answer that is one passkey. */
function onePasskey(body: unknown, response: Response): { passkey: Passkey } | undefined {
  const passkey = parsePasskey(body, dateReader(response));
  return passkey ? { passkey } : undefined;
}

export function listPasskeys(): Promise<PasskeyResult<{ list: PasskeyList }>> {
  return call(
    () => ssoClient().get('passkeys'),
    failures,
    (body, response) => {
      if (!isObject<Schemas['PasskeyList']>(body)) return undefined;
      const { rpId, userHandle, passkeys } = body;
      if (typeof rpId !== 'string' || typeof userHandle !== 'string') return undefined;
      const readDate = dateReader(response);
      const parsed = readEach(passkeys, (passkey) => parsePasskey(passkey, readDate));
      return parsed && { list: { rpId, userHandle, passkeys: parsed } };
    },
  );
}

export function startPasskeyRegistration(): Promise<
  PasskeyResult<{ started: PasskeyRegistrationStart }>
> {
  return call(
    () => ssoClient().post('passkeys/registration/options'),
    failures,
    (body) => {
      if (!isObject<Schemas['PasskeyRegistrationOptions']>(body)) return undefined;
      const { publicKey } = body;
      return typeof publicKey === 'object' && publicKey !== null
        ? {
            started: {
              publicKey: publicKey as Schemas['CredentialCreationOptions'],
              device: readDevice(body.device),
            },
          }
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
    failures,
    onePasskey,
  );
}

export function renamePasskey(
  id: string,
  name: string,
): Promise<PasskeyResult<{ passkey: Passkey }>> {
  return call(
    () => ssoClient().patch(`passkeys/${encodeURIComponent(id)}`, { json: { name } }),
    failures,
    onePasskey,
  );
}

export function removePasskey(id: string): Promise<PasskeyResult<object>> {
  return call(() => ssoClient().delete(`passkeys/${encodeURIComponent(id)}`), failures);
}
