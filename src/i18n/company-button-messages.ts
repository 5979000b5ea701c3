import { companyButtonEn } from './company-button-messages-en';
import { companyButtonPtBR } from './company-button-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': companyButtonPtBR, en: companyButtonEn } as const;

/** The company providers' buttons' messages, in the portal's current language. */
export function useCompanyButtonMessages(): FeatureTranslate<typeof companyButtonEn> {
  return useFeatureMessages<typeof companyButtonEn>(catalogues);
}
