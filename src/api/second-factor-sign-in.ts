import type { CallFailure, FailureTable, KnownCodes, Result } from './answer-reader';
import { call, callFailures, readFailure, withAttemptsLeft, withWait } from './answer-reader';
import type { JsonRequestBody, Schemas } from './contract-types';
import { readJson, type TransportFailure } from './request-failure';
import { sendRequest as send } from './send-request';
import { dateReader } from './server-clock';
import { confirmCookieKept, readSignedIn, recoverLostAnswer, ssoClient } from './sso-calls';
import { isObject, readAuthenticatorSetup, type SignedIn } from './sso-responses';

/**
 * The second step of a password sign-in (contract 1.11.0): the sign-in that waits for a code,
 * finishing it with a code or a recovery code, and the authenticator an account sets up when
 * the SSO requires one. The pending sign-in is an HttpOnly cookie: nothing here holds a token.
 * Loaded with the code step's page only.
 */

/**
 * What `login` answered 202 with, its end moved onto this device's clock. `email` names the
 * account signing in (contract 1.20.0); an SSO before that names none, and the step then
 * shows none rather than refusing to go on.
 */
export type PendingSignIn = Omit<Schemas['PendingSignIn'], 'expiresAt' | 'email'> & {
  readonly expiresAt: Date;
  readonly email?: string;
};

/** Why no sign-in waits here: it ran out (or was finished), or never started in this browser. */
export type PendingGone = 'expired' | 'missing';

export type PendingResult =
  | { readonly status: 'pending'; readonly pending: PendingSignIn }
  | { readonly status: 'gone'; readonly reason: PendingGone }
  | { readonly status: 'failed'; readonly failure: TransportFailure };

/** What a wrong code meets, in a sign-in or on the security page. */
export type WrongCodeFailure =
  /** `attemptsLeft`: wrong codes before the account's second factor is locked. */
  | { readonly kind: 'invalid_code'; readonly attemptsLeft?: number }
  /** Every fifth wrong code in a row: locked for `wait` seconds, longer each time. */
  | { readonly kind: 'too_many_codes'; readonly wait: number }
  /** 100 wrong codes in a row: codes from the app no longer open the account, recovery codes do. */
  | { readonly kind: 'codes_blocked' };

export type CodeFailure =
  | WrongCodeFailure
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  | { readonly kind: 'gone'; readonly reason: PendingGone }
  | { readonly kind: 'cookies_blocked' }
  | CallFailure;

export type CodeResult =
  | {
      readonly ok: true;
      readonly signedIn: SignedIn;
      readonly recoveryCodesLeft: number;
      /** Only after an enrolment: the ten codes, to show this once. */
      readonly recoveryCodes?: readonly string[];
    }
  | { readonly ok: false; readonly failure: CodeFailure };

export type SetupResult =
  | { readonly ok: true; readonly setup: Schemas['AuthenticatorSetup'] }
  | { readonly ok: false; readonly failure: CodeFailure };

/** A code or a recovery code, as the broker chose to answer. */
export type SecondFactorProof = { readonly code: string } | { readonly recoveryCode: string };

const path = 'login/second-factor';

function parsePending(body: unknown, response: Response): PendingSignIn | undefined {
  const pending = isObject<Schemas['SecondFactorRequired']>(body) ? body.secondFactor : undefined;
  if (!isObject<Schemas['PendingSignIn']>(pending)) return undefined;
  const { expiresAt, enrol, methods, rememberMe, email } = pending;
  const end = dateReader(response)(expiresAt);
  if (!end || typeof enrol !== 'boolean') return undefined;
  if (!Array.isArray(methods) || typeof rememberMe !== 'boolean') return undefined;
  return {
    expiresAt: end,
    enrol,
    // A newer SSO may offer a method this portal does not know: it is left out.
    methods: methods.filter((method) => method === 'totp' || method === 'recovery_code'),
    rememberMe,
    ...(typeof email === 'string' && email ? { email } : {}),
  };
}

/** The codes that say no sign-in waits here, and why. */
const gone: KnownCodes<{ readonly kind: 'gone'; readonly reason: PendingGone }> = {
  pending_sign_in_expired: { kind: 'gone', reason: 'expired' },
  pending_sign_in_missing: { kind: 'gone', reason: 'missing' },
};

/** What a refused code, or a refused start of an enrolment, means. */
const codeFailures: FailureTable<CodeFailure> = {
  // A sign-in that is gone is gone, whatever the status says.
  everyStatus: gone,
  ...callFailures,
  401: { codes: { invalid_code: withAttemptsLeft('invalid_code') } },
  423: { codes: { codes_blocked: { kind: 'codes_blocked' } } },
  429: {
    // The contract's first lock lasts 15 minutes; a rate limit's pause is a minute.
    codes: { too_many_codes: withWait('too_many_codes', 15 * 60) },
    otherwise: withWait('too_many_attempts', 60),
  },
};

/** The sign-in waiting in this browser, asked again when the step's page opens or reloads. */
export async function readPendingSignIn(signal?: AbortSignal): Promise<PendingResult> {
  const response = await send(() => ssoClient().get(path, signal ? { signal } : {}), {
    rereadable: true,
  });
  if (typeof response === 'string') return { status: 'failed', failure: response };
  const body = await readJson(response);
  if (!response.ok) {
    const failure = readFailure(response, body, { 401: { codes: gone } });
    return failure.kind === 'gone'
      ? { status: 'gone', reason: failure.reason }
      : { status: 'failed', failure: failure.kind };
  }
  const pending = parsePending(body, response);
  return pending ? { status: 'pending', pending } : { status: 'failed', failure: 'malformed' };
}

function readRecoveryCodes(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((code) => typeof code === 'string')
    ? value
    : undefined;
}

/** Finishes the pending sign-in: the session starts, as a password sign-in's does. */
export async function completeSecondFactor(
  proof: SecondFactorProof,
  trustDevice: boolean,
): Promise<CodeResult> {
  const json: JsonRequestBody<'completeSecondFactor'> = { ...proof, trustDevice };
  const response = await send(() => ssoClient().post(path, { json }));
  if (typeof response === 'string') {
    // The code may have been taken and only its answer lost: who is signed in now says so,
    // without sending the code again (it works once, and a second try would count as wrong).
    const recovered = await recoverLostAnswer(response);
    return recovered.ok
      ? { ok: true, signedIn: recovered.signedIn, recoveryCodesLeft: Number.NaN }
      : { ok: false, failure: { kind: response } };
  }
  const body = await readJson(response);
  if (!response.ok) return { ok: false, failure: readFailure(response, body, codeFailures) };
  const signedIn = readSignedIn(body, response);
  if (!signedIn) return { ok: false, failure: { kind: 'malformed' } };
  const checked = await confirmCookieKept(signedIn);
  if (!checked.ok) return { ok: false, failure: { kind: 'cookies_blocked' } };
  const members = isObject<Schemas['SignedInWithSecondFactor']>(body) ? body : {};
  const recoveryCodes = readRecoveryCodes(members.recoveryCodes);
  return {
    ok: true,
    signedIn: checked.signedIn,
    recoveryCodesLeft:
      typeof members.recoveryCodesLeft === 'number' ? members.recoveryCodesLeft : Number.NaN,
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

/**
 * Ends the sign-in waiting in this browser (contract 1.20.0), for the broker to sign in with
 * another account: the SSO forgets it and clears its cookie, which no script here can, so a
 * later visitor to the step finds no password proven. Succeeds also when nothing waited.
 */
export function cancelPendingSignIn(): Promise<Result<object, CallFailure>> {
  return call(() => ssoClient().delete(path), callFailures);
}

/** The authenticator secret of an account that must set one up before signing in. */
export function startEnrolment(): Promise<SetupResult> {
  return call(
    () => ssoClient().post(`${path}/authenticator`),
    codeFailures,
    readAuthenticatorSetup,
  );
}
