import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { footerEn } from './footer-messages-en';
import { footerPtBR } from './footer-messages-pt-br';

const catalogues = { 'pt-BR': footerPtBR, en: footerEn } as const;

/** The names of the links at the foot of every page, in the portal's current language. */
export function useFooterMessages(): FeatureTranslate<typeof footerEn> {
  return useFeatureMessages<typeof footerEn>(catalogues);
}
