import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { yourDataEn } from './your-data-messages-en';
import { yourDataPtBR } from './your-data-messages-pt-br';

const catalogues = { 'pt-BR': yourDataPtBR, en: yourDataEn } as const;

/** The "Your data" page's messages, in the portal's current language. */
export function useYourDataMessages(): FeatureTranslate<typeof yourDataEn> {
  return useFeatureMessages<typeof yourDataEn>(catalogues);
}

export type YourDataTranslate = FeatureTranslate<typeof yourDataEn>;
