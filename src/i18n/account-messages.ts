import { accountEn } from './account-messages-en';
import { accountPtBR } from './account-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': accountPtBR, en: accountEn } as const;

export type AccountTranslate = FeatureTranslate<typeof accountEn>;

/** The account pages' messages, in the portal's current language. */
export function useAccountMessages(): AccountTranslate {
  return useFeatureMessages<typeof accountEn>(catalogues);
}
