import type { AccountFailure } from '../api/sso-account';
import type { AccountTranslate } from '../i18n/account-messages';
import type { AccountMessageKey } from '../i18n/account-messages-en';
import { requestFailureMessages } from '../i18n/failure-words';

/**
 * What to tell the user for each way an account request can fail, in one table: a failure
 * added to src/api/sso-account.ts without a message here does not type-check. What any request
 * can meet is worded as on every page (`failure-words.ts`).
 */
const failureMessages: Readonly<Record<AccountFailure['kind'], AccountMessageKey>> = {
  ...requestFailureMessages,
  invalid_request: 'error.invalidRequest',
  too_many_attempts: 'error.tooManyRequests',
};

export function accountFailureMessage(failure: AccountFailure): AccountMessageKey {
  if (failure.kind === 'invalid_request' && failure.fields.length > 0) return 'error.fields';
  return failureMessages[failure.kind];
}

/** The account pages' words for a failed request, with the wait it asked for, if any. */
export function accountFailureWords(t: AccountTranslate) {
  return (failure: AccountFailure, wait: string) => t(accountFailureMessage(failure), { wait });
}
