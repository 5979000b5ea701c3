import { useMemo } from 'react';
import type { AccountFailure } from '../api/sso-account';
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

/** What to tell the user for each way an account request can fail, in one table. */
const failureMessages: Readonly<Record<AccountFailure['kind'], AccountMessageKey>> = {
  invalid_request: 'error.invalidRequest',
  too_many_attempts: 'error.tooManyRequests',
  forbidden: 'error.forbidden',
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
};

export function accountFailureMessage(failure: AccountFailure): AccountMessageKey {
  if (failure.kind === 'invalid_request' && failure.fields.length > 0) return 'error.fields';
  return failureMessages[failure.kind];
}
