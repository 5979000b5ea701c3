import type { AccountMessageKey } from './account-messages-en';
import { accountEn } from './account-messages-en';
import { accountPtBR } from './account-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': accountPtBR, en: accountEn } as const;

export type AccountTranslate = FeatureTranslate<typeof accountEn>;

/** The account pages' messages, in the portal's current language. */
export function useAccountMessages(): AccountTranslate {
  return useFeatureMessages<typeof accountEn>(catalogues);
}

/**
 * What to tell the user for each way an account request can fail, in one table. Its keys are
 * the failures of src/api/sso-account.ts: a failure added there without a message here does
 * not type-check where the page passes it in. The catalogue names them without importing the
 * API module, which sits above it.
 */
const failureMessages = {
  invalid_request: 'error.account.invalidRequest',
  too_many_attempts: 'error.tooManyRequests',
  forbidden: 'error.account.forbidden',
  offline: 'error.account.offline',
  timeout: 'error.account.timeout',
  unavailable: 'error.account.unavailable',
  malformed: 'error.account.malformed',
} as const satisfies Readonly<Record<string, AccountMessageKey>>;

/** An account request's failure, as far as its message depends on it. */
export interface WordedAccountFailure {
  readonly kind: keyof typeof failureMessages;
  readonly fields?: readonly unknown[];
}

export function accountFailureMessage(failure: WordedAccountFailure): AccountMessageKey {
  if (failure.kind === 'invalid_request' && (failure.fields?.length ?? 0) > 0) {
    return 'error.fields';
  }
  return failureMessages[failure.kind];
}
