import type { CallFailure, FailureTable, Result } from './answer-reader';
import { call, callFailures, ownKinds, withAttemptsLeft, withWait } from './answer-reader';
import type { JsonRequestBody, Schemas } from './contract-types';
import type { SecondFactorProof, WrongCodeFailure } from './second-factor-sign-in';
import { dateReader, type ReadDate } from './server-clock';
import { ssoClient } from './sso-calls';
import { isObject, readAuthenticatorSetup, readDevice, readEach } from './sso-responses';

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

/** A code from the authenticator app, or one of the recovery codes: as in a sign-in. */
export type { SecondFactorProof };

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
  | WrongCodeFailure
  | { readonly kind: 'not_found' }
  | CallFailure;

export type SecondFactorResult<Value> = Result<Value, SecondFactorFailure>;

const refusalKinds = ownKinds(refusals);

/** What a refused answer means; an error code out of place is not the SSO speaking. */
const failures: FailureTable<SecondFactorFailure> = {
  ...callFailures,
  401: {
    codes: { invalid_code: withAttemptsLeft('invalid_code') },
    otherwise: { kind: 'unauthenticated' },
  },
  403: { codes: refusalKinds, otherwise: { kind: 'forbidden' } },
  404: { kind: 'not_found' },
  409: { codes: refusalKinds },
  423: { codes: { codes_blocked: { kind: 'codes_blocked' } } },
  // The contract's first lock lasts 15 minutes; without a stated wait, that is the guess.
  429: withWait('too_many_codes', 15 * 60),
};

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
  const { id, current } = value;
  const device = readDevice(value);
  const signedInAt = readDate(value.signedInAt);
  const lastUsedAt = readDate(value.lastUsedAt);
  if (typeof id !== 'string' || !device) return undefined;
  if (typeof current !== 'boolean' || !signedInAt || !lastUsedAt) return undefined;
  return { id, ...device, signedInAt, lastUsedAt, current };
}

/** Whether the account has an authenticator, and what goes with it. */
export function getSecondFactor(): Promise<SecondFactorResult<{ status: SecondFactorStatus }>> {
  return call(
    () => ssoClient().get('second-factor'),
    failures,
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
  return call(() => ssoClient().post('second-factor/confirm', { json }), failures);
}

/** A new secret for an authenticator app; needs a recent sign-in. */
export function startAuthenticatorSetup(): Promise<
  SecondFactorResult<{ setup: Schemas['AuthenticatorSetup'] }>
> {
  return call(
    () => ssoClient().post('second-factor/authenticator/setup'),
    failures,
    readAuthenticatorSetup,
  );
}

/** Turns the authenticator being set up on with its first code; answers the recovery codes. */
export function addAuthenticator(
  code: string,
): Promise<SecondFactorResult<{ recoveryCodes: RecoveryCodeList }>> {
  const json: JsonRequestBody<'addAuthenticator'> = { code };
  return call(
    () => ssoClient().post('second-factor/authenticator', { json }),
    failures,
    (body, response) => (response.status === 201 ? readRecoveryCodes(body) : undefined),
  );
}

/** Turns the second factor off; needs it confirmed in the last five minutes. */
export function removeAuthenticator(): Promise<SecondFactorResult<object>> {
  return call(() => ssoClient().delete('second-factor/authenticator'), failures);
}

/** Ten new recovery codes, the old ones void; needs the second factor confirmed recently. */
export function regenerateRecoveryCodes(): Promise<
  SecondFactorResult<{ recoveryCodes: RecoveryCodeList }>
> {
  return call(() => ssoClient().post('second-factor/recovery-codes'), failures, readRecoveryCodes);
}

/** Every device that skipped the code asks for it again at its next sign-in. */
export function forgetTrustedDevices(): Promise<SecondFactorResult<object>> {
  return call(() => ssoClient().delete('second-factor/trusted-devices'), failures);
}

/** The user's sessions on every device, this one first. */
export function listSessions(): Promise<
  SecondFactorResult<{ sessions: readonly DeviceSession[] }>
> {
  return call(
    () => ssoClient().get('sessions'),
    failures,
    (body, response) => {
      const readDate = dateReader(response);
      const list = isObject<Schemas['DeviceSessionList']>(body) ? body.sessions : undefined;
      const sessions = readEach(list, (session) => readSession(session, readDate));
      return sessions && { sessions };
    },
    { rereadable: true },
  );
}

/** Ends every session of the user but this one; answers how many were ended. */
export function endOtherSessions(): Promise<SecondFactorResult<{ ended: number }>> {
  return call(
    () => ssoClient().delete('sessions'),
    failures,
    (body) => {
      const ended = isObject<Schemas['EndedSessions']>(body) ? body.ended : undefined;
      return isCount(ended) ? { ended } : undefined;
    },
  );
}

/** Ends one of the user's other sessions. */
export function endSession(sessionId: string): Promise<SecondFactorResult<object>> {
  return call(() => ssoClient().delete(`sessions/${encodeURIComponent(sessionId)}`), failures);
}
