import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { updateEn } from './update-messages-en';
import { updatePtBR } from './update-messages-pt-br';

const catalogues = { 'pt-BR': updatePtBR, en: updateEn } as const;

/** The new-version prompt's messages, in the portal's current language. */
export function useUpdateMessages(): FeatureTranslate<typeof updateEn> {
  return useFeatureMessages<typeof updateEn>(catalogues);
}
