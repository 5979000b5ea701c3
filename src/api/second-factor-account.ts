import type { JsonRequestBody, Schemas, Unchecked } from './contract-types';
import { parseRetryAfter, readJson, type TransportFailure } from './request-failure';
import { type SendOptions, sendRequest } from './send-request';
import { dateReader, type ReadDate } from './server-clock';
import { ssoClient } from './sso-calls';
import { parseErrorBody } from './sso-responses';

/**
 * The signed-in user's second factor and sessions over the SSO contract (docs/openapi.yaml,
 * tags `second-factor` and `devices`, since 1.11.0), for the security page. The second step
 * of a sign-in is `second-factor-sign-in.ts`.
 */

/** The contract's `SecondFactorStatus`, its times read into Dates on this device's clock. */
export interface SecondFactorStatus {
  readonly required: boolean;
  readonly authenticator: { readonly addedAt: Date } | null;
  readonly recoveryCodesLeft: number;
  readonly trustedDevices: number;
  readonly confirmedUntil: Date | null;
}

/** The contract's `DeviceSession`, its times on this device's clock. */
export type DeviceSession = Omit<Schemas['DeviceSession'], 'signedInAt' | 'lastUsedAt'> & {
  readonly signedInAt: Date;
  readonly lastUsedAt: Date;
};

/** The ten single-use codes, shown once. */
export type RecoveryCodeList = readonly string[];

/** A code from the authenticator app, or one of the recovery codes. */
export type SecondFactorProof = { readonly code: string } | { readonly recoveryCode: string };

/** The error codes of these operations the pages answer each in its own way. */
const refusals = [
  'recent_sign_in_required',
  'recent_second_factor_required',
  'authenticator_exists',
  'authenticator_setup_expired',
  'no_authenticator',
  'second_factor_required',
  'current_session',
] as const;

type Refusal = (typeof refusals)[number];

export type SecondFactorFailure =
  | { readonly kind: 'unauthenticated' }
  | { readonly kind: Refusal }
  /** `attemptsLeft`: wrong codes before the account's second factor is locked. */
  | { readonly kind: 'invalid_code'; readonly attemptsLeft?: number }
  /** Every fifth wrong code in a row: locked for `wait` seconds, longer each time. */
  | { readonly kind: 'too_many_codes'; readonly wait: number }
  /** 100 wrong codes in a row: the app's codes are refused; recovery codes still work. */
  | { readonly kind: 'codes_blocked' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid_request' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: TransportFailure };

export type SecondFactorResult<Value> =
  | ({ readonly ok: true } & Value)
  | { readonly ok: false; readonly failure: SecondFactorFailure };

function isRefusal(code: string | undefined): code is Refusal {
  return (refusals as readonly (string | undefined)[]).includes(code);
}

/** What a refused answer means; an error code out of place is not the SSO speaking. */
function failureOf(response: Response, body: unknown): SecondFactorFailure {
  const error = parseErrorBody(body);
  const code = error?.code;
  switch (response.status) {
    case 400:
      return { kind: 'invalid_request' };
    case 401:
      if (code !== 'invalid_code') return { kind: 'unauthenticated' };
      return error?.attemptsLeft === undefined
        ? { kind: 'invalid_code' }
        : { kind: 'invalid_code', attemptsLeft: error.attemptsLeft };
    case 403:
      return isRefusal(code) ? { kind: code } : { kind: 'forbidden' };
    case 404:
      return { kind: 'not_found' };
    case 409:
      return isRefusal(code) ? { kind: code } : { kind: 'malformed' };
    case 423:
      return code === 'codes_blocked' ? { kind: 'codes_blocked' } : { kind: 'malformed' };
    case 429: {
      const wait = error?.retryAfter ?? parseRetryAfter(response.headers.get('retry-after'));
      // The contract's first lock lasts 15 minutes; without a stated wait, that is the guess.
      return { kind: 'too_many_codes', wait: wait ?? 15 * 60 };
    }
    default:
      return { kind: response.status >= 500 ? 'unavailable' : 'malformed' };
  }
}

/** Sends one call and reads its answer with `read`; `undefined` from it is a malformed body. */
async function call<Value extends object>(
  request: () => Promise<Response>,
  read: (body: unknown, response: Response) => Value | undefined,
  options?: SendOptions,
): Promise<SecondFactorResult<Value>> {
  const response = await sendRequest(request, options);
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  if (!response.ok) return { ok: false, failure: failureOf(response, body) };
  const value = read(body, response);
  return value ? { ok: true, ...value } : { ok: false, failure: { kind: 'malformed' } };
}

const noContent = (_body: unknown, response: Response) =>
  response.status === 204 ? {} : undefined;

function isObject<T>(value: unknown): value is Unchecked<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readStatus(body: unknown, readDate: ReadDate): SecondFactorStatus | undefined {
  if (!isObject<Schemas['SecondFactorStatus']>(body)) return undefined;
  const { required, authenticator, recoveryCodesLeft, trustedDevices, confirmedUntil } = body;
  if (typeof required !== 'boolean') return undefined;
  if (!isCount(recoveryCodesLeft) || !isCount(trustedDevices)) return undefined;
  let added: { addedAt: Date } | null = null;
  if (authenticator !== null) {
    const addedAt = isObject<{ addedAt: string }>(authenticator)
      ? readDate(authenticator.addedAt)
      : undefined;
    if (!addedAt) return undefined;
    added = { addedAt };
  }
  const until = confirmedUntil === null ? null : readDate(confirmedUntil);
  if (until === undefined) return undefined;
  return {
    required,
    authenticator: added,
    recoveryCodesLeft,
    trustedDevices,
    confirmedUntil: until,
  };
}

function readRecoveryCodes(body: unknown): { recoveryCodes: RecoveryCodeList } | undefined {
  if (!isObject<Schemas['RecoveryCodes']>(body)) return undefined;
  const { recoveryCodes } = body;
  if (!Array.isArray(recoveryCodes) || recoveryCodes.length === 0) return undefined;
  if (!recoveryCodes.every((code) => typeof code === 'string')) return undefined;
  return { recoveryCodes: recoveryCodes as string[] };
}

function readSession(value: unknown, readDate: ReadDate): DeviceSession | undefined {
  if (!isObject<Schemas['DeviceSession']>(value)) return undefined;
  const { id, browser, os, deviceType, current } = value;
  const signedInAt = readDate(value.signedInAt);
  const lastUsedAt = readDate(value.lastUsedAt);
  if (typeof id !== 'string' || typeof browser !== 'string' || typeof os !== 'string') {
    return undefined;
  }
  if (typeof current !== 'boolean' || !signedInAt || !lastUsedAt) return undefined;
  // A newer SSO may name a kind of device this portal does not know: it reads as unknown.
  const known = ['computer', 'phone', 'tablet'] as const;
  const type = known.find((kind) => kind === deviceType) ?? 'unknown';
  return { id, browser, os, deviceType: type, signedInAt, lastUsedAt, current };
}

/** Whether the account has an authenticator, and what goes with it. */
export function getSecondFactor(): Promise<SecondFactorResult<{ status: SecondFactorStatus }>> {
  return call(
    () => ssoClient().get('second-factor'),
    (body, response) => {
      const status = readStatus(body, dateReader(response));
      return status ? { status } : undefined;
    },
    { rereadable: true },
  );
}

/** Proves the second factor within the session, before a change that needs it. */
export function confirmSecondFactor(proof: SecondFactorProof): Promise<SecondFactorResult<object>> {
  const json: JsonRequestBody<'confirmSecondFactor'> = proof;
  return call(() => ssoClient().post('second-factor/confirm', { json }), noContent);
}

/** A new secret for an authenticator app; needs a recent sign-in. */
export function startAuthenticatorSetup(): Promise<
  SecondFactorResult<{ setup: Schemas['AuthenticatorSetup'] }>
> {
  return call(
    () => ssoClient().post('second-factor/authenticator/setup'),
    (body) => {
      if (!isObject<Schemas['AuthenticatorSetup']>(body)) return undefined;
      const { secret, otpauthUri } = body;
      if (typeof secret !== 'string' || typeof otpauthUri !== 'string') return undefined;
      return { setup: { secret, otpauthUri } };
    },
  );
}

/** Turns the authenticator being set up on with its first code; answers the recovery codes. */
export function addAuthenticator(
  code: string,
): Promise<SecondFactorResult<{ recoveryCodes: RecoveryCodeList }>> {
  const json: JsonRequestBody<'addAuthenticator'> = { code };
  return call(
    () => ssoClient().post('second-factor/authenticator', { json }),
    (body, response) => (response.status === 201 ? readRecoveryCodes(body) : undefined),
  );
}

/** Turns the second factor off; needs it confirmed in the last five minutes. */
export function removeAuthenticator(): Promise<SecondFactorResult<object>> {
  return call(() => ssoClient().delete('second-factor/authenticator'), noContent);
}

/** Ten new recovery codes, the old ones void; needs the second factor confirmed recently. */
export function regenerateRecoveryCodes(): Promise<
  SecondFactorResult<{ recoveryCodes: RecoveryCodeList }>
> {
  return call(() => ssoClient().post('second-factor/recovery-codes'), readRecoveryCodes);
}

/** Every device that skipped the code asks for it again at its next sign-in. */
export function forgetTrustedDevices(): Promise<SecondFactorResult<object>> {
  return call(() => ssoClient().delete('second-factor/trusted-devices'), noContent);
}

/** The user's sessions on every device, this one first. */
export function listSessions(): Promise<
  SecondFactorResult<{ sessions: readonly DeviceSession[] }>
> {
  return call(
    () => ssoClient().get('sessions'),
    (body, response) => {
      if (!isObject<Schemas['DeviceSessionList']>(body) || !Array.isArray(body.sessions)) {
        return undefined;
      }
      const readDate = dateReader(response);
      const sessions = body.sessions.map((session: unknown) => readSession(session, readDate));
      if (!sessions.every((session) => session !== undefined)) return undefined;
      return { sessions: sessions as DeviceSession[] };
    },
    { rereadable: true },
  );
}

/** Ends every session of the user but this one; answers how many were ended. */
export function endOtherSessions(): Promise<SecondFactorResult<{ ended: number }>> {
  return call(
    () => ssoClient().delete('sessions'),
    (body) => {
      const ended = isObject<Schemas['EndedSessions']>(body) ? body.ended : undefined;
      return isCount(ended) ? { ended } : undefined;
    },
  );
}

/** Ends one of the user's other sessions. */
export function endSession(sessionId: string): Promise<SecondFactorResult<object>> {
  return call(() => ssoClient().delete(`sessions/${encodeURIComponent(sessionId)}`), noContent);
}
