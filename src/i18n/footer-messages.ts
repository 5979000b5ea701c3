import type { FeatureTranslate } from './feature-translate';
import { footerEn } from './footer-messages-en';
import { footerPtBR } from './footer-messages-pt-br';
import { useTextFeatureMessages } from './text-feature-messages';

const catalogues = { 'pt-BR': footerPtBR, en: footerEn } as const;

/** The names of the links at the foot of every page, in the portal's current language. */
export function useFooterMessages(): FeatureTranslate<typeof footerEn> {
  return useTextFeatureMessages<typeof footerEn>(catalogues);
}
