import type { FailureTable, RefusedAnswer, Result } from './answer-reader';
import { call, ownKinds, withAttemptsLeft, withWait } from './answer-reader';
import type { JsonRequestBody, Schemas } from './contract-types';
import type { TransportFailure } from './request-failure';
import { ssoClient } from './sso-calls';
import { type FieldProblem, isObject } from './sso-responses';

/**
 * Changing the password while signed in (`changePassword`, docs/openapi.yaml, since 1.21.0).
 * The current password counts toward the sign-in's own lock, so its refusals are the sign-in's
 * (`SignInFailure`'s kinds of the same name), and the words for them can be the sign-in's.
 */

/** The change needs a recent proof first; the same request goes through after one. */
const proofRefusals = ['recent_sign_in_required', 'recent_second_factor_required'] as const;

export type PasswordChangeFailure =
  | { readonly kind: 'unauthenticated' }
  /** `fields` names the new password's problem (`newPassword`), or any other field's. */
  | { readonly kind: 'invalid_request'; readonly fields: readonly FieldProblem[] }
  /** The current password is incorrect; `attemptsLeft` before the email is locked. */
  | { readonly kind: 'invalid_credentials'; readonly attemptsLeft?: number }
  | { readonly kind: (typeof proofRefusals)[number] }
  | { readonly kind: 'account_locked'; readonly wait?: number }
  | { readonly kind: 'password_blocked' }
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  | { readonly kind: 'forbidden' }
  | { readonly kind: TransportFailure };

const lockedFor = ({ wait }: RefusedAnswer): PasswordChangeFailure =>
  wait === undefined ? { kind: 'account_locked' } : { kind: 'account_locked', wait };

/** What a refused answer means; an error code out of place is not the SSO speaking. */
const failures: FailureTable<PasswordChangeFailure> = {
  400: ({ fields }) => ({ kind: 'invalid_request', fields }),
  401: {
    codes: { invalid_credentials: withAttemptsLeft('invalid_credentials') },
    otherwise: { kind: 'unauthenticated' },
  },
  403: { codes: ownKinds(proofRefusals), otherwise: { kind: 'forbidden' } },
  423: { codes: { account_locked: lockedFor, password_blocked: { kind: 'password_blocked' } } },
  // Without a stated wait, a minute is a safe pause that still lets the user retry soon.
  429: withWait('too_many_attempts', 60),
};

/**
 * Replaces the password; answers how many other sessions ended. The session that sends it
 * stays signed in, with the same cookie.
 */
export function changePassword(
  request: JsonRequestBody<'changePassword'>,
): Promise<Result<{ readonly ended: number }, PasswordChangeFailure>> {
  return call(
    () => ssoClient().post('password', { json: request }),
    failures,
    (body, response) => {
      const ended = isObject<Schemas['EndedSessions']>(body) ? body.ended : undefined;
      const counted = typeof ended === 'number' && Number.isInteger(ended) && ended >= 0;
      return response.status === 200 && counted ? { ended } : undefined;
    },
  );
}
