import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { installEn } from './install-messages-en';
import { installPtBR } from './install-messages-pt-br';

const catalogues = { 'pt-BR': installPtBR, en: installEn } as const;

/** The install button's messages, in the portal's current language. */
export function useInstallMessages(): FeatureTranslate<typeof installEn> {
  return useFeatureMessages<typeof installEn>(catalogues);
}
