import { useMemo } from 'react';
import type { AccountMessageKey, AccountMessages } from './account-messages-en';
import { accountEn } from './account-messages-en';
import { accountPtBR } from './account-messages-pt-br';
import { useI18n } from './i18n-context';
import { fillPlaceholders, type Locale } from './locale';

// Both languages ship together: the pair is small, and only the account pages import it.
const catalogues: Readonly<Record<Locale, AccountMessages>> = {
  'pt-BR': accountPtBR,
  en: accountEn,
};

export type AccountTranslate = (
  key: AccountMessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The account pages' messages, in the portal's current language. */
export function useAccountMessages(): AccountTranslate {
  const { locale } = useI18n();
  return useMemo(() => {
    const messages = catalogues[locale];
    return (key, values) => fillPlaceholders(messages[key], values);
  }, [locale]);
}

/**
 * What to tell the user for each way an account request can fail, in one table. Its keys are
 * the failures of src/api/sso-account.ts: a failure added there without a message here does
 * not type-check where the page passes it in. The catalogue names them without importing the
 * API module, which sits above it.
 */
const failureMessages = {
  invalid_request: 'error.invalidRequest',
  too_many_attempts: 'error.tooManyRequests',
  forbidden: 'error.forbidden',
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
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
