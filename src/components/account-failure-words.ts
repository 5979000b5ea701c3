import type { AccountFailure } from '../api/sso-account';
import { type AccountTranslate, accountFailureMessage } from '../i18n/account-messages';

/** The account pages' words for a failed request, with the wait it asked for, if any. */
export function accountFailureWords(t: AccountTranslate) {
  return (failure: AccountFailure, wait: string) => t(accountFailureMessage(failure), { wait });
}
