import type { JsonRequestBody, Schemas, Unchecked } from './contract-types';
import { parseRetryAfter, readJson, type TransportFailure } from './request-failure';
import { sendRequest as send } from './send-request';
import { dateReader } from './server-clock';
import { confirmCookieKept, readSignedIn, recoverLostAnswer, ssoClient } from './sso-calls';
import { parseErrorBody, type SignedIn } from './sso-responses';

/**
 * The second step of a password sign-in (contract 1.11.0): the sign-in that waits for a code,
 * finishing it with a code or a recovery code, and the authenticator an account sets up when
 * the SSO requires one. The pending sign-in is an HttpOnly cookie: nothing here holds a token.
 * Loaded with the code step's page only.
 */

/** What `login` answered 202 with, its end moved onto this device's clock. */
export type PendingSignIn = Omit<Schemas['PendingSignIn'], 'expiresAt'> & {
  readonly expiresAt: Date;
};

/** Why no sign-in waits here: it ran out (or was finished), or never started in this browser. */
export type PendingGone = 'expired' | 'missing';

export type PendingResult =
  | { readonly status: 'pending'; readonly pending: PendingSignIn }
  | { readonly status: 'gone'; readonly reason: PendingGone }
  | { readonly status: 'failed'; readonly failure: TransportFailure };

export type CodeFailure =
  /** `attemptsLeft`: wrong codes before the account's second factor is locked. */
  | { readonly kind: 'invalid_code'; readonly attemptsLeft?: number }
  | { readonly kind: 'too_many_codes'; readonly wait: number }
  /** 100 wrong codes in a row: codes from the app no longer open the account, recovery codes do. */
  | { readonly kind: 'codes_blocked' }
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  | { readonly kind: 'gone'; readonly reason: PendingGone }
  | { readonly kind: 'invalid_request' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'cookies_blocked' }
  | { readonly kind: TransportFailure };

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
  const pending =
    typeof body === 'object' && body !== null
      ? (body as Unchecked<Schemas['SecondFactorRequired']>).secondFactor
      : undefined;
  if (typeof pending !== 'object' || pending === null) return undefined;
  const { expiresAt, enrol, methods, rememberMe } = pending as Unchecked<PendingSignIn>;
  const end = dateReader(response)(expiresAt);
  if (!end || typeof enrol !== 'boolean') return undefined;
  if (!Array.isArray(methods) || typeof rememberMe !== 'boolean') return undefined;
  return {
    expiresAt: end,
    enrol,
    // A newer SSO may offer a method this portal does not know: it is left out.
    methods: methods.filter((method) => method === 'totp' || method === 'recovery_code'),
    rememberMe,
  };
}

function goneReason(code: string | undefined): PendingGone | undefined {
  if (code === 'pending_sign_in_expired') return 'expired';
  if (code === 'pending_sign_in_missing') return 'missing';
  return undefined;
}

/** The sign-in waiting in this browser, asked again when the step's page opens or reloads. */
export async function readPendingSignIn(signal?: AbortSignal): Promise<PendingResult> {
  const response = await send(() => ssoClient().get(path, signal ? { signal } : {}), {
    rereadable: true,
  });
  if (typeof response === 'string') return { status: 'failed', failure: response };
  const body = await readJson(response);
  if (response.status === 401) {
    const reason = goneReason(parseErrorBody(body)?.code);
    return reason ? { status: 'gone', reason } : { status: 'failed', failure: 'malformed' };
  }
  if (response.status >= 500) return { status: 'failed', failure: 'unavailable' };
  const pending = response.ok ? parsePending(body, response) : undefined;
  return pending ? { status: 'pending', pending } : { status: 'failed', failure: 'malformed' };
}

function codeFailure(response: Response, body: unknown): CodeFailure {
  const error = parseErrorBody(body);
  const wait = error?.retryAfter ?? parseRetryAfter(response.headers.get('retry-after'));
  const reason = goneReason(error?.code);
  if (reason) return { kind: 'gone', reason };
  switch (response.status) {
    case 400:
      return { kind: 'invalid_request' };
    case 401:
      if (error?.code !== 'invalid_code') return { kind: 'malformed' };
      return error.attemptsLeft === undefined
        ? { kind: 'invalid_code' }
        : { kind: 'invalid_code', attemptsLeft: error.attemptsLeft };
    case 403:
      return { kind: 'forbidden' };
    case 423:
      return error?.code === 'codes_blocked' ? { kind: 'codes_blocked' } : { kind: 'malformed' };
    case 429:
      return error?.code === 'too_many_codes'
        ? { kind: 'too_many_codes', wait: wait ?? 15 * 60 }
        : { kind: 'too_many_attempts', wait: wait ?? 60 };
    default:
      return { kind: response.status >= 500 ? 'unavailable' : 'malformed' };
  }
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
  if (!response.ok) return { ok: false, failure: codeFailure(response, body) };
  const signedIn = readSignedIn(body, response);
  if (!signedIn) return { ok: false, failure: { kind: 'malformed' } };
  const checked = await confirmCookieKept(signedIn);
  if (!checked.ok) return { ok: false, failure: { kind: 'cookies_blocked' } };
  const members = body as Unchecked<Schemas['SignedInWithSecondFactor']>;
  const recoveryCodes = readRecoveryCodes(members.recoveryCodes);
  return {
    ok: true,
    signedIn: checked.signedIn,
    recoveryCodesLeft:
      typeof members.recoveryCodesLeft === 'number' ? members.recoveryCodesLeft : Number.NaN,
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

/** The authenticator secret of an account that must set one up before signing in. */
export async function startEnrolment(): Promise<SetupResult> {
  const response = await send(() => ssoClient().post(`${path}/authenticator`));
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  if (!response.ok) return { ok: false, failure: codeFailure(response, body) };
  const { secret, otpauthUri } = (body ?? {}) as Unchecked<Schemas['AuthenticatorSetup']>;
  if (typeof secret !== 'string' || typeof otpauthUri !== 'string') {
    return { ok: false, failure: { kind: 'malformed' } };
  }
  return { ok: true, setup: { secret, otpauthUri } };
}
