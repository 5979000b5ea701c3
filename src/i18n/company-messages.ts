import { companyEn } from './company-messages-en';
import { companyPtBR } from './company-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': companyPtBR, en: companyEn } as const;

export type CompanyTranslate = FeatureTranslate<typeof companyEn>;

/** Company sign-in's messages, in the portal's current language. */
export function useCompanyMessages(): CompanyTranslate {
  return useFeatureMessages<typeof companyEn>(catalogues);
}
