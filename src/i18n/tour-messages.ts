import { type FeatureTranslate, useFeatureMessages } from './feature-messages';
import { tourEn } from './tour-messages-en';
import { tourPtBR } from './tour-messages-pt-br';

const catalogues = { 'pt-BR': tourPtBR, en: tourEn } as const;

export type TourTranslate = FeatureTranslate<typeof tourEn>;

/** The onboarding tours' messages, in the portal's current language. */
export function useTourMessages(): TourTranslate {
  return useFeatureMessages<typeof tourEn>(catalogues);
}
