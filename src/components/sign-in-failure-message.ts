import type { SignInFailure } from '../api/sso';
import type { MessageKey } from '../i18n/messages-en';

/**
 * What to tell the user for each way sign-in can fail, in one table so every failure the
 * client knows has wording, and the compiler flags a new one without it.
 */
const messages: Readonly<Record<SignInFailure['kind'], MessageKey>> = {
  invalid_credentials: 'error.invalidCredentials',
  account_locked: 'error.accountLocked',
  too_many_attempts: 'error.tooManyAttempts',
  service_unavailable: 'error.unavailableFor',
  forbidden: 'error.forbidden',
  invalid_request: 'error.invalidRequest',
  cookies_blocked: 'error.cookiesBlocked',
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
