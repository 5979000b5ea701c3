import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { securityEn } from './security-messages-en';
import { securityPtBR } from './security-messages-pt-br';

const catalogues = { 'pt-BR': securityPtBR, en: securityEn } as const;

export type SecurityTranslate = FeatureTranslate<typeof securityEn>;

/** The security page's messages, in the portal's current language. */
export function useSecurityMessages(): SecurityTranslate {
  return useFeatureMessages<typeof securityEn>(catalogues);
}
