import type { SignInFailure } from '../api/sso';
import { appendFewAttemptsLeft, requestFailureMessages } from '../i18n/failure-words';
import type { Translate } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages-en';

/**
 * What to tell the user for each way sign-in can fail, in one table so every failure the
 * client knows has wording, and the compiler flags a new one without it. What any request can
 * meet is worded as on every page (`failure-words.ts`).
 */
const messages: Readonly<Record<SignInFailure['kind'], MessageKey>> = {
  ...requestFailureMessages,
  invalid_credentials: 'error.invalidCredentials',
  account_locked: 'error.accountLocked',
  password_blocked: 'error.passwordBlocked',
  codes_locked: 'error.codesLocked',
  too_many_attempts: 'error.tooManyAttempts',
  service_unavailable: 'error.unavailableFor',
  invalid_request: 'error.invalidRequest',
  cookies_blocked: 'error.cookiesBlocked',
  second_factor: 'signIn.codeNeeded',
  federation_required: 'signIn.companyRequired',
};

export function signInFailureMessage(failure: SignInFailure): MessageKey {
  if (failure.kind === 'account_locked' && failure.wait === undefined) {
    return 'error.accountLockedNoWait';
  }
  if (failure.kind === 'codes_locked' && failure.wait === undefined) {
    return 'error.codesLockedNoWait';
  }
  return messages[failure.kind];
}

/**
 * The whole text for a failed sign-in, `wait` in words, and how many attempts are left before
 * the email is locked when few are (the portal's one policy, `failure-words.ts`).
 */
export function signInFailureText(failure: SignInFailure, wait: string, t: Translate): string {
  const text = t(signInFailureMessage(failure), { wait });
  if (failure.kind !== 'invalid_credentials') return text;
  // The sign-in page's words have no plural forms (catalogue.ts): the last attempt has its own.
  return appendFewAttemptsLeft(text, failure.attemptsLeft, (count) =>
    count === 1 ? t('error.lastAttempt') : t('error.attemptsLeft', { count }),
  );
}
