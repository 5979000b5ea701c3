import type { Locale } from '../i18n/locale';
import type { JsonRequestBody, Schemas, Unchecked } from './contract-types';
import { parseRetryAfter, readJson, type TransportFailure } from './request-failure';
import { sendRequest } from './send-request';
import { dateReader } from './server-clock';
import { ssoClient } from './sso-calls';
import { type FieldProblem, parseErrorBody } from './sso-responses';

/**
 * Account recovery and sign-up requests over the SSO contract (docs/openapi.yaml, tag
 * `account`). None of these answers says whether an email has an account, and nothing here
 * tries to find out: the client never branches on existence.
 */

export type { FieldProblem };

/** The portal always says which language the messages hermes sends should be in. */
type InLocale = { readonly locale: Locale };

export type AccountFailure =
  | { readonly kind: 'invalid_request'; readonly fields: readonly FieldProblem[] }
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  | { readonly kind: 'forbidden' }
  | { readonly kind: TransportFailure };

/** Why a reset link no longer works, or never did. */
export type ResetLinkProblem = 'reset_token_invalid' | 'reset_token_expired' | 'reset_token_used';

export type ResetLinkFailure = AccountFailure | { readonly kind: ResetLinkProblem };

export type Result<Value, Failure> =
  | ({ readonly ok: true } & Value)
  | { readonly ok: false; readonly failure: Failure };

const resetLinkProblems: readonly string[] = [
  'reset_token_invalid',
  'reset_token_expired',
  'reset_token_used',
] satisfies ResetLinkProblem[];

function isResetLinkProblem(code: string | undefined): code is ResetLinkProblem {
  return code !== undefined && resetLinkProblems.includes(code);
}

/** Maps an answer the contract calls a failure onto what the pages word. */
function failureOf(response: Response, body: unknown): ResetLinkFailure {
  const error = parseErrorBody(body);
  if (isResetLinkProblem(error?.code) && (response.status === 400 || response.status === 410)) {
    return { kind: error.code };
  }
  switch (response.status) {
    case 400:
      return { kind: 'invalid_request', fields: error?.fields ?? [] };
    case 403:
      return { kind: 'forbidden' };
    case 429: {
      const wait = error?.retryAfter ?? parseRetryAfter(response.headers.get('retry-after'));
      // Without a stated wait, a minute is a safe pause that still lets the user retry soon.
      return { kind: 'too_many_attempts', wait: wait ?? 60 };
    }
    default:
      return { kind: response.status >= 500 ? 'unavailable' : 'malformed' };
  }
}

/** The failures that make sense for calls that carry no reset token. */
function withoutLinkProblems(failure: ResetLinkFailure): AccountFailure {
  return isResetLinkProblem(failure.kind) ? { kind: 'malformed' } : (failure as AccountFailure);
}

/**
 * Asks for a reset link. Success is "received", never "sent": the service answers the same
 * for an email without an account. `linkLifetimeSeconds` is the same for everyone.
 */
export async function requestPasswordReset(
  request: JsonRequestBody<'requestPasswordReset'> & InLocale,
): Promise<Result<Partial<Schemas['PasswordResetAccepted']>, AccountFailure>> {
  const response = await sendRequest(() => ssoClient().post('password-reset', { json: request }));
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  // Exactly 202: a proxy's 200 page must not read as "we sent you a link".
  if (response.status === 202) {
    const lifetime =
      typeof body === 'object' && body !== null
        ? (body as Unchecked<Schemas['PasswordResetAccepted']>).linkLifetimeSeconds
        : undefined;
    return typeof lifetime === 'number' && Number.isSafeInteger(lifetime) && lifetime > 0
      ? { ok: true, linkLifetimeSeconds: lifetime }
      : { ok: true };
  }
  return { ok: false, failure: withoutLinkProblems(failureOf(response, body)) };
}

/** Whether a reset link still works, and for which account; its end on this device's clock. */
export async function checkResetLink(
  token: string,
  signal?: AbortSignal,
): Promise<
  Result<
    Omit<Schemas['ResetTokenStatus'], 'expiresAt'> & { readonly expiresAt: Date },
    ResetLinkFailure
  >
> {
  const response = await sendRequest(() =>
    ssoClient().post('password-reset/check', {
      json: { token } satisfies JsonRequestBody<'checkPasswordResetToken'>,
      ...(signal ? { signal } : {}),
    }),
  );
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  if (response.status === 200) {
    const { email, expiresAt } = (
      typeof body === 'object' && body !== null ? body : {}
    ) as Unchecked<Schemas['ResetTokenStatus']>;
    const expiry = dateReader(response)(expiresAt);
    if (typeof email !== 'string' || !email || !expiry) {
      return { ok: false, failure: { kind: 'malformed' } };
    }
    return { ok: true, email, expiresAt: expiry };
  }
  return { ok: false, failure: failureOf(response, body) };
}

/** Sets the new password. The service ends every session of the account when it does. */
export async function completePasswordReset(
  request: JsonRequestBody<'completePasswordReset'> & InLocale,
): Promise<Result<object, ResetLinkFailure>> {
  const response = await sendRequest(() =>
    ssoClient().post('password-reset/complete', { json: request }),
  );
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  if (response.status === 204) return { ok: true };
  return { ok: false, failure: failureOf(response, await readJson(response)) };
}

/** The contract's `SignUpRequest`, in the language the applicant uses the portal in. */
export type AccountApplication = JsonRequestBody<'requestAccount'> & InLocale;

/**
 * A brokerage asks for an account. "Received" whether or not the email has one already, with
 * how many business days the review takes when the service says (an older one does not).
 */
export async function requestAccount(
  application: AccountApplication,
): Promise<Result<{ readonly reviewBusinessDays?: number }, AccountFailure>> {
  const response = await sendRequest(() => ssoClient().post('signup', { json: application }));
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  if (response.status === 202) {
    const days =
      typeof body === 'object' && body !== null
        ? (body as Unchecked<Schemas['SignUpAccepted']>).reviewBusinessDays
        : undefined;
    return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 30
      ? { ok: true, reviewBusinessDays: days }
      : { ok: true };
  }
  return { ok: false, failure: withoutLinkProblems(failureOf(response, body)) };
}
