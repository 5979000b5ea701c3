import type { SecondFactorFailure } from '../api/second-factor-account';
import type { CodeFailure as SignInCodeFailure } from '../api/second-factor-sign-in';
import type { AuthenticatorTranslate } from '../i18n/authenticator-messages';
import {
  appendFewAttemptsLeft,
  isRequestFailure,
  requestFailureMessage,
} from '../i18n/failure-words';
import type { CodeKind } from '../validation/second-factor-codes';

/**
 * A refused code, as both of the SSO's code calls say it: finishing a sign-in
 * (`api/second-factor-sign-in.ts`) and confirming a change on the security page
 * (`api/second-factor-account.ts`). Failures that are not about the code (the sign-in gone, the
 * session ended) are the page's to handle, and to word if it keeps the form.
 */
export type CodeFailure = SignInCodeFailure | SecondFactorFailure;

/**
 * What to say when a code, or a recovery code (`kind`), was not taken; `wait` is the wait in
 * words. `undefined` for a failure that is not about the code, which the page words itself.
 */
export function codeFailureWords(
  failure: CodeFailure,
  kind: CodeKind,
  wait: string,
  t: AuthenticatorTranslate,
): string | undefined {
  switch (failure.kind) {
    case 'invalid_code':
      return appendFewAttemptsLeft(
        t(kind === 'totp' ? 'codeForm.wrong' : 'codeForm.wrongRecovery'),
        failure.attemptsLeft,
        (count) => t('codeForm.attemptsLeft', { count }),
      );
    case 'too_many_codes':
      return t('codeForm.tooManyCodes', { wait });
    case 'too_many_attempts':
      return t('codeForm.tooManyAttempts', { wait });
    case 'codes_blocked':
      return t('codeForm.codesBlocked');
    case 'invalid_request':
      return t('codeForm.notACode');
    case 'cookies_blocked':
      return t('error.cookiesBlocked');
    default:
      return isRequestFailure(failure.kind) ? t(requestFailureMessage(failure.kind)) : undefined;
  }
}

/** The same, with "that did not work" for a failure the page does not word. */
export function codeFailureText(
  failure: CodeFailure,
  kind: CodeKind,
  wait: string,
  t: AuthenticatorTranslate,
): string {
  return codeFailureWords(failure, kind, wait, t) ?? t('codeForm.refused');
}
