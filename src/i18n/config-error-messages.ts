import { configErrorEn } from './config-error-messages-en';
import { configErrorPtBR } from './config-error-messages-pt-br';
import { type FeatureTranslate, useFeatureMessages } from './feature-messages';

const catalogues = { 'pt-BR': configErrorPtBR, en: configErrorEn } as const;

/** The configuration error page's messages, in the portal's current language. */
export function useConfigErrorMessages(): FeatureTranslate<typeof configErrorEn> {
  return useFeatureMessages<typeof configErrorEn>(catalogues);
}
