import type { Locale } from '../i18n/locale';
import type { FailureTable, RefusedAnswer, Result } from './answer-reader';
import { call, ownKinds, withWait } from './answer-reader';
import type { JsonRequestBody, Schemas } from './contract-types';
import type { TransportFailure } from './request-failure';
import { dateReader } from './server-clock';
import { ssoClient } from './sso-calls';
import { type FieldProblem, isObject } from './sso-responses';

/**
 * Account recovery and sign-up requests over the SSO contract (docs/openapi.yaml, tag
 * `account`). None of these answers says whether an email has an account, and nothing here
 * tries to find out: the client never branches on existence.
 */

export type { FieldProblem, Result };

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

const resetLinkProblems = [
  'reset_token_invalid',
  'reset_token_expired',
  'reset_token_used',
] as const satisfies ResetLinkProblem[];

function isResetLinkProblem(code: string | undefined): boolean {
  return (resetLinkProblems as readonly (string | undefined)[]).includes(code);
}

const invalidRequest = ({ fields }: RefusedAnswer) =>
  ({ kind: 'invalid_request', fields }) as const;

/** What a refused answer means to a call that carries no reset token. */
const accountFailures: FailureTable<AccountFailure> = {
  // From a call that carries no link, a link's code is not the SSO speaking.
  400: (refused) =>
    isResetLinkProblem(refused.code) ? { kind: 'malformed' } : invalidRequest(refused),
  403: { kind: 'forbidden' },
  // Without a stated wait, a minute is a safe pause that still lets the user retry soon.
  429: withWait('too_many_attempts', 60),
};

const linkProblems = ownKinds(resetLinkProblems);

/** What a refused answer means to a call that carries one. */
const resetLinkFailures: FailureTable<ResetLinkFailure> = {
  ...accountFailures,
  400: { codes: linkProblems, otherwise: invalidRequest },
  410: { codes: linkProblems },
};

/**
 * Asks for a reset link. Success is "received", never "sent": the service answers the same
 * for an email without an account. `linkLifetimeSeconds` is the same for everyone.
 */
export function requestPasswordReset(
  request: JsonRequestBody<'requestPasswordReset'> & InLocale,
): Promise<Result<Partial<Schemas['PasswordResetAccepted']>, AccountFailure>> {
  return call(
    () => ssoClient().post('password-reset', { json: request }),
    accountFailures,
    (body, response) => {
      // Exactly 202: a proxy's 200 page must not read as "we sent you a link".
      if (response.status !== 202) return undefined;
      const lifetime = isObject<Schemas['PasswordResetAccepted']>(body)
        ? body.linkLifetimeSeconds
        : undefined;
      return typeof lifetime === 'number' && Number.isSafeInteger(lifetime) && lifetime > 0
        ? { linkLifetimeSeconds: lifetime }
        : {};
    },
  );
}

/** Whether a reset link still works, and for which account; its end on this device's clock. */
export function checkResetLink(
  token: string,
  signal?: AbortSignal,
): Promise<
  Result<
    Omit<Schemas['ResetTokenStatus'], 'expiresAt'> & { readonly expiresAt: Date },
    ResetLinkFailure
  >
> {
  return call(
    () =>
      ssoClient().post('password-reset/check', {
        json: { token } satisfies JsonRequestBody<'checkPasswordResetToken'>,
        ...(signal ? { signal } : {}),
      }),
    resetLinkFailures,
    (body, response) => {
      if (response.status !== 200 || !isObject<Schemas['ResetTokenStatus']>(body)) {
        return undefined;
      }
      const { email } = body;
      const expiresAt = dateReader(response)(body.expiresAt);
      return typeof email === 'string' && email && expiresAt ? { email, expiresAt } : undefined;
    },
  );
}

/** Sets the new password. The service ends every session of the account when it does. */
export function completePasswordReset(
  request: JsonRequestBody<'completePasswordReset'> & InLocale,
): Promise<Result<object, ResetLinkFailure>> {
  return call(
    () => ssoClient().post('password-reset/complete', { json: request }),
    resetLinkFailures,
  );
}

/** The contract's `SignUpRequest`, in the language the applicant uses the portal in. */
export type AccountApplication = JsonRequestBody<'requestAccount'> & InLocale;

/**
 * A brokerage asks for an account. "Received" whether or not the email has one already, with
 * how many business days the review takes when the service says (an older one does not).
 */
export function requestAccount(
  application: AccountApplication,
): Promise<Result<{ readonly reviewBusinessDays?: number }, AccountFailure>> {
  return call(
    () => ssoClient().post('signup', { json: application }),
    accountFailures,
    (body, response) => {
      if (response.status !== 202) return undefined;
      const days = isObject<Schemas['SignUpAccepted']>(body) ? body.reviewBusinessDays : undefined;
      return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 30
        ? { reviewBusinessDays: days }
        : {};
    },
  );
}
