import type { SignInFailure } from '../api/sso';
import type { Translate } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages-en';

/**
 * What to tell the user for each way sign-in can fail, in one table so every failure the
 * client knows has wording, and the compiler flags a new one without it.
 */
const messages: Readonly<Record<SignInFailure['kind'], MessageKey>> = {
  invalid_credentials: 'error.invalidCredentials',
  account_locked: 'error.accountLocked',
  password_blocked: 'error.passwordBlocked',
  too_many_attempts: 'error.tooManyAttempts',
  service_unavailable: 'error.unavailableFor',
  forbidden: 'error.forbidden',
  invalid_request: 'error.invalidRequest',
  cookies_blocked: 'error.cookiesBlocked',
  second_factor: 'signIn.codeNeeded',
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
};

export function signInFailureMessage(failure: SignInFailure): MessageKey {
  if (failure.kind === 'account_locked' && failure.wait === undefined) {
    return 'error.accountLockedNoWait';
  }
  return messages[failure.kind];
}

// Said once few remain: earlier, the count is noise beside a typo.
const fewAttemptsLeft = 2;

/**
 * The whole text for a failed sign-in, `wait` in words. How many attempts are left before the
 * email is locked reveals nothing: the SSO counts them whether or not an account has the email.
 */
export function signInFailureText(failure: SignInFailure, wait: string, t: Translate): string {
  const text = t(signInFailureMessage(failure), { wait });
  if (failure.kind !== 'invalid_credentials' || (failure.attemptsLeft ?? 99) > fewAttemptsLeft) {
    return text;
  }
  return `${text} ${t('error.attemptsLeft', { count: failure.attemptsLeft ?? 0 })}`;
}
